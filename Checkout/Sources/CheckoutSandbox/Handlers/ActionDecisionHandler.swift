import Foundation
import Hummingbird

/// `POST /sandbox/actions/{paymentId}`: what a third-party page sends when the customer approves,
/// declines or cancels. It settles the pending payment at once, as a bank notifies the payment
/// service directly, whatever the app does next.
///
/// The body is `{"decision": "approve" | "decline" | "cancel"}` as `application/json` in UTF-8
/// (else `415`), at most ``maximumBodyBytes`` (else `413`), and well-formed by the API's own rules
/// (``StrictJSON``: else `400`). The answer is
/// `200 {"status": "<the payment's new status>"}`; `404` when no payment has the id; `409` when
/// the payment was already decided. Every refusal is problem details, as the API's.
struct ActionDecisionHandler: Sendable {
  /// The largest body accepted: a decision is a few bytes.
  static let maximumBodyBytes = 1024

  let store: SandboxStore

  /// The request a page sends: the decision, other fields ignored.
  private struct DecisionRequest: Decodable {
    let decision: ActionDecision
  }

  /// Checks the request, then settles the payment in one write transaction.
  func decide(_ request: Request, paymentID: String) async throws -> Response {
    let body = try await Self.collect(request.body)
    try JSONBodyMiddleware.check(contentType: request.headers[.contentType], bytes: Array(body))
    let decision: ActionDecision
    do {
      decision = try JSONDecoder().decode(DecisionRequest.self, from: body).decision
    } catch let error as DecodingError {
      throw ProblemError.invalidRequest(ProblemError.explain(error))
    }
    switch try await store.decideAction(paymentID: paymentID, decision: decision) {
    case .settled(let payment):
      return PageResponse.json(["status": payment.status])
    case .alreadyDecided(let payment):
      throw ProblemError.alreadyDecided(status: payment.status)
    case .unknownPayment:
      throw ProblemError.notFound("No payment has this id.")
    }
  }

  /// The body, refused with `413` as soon as it passes ``maximumBodyBytes``.
  private static func collect(_ body: RequestBody) async throws -> Data {
    var collected = Data()
    for try await chunk in body {
      guard collected.count + chunk.readableBytes <= maximumBodyBytes else {
        throw ProblemError.payloadTooLarge(limit: maximumBodyBytes)
      }
      collected.append(contentsOf: chunk.readableBytesView)
    }
    return collected
  }
}
