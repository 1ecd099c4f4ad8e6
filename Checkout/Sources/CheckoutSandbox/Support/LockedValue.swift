import Foundation

/// A value that several tasks and threads share, read and changed only under a lock.
///
/// The server's synchronous surface (``SandboxServer/baseURL``, ``SandboxServer/setFaults(_:)``)
/// and the request handlers running on NIO's threads meet here; nothing awaits while holding it.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the value as it is now.
  var current: Value {
    withLock { $0 }
  }
}
