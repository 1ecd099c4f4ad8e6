import Foundation
import Testing

/// The third-party pages' side of a test sandbox: payments that wait for a page, and the pages'
/// own client, rooted at the server's address instead of the API's `/v1`.
extension TestSandbox {
  /// A client for `/sandbox/…`, as a browser reaches the pages.
  var pages: SandboxClient {
    SandboxClient(baseURL: client.baseURL.deletingLastPathComponent())
  }

  /// A pending bank payment's id, failing the test when the payment isn't pending.
  func pendingBankPayment(method: String, bank: String, clientToken: String) async throws -> String {
    let result = try await client.send(
      "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: method, bank: bank),
      headers: ["Idempotency-Key": newKey()])
    #expect(result.string("status") == "pending", "\(result.text)")
    return try #require(result.string("id"), "createPayment answered \(result.status): \(result.text)")
  }

  /// A pending 3-D Secure card payment's id, paid with the challenge test card.
  func pendingChallengePayment(clientToken: String) async throws -> String {
    let token = try await cardToken(Self.challengeCard, clientToken: clientToken)
    let result = try await payWithCard(token, key: newKey(), clientToken: clientToken)
    #expect(result.string("status") == "pending", "\(result.text)")
    return try #require(result.string("id"), "createPayment answered \(result.status): \(result.text)")
  }

  /// `POST /sandbox/actions/{paymentId}` as the page sends it.
  func decide(_ decision: String, paymentID: String) async throws -> HTTPResult {
    try await pages.send("POST", "sandbox/actions/\(paymentID)", body: #"{"decision":"\#(decision)"}"#)
  }

  /// The test card whose payment waits for a 3-D Secure challenge.
  static let challengeCard = "4000000000003220"
}
