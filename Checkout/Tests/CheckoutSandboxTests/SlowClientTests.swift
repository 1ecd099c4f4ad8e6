import Foundation
import Testing

@testable import CheckoutSandbox

/// Connections that never finish a request can't hold the server: a header deadline, an idle
/// timeout and a cap on connections, each with a documented default.
@Suite("Slow clients")
struct SlowClientTests {
  @Test("connections that never finish their header are closed within the header timeout")
  func unfinishedHeaders() async throws {
    // Without the deadline nothing would close them for an hour (the idle timeout), so a close
    // within the generous wait below is the deadline's doing, however loaded the machine is.
    let configuration = SandboxConfiguration(headerTimeout: .milliseconds(500), idleTimeout: .seconds(3600))
    try await TestSandbox.run(configuration) { sandbox in
      let slow = try (0..<50).map { _ in try RawConnection(port: sandbox.port) }
      for connection in slow {
        connection.send("GET /v1/configuration HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
      }
      // A client that finishes its request is answered while they wait.
      let clientToken = try await sandbox.newSession()
      let normal = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
      #expect(normal.status == 200)
      // A byte now and then doesn't keep a header alive past its deadline.
      slow[0].send("a")
      for connection in slow {
        #expect(await connection.waitForClose(timeout: .seconds(30)))
      }
    }
  }

  @Test("a connection that sends nothing is closed after the idle timeout; one in use stays open")
  func idleConnections() async throws {
    let configuration = SandboxConfiguration(headerTimeout: .seconds(3600), idleTimeout: .milliseconds(500))
    try await TestSandbox.run(configuration) { sandbox in
      let silent = try RawConnection(port: sandbox.port)
      #expect(await silent.waitForClose(timeout: .seconds(30)))
      // A connection kept alive between requests closes the same way after its answer.
      let kept = try RawConnection(port: sandbox.port)
      kept.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(await kept.waitForClose(timeout: .seconds(30)))
    }
  }

  @Test("the header deadline starts again with each request on a kept-alive connection")
  func keepAliveDeadline() async throws {
    let configuration = SandboxConfiguration(headerTimeout: .seconds(2), idleTimeout: .seconds(3600))
    try await TestSandbox.run(configuration) { sandbox in
      let connection = try RawConnection(port: sandbox.port)
      for _ in 0..<3 {
        connection.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try await Task.sleep(for: .milliseconds(900))
      }
      // Three answered requests over 2.7 s: no deadline ran out between them.
      connection.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let text = await connection.response()
      #expect(text.components(separatedBy: "HTTP/1.1 404").count - 1 == 4, "\(text)")
    }
  }

  @Test("at the connection cap a new connection takes the place of the slowest unfinished header")
  func connectionCapShedsSlowClients() async throws {
    let configuration = SandboxConfiguration(
      headerTimeout: .seconds(3600), idleTimeout: .seconds(3600), maximumConnections: 4)
    try await TestSandbox.run(configuration) { sandbox in
      var holders: [RawConnection] = []
      for _ in 0..<4 {
        let holder = try RawConnection(port: sandbox.port)
        holder.send("GET /v1/configuration HTTP/1.1\r\n")
        holders.append(holder)
        try await Task.sleep(for: .milliseconds(50))
      }
      let waiting = try RawConnection(port: sandbox.port)
      waiting.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let started = ContinuousClock.now
      let answer = await waiting.response(timeout: .seconds(30))
      #expect(answer.hasPrefix("HTTP/1.1 404"), "\(answer)")
      // Served, not left behind an hour's header deadline: the oldest holder made room.
      #expect(ContinuousClock.now - started < .seconds(30))
      #expect(await holders[0].waitForClose(timeout: .seconds(30)))
    }
  }

  @Test("at the cap with every connection busy on a request, a new connection is closed at once")
  func connectionCapWhenAllBusy() async throws {
    let configuration = SandboxConfiguration(
      headerTimeout: .seconds(3600), idleTimeout: .seconds(3600), maximumConnections: 2)
    try await TestSandbox.run(configuration) { sandbox in
      let clientToken = try await sandbox.newSession()
      sandbox.server.setFaults(SandboxFaults(["getConfiguration": .init(.hang, count: 2)]))
      var busy: [RawConnection] = []
      for _ in 0..<2 {
        let connection = try RawConnection(port: sandbox.port)
        connection.send(
          "GET /v1/configuration HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(clientToken)\r\n\r\n")
        busy.append(connection)
      }
      // Both are busy once the fault has held both requests.
      for _ in 0..<300 where sandbox.server.pendingFaults().faults["getConfiguration"] != nil {
        try await Task.sleep(for: .milliseconds(100))
      }
      let refused = try RawConnection(port: sandbox.port)
      refused.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(await refused.waitForClose(timeout: .seconds(30)))
      _ = busy
    }
  }
}
