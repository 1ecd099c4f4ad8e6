import CheckoutAPI
import Foundation

extension SandboxAPI {
  /// `POST /client-sessions`: a session for an order and the client token the app pays with.
  func createClientSession(
    _ input: Operations.CreateClientSession.Input
  ) async throws -> Operations.CreateClientSession.Output {
    guard case .merchant = Principal.current else {
      throw ProblemError.unauthorized("This operation takes the merchant's secret key.")
    }
    let request: Components.Schemas.ClientSessionRequest
    switch input.body {
    case .json(let body): request = body
    }
    try FieldRules.requireAmount(request.amount)
    try FieldRules.requireCurrency(request.currency)
    try FieldRules.requireLength(request.orderId, 1...128, field: "orderId")
    if let locale = request.locale { try FieldRules.requireLocale(locale) }
    if let country = request.customerCountry {
      try FieldRules.requireUppercaseCode(country, count: 2, field: "customerCountry")
    }
    let methods = request.paymentMethods ?? Components.Schemas.PaymentMethodKind.allCases
    guard !methods.isEmpty, methods.count <= 16 else {
      throw ProblemError.invalidRequest("`paymentMethods` must name 1 to 16 methods.", pointer: "/paymentMethods")
    }
    guard Set(methods).count == methods.count else {
      throw ProblemError.invalidRequest("`paymentMethods` names a method twice.", pointer: "/paymentMethods")
    }
    // Every payment of the session must have an amount the contract allows, surcharge included.
    if methods.contains(.card), request.amount > FieldRules.maximumAmount - settings.largestSurcharge {
      throw ProblemError.invalidRequest(
        "`amount` plus the largest card surcharge (\(settings.largestSurcharge)) must not exceed "
          + "\(FieldRules.maximumAmount).",
        pointer: "/amount")
    }

    let created = now()
    let session = StoredSession(
      id: RandomIdentifier.sessionID(),
      clientToken: RandomIdentifier.clientToken(),
      amount: request.amount,
      currency: request.currency,
      locale: request.locale ?? "en",
      orderId: request.orderId,
      customerCountry: request.customerCountry,
      paymentMethods: methods.map(\.rawValue),
      idealIssuerList: request.paymentMethodOptions?.ideal?.issuerList ?? false,
      createdAt: created,
      expiresAt: created.addingTimeInterval(settings.sessionLifetime)
    )
    try await store.insert(session)
    return .created(
      .init(
        body: .json(
          Components.Schemas.ClientSession(
            sessionId: session.id, clientToken: session.clientToken, expiresAt: session.expiresAt))))
  }
}
