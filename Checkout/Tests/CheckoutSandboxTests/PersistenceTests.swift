import Foundation
import GRDB
import Testing

@testable import CheckoutSandbox

@Suite("Storage and restarts")
struct PersistenceTests {
  @Test("a server restarted on the same file and port serves the previous run's sessions and payments")
  func restartKeepsSessionsAndPayments() async throws {
    let (path, folder) = try temporaryDatabase()
    defer { try? FileManager.default.removeItem(at: folder) }

    let first = SandboxServer(configuration: SandboxConfiguration(databasePath: path))
    let firstURL = try await first.start()
    let port = try #require(firstURL.port)
    let client = SandboxClient(baseURL: firstURL)
    let clientToken = try await first.createClientSession(amount: 500, currency: "EUR", orderID: "o-1").token
    let token = try #require(
      try await client.send(
        "POST", "tokens", bearer: clientToken,
        body: #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040,"cvv":"123"}"#
      ).string("token"))
    let key = newKey()
    let paid = try await client.send(
      "POST", "payments", bearer: clientToken, body: TestSandbox.cardPayment(token), headers: ["Idempotency-Key": key])
    let paymentID = try #require(paid.string("id"))
    await first.stop()
    await first.stop()
    #expect(first.baseURL == nil)

    let second = SandboxServer(configuration: SandboxConfiguration(port: port, databasePath: path))
    let secondURL = try await second.start()
    #expect(secondURL == firstURL)
    let again = SandboxClient(baseURL: secondURL)
    let configuration = try await again.send("GET", "configuration", bearer: clientToken)
    #expect(configuration.status == 200)
    #expect(configuration.int("amount") == 500)
    let payment = try await again.send("GET", "payments/\(paymentID)", bearer: clientToken)
    #expect(payment.string("status") == "succeeded")
    let replay = try await again.send(
      "POST", "payments", bearer: clientToken, body: TestSandbox.cardPayment(token), headers: ["Idempotency-Key": key])
    #expect(replay.status == 200)
    #expect(replay.string("id") == paymentID)
    #expect(try await second.storedPayments().map(\.id) == [paymentID])
    await second.stop()
  }

  @Test("a port in use is a typed error")
  func portInUse() async throws {
    try await TestSandbox.run { sandbox in
      let port = try #require(sandbox.client.baseURL.port)
      let other = SandboxServer(configuration: SandboxConfiguration(port: port))
      await #expect(throws: SandboxServerError.portInUse(host: "127.0.0.1", port: port)) {
        _ = try await other.start()
      }
      #expect(other.baseURL == nil)
      let stillServing = try await sandbox.client.send("GET", "configuration", bearer: try await sandbox.newSession())
      #expect(stillServing.status == 200)
    }
  }

  @Test("a database that can't be opened is a typed error")
  func databaseUnavailable() async throws {
    let path = "/nonexistent-\(UUID().uuidString)/sandbox.sqlite"
    let server = SandboxServer(configuration: SandboxConfiguration(databasePath: path))
    do {
      _ = try await server.start()
      Issue.record("started on \(path)")
      await server.stop()
    } catch let error as SandboxServerError {
      guard case .databaseUnavailable(let reported, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reported == path)
    }
  }

  @Test("starting twice is refused; stopping before starting does nothing")
  func lifecycle() async throws {
    let server = SandboxServer()
    await server.stop()
    _ = try await server.start()
    await #expect(throws: SandboxServerError.alreadyRunning) { _ = try await server.start() }
    await server.stop()
    #expect(server.baseURL == nil)
    await #expect(throws: SandboxServerError.notRunning) { _ = try await server.storedPayments() }
  }
}

@Suite("Storage made by an earlier version")
struct MigrationTests {
  @Test("a database of the first schema opens: its sessions list iDEAL's banks as they did not, its payments read")
  func theFirstSchemaMigrates() async throws {
    let (path, folder) = try temporaryDatabase()
    defer { try? FileManager.default.removeItem(at: folder) }
    let queue = try DatabaseQueue(path: path)
    try SandboxDatabase.migrator.migrate(queue, upTo: "v1: sessions, tokens, payments")
    let created = Date(timeIntervalSinceNow: -60)
    try await queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO sessions (id, client_token, amount, currency, locale, order_id, customer_country, payment_methods,
            created_at, expires_at) VALUES ('cs_old', 'ct_old', 700, 'EUR', 'en', 'o-old', 'NL', '["card","ideal"]', ?, ?);
          INSERT INTO payments (id, session_id, idempotency_key, request_fingerprint, status, amount, surcharge,
            currency, method, created_at) VALUES ('pay_old', 'cs_old', 'key-old', '{}', 'succeeded', 700, 0, 'EUR', 'card', ?);
          """, arguments: [created, created.addingTimeInterval(3600), created])
    }
    try queue.close()

    let server = SandboxServer(configuration: SandboxConfiguration(databasePath: path))
    let url = try await server.start()
    let configuration = try await SandboxClient(baseURL: url).send("GET", "configuration", bearer: "ct_old")
    #expect(configuration.status == 200)
    let methods = try #require(configuration.json?["paymentMethods"] as? [[String: Any]])
    #expect(methods.map { $0["issuerList"] as? Bool } == [nil, false])
    let stored = try await server.storedPayments()
    #expect(stored.map(\.id) == ["pay_old"])
    #expect(stored.first?.billingAddress == nil)
    #expect(stored.first?.lastFour == nil)
    await server.stop()
  }
}
