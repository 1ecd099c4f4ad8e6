import Testing

@testable import CheckoutDI

@Suite("Container health check")
struct ContainerHealthCheckTests {
  @Test("A broken container reports the exact failure of each registration, and every cycle's path")
  func brokenContainerReportsEachProblem() async throws {
    struct Unavailable: Error, CustomStringConvertible {
      var description: String { "The service is unavailable." }
    }
    let container = Container()
    container.register(CycleA.self) { resolver in
      _ = try await resolver.resolve(CycleB.self)
      return CycleA()
    }
    container.register(CycleB.self, retention: .singleton) { resolver in
      _ = try await resolver.resolve(CycleA.self)
      return CycleB()
    }
    container.register(CycleRoot.self) { resolver in
      _ = try await resolver.resolve(ScopeLabel.self, name: "missing")
      return CycleRoot()
    }
    container.register(InstanceProbe.self, retention: .singleton) { _ in throw Unavailable() }
    container.registerSync(ScopeLabel.self) { resolver in try resolver.resolveSync(ScopeLabel.self, name: "remote") }
    container.register(ScopeLabel.self, name: "remote") { _ in ScopeLabel(text: "remote") }
    container.register(ScopeLabel.self) { (_, count: Int) in ScopeLabel(text: "\(count)") }

    let report = await container.healthCheck()

    #expect(
      report.entries == [
        .init(key: "CycleA", outcome: .cycle(["CycleA", "CycleB", "CycleA"])),
        .init(key: "CycleB", outcome: .cycle(["CycleB", "CycleA", "CycleB"])),
        .init(key: "CycleRoot", outcome: .failed("No registration for ScopeLabel named \"missing\".")),
        .init(key: "InstanceProbe", outcome: .failed("The service is unavailable.")),
        .init(
          key: "ScopeLabel",
          outcome: .failed(
            "ScopeLabel named \"remote\" has an async factory; resolve it with resolve(_:name:), not resolveSync.")),
        .init(key: "ScopeLabel named \"remote\"", outcome: .resolved),
        .init(key: "ScopeLabel(Int)", outcome: .needsArgument),
      ])
    #expect(!report.isHealthy)
    #expect(report.problems.map(\.key) == ["CycleA", "CycleB", "CycleRoot", "InstanceProbe", "ScopeLabel"])
    #expect(report.outcome(of: "CycleB") == .cycle(["CycleB", "CycleA", "CycleB"]))
    #expect(
      report.description == """
        CycleA: Dependency cycle: CycleA -> CycleB -> CycleA.
        CycleB: Dependency cycle: CycleB -> CycleA -> CycleB.
        CycleRoot: No registration for ScopeLabel named "missing".
        InstanceProbe: The service is unavailable.
        ScopeLabel: ScopeLabel named "remote" has an async factory; resolve it with resolve(_:name:), not resolveSync.
        ScopeLabel named "remote": resolved
        ScopeLabel(Int): not checked, the factory takes an argument
        """)
  }

  @Test("The check leaves no failed singleton behind, and builds a healthy one once")
  func checkLeavesNoHalfBuiltSingletons() async throws {
    struct Flaky: Error {}
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(ScopeLabel.self, retention: .singleton) { _ in
      _ = calls.next()
      return ScopeLabel(text: "built")
    }
    container.registerSync(InstanceProbe.self, retention: .singleton) { _ in throw Flaky() }

    _ = await container.healthCheck()
    let report = await container.healthCheck()

    #expect(report.outcome(of: "ScopeLabel") == .resolved)
    #expect(report.outcome(of: "InstanceProbe") == .failed(String(describing: Flaky())))
    #expect(calls.value == 1)
    #expect(await container.registrations.map(\.hasInstance) == [false, true])
  }
}
