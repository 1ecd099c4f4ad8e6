import Testing

@testable import CheckoutDI

@Suite("Container retentions")
struct ContainerRetentionTests {
  @Test("A transient registration makes a new instance per resolution")
  func transientMakesDistinctInstances() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(InstanceProbe.self) { _ in InstanceProbe(serial: calls.next()) }

    let first = try await container.resolve(InstanceProbe.self)
    let second = try await container.resolve(InstanceProbe.self)

    #expect(first !== second)
    #expect([first.serial, second.serial] == [1, 2])
    #expect(calls.value == 2)
  }

  @Test("A singleton resolved from 50 tasks at once is created by exactly one factory call")
  func singletonIsCreatedOnceUnderConcurrency() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(InstanceProbe.self, retention: .singleton) { _ in
      let serial = calls.next()
      try await Task.sleep(for: .milliseconds(20))
      return InstanceProbe(serial: serial)
    }

    let probes = try await withThrowingTaskGroup(of: InstanceProbe.self) { group in
      for _ in 0..<50 {
        group.addTask { try await container.resolve(InstanceProbe.self) }
      }
      var probes: [InstanceProbe] = []
      for try await probe in group { probes.append(probe) }
      return probes
    }

    #expect(probes.count == 50)
    #expect(Set(probes.map(ObjectIdentifier.init)).count == 1)
    #expect(calls.value == 1)
    #expect(try await container.resolve(InstanceProbe.self) === probes[0])
    #expect(calls.value == 1)
  }

  @Test("A weak instance is shared while held and recreated after the last reference is released")
  func weakIsRecreatedAfterRelease() async throws {
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(InstanceProbe.self, retention: .weak) { _ in InstanceProbe(serial: calls.next()) }

    var first: InstanceProbe? = try await container.resolve(InstanceProbe.self)
    var second: InstanceProbe? = try await container.resolve(InstanceProbe.self)
    #expect(first === second)
    #expect(first?.serial == 1)

    first = nil
    var third: InstanceProbe? = try await container.resolve(InstanceProbe.self)
    #expect(third === second)
    #expect(calls.value == 1)

    second = nil
    third = nil
    let fourth = try await container.resolve(InstanceProbe.self)
    #expect(fourth.serial == 2)
    #expect(calls.value == 2)
  }

  @Test("A failed singleton creation is not kept: the next resolution calls the factory again")
  func failedSingletonIsRetried() async throws {
    struct Flaky: Error {}
    let calls = FactoryCallCounter()
    let container = Container()
    container.register(InstanceProbe.self, retention: .singleton) { _ in
      let serial = calls.next()
      if serial == 1 { throw Flaky() }
      return InstanceProbe(serial: serial)
    }

    await #expect(throws: Flaky.self) { try await container.resolve(InstanceProbe.self) }
    let probe = try await container.resolve(InstanceProbe.self)
    #expect(probe.serial == 2)
    #expect(try await container.resolve(InstanceProbe.self) === probe)
  }

  @Test("Registering again replaces the registration and forgets its singleton")
  func reRegisteringReplacesTheSingleton() async throws {
    let container = Container()
    container.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: 1) }
    let old = try await container.resolve(InstanceProbe.self)

    container.register(InstanceProbe.self, retention: .singleton) { _ in InstanceProbe(serial: 2) }
    let new = try await container.resolve(InstanceProbe.self)

    #expect(old.serial == 1)
    #expect(new.serial == 2)
    #expect(try await container.resolve(InstanceProbe.self) === new)
  }
}
