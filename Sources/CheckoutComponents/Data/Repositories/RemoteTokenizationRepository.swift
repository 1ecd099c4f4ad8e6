/// `POST /tokens`: the only call that carries the card number and the CVV.
/// They go into the request body and nowhere else.
struct RemoteTokenizationRepository: TokenizationRepository {
  let client: Client

  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken {
    let body = Components.Schemas.CardDetails(
      number: card.number, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, cvv: card.cvv,
      cardholderName: card.cardholderName.isEmpty ? nil : card.cardholderName,
      network: card.network.flatMap(CardNetworkMapper.map))
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
