import Foundation
import Testing

@testable import CheckoutSandbox

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Injected faults")
struct FaultTests {
  private static let bankBody = TestSandbox.bankPayment(method: "ideal", bank: "ing")

  @Test("status answers that status with problem details, without doing the work, for count requests")
  func statusFault() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      var faults = SandboxFaults()
      faults.inject(.status(503), into: "createPayment", count: 2)
      faults.inject(.status(500), into: "getConfiguration")
      sandbox.server.setFaults(faults)
      for _ in 0..<2 {
        let failed = try await sandbox.client.send(
          "POST", "payments", bearer: clientToken, body: Self.bankBody, headers: ["Idempotency-Key": newKey()])
        #expect(failed.isProblem(503, "service_unavailable"))
      }
      #expect(try await sandbox.server.storedPayments().isEmpty)
      let recovered = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: Self.bankBody, headers: ["Idempotency-Key": newKey()])
      #expect(recovered.status == 201)
      let configuration = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
      #expect(configuration.isProblem(500, "internal_error"))

      sandbox.server.setFaults(SandboxFaults())
      #expect(try await sandbox.client.send("GET", "configuration", bearer: clientToken).status == 200)
    }
  }

  @Test("malformedJSON answers 200 application/json that doesn't parse")
  func malformedJSONFault() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["listBanks": .init(.malformedJSON, count: 1)]))
      let result = try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: clientToken)
      #expect(result.status == 200)
      #expect(result.contentType.hasPrefix("application/json"))
      #expect((try? JSONSerialization.jsonObject(with: result.body)) == nil)
      let next = try await sandbox.client.send("GET", "payment-methods/ideal/banks", bearer: clientToken)
      #expect(next.json?["banks"] != nil)
    }
  }

  @Test("wrongContentType answers 200 text/html")
  func wrongContentTypeFault() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["getConfiguration": .init(.wrongContentType)]))
      let result = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
      #expect(result.status == 200)
      #expect(result.contentType.hasPrefix("text/html"))
    }
  }

  @Test("hang never answers: the client times out, and nothing is stored")
  func hangFault() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["createPayment": .init(.hang, count: 1)]))
      await #expect(throws: (any Error).self) {
        _ = try await sandbox.client.send(
          "POST", "payments", bearer: clientToken, body: Self.bankBody, headers: ["Idempotency-Key": newKey()],
          timeout: 0.5)
      }
      #expect(try await sandbox.server.storedPayments().isEmpty)
    }
  }

  @Test("hangAfterCommit stores the payment, then never answers; a retry with the key replays it")
  func hangAfterCommitFault() async throws {
    var unanswered: Task<HTTPResult, any Error>?
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["createPayment": .init(.hangAfterCommit, count: 1)]))
      let key = newKey()
      // The first request waits as long as a client would; the test goes on once its payment is
      // stored, however loaded the machine (a short client timeout could give up before the
      // request reached the fault, leaving the fault to the retry).
      unanswered = Task {
        try await sandbox.client.send(
          "POST", "payments", bearer: clientToken, body: Self.bankBody, headers: ["Idempotency-Key": key],
          timeout: 600)
      }
      var stored = try await sandbox.server.storedPayments()
      for _ in 0..<600 where stored.isEmpty {
        try await Task.sleep(for: .milliseconds(100))
        stored = try await sandbox.server.storedPayments()
      }
      #expect(stored.count == 1)
      let retry = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: Self.bankBody, headers: ["Idempotency-Key": key])
      #expect(retry.status == 200)
      #expect(retry.headers["idempotent-replayed"] == "true")
      #expect(retry.string("id") == stored.first?.id)
    }
    // It never answered: it ends only when the server stops and closes its connection.
    let first = await unanswered?.result
    #expect(throws: (any Error).self) { try first?.get() }
  }

  @Test("truncatedBody cuts the connection mid-body: an error, or fewer bytes than declared")
  func truncatedBodyFault() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["getConfiguration": .init(.truncatedBody, count: 1)]))
      do {
        let result = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
        let declared = try #require(result.headers["content-length"].flatMap { Int($0) })
        #expect(result.body.count < declared)
        #expect((try? JSONSerialization.jsonObject(with: result.body)) == nil)
      } catch {
        // The connection dropped before the declared length arrived: what a client should see.
      }
      let next = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
      #expect(next.status == 200)
    }
  }

  @Test("stop cuts in-flight requests off at once, as a killed process would")
  func stopCutsInFlightRequests() async throws {
    let server = SandboxServer()
    let baseURL = try await server.start()
    let client = SandboxClient(baseURL: baseURL)
    let clientToken = try await server.createClientSession(amount: 100, currency: "EUR", orderID: "o").token
    server.setFaults(SandboxFaults(["getConfiguration": .init(.hang)]))
    // The client would wait a minute; cut off, it hears at once (allowing a loaded machine's
    // seconds).
    let request = Task { try await client.send("GET", "configuration", bearer: clientToken, timeout: 60) }
    try await Task.sleep(for: .milliseconds(300))
    let clock = ContinuousClock()
    let started = clock.now
    await server.stop()
    let outcome = await request.result
    let elapsed = clock.now - started
    switch outcome {
    case .success(let result):
      Issue.record("the request was answered \(result.status) \(result.text)")
    case .failure:
      break
    }
    #expect(elapsed < .seconds(15), "took \(elapsed)")
  }
}
