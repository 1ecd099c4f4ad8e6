extension Container {
  /// A container for a test: every registration this container resolves,
  /// its parents' and its own, copied into one new root container that has
  /// built nothing yet; `overrides` then replaces some of them with mocks.
  ///
  /// Every factory of the copy resolves through the copy, so a replaced
  /// registration is what all the others get, wherever they were first
  /// registered. The copy shares no instance with this container, and
  /// registering in either changes nothing in the other.
  ///
  /// ```swift
  /// let container = CompositionRoot.makeContainer(configuration: configuration, repositories: repositories)
  /// let mock = container.makeMock { mock in
  ///   mock.registerSync((any GetBanksInteractor).self) { _ in MockGetBanks(.failure(.networkUnavailable)) }
  /// }
  /// let checkout = try await withContainer(mock) {
  ///   try await Container.current.resolve(DefaultCheckoutScope.self)
  /// }
  /// ```
  nonisolated func makeMock(_ overrides: (Container) -> Void = { _ in }) -> Container {
    var lineage: [Container] = []
    var next: Container? = self
    while let container = next {
      lineage.append(container)
      next = container.parent
    }
    let mock = Container()
    // The root's registrations first, so that each child's replace them.
    for container in lineage.reversed() {
      let registrations = container.registry.withLock { $0.registrations }
      mock.registry.withLock { registry in
        for (key, registration) in registrations {
          registry.add(key, lifetime: registration.lifetime, factory: registration.factory)
        }
      }
    }
    overrides(mock)
    return mock
  }
}
