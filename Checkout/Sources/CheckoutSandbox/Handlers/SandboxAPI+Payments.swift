import CheckoutAPI
import Foundation

extension SandboxAPI {
  /// `POST /payments`: creates a payment once per `Idempotency-Key` of the session.
  ///
  /// A card payment consumes its single-use token and charges the session's amount plus the
  /// surcharge of the token's network; its outcome is the one the card number (and, for the address
  /// verification card, the billing postal code) decided. A bank payment is pending until the
  /// customer decides on the bank's page, or, for a method without an issuer list, on the scheme's
  /// page where they choose the bank first. The same key with the
  /// same body answers `200` with the payment the first request made (`Idempotent-Replayed`),
  /// before any token is touched; the same key with another body is `422`.
  func createPayment(_ input: Operations.CreatePayment.Input) async throws -> Operations.CreatePayment.Output {
    let session = try Principal.requireSession()
    let key = input.headers.idempotencyKey
    try FieldRules.requireVisibleASCII(key, 8...128, field: .header("Idempotency-Key"))
    let request: Components.Schemas.PaymentRequest
    switch input.body {
    case .json(let body): request = body
    }
    let paymentID = RandomIdentifier.paymentID()
    let created = now()
    let cardToken: String?
    let build: @Sendable (StoredCardToken?) throws -> StoredPayment
    switch request.source {
    case .card(let source):
      guard Self.offers(session, "card") else {
        throw ProblemError.invalidRequest("This session doesn't offer card payments.")
      }
      try FieldRules.requireLength(source.token, 1...128, field: "source.token")
      cardToken = source.token
      let claimed = source.network?.rawValue
      build = { [settings] token in
        guard let token else { throw StoreError.tokenUnavailable }
        // The token's network is the one the server verified from the number; a source that names
        // another is refused inside the transaction, so the token stays unused.
        if let claimed, claimed != token.network { throw StoreError.networkMismatch }
        return PaymentDecision.card(
          id: paymentID, session: session, key: key, token: token,
          surcharge: settings.surcharge(for: token.network), at: created)
      }
    case .bank(let source):
      let method = source.method
      guard Self.offers(session, method.rawValue) else {
        throw ProblemError.invalidRequest("This session doesn't offer \(method.rawValue).")
      }
      let bank = try Self.bank(of: source, in: session, banks: settings.banks)
      cardToken = nil
      build = { _ in
        PaymentDecision.bank(id: paymentID, session: session, key: key, method: method, bank: bank, at: created)
      }
    }

    let fingerprint = try PaymentDecision.fingerprint(of: request)
    let creation: PaymentCreation
    do {
      creation = try await store.createPayment(
        sessionID: session.id,
        idempotencyKey: key,
        fingerprint: fingerprint,
        cardToken: cardToken,
        now: created
      ) { token in
        var payment = try build(token)
        payment.requestFingerprint = fingerprint
        return payment
      }
    } catch StoreError.idempotencyKeyReused {
      throw ProblemError.idempotencyKeyReused
    } catch StoreError.tokenUnavailable {
      throw ProblemError.tokenUsed
    } catch StoreError.networkMismatch {
      throw ProblemError.invalidRequest(
        "`source.network`: the card token was made for another network; leave it out, or send the token's.",
        pointer: "/source/network")
    }
    switch creation {
    case .created(let payment):
      return .created(.init(body: .json(try render(payment))))
    case .replayed(let payment):
      return .ok(.init(headers: .init(idempotentReplayed: true), body: .json(try render(payment))))
    }
  }

  /// `GET /payments/{paymentId}`: a payment of the caller's session.
  func getPayment(_ input: Operations.GetPayment.Input) async throws -> Operations.GetPayment.Output {
    let session = try Principal.requireSession()
    try Self.requirePaymentID(input.path.paymentId)
    guard let payment = try await store.payment(id: input.path.paymentId, sessionID: session.id) else {
      throw Self.noSuchPayment
    }
    return .ok(.init(body: .json(try render(payment))))
  }

  /// `POST /payments/{paymentId}/resume`: the payment as it stands once the customer is back
  /// from its required action. Resuming decides nothing: the action's page settled the payment
  /// (`POST /sandbox/actions/{paymentId}`), or it is still pending, with its required action.
  func resumePayment(_ input: Operations.ResumePayment.Input) async throws -> Operations.ResumePayment.Output {
    let session = try Principal.requireSession()
    try Self.requirePaymentID(input.path.paymentId)
    guard let payment = try await store.payment(id: input.path.paymentId, sessionID: session.id) else {
      throw Self.noSuchPayment
    }
    return .ok(.init(body: .json(try render(payment))))
  }

  /// The bank a bank payment names: one its method lists and that is enabled, for a method with an
  /// issuer list; none for a method without one, whose own page asks the customer (nil).
  private static func bank(
    of source: Components.Schemas.BankSource, in session: StoredSession, banks: BankCatalog
  ) throws(ProblemError) -> SandboxBank? {
    let method = source.method
    guard hasIssuerList(method, session) else {
      guard source.bankId == nil else {
        throw .invalidRequest(
          "`bankId`: this session's \(method.rawValue) has no issuer list; the customer chooses the bank on "
            + "its own page, so leave `bankId` out.",
          pointer: "/source/bankId")
      }
      return nil
    }
    guard let bankID = source.bankId else {
      throw .invalidRequest(
        "`bankId` is required: GET /payment-methods/\(method.rawValue)/banks lists the banks.",
        pointer: "/source/bankId")
    }
    try FieldRules.requireLength(bankID, 1...64, field: "source.bankId")
    guard let bank = banks.bank(bankID, of: method) else {
      throw .invalidRequest(
        "`bankId`: \(method.rawValue) has no bank \(bankID); GET /payment-methods/\(method.rawValue)/banks lists them.",
        pointer: "/source/bankId")
    }
    guard !bank.disabled else {
      throw .invalidRequest("`bankId`: \(bank.name) (\(bank.id)) is not available now.", pointer: "/source/bankId")
    }
    return bank
  }

  /// A payment id as the contract allows it: 1 to 64 characters, no control character.
  private static func requirePaymentID(_ id: String) throws(ProblemError) {
    try FieldRules.requireLength(id, 1...64, field: .path("paymentId"))
  }

  /// The same answer for an unknown id and another session's payment, so one can't tell them apart.
  private static let noSuchPayment = ProblemError.notFound("This session has no payment with that id.")

  /// The contract's form of a stored payment; a required action only while it is pending.
  func render(_ payment: StoredPayment) throws -> Components.Schemas.Payment {
    guard let status = Components.Schemas.PaymentStatus(rawValue: payment.status),
      let method = Components.Schemas.PaymentMethodKind(rawValue: payment.method)
    else { throw ProblemError.internalError }
    var action: Components.Schemas.RequiredAction?
    if status == .pending, let type = payment.actionType, let path = payment.actionPath,
      let actionType = Components.Schemas.RequiredAction._TypePayload(rawValue: type)
    {
      action = Components.Schemas.RequiredAction(_type: actionType, url: publicBase() + path)
    }
    return Components.Schemas.Payment(
      id: payment.id,
      status: status,
      amount: payment.amount,
      surcharge: payment.surcharge,
      currency: payment.currency,
      method: method,
      network: payment.network.flatMap(Components.Schemas.CardNetwork.init(rawValue:)),
      lastFour: payment.lastFour,
      declineCode: payment.declineCode.flatMap(Components.Schemas.DeclineCode.init(rawValue:)),
      requiredAction: action
    )
  }
}
