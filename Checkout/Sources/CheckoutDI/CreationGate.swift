import Foundation

/// Serializes the creation of one synchronous shared instance, so that a
/// singleton's factory runs once even when threads race to resolve it. A
/// ``DefaultValueCell`` uses one the same way for an injection key's default.
///
/// There is one gate per registration key rather than one per container:
/// a factory holding its gate resolves its dependencies through theirs, on
/// the same thread, without re-entering its own (that would be a cycle,
/// which the resolution chain reports before any gate is taken). Like
/// ``LockedState``, it is an `NSLock` so that ThreadSanitizer sees it.
final class CreationGate: Sendable {
  private let lock = NSLock()

  /// Runs `body` while no other thread runs a body through this gate.
  func serialize<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
