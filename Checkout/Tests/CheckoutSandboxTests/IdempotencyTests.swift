import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Idempotency")
struct IdempotencyTests {
  @Test("the same key and body answer the same payment, replayed, and store it once")
  func sameKeyReplays() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let key = newKey()
      let first = try await sandbox.payWithCard(token, key: key, clientToken: clientToken)
      let second = try await sandbox.payWithCard(token, key: key, clientToken: clientToken)
      #expect(first.status == 201)
      #expect(first.headers["idempotent-replayed"] == nil)
      #expect(second.status == 200)
      #expect(second.headers["idempotent-replayed"] == "true")
      #expect(second.string("id") == first.string("id"))
      #expect(second.string("status") == "succeeded")
      let stored = try await sandbox.server.storedPayments()
      #expect(stored.count == 1)
      #expect(stored.first?.idempotencyKey == key)
    }
  }

  @Test("the same key with another body is idempotency_key_reused")
  func sameKeyOtherBody() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let key = newKey()
      _ = try await sandbox.payWithCard(token, key: key, clientToken: clientToken)
      let other = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: "ideal", bank: "ing"),
        headers: ["Idempotency-Key": key])
      #expect(other.isProblem(422, "idempotency_key_reused"))
      #expect(try await sandbox.server.storedPayments().count == 1)
    }
  }

  @Test("keys belong to their session: another session may use the same key")
  func keysArePerSession() async throws {
    try await TestSandbox.run { sandbox in
      let key = newKey()
      for _ in 0..<2 {
        let clientToken = try await sandbox.newSession()
        let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
        let result = try await sandbox.payWithCard(token, key: key, clientToken: clientToken)
        #expect(result.status == 201)
      }
      #expect(try await sandbox.server.storedPayments().count == 2)
    }
  }

  @Test("concurrent requests with one key create exactly one payment")
  func concurrentSameKey() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let key = newKey()
      let results = try await withThrowingTaskGroup(of: HTTPResult.self) { group in
        for _ in 0..<12 {
          group.addTask { try await sandbox.payWithCard(token, key: key, clientToken: clientToken) }
        }
        var results: [HTTPResult] = []
        for try await result in group { results.append(result) }
        return results
      }
      #expect(results.filter { $0.status == 201 }.count == 1)
      #expect(results.filter { $0.status == 200 }.count == 11)
      #expect(Set(results.compactMap { $0.string("id") }).count == 1)
      #expect(try await sandbox.server.storedPayments().count == 1)
    }
  }

  @Test("a used token with a new key is token_used")
  func tokenReuse() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      _ = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      let reused = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(reused.isProblem(409, "token_used"))
      let unknown = try await sandbox.payWithCard("tok_unknown", key: newKey(), clientToken: clientToken)
      #expect(unknown.isProblem(409, "token_used"))
      #expect(try await sandbox.server.storedPayments().count == 1)
    }
  }

  @Test("another session's token, or an expired one, is token_used")
  func foreignAndExpiredTokens() async throws {
    try await TestSandbox.run(SandboxConfiguration(tokenLifetime: .milliseconds(500))) { sandbox in
      let owner = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: owner)
      let stranger = try await sandbox.newSession()
      let foreign = try await sandbox.payWithCard(token, key: newKey(), clientToken: stranger)
      #expect(foreign.isProblem(409, "token_used"))
      try await Task.sleep(for: .milliseconds(700))
      let expired = try await sandbox.payWithCard(token, key: newKey(), clientToken: owner)
      #expect(expired.isProblem(409, "token_used"))
    }
  }

  @Test("a missing or too short Idempotency-Key is invalid_request")
  func keyIsRequired() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let body = TestSandbox.bankPayment(method: "ideal", bank: "ing")
      let missing = try await sandbox.client.send("POST", "payments", bearer: clientToken, body: body)
      #expect(missing.isProblem(400, "invalid_request"))
      let short = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: body, headers: ["Idempotency-Key": "short"])
      #expect(short.isProblem(400, "invalid_request"))
      #expect(try await sandbox.server.storedPayments().isEmpty)
    }
  }
}
