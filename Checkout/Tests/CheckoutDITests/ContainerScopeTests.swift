import Testing

@testable import CheckoutDI

@Suite("Container scopes and overrides")
struct ContainerScopeTests {
  @Test("A child resolves its own registrations first, then its parent's")
  func childFallsBackToParentAndOverrides() async throws {
    let parent = Container()
    parent.register(ScopeLabel.self) { _ in ScopeLabel(text: "parent") }
    parent.register(ScopeLabel.self, name: "shared") { _ in ScopeLabel(text: "parent shared") }
    let child = parent.makeChild()
    child.register(ScopeLabel.self) { _ in ScopeLabel(text: "child") }

    #expect(try await child.resolve(ScopeLabel.self).text == "child")
    #expect(try await child.resolve(ScopeLabel.self, name: "shared").text == "parent shared")
    #expect(try await parent.resolve(ScopeLabel.self).text == "parent")
    #expect(child.parent === parent)
  }

  @Test("A missing registration in a child and its parent names the type")
  func missingInWholeHierarchy() async throws {
    let child = Container().makeChild().makeChild()
    await #expect(throws: DependencyError.notRegistered(type: "ScopeLabel", name: "x")) {
      try await child.resolve(ScopeLabel.self, name: "x")
    }
  }

  @Test("Singletons registered in a child live in the child; the parent's are shared by all children")
  func singletonsLiveWhereRegistered() async throws {
    let calls = FactoryCallCounter()
    let parent = Container()
    parent.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next()) }
    let plainChild = parent.makeChild()
    let otherPlainChild = parent.makeChild()
    let overridingChild = parent.makeChild()
    overridingChild.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next()) }
    let otherOverridingChild = parent.makeChild()
    otherOverridingChild.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: calls.next())
    }

    let fromParent = try await parent.resolve(InstanceProbe.self)
    #expect(try await plainChild.resolve(InstanceProbe.self) === fromParent)
    #expect(try await otherPlainChild.resolve(InstanceProbe.self) === fromParent)

    let fromChild = try await overridingChild.resolve(InstanceProbe.self)
    let fromOtherChild = try await otherOverridingChild.resolve(InstanceProbe.self)
    #expect(fromChild !== fromParent)
    #expect(fromOtherChild !== fromChild)
    #expect(try await overridingChild.resolve(InstanceProbe.self) === fromChild)
    #expect(try await parent.resolve(InstanceProbe.self) === fromParent)
    #expect(calls.value == 3)
  }

  @Test("A parent's factory resolves its dependencies from the parent, not from the child that asked")
  func parentFactoriesResolveThroughTheParent() async throws {
    let parent = Container()
    parent.register(ScopeLabel.self, name: "greeting") { resolver in
      let name = try await resolver.resolve(ScopeLabel.self, name: "name")
      return ScopeLabel(text: "hello \(name.text)")
    }
    parent.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "parent") }
    let child = parent.makeChild()
    child.register(ScopeLabel.self, name: "name") { _ in ScopeLabel(text: "child") }

    #expect(try await child.resolve(ScopeLabel.self, name: "greeting").text == "hello parent")
  }

  @Test("withContainer makes the container current during the operation and restores the previous one")
  func withContainerSwapsAndRestoresCurrent() async throws {
    let original = Container.current
    let mocks = Container()
    mocks.register(ScopeLabel.self) { _ in ScopeLabel(text: "mock") }

    let (wasCurrent, label, childTaskSaw) = try await withContainer(mocks) {
      let childTask = Task { Container.current }
      return (Container.current === mocks, try await Container.current.resolve(ScopeLabel.self), await childTask.value)
    }

    #expect(wasCurrent)
    #expect(label.text == "mock")
    #expect(childTaskSaw === mocks)
    #expect(Container.current === original)
    #expect(Container.current !== mocks)
  }

  @Test("withContainer restores the previous container when the operation throws")
  func withContainerRestoresAfterThrowing() async throws {
    struct Failure: Error {}
    let original = Container.current
    let mocks = Container()

    await #expect(throws: Failure.self) {
      try await withContainer(mocks) {
        #expect(Container.current === mocks)
        throw Failure()
      }
    }
    #expect(Container.current === original)
  }

  @Test("Nested withContainer calls stack and unwind")
  func nestedWithContainer() async {
    let outer = Container()
    let inner = outer.makeChild()

    let seen = await withContainer(outer) {
      let inside = await withContainer(inner) { Container.current }
      return (inside, Container.current)
    }

    #expect(seen.0 === inner)
    #expect(seen.1 === outer)
  }
}
