import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Authenticates every call with the session's client token: the only
/// credential the SDK holds.
struct BearerTokenMiddleware: ClientMiddleware {
  let token: String

  func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    var request = request
    request.headerFields[.authorization] = "Bearer \(token)"
    return try await next(request, body, baseURL)
  }
}
