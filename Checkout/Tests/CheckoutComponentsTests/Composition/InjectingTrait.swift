import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// Runs each test of a suite, or one test, with a dependency of
/// ``InjectedValues`` replaced: `@Suite(.injecting(\.clock, { june2025 }))`.
///
/// A scoped override (``InjectedValues/withValue(_:_:isolation:operation:)``),
/// so suites running in parallel don't see each other's.
struct InjectingTrait<Value: Sendable>: SuiteTrait, TestTrait, TestScoping {
  let keyPath: WritableKeyPath<InjectedValues, Value> & Sendable
  let value: Value

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await InjectedValues.withValue(keyPath, value) { try await function() }
  }
}

extension Trait {
  /// Replaces the dependency at `keyPath` with `value` for each test.
  static func injecting<Value>(_ keyPath: WritableKeyPath<InjectedValues, Value> & Sendable, _ value: Value) -> Self
  where Self == InjectingTrait<Value> {
    InjectingTrait(keyPath: keyPath, value: value)
  }
}
