import Foundation
import OpenAPIRuntime

/// The session's configuration from `GET /configuration`, fetched once and
/// kept: every later question about the session is answered from it.
package actor RemoteConfigurationRepository: ConfigurationRepository, PaymentMethodsRepository {
  private let client: Client
  private var cached: SessionConfiguration?

  init(client: Client) {
    self.client = client
  }

  /// The repository on a client as ``APIClientFactory`` builds it, for the
  /// package's benchmarks, which can't name the generated client.
  package init(baseURL: URL, clientToken: String, transport: (any ClientTransport)?, policy: NetworkPolicy) {
    self.init(
      client: APIClientFactory.makeClient(
        baseURL: baseURL, clientToken: clientToken, transport: transport, policy: policy))
  }

  func configuration() async throws(CheckoutError) -> SessionConfiguration {
    if let cached { return cached }
    let output = try await APIErrorMapper.call { try await client.getConfiguration() }
    let configuration: SessionConfiguration
    switch output {
    case .ok(let ok):
      configuration = ConfigurationMapper.map(try await APIErrorMapper.call { try ok.body.json })
    case .notAcceptable(let problem), .internalServerError(let problem), .serviceUnavailable(let problem):
      throw APIErrorMapper.map(problem)
    case .unauthorized(let unauthorized): throw APIErrorMapper.map(unauthorized)
    case .`default`(_, let problem): throw APIErrorMapper.map(problem)
    }
    cached = configuration
    return configuration
  }

  package func paymentMethods() async throws(CheckoutError) -> [PaymentMethodType] {
    try await configuration().methods
  }
}
