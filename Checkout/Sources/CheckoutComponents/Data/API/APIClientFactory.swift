import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Builds the generated API client for a session: the merchant's transport
/// or URLSession's, with retries outermost, then each attempt's timeout,
/// then the client token.
package enum APIClientFactory {
  static func makeClient(
    baseURL: URL, clientToken: String, transport: (any ClientTransport)?, policy: NetworkPolicy
  ) -> Client {
    Client(
      serverURL: baseURL, transport: transport ?? defaultTransport(policy: policy),
      middlewares: [
        RetryMiddleware(policy: policy.retry), TimeoutMiddleware(timeout: policy.requestTimeout),
        BearerTokenMiddleware(token: clientToken),
      ])
  }

  /// URLSession with no cache, no cookies and no credential store: a
  /// payment API's answers are never reused, and the token is the only
  /// credential.
  static func defaultTransport(policy: NetworkPolicy) -> URLSessionTransport {
    URLSessionTransport(configuration: .init(session: URLSession(configuration: sessionConfiguration(policy: policy))))
  }

  /// The configuration of the default transport's URLSession; a benchmark
  /// gives a bare URLSession the same one.
  package static func sessionConfiguration(policy: NetworkPolicy) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    let seconds = Double(policy.requestTimeout.components.seconds) + 1
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    return configuration
  }
}
