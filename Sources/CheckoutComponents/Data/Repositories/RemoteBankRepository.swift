/// The banks of iDEAL and Dotpay from `GET /payment-methods/{method}/banks`.
struct RemoteBankRepository: BankRepository {
  let client: Client

  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    guard let bankMethod = PaymentMethodMapper.bankMethod(method) else { return [] }
    let output = try await APIErrorMapper.call { try await client.listBanks(path: .init(method: bankMethod)) }
    switch output {
    case .ok(let ok): return try await APIErrorMapper.call { try ok.body.json }.banks.map(PaymentMapper.map)
    case .unauthorized(let problem), .notFound(let problem): throw APIErrorMapper.map(problem)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }
}
