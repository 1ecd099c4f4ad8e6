import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Purging expired data")
struct PurgeTests {
  @Test("after time passes, expired tokens and idle sessions go, abandoned actions are cancelled, payments stay")
  func purgeOnSchedule() async throws {
    let now = LockedValue(Date())
    var configuration = SandboxConfiguration(
      sessionLifetime: .seconds(15 * 60), tokenLifetime: .seconds(15 * 60),
      retention: SandboxRetention(
        purgeInterval: .milliseconds(50), expiredSessionAge: .seconds(60 * 60),
        abandonedActionAge: .seconds(24 * 60 * 60)))
    configuration.clock = { now.current }
    try await TestSandbox.run(configuration) { sandbox in
      // A session that paid by card, one whose bank payment waits for its page, one that never paid.
      let paying = try await sandbox.newSession()
      let paid = try await sandbox.cardToken("4242424242424242", clientToken: paying)
      #expect(try await sandbox.payWithCard(paid, key: newKey(), clientToken: paying).status == 201)
      _ = try await sandbox.cardToken("4242424242424242", clientToken: paying)
      let waiting = try await sandbox.newSession()
      let pending = try await sandbox.pendingBankPayment(method: "ideal", bank: "ing", clientToken: waiting)
      let idle = try await sandbox.newSession()
      _ = try await sandbox.cardToken("5555555555554444", clientToken: idle)
      #expect(try await sandbox.server.storageCounts() == .init(sessions: 3, tokens: 3, payments: 2))

      // 20 minutes on: the tokens have expired; the sessions only just.
      now.withLock { $0 += 20 * 60 }
      try await Self.waitUntil { try await sandbox.server.storageCounts().tokens == 0 }
      #expect(try await sandbox.server.storageCounts() == .init(sessions: 3, tokens: 0, payments: 2))

      // Two hours on: the session that never paid is gone; the others stay with their payments.
      now.withLock { $0 += 2 * 60 * 60 }
      try await Self.waitUntil { try await sandbox.server.storageCounts().sessions == 2 }
      #expect(try await sandbox.server.storageCounts() == .init(sessions: 2, tokens: 0, payments: 2))
      #expect(try await sandbox.server.storedPayments().map(\.status) == ["succeeded", "pending"])

      // A day on: the bank payment nobody came back to is settled as cancelled, and kept.
      now.withLock { $0 += 24 * 60 * 60 }
      try await Self.waitUntil { try await sandbox.server.storedPayments().last?.status == "declined" }
      let payments = try await sandbox.server.storedPayments()
      #expect(payments.map(\.status) == ["succeeded", "declined"])
      #expect(payments.last?.declineCode == "cancelled")
      #expect(payments.last?.id == pending)
      #expect(try await sandbox.server.storageCounts() == .init(sessions: 2, tokens: 0, payments: 2))
    }
  }

  @Test("retention settings the server can't honour are refused at start")
  func invalidRetention() async throws {
    let server = SandboxServer(
      configuration: SandboxConfiguration(retention: SandboxRetention(purgeInterval: .zero)))
    await #expect(throws: SandboxServerError.self) { _ = try await server.start() }
  }

  /// Polls `condition` until it holds, failing after five seconds.
  static func waitUntil(_ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if try await condition() { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("the purge didn't happen within five seconds")
  }
}
