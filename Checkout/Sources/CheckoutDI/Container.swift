/// The SDK's dependency-injection container.
///
/// Register a factory per type, optionally under a name, with a
/// ``Retention``; resolve with `try await container.resolve(T.self)`.
///
/// ```swift
/// let container = Container()
/// container.register((any BankRepository).self, retention: .singleton) { _ in RemoteBankRepository(client: client) }
/// container.register((any GetBanksInteractor).self) { resolver in
///   DefaultGetBanksInteractor(repository: try await resolver.resolve((any BankRepository).self))
/// }
/// let getBanks = try await container.resolve((any GetBanksInteractor).self)
/// ```
///
/// ## Design
///
/// The state is split by who needs it, so that each piece has exactly one
/// kind of protection:
///
/// - **Registrations live behind a lock** (a ``LockedState``), not in the actor. So
///   `register` is synchronous and nonisolated (a composition root needs no
///   `await`), and so is ``resolveSync(_:name:)``, which serves
///   registrations made with ``registerSync(_:name:retention:factory:)``.
///   The lock is held only for dictionary reads and writes, never while a
///   factory runs, so factories can resolve their dependencies freely.
/// - **Async shared instances live in the actor.** Creating a singleton
///   whose factory suspends must survive suspension points: the first
///   resolution starts the factory in a task and records it as in flight;
///   concurrent resolutions await that same task. The actor serializes that
///   bookkeeping, so the factory runs exactly once however many tasks race.
/// - **Synchronous shared instances** are created under a per-key
///   ``CreationGate``, so they too are created once.
///
/// Transient factories run without touching the actor or any gate.
///
/// ## Cycles
///
/// Each resolution carries its chain of steps in a task-local
/// (``ResolutionChain``). Resolving a registration already in the chain
/// throws ``DependencyError/cycle(_:)`` with the whole chain, before the
/// factory runs, so a cycle neither recurses until the stack overflows nor
/// waits for itself. Concurrent resolutions that would wait for each
/// other's singletons are caught by a ``WaitGraph`` and throw the same
/// error instead of deadlocking.
///
/// ## Scopes and tests
///
/// ``makeChild()`` makes a scope that resolves its own registrations first,
/// then its parent's; singletons live in the container that registered
/// them. ``current`` is the container code resolves from when none is
/// passed in; ``withContainer(_:isolation:operation:)`` replaces it for
/// the duration of a test. ``makeMock(_:)`` copies a container's
/// registrations, the composition root's for instance, so that a test can
/// replace some with mocks.
///
/// ## Diagnostics
///
/// ``registrations`` lists what is registered, with each registration's
/// retention and whether its shared instance is built;
/// ``healthCheck()`` resolves every registration and reports each
/// failure and cycle.
package actor Container {
  /// The container code resolves from when none is passed in: an empty
  /// container, unless ``withContainer(_:isolation:operation:)`` put
  /// another in place for the current task, such as a test's
  /// ``makeMock(_:)`` of the composition root. The checkout itself resolves
  /// from the container its composition root made, never from this one.
  @TaskLocal static var current = Container()

  /// The container whose registrations this one falls back to.
  nonisolated let parent: Container?

  /// Registrations and synchronous shared instances; see the design notes.
  /// Internal for the diagnostics and ``makeMock(_:)``, in extensions.
  let registry = LockedState(ContainerRegistry())

  /// Singleton and weak instances of async registrations.
  private(set) var sharedInstances: [DependencyKey: SharedInstance] = [:]
  /// Async shared instances being created, by key.
  private var inFlight: [DependencyKey: Task<any Sendable, any Error>] = [:]
  /// Which async creations wait for which.
  private var waits = WaitGraph()

  /// Creates an empty root container.
  package init() {
    parent = nil
  }

  private init(parent: Container) {
    self.parent = parent
  }

  /// Creates a scope: a container that resolves its own registrations
  /// first, then this container's. Singletons registered in the child live
  /// and die with the child; this container's singletons stay shared.
  nonisolated func makeChild() -> Container {
    Container(parent: self)
  }

  // MARK: - Registering

  /// Registers an async `factory` for `type` under `name`, replacing any
  /// earlier registration with the same type and name.
  ///
  /// The factory gets a ``Resolver`` for its own dependencies. Resolve the
  /// registration with ``resolve(_:name:)``.
  package nonisolated func register<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, retention: Retention<T> = .transient,
    factory: @escaping @Sendable (Resolver) async throws -> T
  ) {
    let key = DependencyKey(type, name: name)
    registry.withLock { registry in
      registry.add(
        key, lifetime: retention.lifetime, factory: .async { resolver, _ in try await factory(resolver) })
    }
  }

  /// Registers a factory that takes a parameter, such as a view model for
  /// one payment method. Each resolution passes its own `argument`, so the
  /// instances are always transient.
  ///
  /// The parameter's type is part of the registration: resolve it with
  /// ``resolve(_:name:argument:)`` and an argument of that exact type.
  package nonisolated func register<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil,
    factory: @escaping @Sendable (Resolver, Argument) async throws -> T
  ) {
    let key = DependencyKey(type, name: name, argument: Argument.self)
    registry.withLock { registry in
      registry.add(
        key, lifetime: .transient,
        factory: .async { resolver, argument in
          try await factory(resolver, try Self.cast(argument, to: Argument.self))
        })
    }
  }

  /// Registers a synchronous `factory` for `type` under `name`, which both
  /// ``resolve(_:name:)`` and ``resolveSync(_:name:)`` can resolve.
  ///
  /// A synchronous factory can resolve only other synchronous registrations
  /// (with `resolver.resolveSync`), which is what makes the synchronous
  /// path possible: resolving never has to wait for an async factory.
  package nonisolated func registerSync<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, retention: Retention<T> = .transient,
    factory: @escaping @Sendable (Resolver) throws -> T
  ) {
    let key = DependencyKey(type, name: name)
    registry.withLock { registry in
      registry.add(key, lifetime: retention.lifetime, factory: .sync { resolver in try factory(resolver) })
    }
  }

  // MARK: - Resolving

  /// Resolves `type` under `name`, from this container or, if it has no
  /// such registration, its parent.
  ///
  /// - Throws: ``DependencyError/notRegistered(type:name:)`` if no container
  ///   in the chain of parents has the registration,
  ///   ``DependencyError/cycle(_:)`` if resolving it needs itself, and
  ///   whatever the factory throws.
  package nonisolated func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
    let instance = try await resolveInstance(for: DependencyKey(type, name: name), argument: ())
    return try Self.cast(instance, to: type)
  }

  /// Resolves `type` under `name` from a factory registered to take an
  /// `Argument`, passing it `argument`.
  package nonisolated func resolve<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument
  ) async throws -> T {
    let key = DependencyKey(type, name: name, argument: Argument.self)
    return try Self.cast(await resolveInstance(for: key, argument: argument), to: type)
  }

  /// Resolves `type` under `name` without suspending, from a registration
  /// made with ``registerSync(_:name:retention:factory:)``.
  ///
  /// Callable from any context. A synchronous singleton may briefly block
  /// the calling thread while another thread runs its factory.
  ///
  /// - Throws: ``DependencyError/requiresAsyncResolution(type:name:)`` if the
  ///   registration's factory is async, and otherwise what
  ///   ``resolve(_:name:)`` throws.
  package nonisolated func resolveSync<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
    try Self.cast(resolveSyncInstance(for: DependencyKey(type, name: name)), to: type)
  }

  /// Resolves the registration under `key`, falling back to the parent.
  nonisolated func resolveInstance(for key: DependencyKey, argument: any Sendable) async throws
    -> any Sendable
  {
    let chain = ResolutionChain.steps
    let step = ResolutionStep(container: ObjectIdentifier(self), key: key)
    try ResolutionChain.check(step, notIn: chain)
    guard let registration = registry.withLock({ $0.registrations[key] }) else {
      guard let parent else { throw DependencyError.notRegistered(key) }
      return try await parent.resolveInstance(for: key, argument: argument)
    }
    switch registration.factory {
    case .sync(let factory):
      return try makeSyncInstance(of: registration, with: factory, step: step, chain: chain)
    case .async(let factory):
      let resolver = Resolver(container: self)
      let create: @Sendable () async throws -> any Sendable = {
        try await ResolutionChain.$steps.withValue(chain + [step]) { try await factory(resolver, argument) }
      }
      guard registration.isShared else { return try await create() }
      return try await sharedInstance(of: registration, for: key, chain: chain, create: create)
    }
  }

  /// Returns the kept instance of an async singleton or weak registration,
  /// or creates it once however many resolutions ask at the same time.
  private func sharedInstance(
    of registration: Registration, for key: DependencyKey, chain: [ResolutionStep],
    create: @escaping @Sendable () async throws -> any Sendable
  ) async throws -> any Sendable {
    if let instance = sharedInstances[key]?.value(for: registration) { return instance }
    let inFlight = inFlight
    let edge = try waits.recordWait(for: key, by: chain, in: ObjectIdentifier(self)) { inFlight[$0] != nil }
    defer { waits.remove(edge) }
    if let creation = inFlight[key] {
      return try await creation.value
    }
    // A new task, not this one: the creation must not be cancelled with
    // the first resolution that happened to start it, since others wait too.
    let creation = Task(operation: create)
    self.inFlight[key] = creation
    defer { self.inFlight[key] = nil }
    let instance = try await creation.value
    if let shared = registration.keep(instance) { sharedInstances[key] = shared }
    return instance
  }

  /// Resolves the synchronous registration under `key`, falling back to
  /// the parent.
  private nonisolated func resolveSyncInstance(for key: DependencyKey) throws -> any Sendable {
    let chain = ResolutionChain.steps
    let step = ResolutionStep(container: ObjectIdentifier(self), key: key)
    try ResolutionChain.check(step, notIn: chain)
    guard let registration = registry.withLock({ $0.registrations[key] }) else {
      guard let parent else { throw DependencyError.notRegistered(key) }
      return try parent.resolveSyncInstance(for: key)
    }
    guard case .sync(let factory) = registration.factory else {
      throw DependencyError.requiresAsyncResolution(key)
    }
    return try makeSyncInstance(of: registration, with: factory, step: step, chain: chain)
  }

  /// Runs a synchronous factory, or for singleton and weak registrations
  /// returns the kept instance, creating it under the key's gate if needed.
  private nonisolated func makeSyncInstance(
    of registration: Registration, with factory: @escaping @Sendable (Resolver) throws -> any Sendable,
    step: ResolutionStep, chain: [ResolutionStep]
  ) throws -> any Sendable {
    let resolver = Resolver(container: self)
    let create = { try ResolutionChain.$steps.withValue(chain + [step]) { try factory(resolver) } }
    guard registration.isShared else { return try create() }
    let key = step.key
    if let instance = registry.withLock({ $0.instances[key]?.value(for: registration) }) { return instance }
    let (gate, edge) = try registry.withLock { registry throws(DependencyError) in
      try registry.prepareWait(for: key, by: chain, in: step.container)
    }
    defer { registry.withLock { $0.waits.remove(edge) } }
    return try gate.serialize {
      if let instance = registry.withLock({ $0.instances[key]?.value(for: registration) }) { return instance }
      registry.withLock { _ = $0.creating.insert(key) }
      defer { registry.withLock { _ = $0.creating.remove(key) } }
      let instance = try create()
      registry.withLock { registry in
        if let shared = registration.keep(instance) { registry.instances[key] = shared }
      }
      return instance
    }
  }

  /// `instance` as a `T`, or ``DependencyError/typeMismatch(expected:actual:)``.
  private static func cast<T>(_ instance: any Sendable, to type: T.Type) throws(DependencyError) -> T {
    guard let typed = instance as? T else {
      throw .typeMismatch(expected: String(describing: type), actual: String(describing: Swift.type(of: instance)))
    }
    return typed
  }
}
