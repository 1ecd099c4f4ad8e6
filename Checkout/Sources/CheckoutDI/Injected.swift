/// A property whose value comes from ``InjectedValues``:
/// `@Injected(\.clock) var now`.
///
/// - **Where it looks**: the scoped overrides in force where the wrapper
///   is made (its owner's initializer), so an object made inside
///   ``InjectedValues/withValue(_:_:isolation:operation:)`` keeps seeing
///   the override after the operation returns; then, at the first read,
///   the process-wide override or the key's default.
/// - **When**: lazily. Nothing is looked up, and no default is computed,
///   until the first read. The value is then kept, so every later read
///   returns the same instance even if overrides change. If several first
///   reads race, they all return the value the first of them kept.
/// - **Setting** replaces the value this wrapper keeps: this copy of the
///   owner reads the new value from then on. Copies of the owner made
///   before keep theirs, and ``InjectedValues`` and every other wrapper are
///   unaffected. Copies made after share it.
///
/// The wrapper is `Sendable`, so it can be used in structs, actors and
/// main-actor classes. A `Sendable` class that is not isolated cannot hold
/// it, because a wrapped property is a `var`.
@propertyWrapper
package struct Injected<Value: Sendable>: Sendable {
  /// Holds the value once read. A class, so that a read through the
  /// non-mutating getter can keep it, and so that copies of the wrapper
  /// share it until one of them is set.
  private final class Kept: Sendable {
    let value: LockedState<Value?>

    init(_ value: Value? = nil) {
      self.value = LockedState(value)
    }
  }

  private let keyPath: KeyPath<InjectedValues, Value> & Sendable
  /// The values as seen where the wrapper was made.
  private let values = InjectedValues()
  private var kept = Kept()

  /// Injects the dependency at `keyPath`.
  package init(_ keyPath: KeyPath<InjectedValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency, looked up on first read and then kept; setting it
  /// replaces what this wrapper keeps.
  package var wrappedValue: Value {
    get {
      if let value = kept.value.withLock({ $0 }) { return value }
      let value = values[keyPath: keyPath]
      return kept.value.withLock { kept in
        if let kept { return kept }
        kept = value
        return value
      }
    }
    set { kept = Kept(newValue) }
  }
}
