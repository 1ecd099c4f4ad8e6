import CheckoutAssets
import CheckoutSandbox
import Foundation
import Testing

@testable import CheckoutComponents

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The README's integration, run against the sandbox server: the merchant's server makes the
/// session, the app opens the checkout, the customer pays, the delegate (on the main actor) makes
/// the receipt; and the web-view recipe hands a page's messages to the checkout.
@Suite(.timeLimit(.minutes(2)), .stopsBackends) struct MerchantIntegrationTests {
  let backend: TestBackend

  init() async throws {
    backend = try await TestBackend.start(
      SandboxConfiguration(cardSettings: SandboxCardSettings(requiredBillingFields: ["postalCode", "country"])))
  }

  /// What the app showed.
  @MainActor final class Screens: CheckoutScreens {
    var receipts: [[String]] = []
    var errors: [String] = []
    var closed = 0
    func show(receipt: [String]) { receipts.append(receipt) }
    func show(error: String) { errors.append(error) }
    func close() { closed += 1 }
  }

  /// The merchant's server's session, then the app's checkout on it.
  @MainActor func open(amount: Int = 1250) async throws -> (CheckoutController, Screens) {
    let token = try await createClientSession(
      ClientSessionRequest(
        amount: amount, currency: "EUR", orderId: "order-42", locale: "nl", customerCountry: "NL"),
      api: backend.url, secretKey: SandboxConfiguration.defaultSecretKey)
    let screens = Screens()
    let controller = CheckoutController(screens: screens)
    try await controller.open(
      clientToken: token, api: backend.url,
      giftCard: GiftCardTestMethod())
    return (controller, screens)
  }

  @MainActor func pay(_ number: String, postalCode: String, city: String = "", in checkout: any CheckoutScope)
    async throws
  {
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: number)
    form.update(.expiryDate, value: "12/40")
    form.update(.cvv, value: number.hasPrefix("37") ? "1234" : "123")
    form.update(.cardholderName, value: "Ada Lovelace")
    form.update(.postalCode, value: postalCode)
    form.update(.city, value: city)
    await form.submit()
  }

  @Test @MainActor func theIntegrationPaysAndTheReceiptSaysWhatWasPaid() async throws {
    let (controller, screens) = try await open()
    let checkout = try #require(controller.checkout)
    #expect(checkout.currentState == .ready)
    #expect(checkout.paymentMethodSelection.currentState.methods.last?.method == "gift_card_test")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.country]?.value == "NL", "the session's customer country")
    // The merchant's own label, translated into the checkout's locale.
    let view = try #require(checkout.paymentMethodView(.card))
    #expect("\(view)".contains("Woonplaats · "))

    try await pay("3782 822463 10005", postalCode: "1012 JS", city: "Amsterdam", in: checkout)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.amount == 1400)
    #expect(result.surcharge == 150)
    #expect(result.network == .amex)
    #expect(result.lastFourDigits == "0005")
    #expect(result.status == .succeeded)
    let money = { (minor: Int) in AmountFormatting.format(minorUnits: minor, currency: "EUR", locale: "nl") }
    #expect(money(1400).hasSuffix("14,00"))
    #expect(
      screens.receipts == [
        [
          "Paid \(money(1400))", "including a card surcharge of \(money(150))", "American Express ending in 0005",
          "Reference \(result.paymentID)",
        ]
      ])
    // The server stored exactly what the customer entered, the country as the session's.
    let stored = try #require(try await backend.server.storedPayments().first)
    #expect(stored.billingAddress == SandboxBillingAddress(city: "Amsterdam", postalCode: "1012 JS", country: "NL"))
    #expect(stored.lastFour == "0005")
    await checkout.dismiss()
    #expect(screens.closed == 1)
  }

  @Test @MainActor func addressVerificationFailsWithAnotherPostalCodeAndPassesWithTheCards() async throws {
    let (controller, screens) = try await open()
    let checkout = try #require(controller.checkout)
    try await pay("4000 0000 0000 0036", postalCode: "1017 CT", in: checkout)
    #expect(checkout.currentState == .failure(.addressVerificationFailed))
    #expect(screens.errors == [checkout.localizer(CheckoutError.addressVerificationFailed.message)])
    #expect(screens.errors.first?.contains("postcode") == true)
    #expect(try await backend.server.storedPayments().map(\.declineCode) == ["address_verification_failed"])

    await checkout.retry()
    await checkout.paymentMethodSelection.select(.card)
    try await pay("4000 0000 0000 0036", postalCode: "1012 JS", in: checkout)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.lastFourDigits == "0036")
  }

  @Test @MainActor func cancellingBeforePayingClosesTheAppsCheckout() async throws {
    let (controller, screens) = try await open()
    let checkout = try #require(controller.checkout)
    await checkout.paymentMethodSelection.cancel()
    #expect(checkout.currentState == .dismissed)
    #expect(screens.closed == 1)
    #expect(screens.errors.isEmpty)
  }

  /// A web view's page, played over HTTP: the recipe builds the origin from the frame's
  /// `protocol`, `host` and `port`, and the checkout takes the page's messages.
  struct Frame: SecurityOrigin {
    var `protocol`: String
    var host: String
    var port: Int
  }

  @MainActor final class WebView: JavaScriptEvaluating {
    var scripts: [String] = []
    func evaluateJavaScript(_ script: String) { scripts.append(script) }
  }

  @Test @MainActor func theWebViewRecipeHandsThePagesMessagesToTheCheckout() async throws {
    // A checkout without a loopback endpoint, as on a phone: the web view carries the messages.
    let token = try await backend.token(idealIssuerList: nil)
    let checkout = try await Checkout.makeScope(
      clientToken: token, configuration: CheckoutConfiguration(apiBaseURL: backend.url, network: .fastTests))
    await checkout.start()
    let paying = Task { await checkout.present(.ideal) }
    let action = try #require(await PageCustomer.nextAction(of: checkout))
    await paying.value
    #expect(action.url.path.hasPrefix("/sandbox/schemes/ideal/"), "iDEAL's own page: no bank in the app")
    let state = try #require(
      URLComponents(url: action.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "state" }?.value)
    let port = try #require(backend.url.port)
    let webView = WebView()
    // WebKit reports the default port as 0; the sandbox's is not the default.
    let frame = Frame(protocol: "http", host: "127.0.0.1", port: port)
    let fields = ["paymentId": action.paymentID, "state": state]
    await handleBridgeMessage(
      String(decoding: PageCustomer.message("shown", fields), as: UTF8.self), frame: frame, checkout: checkout,
      webView: webView)
    #expect(webView.scripts == [#"window.tesseraBridge.receive({"body":"{}","name":"received"})"#])

    // The customer chooses a bank on iDEAL's page, and approves at the bank.
    let bankPage = try await PageCustomer.get(
      try #require(URL(string: "http://127.0.0.1:\(port)/sandbox/banks/ideal/ing/\(action.paymentID)")))
    #expect(bankPage.status == 200)
    let decided = try await PageCustomer.send(
      try #require(URL(string: "http://127.0.0.1:\(port)/sandbox/actions/\(action.paymentID)")),
      body: Data(#"{"decision":"approve"}"#.utf8), contentType: "application/json")
    #expect(decided.status == 200)
    await handleBridgeMessage(
      String(decoding: PageCustomer.message("completed", fields), as: UTF8.self), frame: frame, checkout: checkout,
      webView: webView)
    #expect(webView.scripts.last?.contains(#"\"status\":\"succeeded\""#) == true, "\(webView.scripts)")
    for await state in checkout.state {
      if case .success = state { break }
    }
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .ideal)
    #expect(result.network == nil)
    #expect(receipt(for: result, locale: "en") == ["Paid €12.50", "with ideal", "Reference \(result.paymentID)"])

    // A message from another port is refused, as one with WebKit's description was.
    let other = Frame(protocol: "http", host: "127.0.0.1", port: port + 1)
    let refused = await checkout.webBridge.receive(
      PageCustomer.message("shown", fields),
      origin: WebBridge.Origin(scheme: other.protocol, host: other.host, port: other.port))
    #expect(throws: WebBridgeError.self) { try refused.get() }
    await checkout.dismiss()
  }
}

/// A merchant's method, for the app snippet's `giftCard:`; the README's own gift card is the
/// `checkout` demo's, tested in the terminal.
struct GiftCardTestMethod: PaymentMethod {
  var type: PaymentMethodType { "gift_card_test" }
  var name: PaymentMethodText { PaymentMethodText("Gift card") }
  var subtitle: PaymentMethodText { PaymentMethodText("A test") }
  func makeScope(_ context: PaymentMethodContext) -> GiftCardScope {
    GiftCardScope(context: context, redeem: { _ in .failure(.paymentDeclined) })
  }
  func makeView(for scope: GiftCardScope, localizer: Localizer) -> ViewDescription { .text("Gift card") }
}

/// The bank list's images are the sandbox's icons: each bank row's image is the bank's icon URL
/// with its name, and the sandbox serves an SVG of its initials there.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct BankIconIntegrationTests {
  @Test(arguments: [PaymentMethodType.ideal, .dotpay, .eps])
  func eachBankRowShowsTheIconTheSandboxServes(method: PaymentMethodType) async throws {
    let backend = try await TestBackend.start()
    let checkout = try await backend.checkout(idealIssuerList: true)
    await checkout.start()
    await checkout.present(method)
    let view = try #require(checkout.paymentMethodView(method))
    var images: [(String, ViewImage?)] = []
    func walk(_ node: ViewDescription) {
      switch node {
      case .row(_, let title, _, let image, _): images.append((title, image))
      case .stack(_, let children), .container(_, let children), .list(_, let children): children.forEach(walk)
      default: break
      }
    }
    walk(view)
    #expect(images.count >= 13)
    for (title, image) in images {
      let image = try #require(image, "\(title) has no icon")
      // Decorative to a screen reader (the row's title names the bank), its initials from the name.
      #expect(image.label == nil)
      #expect(image.fallbackText == title)
      #expect(image.url.host == "127.0.0.1" && image.url.path.hasPrefix("/sandbox/icons/"))
      let (data, response) = try await URLSession.shared.data(from: image.url)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml")
      let svg = String(decoding: data, as: UTF8.self)
      #expect(svg.contains(">\(image.initials)</text>"), "\(title): \(svg)")
    }
    await checkout.dismiss()
  }
}

/// The README's sketch of an integration, paying the sandbox as it stands.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct SketchIntegrationTests {
  /// A delegate that keeps what it was told.
  @MainActor final class Delegate: CheckoutComponentsDelegate {
    var completed: [PaymentResult] = []
    func checkoutDidComplete(with result: PaymentResult) { completed.append(result) }
    func checkoutDidFail(with error: CheckoutError) {}
    func checkoutDidDismiss() {}
  }

  @Test @MainActor func theSketchPaysByCard() async throws {
    let backend = try await TestBackend.start()
    let token = try await createClientSession(
      ClientSessionRequest(amount: 1250, currency: "EUR", orderId: "order-7", locale: "en", customerCountry: "NL"),
      api: backend.url, secretKey: SandboxConfiguration.defaultSecretKey)
    let delegate = Delegate()
    let result = try #require(try await payByCard(clientToken: token, api: backend.url, delegate: delegate))
    #expect(result.amount == 1250)
    #expect(result.network == .visa)
    #expect(result.lastFourDigits == "4242")
    #expect(delegate.completed.map(\.paymentID) == [result.paymentID])
  }
}
