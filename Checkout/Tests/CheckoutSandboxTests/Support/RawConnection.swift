import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to the sandbox that sends exactly the bytes a test gives it: a header cut off
/// halfway, a body without a `Content-Type`, a request no HTTP client library would send.
///
/// Waiting for the server blocks in `poll`, so it happens on a dispatch queue's thread, never on
/// the tasks' cooperative threads, which the in-process server needs to answer.
final class RawConnection: @unchecked Sendable {
  private let descriptor: Int32

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    private static let systemSend = Glibc.send
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    private static let systemSend = Darwin.send
  #endif

  /// Connects to `127.0.0.1:port`.
  init(port: Int) throws {
    descriptor = socket(AF_INET, Self.streamType, 0)
    guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        connect(descriptor, socketAddress, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends `bytes`; false when the server already closed the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      Self.systemSend(descriptor, buffer.baseAddress, buffer.count, Self.sendFlags) == buffer.count
    }
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  func send(_ text: String) -> Bool {
    send(Array(text.utf8))
  }

  /// Waits up to `timeout` for the server to close the connection; reads and drops whatever it
  /// sends before that. True when it closed.
  func waitForClose(timeout: Duration) async -> Bool {
    await blocking { self.blockingWaitForClose(timeout: timeout) }
  }

  /// The response to a request already sent: everything read until the server closes the
  /// connection or `timeout` passes, as text. Send `Connection: close` to end it at once.
  func response(timeout: Duration = .seconds(10)) async -> String {
    await blocking { self.blockingResponse(timeout: timeout) }
  }

  private func blockingWaitForClose(timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 4096)
    while ContinuousClock.now < deadline {
      guard let count = read(into: &buffer, until: deadline) else { return false }
      if count <= 0 { return true }
    }
    return false
  }

  private func blockingResponse(timeout: Duration) -> String {
    let deadline = ContinuousClock.now + timeout
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while ContinuousClock.now < deadline {
      guard let count = read(into: &buffer, until: deadline), count > 0 else { break }
      received += buffer.prefix(count)
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// One `recv` once the socket is readable before `deadline`: its count (0 when closed, negative
  /// on a reset), or nil when nothing arrived in time.
  private func read(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant) -> Int? {
    let remaining = deadline - ContinuousClock.now
    let (seconds, attoseconds) = remaining.components
    let milliseconds = Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    var readable = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&readable, 1, milliseconds) > 0 else { return nil }
    let capacity = buffer.count
    return buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, capacity, 0) }
  }
}

extension TestSandbox {
  /// The port the server listens on.
  var port: Int { client.baseURL.port ?? 0 }

  /// A raw request's whole answer, sent on a new connection with `Connection: close`.
  func rawRequest(_ head: String, body: [UInt8] = []) async throws -> String {
    let connection = try RawConnection(port: port)
    connection.send(Array(head.utf8) + body)
    return await connection.response()
  }
}
