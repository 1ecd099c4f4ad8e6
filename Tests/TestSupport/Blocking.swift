import Foundation

/// Runs `work`, which blocks (waits for a process, a pipe, a socket or a
/// sleep), on a thread of its own, and returns what it returns.
///
/// Every test of the package runs in one process, on Swift's cooperative
/// thread pool: as many threads as the machine has cores. A test that blocks
/// one of them holds it from everything else, the in-process servers' request
/// handlers included; on a two-core machine two such tests stop every server
/// until they finish, and a test that blocks while waiting for one of those
/// servers (a browser loading the sandbox's page) waits for itself. So a test
/// never blocks a cooperative thread: it hands blocking work to this.
public func blocking<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try work() })
    }
  }
}

/// ``blocking(_:)`` for work that can't fail.
public func blocking<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(returning: work())
    }
  }
}
