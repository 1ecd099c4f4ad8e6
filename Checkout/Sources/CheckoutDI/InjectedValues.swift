/// Dependencies looked up by key path, for the simple, ambient cases that
/// need no container: `@Injected(\.clock) var now`.
///
/// Each dependency is an ``InjectionKey`` and a computed property in an
/// extension of this type. Its value is, in order of precedence:
///
/// 1. a scoped override from ``withValue(_:_:isolation:operation:)`` or
///    ``withValues(_:isolation:operation:)``, seen by the current task, the
///    tasks it creates, and the ``Injected`` properties made in them;
/// 2. a process-wide override set with `InjectedValues[\.clock] = mock`,
///    until ``reset(_:)`` or ``resetAll()``;
/// 3. the key's ``InjectionKey/defaultValue``, computed on first access,
///    exactly once however many threads ask at the same time, and kept.
///
/// All of it is safe to read and write from any thread: the process-wide
/// state is behind a lock and the scoped overrides are task-local. A
/// default is computed outside that lock, under a gate of its own key
/// only, so a default may read other injected values. Defaults must not
/// read each other in a cycle. Within one read, a default that is read
/// again while it is being computed, directly or through other defaults,
/// is computed again without being kept, which recurses like any unbounded
/// recursion would, rather than waiting for itself forever; two threads
/// reading two defaults of one cycle first, at the same time, would wait
/// for each other.
package struct InjectedValues: Sendable {
  private static let storage = LockedState(InjectionStorage())

  /// Overrides of the current task, by key type.
  @TaskLocal private static var scoped: [ObjectIdentifier: any Sendable] = [:]
  /// The keys whose defaults the current thread or task is computing.
  @TaskLocal private static var computing: Set<ObjectIdentifier> = []

  /// The scoped overrides in force where this instance was made.
  private let scope: [ObjectIdentifier: any Sendable]
  /// Values assigned through this instance, by key type. This is how a key
  /// path, which names a property, is turned into the key that property
  /// uses: set the property on a scratch instance and see which key it set.
  private var assigned: [ObjectIdentifier: any Sendable] = [:]

  /// The values as seen from here: the scoped overrides in force now, then
  /// the process-wide overrides and defaults whenever a value is read.
  init() {
    scope = Self.scoped
  }

  /// What the extension properties read and write: reads the value of
  /// `key` as seen from this instance (or what was assigned to it), and
  /// records assignments in this instance only.
  package subscript<K: InjectionKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      if let value = (assigned[id] ?? scope[id]) as? K.Value { return value }
      return Self.shared(key)
    }
    set { assigned[ObjectIdentifier(key)] = newValue }
  }

  /// The process-wide override of `key`, or its default.
  private static func shared<K: InjectionKey>(_ key: K.Type) -> K.Value {
    let id = ObjectIdentifier(key)
    let (override, cell) = storage.withLock { ($0.overrides[id], $0.defaultCell(for: id)) }
    if let value = override as? K.Value { return value }
    // A cycle among defaults: computing again without the cell's gate
    // recurses, where taking the gate would wait for itself forever.
    if computing.contains(id) { return key.defaultValue }
    let value = cell.value { $computing.withValue(computing.union([id])) { key.defaultValue } }
    // The cell of `K` holds only `K.Value`s, so the cast always succeeds.
    return value as? K.Value ?? key.defaultValue
  }

  // MARK: - Reading and overriding

  /// The current value of the dependency at `keyPath`; the same as reading
  /// `InjectedValues[keyPath]`.
  package static func resolve<Value: Sendable>(_ keyPath: KeyPath<InjectedValues, Value>) -> Value {
    InjectedValues()[keyPath: keyPath]
  }

  /// The current value of the dependency at `keyPath`, or, when set, a
  /// process-wide override of it (for tests; undo with ``reset(_:)``).
  ///
  /// An override replaces the value for every later read that no scoped
  /// override shadows; ``Injected`` properties that already read the
  /// dependency keep what they read.
  static subscript<Value: Sendable>(keyPath: WritableKeyPath<InjectedValues, Value>) -> Value {
    get { resolve(keyPath) }
    set {
      var scratch = InjectedValues()
      scratch[keyPath: keyPath] = newValue
      let assigned = scratch.assigned
      storage.withLock { $0.overrides.merge(assigned) { _, new in new } }
    }
  }

  /// Runs `operation` with the dependency at `keyPath` replaced by `value`
  /// for the current task, the tasks it creates, and the ``Injected``
  /// properties made in them, then restores it.
  ///
  /// ```swift
  /// let rules = await InjectedValues.withValue(\.clock, { fixedDate }) {
  ///   ValidationRulesFactory(configuration: configuration)
  /// }
  /// rules.expiryRule()("06/25")  // judged against fixedDate
  /// ```
  package static func withValue<Value: Sendable, R, Failure: Error>(
    _ keyPath: WritableKeyPath<InjectedValues, Value>, _ value: Value,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws(Failure) -> R
  ) async throws(Failure) -> R {
    try await withValues({ $0[keyPath: keyPath] = value }, isolation: isolation, operation: operation)
  }

  /// Runs `operation` with the dependencies `update` assigns replaced for
  /// the current task, the tasks it creates, and the ``Injected``
  /// properties made in them, then restores them. `update` sees the values
  /// in force and may assign any number of them, or none.
  ///
  /// ```swift
  /// try await InjectedValues.withValues { values in
  ///   if let logger = configuration.logger { values.logger = logger }
  /// } operation: {
  ///   try await container.resolve(DefaultCheckoutScope.self)
  /// }
  /// ```
  package static func withValues<R, Failure: Error>(
    _ update: (inout InjectedValues) -> Void, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws(Failure) -> R
  ) async throws(Failure) -> R {
    var scratch = InjectedValues()
    update(&scratch)
    let overrides = scoped.merging(scratch.assigned) { _, new in new }
    let result = await $scoped.withValue(
      overrides,
      operation: { () async -> Result<R, Failure> in
        do throws(Failure) {
          return .success(try await operation())
        } catch {
          return .failure(error)
        }
      }, isolation: isolation)
    return try result.get()
  }

  // MARK: - Resetting

  /// Removes the process-wide override of the dependency at `keyPath` and
  /// forgets its default value, so that the next read computes the default
  /// again. Other dependencies, scoped overrides and values already kept by
  /// ``Injected`` properties are unaffected; a first read racing with the
  /// reset may still keep the default it was computing.
  static func reset<Value: Sendable>(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
    // A key path names a property, not its key: assign any stored value of
    // the same type on a scratch instance to learn the key. If no value of
    // that type is stored, the key has nothing to forget.
    guard let sample = storage.withLock({ $0.anyValue(of: Value.self) }) else { return }
    var scratch = InjectedValues()
    scratch[keyPath: keyPath] = sample
    let keys = scratch.assigned.keys
    storage.withLock { storage in
      for key in keys { storage.forget(key) }
    }
  }

  /// Removes every process-wide override and forgets every default value
  /// read so far, so that the next read of each dependency computes its
  /// default again. Scoped overrides, and values already kept by
  /// ``Injected`` properties, are unaffected.
  static func resetAll() {
    storage.withLock { $0 = InjectionStorage() }
  }
}
