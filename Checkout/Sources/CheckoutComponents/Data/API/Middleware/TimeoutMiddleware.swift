import Foundation
import HTTPTypes
import OpenAPIRuntime

/// A limit on each request, whatever the transport: a call that has no
/// answer after `timeout` is cancelled and throws ``RequestTimedOut``.
struct TimeoutMiddleware: ClientMiddleware {
  let timeout: Duration

  func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    let timeout = timeout
    // The group ends before this returns, so `next` doesn't outlive the call.
    return try await withoutActuallyEscaping(next) { next in
      try await withThrowingTaskGroup(of: (HTTPResponse, Data?).self) { group in
        group.addTask {
          let (response, body) = try await next(request, body, baseURL)
          // The body is read inside the limit too: a server that sends the
          // head and then stalls is as hung as one that sends nothing.
          guard let body else { return (response, nil) }
          return (response, try await Data(collecting: body, upTo: APILimits.maximumResponseBytes))
        }
        group.addTask {
          try await Task.sleep(for: timeout)
          throw RequestTimedOut()
        }
        defer { group.cancelAll() }
        guard let (response, data) = try await group.next() else { throw RequestTimedOut() }
        return (response, data.map { HTTPBody($0) })
      }
    }
  }
}

/// A request had no complete answer within its timeout.
struct RequestTimedOut: Error {}

/// Limits on what the SDK reads from the API.
enum APILimits {
  /// The largest response body read; a bigger one is an invalid response.
  static let maximumResponseBytes = 4 * 1024 * 1024
}
