import Testing

@testable import CheckoutDI

@Suite("Container registrations")
struct ContainerRegistrationTests {
  @Test("Named registrations of one type are distinct from each other and from the unnamed one")
  func namedRegistrationsAreDistinct() async throws {
    let container = Container()
    container.register(ScopeLabel.self) { _ in ScopeLabel(text: "unnamed") }
    container.register(ScopeLabel.self, name: "primary") { _ in ScopeLabel(text: "primary") }
    container.register(ScopeLabel.self, name: "secondary") { _ in ScopeLabel(text: "secondary") }

    #expect(try await container.resolve(ScopeLabel.self).text == "unnamed")
    #expect(try await container.resolve(ScopeLabel.self, name: "primary").text == "primary")
    #expect(try await container.resolve(ScopeLabel.self, name: "secondary").text == "secondary")
  }

  @Test("Named singletons are separate instances")
  func namedSingletonsAreSeparate() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(InstanceProbe.self, name: "a", retention: .singleton) { _ in InstanceProbe(serial: calls.next())
    }
    container.register(InstanceProbe.self, name: "b", retention: .singleton) { _ in InstanceProbe(serial: calls.next())
    }

    let a = try await container.resolve(InstanceProbe.self, name: "a")
    let b = try await container.resolve(InstanceProbe.self, name: "b")

    #expect(a !== b)
    #expect(try await container.resolve(InstanceProbe.self, name: "a") === a)
    #expect(calls.value == 2)
  }

  @Test("A factory with a parameter gets each resolution's argument")
  func parameterizedFactoryGetsTheArgument() async throws {
    let container = Container()
    container.register(ScopeLabel.self, name: "prefix") { _ in ScopeLabel(text: "method") }
    container.register(ScopeLabel.self) { (resolver, method: ExampleMethod) in
      let prefix = try await resolver.resolve(ScopeLabel.self, name: "prefix")
      return ScopeLabel(text: "\(prefix.text):\(method)")
    }

    #expect(try await container.resolve(ScopeLabel.self, argument: ExampleMethod.ideal).text == "method:ideal")
    #expect(try await container.resolve(ScopeLabel.self, argument: ExampleMethod.dotpay).text == "method:dotpay")
  }

  @Test("The parameter's type is part of the registration")
  func parameterTypeIsPartOfTheKey() async throws {
    let container = Container()
    container.register(ScopeLabel.self) { (_, count: Int) in ScopeLabel(text: "\(count)") }

    #expect(try await container.resolve(ScopeLabel.self, argument: 3).text == "3")
    let error = await #expect(throws: DependencyError.self) {
      try await container.resolve(ScopeLabel.self, argument: "3")
    }
    #expect(error == .notRegistered(type: "ScopeLabel(String)", name: nil))
    await #expect(throws: DependencyError.notRegistered(type: "ScopeLabel", name: nil)) {
      try await container.resolve(ScopeLabel.self)
    }
  }

  @Test("A missing registration throws an error naming the type and the name")
  func missingRegistrationNamesTypeAndName() async throws {
    let container = Container()
    container.register(InstanceProbe.self) { _ in InstanceProbe(serial: 1) }

    let named = await #expect(throws: DependencyError.self) {
      try await container.resolve(InstanceProbe.self, name: "primary")
    }
    #expect(named == .notRegistered(type: "InstanceProbe", name: "primary"))
    #expect(named?.description == "No registration for InstanceProbe named \"primary\".")

    let unnamed = await #expect(throws: DependencyError.self) { try await container.resolve(ScopeLabel.self) }
    #expect(unnamed?.description == "No registration for ScopeLabel.")
  }

  @Test("A factory's error reaches the caller unchanged")
  func factoryErrorsPropagate() async throws {
    struct Unavailable: Error, Equatable {}
    let container = Container()
    container.register(ScopeLabel.self) { _ in throw Unavailable() }

    await #expect(throws: Unavailable()) { try await container.resolve(ScopeLabel.self) }
  }
}
