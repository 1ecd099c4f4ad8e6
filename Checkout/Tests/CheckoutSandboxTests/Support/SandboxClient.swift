import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Plain HTTP to a sandbox server with URLSession, as an app or a merchant would talk to it.
final class SandboxClient: Sendable {
  let baseURL: URL
  private var session: URLSession { Self.session }

  /// One session for every client of the test run, with no cache: a test reads what the server
  /// answers, never a stored copy (a bank icon is cacheable for a day). A session per client made
  /// hundreds, each with its own transfer machinery, never released.
  private static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return URLSession(configuration: configuration)
  }()

  init(baseURL: URL) {
    self.baseURL = baseURL
  }

  /// Sends a request to `path` under the base URL; `body` is sent as is, with `contentType`.
  func send(
    _ method: String,
    _ path: String,
    bearer: String? = nil,
    body: String? = nil,
    contentType: String? = "application/json",
    headers: [String: String] = [:],
    timeout: TimeInterval = 10
  ) async throws -> HTTPResult {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = method
    request.timeoutInterval = timeout
    if let bearer { request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
    if let body {
      request.httpBody = Data(body.utf8)
      if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
    }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try await send(request)
  }

  /// Sends `data` as the body, byte for byte, with `contentType` (none when nil).
  func send(
    _ method: String,
    _ path: String,
    bearer: String? = nil,
    data: Data,
    contentType: String?,
    headers: [String: String] = [:]
  ) async throws -> HTTPResult {
    var request = self.request(method, path, bearer: bearer)
    request.httpBody = data
    if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    return try await send(request)
  }

  /// Sends a prepared request.
  func send(_ request: URLRequest) async throws -> HTTPResult {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
    }
    return HTTPResult(status: http.statusCode, headers: headers, body: data)
  }

  /// A URL request for `path`, for tests that shape the body themselves.
  func request(_ method: String, _ path: String, bearer: String?) -> URLRequest {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = method
    if let bearer { request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization") }
    return request
  }
}
