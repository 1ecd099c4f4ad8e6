import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Authentication")
struct AuthenticationTests {
  private let sessionBody = #"{"amount":1000,"currency":"EUR","orderId":"order-1"}"#

  @Test("creating a session takes the secret key, and answers a session, a client token and an expiry")
  func sessionCreationNeedsTheSecretKey() async throws {
    try await TestSandbox.run { sandbox in
      let anonymous = try await sandbox.client.send("POST", "client-sessions", body: sessionBody)
      #expect(anonymous.isProblem(401, "unauthorized"))
      let wrongKey = try await sandbox.client.send("POST", "client-sessions", bearer: "sk_wrong", body: sessionBody)
      #expect(wrongKey.isProblem(401, "unauthorized"))
      let basic = try await sandbox.client.send(
        "POST", "client-sessions", body: sessionBody, headers: ["Authorization": "Basic c2s6c2s="])
      #expect(basic.isProblem(401, "unauthorized"))

      let created = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: sessionBody)
      #expect(created.status == 201)
      #expect(created.string("sessionId")?.hasPrefix("cs_") == true)
      #expect(created.string("clientToken")?.hasPrefix("ct_") == true)
      #expect(created.string("expiresAt") != nil)
    }
  }

  @Test("the secret key is refused on every SDK operation")
  func secretKeyIsRefusedOnSDKOperations() async throws {
    try await TestSandbox.run { sandbox in
      let key = sandbox.secretKey
      let card = #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040,"cvv":"123"}"#
      let results = [
        try await sandbox.client.send("GET", "configuration", bearer: key),
        try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: key),
        try await sandbox.client.send("POST", "tokens", bearer: key, body: card),
        try await sandbox.client.send(
          "POST", "payments", bearer: key, body: TestSandbox.cardPayment("tok_x"),
          headers: ["Idempotency-Key": newKey()]
        ),
        try await sandbox.client.send("GET", "payments/pay_x", bearer: key),
        try await sandbox.client.send("POST", "payments/pay_x/resume", bearer: key),
      ]
      for result in results {
        #expect(result.isProblem(401, "unauthorized"), "\(result.status) \(result.text)")
      }
    }
  }

  @Test("SDK operations without credentials are unauthorized")
  func missingCredentialsAreUnauthorized() async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.client.send("GET", "configuration")
      #expect(result.isProblem(401, "unauthorized"))
    }
  }

  @Test("a client token is refused on client-sessions")
  func clientTokenIsRefusedOnClientSessions() async throws {
    try await TestSandbox.run { sandbox in
      let token = try await sandbox.newSession()
      let result = try await sandbox.client.send("POST", "client-sessions", bearer: token, body: sessionBody)
      #expect(result.isProblem(401, "unauthorized"))
    }
  }

  @Test("an unknown client token is session_expired")
  func unknownClientTokenIsSessionExpired() async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.client.send("GET", "configuration", bearer: "ct_unknown")
      #expect(result.isProblem(401, "session_expired"))
    }
  }

  @Test("an expired client token is session_expired")
  func expiredClientTokenIsSessionExpired() async throws {
    let lifetime = Duration.seconds(2)
    try await TestSandbox.run(SandboxConfiguration(sessionLifetime: lifetime)) { sandbox in
      let clock = ContinuousClock()
      let created = clock.now
      let token = try await sandbox.newSession()
      let issued = clock.now
      let fresh = try await sandbox.client.send("GET", "configuration", bearer: token)
      // On a machine too loaded to answer within the lifetime, the token may already be expired.
      if clock.now - created < lifetime {
        #expect(fresh.status == 200)
      }
      try await Task.sleep(until: issued + lifetime + .milliseconds(300), clock: clock)
      let expired = try await sandbox.client.send("GET", "configuration", bearer: token)
      #expect(expired.isProblem(401, "session_expired"))
    }
  }

  @Test("client tokens carry at least 128 random bits and never repeat")
  func clientTokensAreLongAndDistinct() async throws {
    try await TestSandbox.run { sandbox in
      var tokens: Set<String> = []
      for _ in 0..<8 {
        let token = try await sandbox.newSession()
        let payload = token.dropFirst("ct_".count)
        #expect(token.hasPrefix("ct_"))
        #expect(payload.count * 6 >= 128, "\(payload.count) base64url characters")
        #expect(payload.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        tokens.insert(token)
      }
      #expect(tokens.count == 8)
    }
  }

  @Test("a merchant helper with the wrong key is rejected with the problem's code")
  func merchantHelperReportsRejection() async throws {
    try await TestSandbox.run { sandbox in
      await #expect(throws: SandboxMerchantError.self) {
        _ = try await SandboxMerchant.createClientSession(
          baseURL: sandbox.client.baseURL, secretKey: "sk_wrong", amount: 100, currency: "EUR", orderID: "o")
      }
      do {
        _ = try await SandboxMerchant.createClientSession(
          baseURL: sandbox.client.baseURL, secretKey: "sk_wrong", amount: 100, currency: "EUR", orderID: "o")
      } catch let error as SandboxMerchantError {
        guard case .rejected(let status, let code, _) = error else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(status == 401)
        #expect(code == "unauthorized")
      }
    }
  }
}
