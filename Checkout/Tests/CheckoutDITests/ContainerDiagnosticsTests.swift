import Testing

@testable import CheckoutDI

@Suite("Container diagnostics")
struct ContainerDiagnosticsTests {
  @Test("registrations lists each registration's key and retention, ordered by type, parameter and name")
  func registrationsAreListedInOrder() async throws {
    let container = Container()
    container.register(ScopeLabel.self, name: "b") { _ in ScopeLabel(text: "b") }
    container.registerSync(InstanceProbe.self, retention: .weak) { _ in InstanceProbe(serial: 1) }
    container.register(ScopeLabel.self) { (_, count: Int) in ScopeLabel(text: "\(count)") }
    container.registerSync(ScopeLabel.self, name: "a", retention: .singleton) { _ in ScopeLabel(text: "a") }
    container.register(ScopeLabel.self, retention: .singleton) { _ in ScopeLabel(text: "unnamed") }

    let registrations = await container.registrations

    #expect(
      registrations.map(\.description) == [
        "InstanceProbe: weak, sync, not built",
        "ScopeLabel: singleton, async, not built",
        "ScopeLabel named \"a\": singleton, sync, not built",
        "ScopeLabel named \"b\": transient, async",
        "ScopeLabel(Int): transient, async",
      ])
    #expect(
      registrations.first
        == RegistrationInfo(
          type: "InstanceProbe", argument: nil, name: nil, lifetime: .weak, isSynchronous: true, hasInstance: false))
  }

  @Test("A singleton shows as built once resolved; a weak instance only while it is held")
  func builtInstancesShow() async throws {
    let container = Container()
    container.register(ScopeLabel.self, retention: .singleton) { _ in ScopeLabel(text: "async") }
    container.registerSync(ScopeLabel.self, name: "sync", retention: .singleton) { _ in ScopeLabel(text: "sync") }
    container.registerSync(InstanceProbe.self, retention: .weak) { _ in InstanceProbe(serial: 1) }

    _ = try await container.resolve(ScopeLabel.self)
    _ = try container.resolveSync(ScopeLabel.self, name: "sync")
    var held: InstanceProbe? = try container.resolveSync(InstanceProbe.self)
    #expect(await container.registrations.map(\.hasInstance) == [true, true, true])

    held = nil
    #expect(held == nil)
    #expect(await container.registrations.map(\.hasInstance) == [false, true, true])
  }

  @Test("A child lists its own registrations only")
  func childListsItsOwn() async {
    let parent = Container()
    parent.register(ScopeLabel.self) { _ in ScopeLabel(text: "parent") }
    let child = parent.makeChild()
    child.register(InstanceProbe.self) { _ in InstanceProbe(serial: 1) }

    #expect(await child.registrations.map(\.key) == ["InstanceProbe"])
  }
}
