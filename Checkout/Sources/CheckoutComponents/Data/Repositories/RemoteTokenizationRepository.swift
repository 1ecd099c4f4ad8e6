import CheckoutAPI
/// `POST /tokens`: the only call that carries the card number and the CVV,
/// and the billing address the customer entered. They go into the request
/// body and nowhere else.
struct RemoteTokenizationRepository: TokenizationRepository {
  let client: Client

  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken {
    let body = Components.Schemas.CardDetails(
      number: card.number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, cvv: card.cvv,
      cardholderName: card.cardholderName.isEmpty ? nil : card.cardholderName,
      network: card.network.flatMap(CardNetworkMapper.map),
      billingAddress: BillingAddressMapper.map(card.billingAddress))
    let output = try await APIErrorMapper.call { try await client.tokenizeCard(body: .json(body)) }
    switch output {
    case .created(let created): return PaymentMapper.map(try await APIErrorMapper.call { try created.body.json })
    case .badRequest(let problem), .notAcceptable(let problem), .contentTooLarge(let problem),
      .unsupportedMediaType(let problem), .internalServerError(let problem), .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }
}

/// The billing fields the customer entered → the contract's billing address.
enum BillingAddressMapper {
  /// The address of exactly the fields given; `nil` when there are none.
  static func map(_ fields: [ValidationRulesFactory.BillingField: String]) -> Components.Schemas.BillingAddress? {
    guard !fields.isEmpty else { return nil }
    return Components.Schemas.BillingAddress(
      firstName: fields[.firstName], lastName: fields[.lastName], addressLine1: fields[.addressLine1],
      addressLine2: fields[.addressLine2], city: fields[.city], state: fields[.state], postalCode: fields[.postalCode],
      country: fields[.country], email: fields[.email], phone: fields[.phone])
  }
}
