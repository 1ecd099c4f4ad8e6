import CheckoutComponents
import CheckoutLoopback
import CheckoutSandbox
import CheckoutTerminal
import Foundation

/// Where the demo pays: the sandbox server started in this process on an
/// ephemeral loopback port (the default), or a payment API elsewhere.
final class PaymentBackend: Sendable {
  let apiBaseURL: URL
  /// The merchant's secret key, when this process plays the merchant's
  /// server and creates client sessions (`SandboxMerchant`).
  let secretKey: String?
  /// A client token given on the command line, used as it is.
  let clientToken: String?
  private let embedded: SandboxServer?

  private init(apiBaseURL: URL, secretKey: String?, clientToken: String?, embedded: SandboxServer?) {
    self.apiBaseURL = apiBaseURL
    self.secretKey = secretKey
    self.clientToken = clientToken
    self.embedded = embedded
  }

  /// Starts the sandbox server on 127.0.0.1, port 0.
  static func embedded(configuration: SandboxConfiguration = SandboxConfiguration()) async throws -> PaymentBackend {
    let server = SandboxServer(configuration: configuration)
    let url = try await server.start()
    return PaymentBackend(apiBaseURL: url, secretKey: configuration.secretKey, clientToken: nil, embedded: server)
  }

  /// A payment API at `url`, with a secret key to create sessions or a
  /// client token to use.
  static func external(_ url: URL, secretKey: String?, clientToken: String?) -> PaymentBackend {
    PaymentBackend(apiBaseURL: url, secretKey: secretKey, clientToken: clientToken, embedded: nil)
  }

  /// A checkout for a new order: a client session as the merchant's server
  /// creates one, then the checkout on its token.
  func makeCheckout(
    amount: Int, currency: String, locale: String?, paymentMethods: [PaymentMethodType]? = nil,
    additionalPaymentMethods: [any PaymentMethod] = [DemoGiftCards.method],
    cardForm: CardFormConfiguration = CardFormConfiguration(), idealIssuerList: Bool? = nil
  ) async throws -> any CheckoutScope {
    let token: String
    if let clientToken {
      token = clientToken
    } else if let secretKey {
      // What the merchant's server does: create the session with its secret key.
      token = try await SandboxMerchant.createClientSession(
        baseURL: apiBaseURL, secretKey: secretKey, amount: amount, currency: currency,
        orderID: "order_" + UUID().uuidString.prefix(8).lowercased(), locale: locale, idealIssuerList: idealIssuerList
      ).clientToken
    } else {
      throw CheckoutStartError(message: "no client token, and no secret key to create one")
    }
    return try await Checkout.makeScope(
      clientToken: token,
      configuration: CheckoutConfiguration(
        apiBaseURL: apiBaseURL, locale: locale, paymentMethods: paymentMethods,
        additionalPaymentMethods: additionalPaymentMethods, cardForm: cardForm,
        webBridgeEndpoint: LoopbackBridgeEndpoint()))
  }

  /// Stops the embedded server, if there is one.
  func stop() async {
    await embedded?.stop()
  }
}

extension PaymentBackend {
  /// The audit's checkouts: 24.90 in the requested currency.
  var auditFactory: AuditCheckoutFactory {
    { request in
      try await self.makeCheckout(
        amount: 2490, currency: request.currency, locale: nil, paymentMethods: request.paymentMethods,
        cardForm: request.cardForm, idealIssuerList: request.idealIssuerList)
    }
  }
}
