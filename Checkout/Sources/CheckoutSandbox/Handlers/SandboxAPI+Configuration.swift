import CheckoutAPI
extension SandboxAPI {
  /// `GET /configuration`: the session's order and its payment methods in display order, each bank
  /// method saying whether the app shows its issuer list.
  func getConfiguration(_ input: Operations.GetConfiguration.Input) async throws -> Operations.GetConfiguration.Output {
    let session = try Principal.requireSession()
    let methods = Self.methods(of: session).enumerated().map { index, method in
      Components.Schemas.PaymentMethodSettings(
        _type: method.rawValue,
        displayOrder: index,
        card: method == .card ? settings.card : nil,
        issuerList: Components.Schemas.BankMethod(rawValue: method.rawValue).map { Self.hasIssuerList($0, session) }
      )
    }
    return .ok(
      .init(
        body: .json(
          Components.Schemas.CheckoutConfiguration(
            amount: session.amount,
            currency: session.currency,
            locale: session.locale,
            orderId: session.orderId,
            customerCountry: session.customerCountry,
            paymentMethods: methods
          ))))
  }

  /// Whether the session's `method` lists its banks in the app: iDEAL as the session was made
  /// (without a list by default, as iDEAL 2.0 is), Dotpay and EPS always.
  static func hasIssuerList(_ method: Components.Schemas.BankMethod, _ session: StoredSession) -> Bool {
    method == .ideal ? session.idealIssuerList : true
  }
}
