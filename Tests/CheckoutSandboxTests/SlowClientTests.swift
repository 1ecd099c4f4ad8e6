import Foundation
import Testing

@testable import CheckoutSandbox

/// Connections that never finish a request can't hold the server: a header deadline, an idle
/// timeout and a cap on connections, each with a documented default.
@Suite("Slow clients")
struct SlowClientTests {
  @Test("connections that never finish their header are closed within the header timeout")
  func unfinishedHeaders() async throws {
    let configuration = SandboxConfiguration(headerTimeout: .milliseconds(500), idleTimeout: .seconds(30))
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
      let started = ContinuousClock.now
      for connection in slow {
        #expect(await connection.waitForClose(timeout: .seconds(5)))
      }
      #expect(ContinuousClock.now - started < .seconds(3))
    }
  }

  @Test("a connection that sends nothing is closed after the idle timeout; one in use stays open")
  func idleConnections() async throws {
    let configuration = SandboxConfiguration(headerTimeout: .seconds(30), idleTimeout: .milliseconds(500))
    try await TestSandbox.run(configuration) { sandbox in
      let silent = try RawConnection(port: sandbox.port)
      #expect(await silent.waitForClose(timeout: .seconds(5)))
      // A connection kept alive between requests closes the same way after its answer.
      let kept = try RawConnection(port: sandbox.port)
      kept.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      #expect(await kept.waitForClose(timeout: .seconds(5)))
    }
  }

  @Test("the header deadline starts again with each request on a kept-alive connection")
  func keepAliveDeadline() async throws {
    let configuration = SandboxConfiguration(headerTimeout: .milliseconds(700), idleTimeout: .seconds(30))
    try await TestSandbox.run(configuration) { sandbox in
      let connection = try RawConnection(port: sandbox.port)
      for _ in 0..<3 {
        connection.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try await Task.sleep(for: .milliseconds(400))
      }
      // Three answered requests over 1.2 s: no deadline ran out between them.
      connection.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let text = await connection.response()
      #expect(text.components(separatedBy: "HTTP/1.1 404").count - 1 == 4, "\(text)")
    }
  }

  @Test("past the connection cap new connections wait, and are served once others close")
  func connectionCap() async throws {
    let configuration = SandboxConfiguration(
      headerTimeout: .milliseconds(800), idleTimeout: .milliseconds(800), maximumConnections: 4)
    try await TestSandbox.run(configuration) { sandbox in
      let holders = try (0..<4).map { _ in try RawConnection(port: sandbox.port) }
      for holder in holders { holder.send("GET /v1/configuration HTTP/1.1\r\n") }
      try await Task.sleep(for: .milliseconds(100))
      let waiting = try RawConnection(port: sandbox.port)
      waiting.send("GET /v1/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      let started = ContinuousClock.now
      let answer = await waiting.response(timeout: .seconds(10))
      #expect(answer.hasPrefix("HTTP/1.1 404"), "\(answer)")
      // Answered only once the holders' header deadline closed them.
      #expect(ContinuousClock.now - started > .milliseconds(400))
      _ = holders
    }
  }
}
