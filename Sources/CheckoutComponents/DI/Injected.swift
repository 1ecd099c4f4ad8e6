/// A property whose value comes from ``InjectedValues`` the first time it
/// is read: `@Injected(\.clock) var clock`.
///
/// Lazy: nothing is looked up, and no default is created, until the first
/// read. The value is then kept, so every later read returns the same
/// instance even if overrides change. Safe to read from many threads at
/// once: if several first reads race, they all return the value the first
/// of them stored.
///
/// The wrapper is `Sendable`, so it can be used in structs, actors and
/// main-actor classes. A `Sendable` class that is not isolated cannot hold
/// it, because a wrapped property is a `var`.
@propertyWrapper
struct Injected<Value: Sendable>: Sendable {
  /// Holds the value once read. A class, so that a read through a
  /// non-mutating getter can store it, and so that copies of the wrapper
  /// share it.
  private final class Cache: Sendable {
    let value = LockedState<Value?>(nil)
  }

  private let keyPath: KeyPath<InjectedValues, Value> & Sendable
  private let cache = Cache()

  /// Injects the dependency at `keyPath`.
  init(_ keyPath: KeyPath<InjectedValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency, looked up on first read and then kept.
  var wrappedValue: Value {
    if let value = cache.value.withLock({ $0 }) { return value }
    let value = InjectedValues()[keyPath: keyPath]
    return cache.value.withLock { cached in
      if let cached { return cached }
      cached = value
      return value
    }
  }
}
