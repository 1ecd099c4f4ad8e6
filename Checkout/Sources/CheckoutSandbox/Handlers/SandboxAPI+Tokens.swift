import CheckoutAPI
import Foundation

extension SandboxAPI {
  /// `POST /tokens`: checks a card and exchanges it for a single-use token.
  ///
  /// The number and the CVV exist only in this request's memory: the stored token holds the
  /// masked number, the network and the outcome the number decides, and no error repeats them.
  /// The billing address is kept with the token (and its payment) for address verification, and
  /// never logged.
  /// The network is the one ``CardNumberRules`` verified from the number, which later prices the
  /// payment; the client's `network` only chooses among a co-badged card's networks.
  func tokenizeCard(_ input: Operations.TokenizeCard.Input) async throws -> Operations.TokenizeCard.Output {
    let session = try Principal.requireSession()
    guard Self.offers(session, "card") else {
      throw ProblemError.invalidRequest("This session doesn't offer card payments.")
    }
    let card: Components.Schemas.CardDetails
    switch input.body {
    case .json(let body): card = body
    }
    let created = now()
    try Self.requireUnexpired(month: card.expiryMonth, year: card.expiryYear, now: created)
    if let name = card.cardholderName { try FieldRules.requireLength(name, 0...256, field: "cardholderName") }
    let billing = try Self.billingAddress(card.billingAddress, session: session)
    // The server's network, from the number; the client's only chooses on a co-badged card.
    let network = try CardNumberRules.network(
      number: card.number, cvv: card.cvv, requested: card.network, accepted: settings.card.acceptedNetworks)

    let token = StoredCardToken(
      token: RandomIdentifier.cardToken(),
      sessionId: session.id,
      maskedNumber: CardNumberRules.masked(card.number),
      network: network.rawValue,
      outcome: CardOutcome(cardNumber: card.number, billing: billing).rawValue,
      createdAt: created,
      expiresAt: created.addingTimeInterval(settings.tokenLifetime),
      usedAt: nil,
      billingAddress: billing
    )
    try await store.insert(token)
    return .created(
      .init(
        body: .json(
          Components.Schemas.CardToken(
            token: token.token,
            maskedNumber: token.maskedNumber,
            network: network,
            expiresAt: token.expiresAt
          ))))
  }

  /// The billing address to keep: the fields sent, each checked as the contract says (a detail
  /// names the field, never its value), with the session's customer country when none was sent.
  /// Nil when there is neither.
  static func billingAddress(
    _ wire: Components.Schemas.BillingAddress?, session: StoredSession
  ) throws(ProblemError) -> SandboxBillingAddress? {
    var address = SandboxBillingAddress()
    if let wire {
      let texts: [(String?, RequestField, ClosedRange<Int>)] = [
        (wire.firstName, "billingAddress.firstName", 1...256), (wire.lastName, "billingAddress.lastName", 1...256),
        (wire.addressLine1, "billingAddress.addressLine1", 1...256),
        (wire.addressLine2, "billingAddress.addressLine2", 1...256), (wire.city, "billingAddress.city", 1...256),
        (wire.state, "billingAddress.state", 1...256), (wire.postalCode, "billingAddress.postalCode", 1...16),
        (wire.email, "billingAddress.email", 3...254), (wire.phone, "billingAddress.phone", 1...32),
      ]
      for case (let value?, let field, let range) in texts { try FieldRules.requireLength(value, range, field: field) }
      if let country = wire.country {
        try FieldRules.requireUppercaseCode(country, count: 2, field: "billingAddress.country")
      }
      address = SandboxBillingAddress(
        firstName: wire.firstName, lastName: wire.lastName, addressLine1: wire.addressLine1,
        addressLine2: wire.addressLine2, city: wire.city, state: wire.state, postalCode: wire.postalCode,
        country: wire.country, email: wire.email, phone: wire.phone)
    }
    if address.country == nil { address.country = session.customerCountry }
    return address == SandboxBillingAddress() ? nil : address
  }

  /// A card is valid through the last day of its expiry month, in UTC.
  private static func requireUnexpired(month: Int, year: Int, now: Date) throws(ProblemError) {
    guard (1...12).contains(month) else {
      throw .invalidRequest("`expiryMonth` must be 1 to 12.", pointer: "/expiryMonth")
    }
    guard (2000...2200).contains(year) else {
      throw .invalidRequest("`expiryYear` must be 2000 to 2200.", pointer: "/expiryYear")
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let today = calendar.dateComponents([.year, .month], from: now)
    let current = (today.year ?? 0) * 12 + (today.month ?? 0)
    guard year * 12 + month >= current else {
      throw .invalidRequest("The card's expiry date is in the past.", pointer: "/expiryYear")
    }
  }
}
