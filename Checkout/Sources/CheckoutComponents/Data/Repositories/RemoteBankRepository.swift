import Foundation
import OpenAPIRuntime

/// The banks of iDEAL and Dotpay from `GET /payment-methods/{method}/banks`.
package struct RemoteBankRepository: BankRepository {
  let client: Client

  package func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    guard let bankMethod = PaymentMethodMapper.bankMethod(method) else { return [] }
    let output = try await APIErrorMapper.call { try await client.listBanks(path: .init(method: bankMethod)) }
    switch output {
    case .ok(let ok): return try await APIErrorMapper.call { try ok.body.json }.banks.map(PaymentMapper.map)
    case .badRequest(let problem), .notFound(let problem), .notAcceptable(let problem),
      .internalServerError(let problem), .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
  }
}

extension RemoteBankRepository {
  /// The repository on a client as ``APIClientFactory`` builds it, for the
  /// package's benchmarks, which can't name the generated client.
  package init(baseURL: URL, clientToken: String, transport: (any ClientTransport)?, policy: NetworkPolicy) {
    self.init(
      client: APIClientFactory.makeClient(
        baseURL: baseURL, clientToken: clientToken, transport: transport, policy: policy))
  }
}
