// CheckoutComponents' "Integrating the checkout" article is made of this file's snippets, each from
// `// snippet: NAME` to `// end snippet` (DocumentationSnippetTests checks that the article has the same
// text); MerchantIntegrationTests runs them against the sandbox server. Everything outside the
// snippets stands in for what a merchant's app has and the article doesn't show.

import CheckoutAssets
import CheckoutComponents
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet: merchant-server
/// On the merchant's server, which holds the secret key: a client session for the order, whose
/// short-lived client token is all the app gets.
struct ClientSessionRequest: Encodable {
  var amount: Int  // minor units: 1250 is €12.50
  var currency: String
  var orderId: String
  var locale: String?
  var customerCountry: String?  // the billing country unless the customer gives another
}

func createClientSession(_ order: ClientSessionRequest, api: URL, secretKey: String) async throws -> String {
  var request = URLRequest(url: api.appendingPathComponent("client-sessions"))
  request.httpMethod = "POST"
  request.setValue("Bearer \(secretKey)", forHTTPHeaderField: "Authorization")
  request.setValue("application/json", forHTTPHeaderField: "Content-Type")
  request.httpBody = try JSONEncoder().encode(order)
  let (data, response) = try await URLSession.shared.data(for: request)
  guard (response as? HTTPURLResponse)?.statusCode == 201 else { throw URLError(.badServerResponse) }
  struct ClientSession: Decodable { var clientToken: String }
  return try JSONDecoder().decode(ClientSession.self, from: data).clientToken
}
// end snippet

/// What the app shows; a real app has views.
@MainActor
protocol CheckoutScreens: AnyObject {
  func show(receipt: [String])
  func show(error: String)
  func close()
}

// snippet: app
/// The app's side: the checkout on the client token, the merchant's own gift card offered
/// after the session's methods, and the billing city asked for (the session may require more).
@MainActor
final class CheckoutController {
  private(set) var checkout: (any CheckoutScope)?
  let screens: any CheckoutScreens

  init(screens: any CheckoutScreens) { self.screens = screens }

  func open(clientToken: String, api: URL, giftCard: any PaymentMethod) async throws(CheckoutError) {
    let configuration = CheckoutConfiguration(
      apiBaseURL: api, additionalPaymentMethods: [giftCard],
      cardForm: CardFormConfiguration(
        billingAddress: [.city: .optional],
        fieldPresentation: [.city: CardFormFieldPresentation(label: "Town", translations: ["nl": "Woonplaats"])]))
    let checkout = try await Checkout.makeScope(clientToken: clientToken, configuration: configuration)
    checkout.delegate = self  // held weakly; called on the main actor
    await checkout.start()  // initializing → ready
    self.checkout = checkout
  }
}
// end snippet

// snippet: delegate
extension CheckoutController: CheckoutComponentsDelegate {
  func checkoutDidComplete(with result: PaymentResult) {
    screens.show(receipt: receipt(for: result, locale: checkout?.localizer.locale ?? "en"))
  }

  func checkoutDidFail(with error: CheckoutError) {
    guard let checkout else { return }
    screens.show(error: checkout.localizer(error.message))  // the checkout also shows its failure screen
  }

  func checkoutDidDismiss() {
    screens.close()  // cancelled before paying, or closed after the outcome
  }
}
// end snippet

// snippet: receipt
/// A receipt from what the payment service reports: the amount charged (surcharge included), the
/// card's network and last four digits, or the method, and the payment's reference.
func receipt(for result: PaymentResult, locale: String) -> [String] {
  let money = { (minor: Int) in AmountFormatting.format(minorUnits: minor, currency: result.currency, locale: locale) }
  var lines = ["Paid \(money(result.amount))"]
  if result.surcharge > 0 { lines.append("including a card surcharge of \(money(result.surcharge))") }
  if let network = result.network, let lastFour = result.lastFourDigits {
    lines.append("\(network.displayName) ending in \(lastFour)")
  } else {
    lines.append("with \(result.method.identifier)")
  }
  lines.append("Reference \(result.paymentID)")
  return lines
}
// end snippet

/// The three properties of WebKit's `WKSecurityOrigin` that the web-view recipe reads: a stand-in,
/// so that the recipe compiles without WebKit, as it does in an app.
protocol SecurityOrigin {
  var `protocol`: String { get }
  var host: String { get }
  var port: Int { get }
}

/// What the recipe calls on the web view: `WKWebView.evaluateJavaScript(_:)` in an app.
@MainActor
protocol JavaScriptEvaluating {
  func evaluateJavaScript(_ script: String)
}

/// The recipe, in a `WKScriptMessageHandler` named `tesseraBridge`: `body` is the message's body,
/// `frame` its `frameInfo.securityOrigin`.
@MainActor
func handleBridgeMessage(
  _ body: String, frame: some SecurityOrigin, checkout: any CheckoutScope, webView: some JavaScriptEvaluating
) async {
  // snippet: web-view
  let origin = WebBridge.Origin(scheme: frame.protocol, host: frame.host, port: frame.port)
  let reply = await checkout.webBridge.receive(Data(body.utf8), origin: origin)
  if case .success(let reply) = reply {
    webView.evaluateJavaScript("window.tesseraBridge.receive(\(String(decoding: reply.json, as: UTF8.self)))")
  }
  // end snippet
}

/// The shape of an integration, for the README's front page and the runtime's overview: the
/// server's half is a `curl`; "Integrating the checkout" has all of it. `SketchIntegrationTests`
/// pays with it.
@MainActor
func payByCard(clientToken token: String, api: URL, delegate: any CheckoutComponentsDelegate) async throws
  -> PaymentResult?
{
  // snippet: sketch
  let checkout = try await Checkout.makeScope(
    clientToken: token, configuration: CheckoutConfiguration(apiBaseURL: api))
  checkout.delegate = delegate  // on the main actor: did complete, did fail, did dismiss, 3-D Secure
  await checkout.start()  // initializing → ready
  let form = checkout.paymentMethod((any CardFormScope).self)  // or .paymentMethod(.card), (identifier: "card")
  form?.update(.cardNumber, value: "4242 4242 4242 4242")  // the state: each field's value, validity and error
  form?.update(.expiryDate, value: "12/34")
  form?.update(.cvv, value: "123")
  form?.update(.cardholderName, value: "J. Appleseed")
  await form?.submit()
  for await state in checkout.state {  // ready → success(PaymentResult) | failure(CheckoutError) → dismissed
    if case .success(let result) = state { return result }
  }
  // end snippet
  return nil
}
