import Testing

@testable import CheckoutDI

@Suite("Container synchronous resolution")
struct ContainerSyncTests {
  @Test("resolveSync resolves synchronous registrations and their synchronous dependencies")
  func syncResolution() throws {
    let container = Container()
    container.registerSync(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "sync") }
    container.registerSync(ScopeLabel.self) { resolver in
      ScopeLabel(text: "hello \(try resolver.resolveSync(ScopeLabel.self, name: "name").text)")
    }

    #expect(try container.resolveSync(ScopeLabel.self).text == "hello sync")
  }

  @Test("A synchronous singleton is the same instance through resolveSync and resolve")
  func syncSingletonIsSharedByBothPaths() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.registerSync(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next()) }

    let viaSync = try container.resolveSync(InstanceProbe.self)
    let viaAsync = try await container.resolve(InstanceProbe.self)

    #expect(viaSync === viaAsync)
    #expect(calls.value == 1)
  }

  @Test("A synchronous singleton resolved from 50 tasks at once is created once")
  func syncSingletonIsCreatedOnceUnderConcurrency() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.registerSync(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next()) }

    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<50 {
        group.addTask { ObjectIdentifier(try container.resolveSync(InstanceProbe.self)) }
      }
      var identities: Set<ObjectIdentifier> = []
      for try await identity in group { identities.insert(identity) }
      return identities
    }

    #expect(identities.count == 1)
    #expect(calls.value == 1)
  }

  @Test("A synchronous weak instance is recreated after release")
  func syncWeakIsRecreated() throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.registerSync(InstanceProbe.self, retention: .weak) { _ in InstanceProbe(serial: calls.next()) }

    var held: InstanceProbe? = try container.resolveSync(InstanceProbe.self)
    #expect(try container.resolveSync(InstanceProbe.self) === held)
    held = nil
    #expect(try container.resolveSync(InstanceProbe.self).serial == 2)
  }

  @Test("resolveSync refuses an async registration with a typed error")
  func resolveSyncRejectsAsyncFactories() {
    let container = Container()
    container.register(ScopeLabel.self, name: "remote") { _ in ScopeLabel(text: "async") }

    #expect(throws: DependencyError.requiresAsyncResolution(type: "ScopeLabel", name: "remote")) {
      try container.resolveSync(ScopeLabel.self, name: "remote")
    }
  }

  @Test("resolveSync falls back to the parent's synchronous registrations")
  func resolveSyncFallsBackToParent() throws {
    let parent = Container()
    parent.registerSync(ScopeLabel.self) { _ in ScopeLabel(text: "parent") }
    let child = parent.makeChild()

    #expect(try child.resolveSync(ScopeLabel.self).text == "parent")
    #expect(throws: DependencyError.notRegistered(type: "InstanceProbe", name: nil)) {
      try child.resolveSync(InstanceProbe.self)
    }
  }
}
