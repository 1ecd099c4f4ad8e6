import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Payments")
struct PaymentTests {
  /// What each test card does: status, decline code, required action.
  static let outcomes: [(number: String, status: String, decline: String?, action: String?)] = [
    ("4242424242424242", "succeeded", nil, nil),
    ("5555555555554444", "succeeded", nil, nil),
    ("4000000000000002", "declined", "do_not_honor", nil),
    ("4000000000009995", "declined", "insufficient_funds", nil),
    ("4000000000000069", "declined", "expired_card", nil),
    ("4000000000003220", "pending", nil, "threeDSecureChallenge"),
    ("4000000000000119", "declined", "processing_error", nil),
    ("4111111111111111", "succeeded", nil, nil),
  ]

  @Test("each test card pays with its documented outcome", arguments: 0..<outcomes.count)
  func testCardOutcome(index: Int) async throws {
    let expected = Self.outcomes[index]
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 1_000)
      let token = try await sandbox.cardToken(expected.number, clientToken: clientToken)
      let result = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(result.status == 201, "\(result.text)")
      #expect(result.string("status") == expected.status)
      #expect(result.string("declineCode") == expected.decline)
      #expect(result.int("amount") == 1_000)
      #expect(result.string("method") == "card")
      let action = result.json?["requiredAction"] as? [String: Any]
      #expect(action?["type"] as? String == expected.action)
      if expected.action != nil, let id = result.string("id") {
        let base = sandbox.client.baseURL.deletingLastPathComponent().absoluteString
        #expect(action?["url"] as? String == "\(base)sandbox/3ds/\(id)")
      }
    }
  }

  @Test("the documented test cards are the ones the server applies")
  func publishedTestCards() {
    let numbers = SandboxServer.testCards.map(\.number)
    for outcome in Self.outcomes.dropLast() {
      #expect(numbers.contains(outcome.number))
    }
  }

  @Test("an amex card adds its surcharge to the session's amount")
  func amexSurcharge() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 1_000)
      let token = try await sandbox.cardToken("378282246310005", clientToken: clientToken)
      let result = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(result.status == 201)
      #expect(result.int("amount") == 1_150)
      #expect(result.int("surcharge") == 150)
      let stored = try await sandbox.server.storedPayments()
      #expect(stored.map(\.amount) == [1_150])
      #expect(stored.map(\.surcharge) == [150])
    }
  }

  @Test("a 3-D Secure payment stays pending on resume until its page decides; then resuming answers the outcome")
  func resumeWaitsForTheChallenge() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id = try await sandbox.pendingChallengePayment(clientToken: clientToken)
      let resumed = try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: clientToken)
      #expect(resumed.status == 200)
      #expect(resumed.string("status") == "pending")
      let action = resumed.json?["requiredAction"] as? [String: Any]
      #expect(action?["type"] as? String == "threeDSecureChallenge")
      #expect(try await sandbox.decide("approve", paymentID: id).status == 200)
      let settled = try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: clientToken)
      #expect(settled.string("status") == "succeeded")
      #expect(settled.json?["requiredAction"] == nil)
      let again = try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: clientToken)
      #expect(again.string("status") == "succeeded")
      #expect(try await sandbox.server.storedPayments().map(\.status) == ["succeeded"])
    }
  }

  @Test("a bank payment redirects to the bank's page, and resuming alone leaves it pending")
  func bankPaymentRedirects() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 2_000)
      let result = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: "ideal", bank: "ing"),
        headers: ["Idempotency-Key": newKey()])
      #expect(result.status == 201)
      #expect(result.string("status") == "pending")
      #expect(result.string("method") == "ideal")
      #expect(result.int("amount") == 2_000)
      let id = try #require(result.string("id"))
      let action = try #require(result.json?["requiredAction"] as? [String: Any])
      let base = sandbox.client.baseURL.deletingLastPathComponent().absoluteString
      #expect(action["type"] as? String == "redirect")
      #expect(action["url"] as? String == "\(base)sandbox/banks/ideal/ing/\(id)")
      let resumed = try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: clientToken)
      #expect(resumed.string("status") == "pending")
      let still = try #require(resumed.json?["requiredAction"] as? [String: Any])
      #expect(still["url"] as? String == "\(base)sandbox/banks/ideal/ing/\(id)")
      #expect(try await sandbox.server.storedPayments().map(\.status) == ["pending"])
    }
  }

  @Test("a disabled or unknown bank is invalid_request naming the bank")
  func disabledBankIsRefused() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let disabled = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: "dotpay", bank: "pocztowy"),
        headers: ["Idempotency-Key": newKey()])
      #expect(disabled.isProblem(400, "invalid_request"))
      #expect(disabled.string("detail")?.contains("Bank Pocztowy") == true)
      let unknown = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: "ideal", bank: "nowhere"),
        headers: ["Idempotency-Key": newKey()])
      #expect(unknown.isProblem(400, "invalid_request"))
      #expect(unknown.string("detail")?.contains("nowhere") == true)
      #expect(try await sandbox.server.storedPayments().isEmpty)
    }
  }

  @Test("another session's payment is not_found, and its data stays hidden")
  func otherSessionsPaymentIsHidden() async throws {
    try await TestSandbox.run { sandbox in
      let owner = try await sandbox.newSession(amount: 7_777)
      let token = try await sandbox.cardToken("4242424242424242", clientToken: owner)
      let created = try await sandbox.payWithCard(token, key: newKey(), clientToken: owner)
      let id = try #require(created.string("id"))
      let stranger = try await sandbox.newSession()
      for result in [
        try await sandbox.client.send("GET", "payments/\(id)", bearer: stranger),
        try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: stranger),
      ] {
        #expect(result.isProblem(404, "not_found"))
        #expect(!result.text.contains(id))
        #expect(!result.text.contains("7777"))
        #expect(!result.text.contains("succeeded"))
      }
      let unknown = try await sandbox.client.send("GET", "payments/pay_unknown", bearer: stranger)
      #expect(unknown.isProblem(404, "not_found"))
      let own = try await sandbox.client.send("GET", "payments/\(id)", bearer: owner)
      #expect(own.status == 200)
      #expect(own.int("amount") == 7_777)
    }
  }
}
