import Foundation

/// State behind a lock, for state that synchronous, nonisolated code must
/// reach from any thread.
///
/// This is used instead of `Synchronization.Mutex` for two reasons:
/// - On Linux, `Mutex` is built on futexes: when it is contended, the
///   waiting thread acquires it inside the kernel, where ThreadSanitizer
///   cannot observe it, so TSan reports a "Swift access race" on correctly
///   locked state (an array appended to under a `Mutex` from many tasks
///   reproduces it on Swift 6.3). `NSLock` is a pthread mutex, which TSan
///   understands, so real races stay visible.
/// - `Mutex` needs iOS 18 and macOS 15; the package supports iOS 16 and
///   macOS 13.
///
/// The lock is not recursive: never call `withLock` on the same instance
/// from inside its `body`.
package final class LockedState<State: Sendable>: @unchecked Sendable {
  // `@unchecked` is sound because `state` is only reached through
  // `withLock`, which holds `lock` for the whole access.
  private let lock = NSLock()
  private var state: State

  /// Puts `state` behind a new lock.
  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state and returns its result.
  package func withLock<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
