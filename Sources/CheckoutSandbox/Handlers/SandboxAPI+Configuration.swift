extension SandboxAPI {
  /// `GET /configuration`: the session's order and its payment methods in display order.
  func getConfiguration(_ input: Operations.GetConfiguration.Input) async throws -> Operations.GetConfiguration.Output {
    let session = try Principal.requireSession()
    let methods = Self.methods(of: session).enumerated().map { index, method in
      Components.Schemas.PaymentMethodSettings(
        _type: method.rawValue,
        displayOrder: index,
        card: method == .card ? settings.card : nil
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
}
