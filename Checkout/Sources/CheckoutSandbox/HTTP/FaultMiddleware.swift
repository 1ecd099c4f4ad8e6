import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Injects the faults ``SandboxServer/setFaults(_:)`` set, by the contract's operation id.
///
/// It runs before authentication, like a failing proxy in front of the service would, and each
/// request it takes a fault for counts against that fault's ``SandboxFaults/Fault/count``.
struct FaultMiddleware: ServerMiddleware {
  let faults: LockedValue<SandboxFaults>

  func intercept(
    _ request: HTTPRequest,
    body: HTTPBody?,
    metadata: ServerRequestMetadata,
    operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    guard let fault = faults.withLock({ $0.take(for: operationID) }) else {
      return try await next(request, body, metadata)
    }
    switch fault {
    case .hang:
      try await Self.hangUntilCancelled()
    case .hangAfterCommit:
      _ = try? await next(request, body, metadata)
      try await Self.hangUntilCancelled()
    case .status(let status):
      throw ProblemError(
        status: status, code: status == 503 ? .serviceUnavailable : .internalError,
        detail: "A fault injected for \(operationID).")
    case .malformedJSON:
      return Self.ok(contentType: "application/json; charset=utf-8", body: #"{"id":"pay_sandbox","status":"succ"#)
    case .wrongContentType:
      return Self.ok(
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>")
    case .truncatedBody:
      return try await Self.truncated(Self.answer(request, body, metadata, next))
    }
  }

  /// Sleeps until the task is cancelled, which ``SandboxServer/stop()`` does; then throws.
  private static func hangUntilCancelled() async throws -> Never {
    while true {
      try await Task.sleep(for: .seconds(3600))
    }
  }

  private static func ok(contentType: String, body: String) -> (HTTPResponse, HTTPBody?) {
    (HTTPResponse(status: .ok, headerFields: [.contentType: contentType]), HTTPBody(body))
  }

  /// What the operation answers, a problem included.
  private static func answer(
    _ request: HTTPRequest,
    _ body: HTTPBody?,
    _ metadata: ServerRequestMetadata,
    _ next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    do {
      return try await next(request, body, metadata)
    } catch {
      if Task.isCancelled { throw error }
      let (response, problemBody) = ProblemError(describing: error).openAPIResponse
      return (response, problemBody)
    }
  }

  /// The answer with its full length declared, of which only the first half is sent before the
  /// body fails, which makes the server drop the connection.
  private static func truncated(_ answer: (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
    var (response, body) = answer
    let bytes = try await [UInt8](collecting: body ?? HTTPBody(), upTo: 1 << 20)
    let sent = ArraySlice(bytes.prefix(bytes.count / 2))
    let stream = AsyncThrowingStream<ArraySlice<UInt8>, any Error> { continuation in
      if !sent.isEmpty { continuation.yield(sent) }
      continuation.finish(throwing: TruncatedResponse())
    }
    response.headerFields[.contentLength] = String(max(bytes.count, 1))
    body = HTTPBody(stream, length: .known(Int64(max(bytes.count, 1))))
    return (response, body)
  }
}

/// Thrown mid-body by a ``SandboxFaults/Kind/truncatedBody`` answer to cut its connection.
struct TruncatedResponse: Error {}
