import Testing

@testable import CheckoutDI

@Suite("Container cycle detection")
struct ContainerCycleTests {
  @Test("A -> B -> A throws the whole chain with readable type names")
  func directCycleThrowsTheChain() async throws {
    let container = Container()
    container.register(CycleA.self) { resolver in
      _ = try await resolver.resolve(CycleB.self)
      return CycleA()
    }
    container.register(CycleB.self) { resolver in
      _ = try await resolver.resolve(CycleA.self)
      return CycleB()
    }

    let error = await #expect(throws: DependencyError.self) { try await container.resolve(CycleA.self) }
    #expect(error == .cycle(["CycleA", "CycleB", "CycleA"]))
    #expect(error?.description == "Dependency cycle: CycleA -> CycleB -> CycleA.")
  }

  @Test("The chain starts at the first resolved dependency and includes names")
  func chainIncludesTheOuterStepsAndNames() async throws {
    let container = Container()
    container.register(CycleRoot.self) { resolver in
      _ = try await resolver.resolve(CycleA.self, name: "left")
      return CycleRoot()
    }
    container.register(CycleA.self, name: "left", retention: .singleton) { resolver in
      _ = try await resolver.resolve(CycleB.self)
      return CycleA()
    }
    container.register(CycleB.self) { resolver in
      _ = try await resolver.resolve(CycleA.self, name: "left")
      return CycleB()
    }

    await #expect(
      throws: DependencyError.cycle(["CycleRoot", "CycleA named \"left\"", "CycleB", "CycleA named \"left\""])
    ) {
      try await container.resolve(CycleRoot.self)
    }
  }

  @Test("A synchronous cycle throws instead of overflowing the stack")
  func synchronousCycleThrows() throws {
    let container = Container()
    container.registerSync(CycleA.self, retention: .singleton) { resolver in
      _ = try resolver.resolveSync(CycleB.self)
      return CycleA()
    }
    container.registerSync(CycleB.self) { resolver in
      _ = try resolver.resolveSync(CycleA.self)
      return CycleB()
    }

    #expect(throws: DependencyError.cycle(["CycleB", "CycleA", "CycleB"])) { try container.resolveSync(CycleB.self) }
  }

  @Test(
    "Two tasks creating singletons that need each other both fail with the cycle instead of deadlocking",
    .timeLimit(.minutes(1)))
  func concurrentSingletonCycleDoesNotDeadlock() async throws {
    let container = Container()
    let barrier = ArrivalBarrier(count: 2)
    container.register(CycleA.self, retention: .singleton) { resolver in
      await barrier.arrive()
      _ = try await resolver.resolve(CycleB.self)
      return CycleA()
    }
    container.register(CycleB.self, retention: .singleton) { resolver in
      await barrier.arrive()
      _ = try await resolver.resolve(CycleA.self)
      return CycleB()
    }

    async let a = thrownError { try await container.resolve(CycleA.self) }
    async let b = thrownError { try await container.resolve(CycleB.self) }
    let (errorA, errorB) = await (a, b)

    let expected: [DependencyError] = [
      .cycle(["CycleA", "CycleB", "CycleA"]), .cycle(["CycleB", "CycleA", "CycleB"]),
    ]
    #expect(errorA == errorB)
    #expect(expected.contains { $0 == errorA })
  }

  @Test("The same type in a child and its parent is not a cycle")
  func overrideResolvingTheParentsRegistrationIsNotACycle() async throws {
    let parent = Container()
    parent.register(ScopeLabel.self) { _ in ScopeLabel(text: "parent") }
    let child = parent.makeChild()
    child.register(ScopeLabel.self) { _ in
      let inner = try await parent.resolve(ScopeLabel.self)
      return ScopeLabel(text: "child over \(inner.text)")
    }

    #expect(try await child.resolve(ScopeLabel.self).text == "child over parent")
  }
}

/// The error `body` throws, or `nil` if it returns.
private func thrownError<T>(_ body: () async throws -> T) async -> DependencyError? {
  do {
    _ = try await body()
    return nil
  } catch {
    return error as? DependencyError
  }
}
