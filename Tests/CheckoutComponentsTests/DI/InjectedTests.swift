import Testing

@testable import CheckoutComponents

/// Serialized: `InjectedValues` keeps process-wide state, which these tests
/// reset and override.
@Suite("@Injected and InjectedValues", .serialized)
struct InjectedTests {
  init() {
    InjectedValues.reset()
  }

  @Test("@Injected reads nothing until first access, then keeps the value")
  func injectedIsLazy() {
    let before = ExampleClockKey.defaultsCreated.value
    let user = ClockUser()
    #expect(ExampleClockKey.defaultsCreated.value == before)

    let clock = user.clock
    #expect(ExampleClockKey.defaultsCreated.value == before + 1)
    #expect(clock.serial == before + 1)
    #expect(user.clock === clock)
    #expect(ClockUser().clock === clock)
    #expect(ExampleClockKey.defaultsCreated.value == before + 1)
  }

  @Test("A process-wide override replaces the default until reset")
  func overrideAndReset() {
    let mock = ExampleClock(serial: -1)
    InjectedValues[\.exampleClock] = mock

    #expect(ClockUser().clock === mock)
    #expect(InjectedValues[ExampleClockKey.self] === mock)
    #expect(InjectedValues[\.exampleClock] === mock)

    InjectedValues.reset()
    let afterReset = ClockUser().clock
    #expect(afterReset !== mock)
    #expect(afterReset.serial == ExampleClockKey.defaultsCreated.value)
  }

  @Test("Setting through the key subscript overrides too")
  func overrideThroughKeySubscript() {
    let mock = ExampleClock(serial: -2)
    InjectedValues[ExampleClockKey.self] = mock

    #expect(ClockUser().clock === mock)
    InjectedValues.reset()
    #expect(ClockUser().clock !== mock)
  }

  @Test("withValue overrides for the operation and the tasks it creates, then restores")
  func scopedOverride() async {
    let global = InjectedValues[ExampleClockKey.self]
    let mock = ExampleClock(serial: -3)

    let (direct, fromChildTask) = await InjectedValues.withValue(\.exampleClock, mock) {
      let childTask = Task { ClockUser().clock }
      return (ClockUser().clock, await childTask.value)
    }

    #expect(direct === mock)
    #expect(fromChildTask === mock)
    #expect(ClockUser().clock === global)
    #expect(InjectedValues[ExampleClockKey.self] === global)
  }

  @Test("A scoped override wins over a process-wide one")
  func scopedBeatsGlobal() async {
    let global = ExampleClock(serial: -4)
    let scoped = ExampleClock(serial: -5)
    InjectedValues[\.exampleClock] = global

    let inside = await InjectedValues.withValue(\.exampleClock, scoped) { ClockUser().clock }

    #expect(inside === scoped)
    #expect(ClockUser().clock === global)
  }

  @Test("One @Injected read from 100 tasks at once yields one instance")
  func concurrentInjectedAccess() async {
    let user = ClockUser()

    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for index in 0..<100 {
        group.addTask {
          if index.isMultiple(of: 10) { _ = InjectedValues[ExampleClockKey.self] }
          return ObjectIdentifier(user.clock)
        }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group { identities.insert(identity) }
      return identities
    }

    #expect(identities == [ObjectIdentifier(user.clock)])
    #expect(user.clock === InjectedValues[ExampleClockKey.self])
  }

  @Test("Concurrent overrides, resets and reads are free of data races")
  func concurrentOverridesAndReads() async {
    let mock = ExampleClock(serial: -6)

    let serials = await withTaskGroup(of: Int.self) { group in
      for index in 0..<100 {
        group.addTask {
          switch index % 4 {
          case 0: InjectedValues[\.exampleClock] = mock
          case 1: InjectedValues.reset()
          default: break
          }
          return ClockUser().clock.serial
        }
      }
      var serials: [Int] = []
      for await serial in group { serials.append(serial) }
      return serials
    }

    #expect(serials.count == 100)
    #expect(serials.allSatisfy { $0 == -6 || $0 > 0 })
  }
}
