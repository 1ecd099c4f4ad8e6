import CheckoutDI
import Foundation
import HTTPTypes
import Logging
import OpenAPIRuntime

/// Retries a call that is safe to repeat, with exponential backoff and
/// full jitter: reads (configuration, banks, a payment), resuming a payment,
/// and creating a payment under its idempotency key. It retries after a
/// transport failure, a timeout, a 5xx or a 429 — never after an answer such
/// as a decline or a 4xx, and never a call that could act twice. Each
/// retry is logged, at the info level, to the injected logger.
struct RetryMiddleware: ClientMiddleware {
  let policy: RetryPolicy
  @Injected(\.logger) var logger

  /// The operations that change nothing, or change it once whatever the
  /// number of calls.
  static let idempotentOperations: Set<String> = ["getConfiguration", "listBanks", "getPayment", "resumePayment"]

  /// Whether `request` for `operationID` may be sent again.
  static func isRetryable(_ request: HTTPRequest, operationID: String) -> Bool {
    if idempotentOperations.contains(operationID) { return true }
    return operationID == "createPayment"
      && request.headerFields.contains { $0.name.canonicalName == "idempotency-key" && !$0.value.isEmpty }
  }

  func intercept(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    guard policy.maximumAttempts > 1, Self.isRetryable(request, operationID: operationID) else {
      return try await next(request, body, baseURL)
    }
    // A body can be sent again only if it is held in memory.
    var bytes: Data?
    if let body { bytes = try await Data(collecting: body, upTo: APILimits.maximumRequestBytes) }
    var attempt = 1
    while true {
      try Task.checkCancellation()
      let failure: String
      do {
        let (response, responseBody) = try await next(request, bytes.map { HTTPBody($0) }, baseURL)
        let retryable = response.status.code >= 500 || response.status.code == 429
        guard retryable, attempt < policy.maximumAttempts else { return (response, responseBody) }
        failure = "HTTP \(response.status.code)"
      } catch {
        guard attempt < policy.maximumAttempts, !(error is CancellationError), !Task.isCancelled else { throw error }
        failure = String(describing: type(of: error))
      }
      let metadata: Logger.Metadata = [
        "operation": "\(operationID)", "failure": "\(failure)",
        "attempt": "\(attempt + 1) of \(policy.maximumAttempts)",
      ]
      logger.info("Retrying a call", metadata: metadata)
      try await Task.sleep(for: policy.delay(beforeRetry: attempt, random: Double.random(in: 0..<1)))
      attempt += 1
    }
  }
}

extension APILimits {
  /// The largest request body the SDK sends again on a retry.
  static let maximumRequestBytes = 64 * 1024
}

extension RetryPolicy {
  /// The pause before retry number `retry` (1 for the first): a random
  /// share (`random` in 0..<1) of an exponential ceiling, capped at
  /// ``maximumDelay`` ("full jitter"), so clients that failed together don't
  /// come back together.
  func delay(beforeRetry retry: Int, random: Double) -> Duration {
    let ceiling = min(maximumDelay, initialDelay * (1 << min(max(retry - 1, 0), 20)))
    return ceiling * max(0, min(random, 1))
  }
}
