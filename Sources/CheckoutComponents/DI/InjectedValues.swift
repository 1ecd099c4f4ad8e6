/// Dependencies looked up by key path, for the simple cases that need no
/// container: `@Injected(\.clock) var clock`.
///
/// Each dependency is an ``InjectionKey`` and a computed property in an
/// extension of this type. Its value is, in order of precedence:
///
/// 1. a scoped override from ``withValue(_:_:isolation:operation:)``, seen
///    only by the current task and the tasks it creates;
/// 2. a process-wide override set with `InjectedValues[\.clock] = mock`,
///    until ``reset()``;
/// 3. the key's ``InjectionKey/defaultValue``, read on first access and kept.
///
/// All of it is safe to read and write from any thread: the process-wide
/// state is behind a lock and the scoped overrides are task-local. A
/// default is read outside the lock, so a default may itself read other
/// injected values; if two threads read a missing default at once, both
/// compute it and the first to finish is the one everyone gets.
struct InjectedValues: Sendable {
  private static let storage = LockedState(InjectionStorage())

  /// Overrides of the current task, by key type.
  @TaskLocal private static var scoped: [ObjectIdentifier: any Sendable] = [:]

  /// Values assigned through this instance, by key type. This is how a key
  /// path, which names a property, is turned into the key that property
  /// uses: set the property on a scratch instance and see which key it set.
  private var assigned: [ObjectIdentifier: any Sendable] = [:]

  /// The current value of `key`, or, when set, a process-wide override of it.
  static subscript<K: InjectionKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      if let value = scoped[id] as? K.Value { return value }
      let stored = storage.withLock { $0.overrides[id] ?? $0.defaults[id] }
      if let value = stored as? K.Value { return value }
      let value = key.defaultValue
      let published = storage.withLock { storage -> (any Sendable)? in
        if let earlier = storage.overrides[id] ?? storage.defaults[id] { return earlier }
        storage.defaults[id] = value
        return nil
      }
      return published as? K.Value ?? value
    }
    set {
      storage.withLock { $0.overrides[ObjectIdentifier(key)] = newValue }
    }
  }

  /// The current value of the dependency at `keyPath`, or, when set, a
  /// process-wide override of it (for tests; undo with ``reset()``).
  static subscript<Value: Sendable>(keyPath: WritableKeyPath<InjectedValues, Value>) -> Value {
    get { InjectedValues()[keyPath: keyPath] }
    set {
      var scratch = InjectedValues()
      scratch[keyPath: keyPath] = newValue
      let assigned = scratch.assigned
      storage.withLock { $0.overrides.merge(assigned) { _, new in new } }
    }
  }

  /// What the extension properties read and write: reads the current value
  /// of `key` (or what was assigned to this instance), and records
  /// assignments in this instance only.
  subscript<K: InjectionKey>(key: K.Type) -> K.Value {
    get { assigned[ObjectIdentifier(key)] as? K.Value ?? Self[key] }
    set { assigned[ObjectIdentifier(key)] = newValue }
  }

  /// Runs `operation` with the dependency at `keyPath` replaced by `value`
  /// for the current task and the tasks it creates, then restores it.
  ///
  /// Values read through ``Injected`` are kept by the wrapper, so create
  /// the object under test inside `operation`.
  static func withValue<Value: Sendable, R>(
    _ keyPath: WritableKeyPath<InjectedValues, Value>, _ value: Value,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
  ) async rethrows -> R {
    var scratch = InjectedValues()
    scratch[keyPath: keyPath] = value
    let overrides = scoped.merging(scratch.assigned) { _, new in new }
    return try await $scoped.withValue(overrides, operation: operation, isolation: isolation)
  }

  /// Removes the process-wide overrides and forgets the default values
  /// read so far, so that the next access reads each default again.
  /// Scoped overrides, and values already kept by ``Injected`` wrappers,
  /// are unaffected.
  static func reset() {
    storage.withLock { $0 = InjectionStorage() }
  }
}
