import Testing

@testable import CheckoutDI

@Suite("Mock containers")
struct ContainerMockTests {
  @Test("A mock resolves the base's registrations, and every factory gets a replaced one")
  func replacedRegistrationReachesEveryFactory() async throws {
    let base = Container()
    base.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "real") }
    base.register(ScopeLabel.self) { resolver in
      ScopeLabel(text: "hello \(try await resolver.resolve(ScopeLabel.self, name: "name").text)")
    }

    let mock = base.makeMock { mock in
      mock.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "mock") }
    }

    #expect(try await mock.resolve(ScopeLabel.self).text == "hello mock")
    #expect(try await base.resolve(ScopeLabel.self).text == "hello real")
  }

  @Test("A mock builds its own singletons and shares none with its base")
  func mockHasItsOwnSingletons() async throws {
    let calls = FactoryCallCounter()
    let base = Container()
    base.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next()) }
    base.registerSync(InstanceProbe.self, name: "sync", retention: .singleton) { _ in
      InstanceProbe(serial: calls.next())
    }
    let fromBase = try await base.resolve(InstanceProbe.self)
    let syncFromBase = try base.resolveSync(InstanceProbe.self, name: "sync")

    let mock = base.makeMock()

    #expect(try await mock.resolve(InstanceProbe.self) !== fromBase)
    #expect(try mock.resolveSync(InstanceProbe.self, name: "sync") !== syncFromBase)
    #expect(try await mock.resolve(InstanceProbe.self) === (try await mock.resolve(InstanceProbe.self)))
    #expect(calls.value == 4)
  }

  @Test("Registering in a mock or its base changes nothing in the other")
  func mockAndBaseAreIndependent() async throws {
    let base = Container()
    base.register(ScopeLabel.self) { _ in ScopeLabel(text: "base") }
    let mock = base.makeMock()

    base.register(ScopeLabel.self) { _ in ScopeLabel(text: "base again") }
    mock.register(ScopeLabel.self, name: "extra") { _ in ScopeLabel(text: "extra") }

    #expect(try await mock.resolve(ScopeLabel.self).text == "base")
    await #expect(throws: DependencyError.notRegistered(type: "ScopeLabel", name: "extra")) {
      try await base.resolve(ScopeLabel.self, name: "extra")
    }
  }

  @Test("A mock of a child has the child's registrations over its parent's, all resolved through the mock")
  func mockOfAChildFlattensTheLineage() async throws {
    let parent = Container()
    parent.register(ScopeLabel.self, name: "greeting") { resolver in
      ScopeLabel(text: "hello \(try await resolver.resolve(ScopeLabel.self, name: "name").text)")
    }
    parent.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "parent") }
    let child = parent.makeChild()
    child.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "child") }

    let mock = child.makeMock()

    #expect(mock.parent == nil)
    #expect(try await child.resolve(ScopeLabel.self, name: "greeting").text == "hello parent")
    #expect(try await mock.resolve(ScopeLabel.self, name: "greeting").text == "hello child")
  }
}
