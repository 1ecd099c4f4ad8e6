import Foundation
import Testing

@testable import CheckoutDI

/// Serialized: `InjectedValues` keeps process-wide state, which these tests
/// reset and override.
@Suite("@Injected and InjectedValues", .serialized)
struct InjectedTests {
  init() {
    InjectedValues.resetAll()
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

  @Test("resolve reads what the static subscript reads")
  func resolveIsTheSubscriptsGet() {
    #expect(InjectedValues.resolve(\.exampleClock) === InjectedValues[\.exampleClock])
    let mock = ExampleClock(serial: -1)
    InjectedValues[\.exampleClock] = mock
    #expect(InjectedValues.resolve(\.exampleClock) === mock)
  }

  @Test("A process-wide override replaces the default until resetAll")
  func overrideAndResetAll() {
    let mock = ExampleClock(serial: -1)
    InjectedValues[\.exampleClock] = mock

    #expect(ClockUser().clock === mock)
    #expect(InjectedValues[\.exampleClock] === mock)

    InjectedValues.resetAll()
    let afterReset = ClockUser().clock
    #expect(afterReset !== mock)
    #expect(afterReset.serial == ExampleClockKey.defaultsCreated.value)
  }

  @Test("reset forgets one key's override and default, and nothing of other keys")
  func resetForgetsOneKey() {
    let firstDefault = InjectedValues.resolve(\.exampleClock)
    InjectedValues[\.selfReading] = 7
    InjectedValues[\.derived] = 5
    let slow = InjectedValues.resolve(\.slowClock)

    InjectedValues.reset(\.exampleClock)
    let secondDefault = InjectedValues.resolve(\.exampleClock)
    #expect(secondDefault !== firstDefault)
    #expect(secondDefault.serial == firstDefault.serial + 1)

    // `derived` and `selfReading` are both Ints: the reset finds the right one.
    InjectedValues.reset(\.derived)
    #expect(InjectedValues.resolve(\.derived) == -secondDefault.serial)
    #expect(InjectedValues.resolve(\.selfReading) == 7)
    #expect(InjectedValues.resolve(\.slowClock) === slow)
    #expect(InjectedValues.resolve(\.exampleClock) === secondDefault)

    let mock = ExampleClock(serial: -2)
    InjectedValues[\.exampleClock] = mock
    InjectedValues.reset(\.exampleClock)
    #expect(InjectedValues.resolve(\.exampleClock) !== mock)
  }

  @Test("reset of a key with nothing stored does nothing")
  func resetOfAnUnreadKey() {
    let before = ExampleClockKey.defaultsCreated.value
    InjectedValues.reset(\.exampleClock)
    #expect(ExampleClockKey.defaultsCreated.value == before)
  }

  @Test("withValue overrides for the operation and the tasks it creates, then restores")
  func scopedOverride() async {
    let global = InjectedValues.resolve(\.exampleClock)
    let mock = ExampleClock(serial: -3)

    let (direct, fromChildTask) = await InjectedValues.withValue(\.exampleClock, mock) {
      let childTask = Task { ClockUser().clock }
      return (ClockUser().clock, await childTask.value)
    }

    #expect(direct === mock)
    #expect(fromChildTask === mock)
    #expect(ClockUser().clock === global)
    #expect(InjectedValues.resolve(\.exampleClock) === global)
  }

  @Test("An @Injected made inside withValue keeps the override; one made outside never sees it")
  func injectedSeesTheScopeItWasMadeIn() async {
    let mock = ExampleClock(serial: -4)
    let outside = ClockUser()

    let inside = await InjectedValues.withValue(\.exampleClock, mock) {
      #expect(outside.clock !== mock)
      return ClockUser()
    }

    #expect(inside.clock === mock)
    #expect(outside.clock === InjectedValues.resolve(\.exampleClock))
  }

  @Test("withValues assigns several dependencies, or none, for the operation")
  func withValuesAssignsSeveral() async throws {
    struct Failure: Error, Equatable {}
    let mock = ExampleClock(serial: -5)

    let seen = await InjectedValues.withValues { values in
      values.exampleClock = mock
      values.derived = 42
    } operation: {
      (InjectedValues.resolve(\.exampleClock), InjectedValues.resolve(\.derived))
    }
    let unchanged = await InjectedValues.withValues { _ in
    } operation: {
      InjectedValues.resolve(\.exampleClock)
    }

    #expect(seen.0 === mock)
    #expect(seen.1 == 42)
    #expect(unchanged === InjectedValues.resolve(\.exampleClock))
    await #expect(throws: Failure()) {
      try await InjectedValues.withValue(\.derived, 1) { () async throws(Failure) in throw Failure() }
    }
  }

  @Test("A scoped override wins over a process-wide one")
  func scopedBeatsGlobal() async {
    let global = ExampleClock(serial: -6)
    let scoped = ExampleClock(serial: -7)
    InjectedValues[\.exampleClock] = global

    let inside = await InjectedValues.withValue(\.exampleClock, scoped) { ClockUser().clock }

    #expect(inside === scoped)
    #expect(ClockUser().clock === global)
  }

  @Test("Setting an @Injected replaces its value for that wrapper only")
  func settingInjectedIsLocal() {
    let original = ClockUser()
    let copyBefore = original
    var changed = original
    let replacement = ExampleClock(serial: -8)

    changed.clock = replacement
    let copyAfter = changed

    #expect(changed.clock === replacement)
    #expect(copyAfter.clock === replacement)
    #expect(original.clock !== replacement)
    #expect(copyBefore.clock === original.clock)
    #expect(InjectedValues.resolve(\.exampleClock) === original.clock)
    #expect(ClockUser().clock !== replacement)
  }

  @Test("A default read first by 64 threads at once is computed once", .timeLimit(.minutes(1)))
  func racingFirstReadsComputeTheDefaultOnce() {
    let before = SlowDefaultKey.defaultsCreated.value
    let seen = LockedState<Set<ObjectIdentifier>>([])

    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let clock = InjectedValues.resolve(\.slowClock)
      seen.withLock { _ = $0.insert(ObjectIdentifier(clock)) }
    }

    #expect(SlowDefaultKey.defaultsCreated.value == before + 1)
    #expect(seen.withLock { $0 } == [ObjectIdentifier(InjectedValues.resolve(\.slowClock))])
  }

  @Test("A default read first by 100 tasks at once is computed once", .timeLimit(.minutes(1)))
  func racingTasksComputeTheDefaultOnce() async {
    let before = SlowDefaultKey.defaultsCreated.value
    let users = (0..<100).map { _ in SlowClockUser() }

    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for user in users {
        group.addTask { ObjectIdentifier(user.clock) }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group { identities.insert(identity) }
      return identities
    }

    #expect(SlowDefaultKey.defaultsCreated.value == before + 1)
    #expect(identities.count == 1)
  }

  @Test("A default may read other defaults, also when both are read first at once", .timeLimit(.minutes(1)))
  func defaultsReadOtherDefaults() {
    let before = ExampleClockKey.defaultsCreated.value
    let derived = LockedState<Set<Int>>([])

    DispatchQueue.concurrentPerform(iterations: 32) { index in
      if index.isMultiple(of: 2) {
        _ = InjectedValues.resolve(\.exampleClock)
      } else {
        let value = InjectedValues.resolve(\.derived)
        derived.withLock { _ = $0.insert(value) }
      }
    }

    #expect(ExampleClockKey.defaultsCreated.value == before + 1)
    #expect(derived.withLock { $0 } == [-InjectedValues.resolve(\.exampleClock).serial])
  }

  @Test("A default that reads itself is computed again instead of waiting for itself", .timeLimit(.minutes(1)))
  func selfReadingDefaultDoesNotDeadlock() {
    #expect(InjectedValues.resolve(\.selfReading) == 2)
    #expect(InjectedValues.resolve(\.selfReading) == 2)
  }

  @Test("One @Injected read from 100 tasks at once yields one instance")
  func concurrentInjectedAccess() async {
    let user = ClockUser()

    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for index in 0..<100 {
        group.addTask {
          if index.isMultiple(of: 10) { _ = InjectedValues.resolve(\.exampleClock) }
          return ObjectIdentifier(user.clock)
        }
      }
      var identities: Set<ObjectIdentifier> = []
      for await identity in group { identities.insert(identity) }
      return identities
    }

    #expect(identities == [ObjectIdentifier(user.clock)])
    #expect(user.clock === InjectedValues.resolve(\.exampleClock))
  }

  @Test("Concurrent overrides, resets and reads are free of data races")
  func concurrentOverridesAndReads() async {
    let mock = ExampleClock(serial: -9)

    let serials = await withTaskGroup(of: Int.self) { group in
      for index in 0..<100 {
        group.addTask {
          switch index % 5 {
          case 0: InjectedValues[\.exampleClock] = mock
          case 1: InjectedValues.resetAll()
          case 2: InjectedValues.reset(\.exampleClock)
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
    #expect(serials.allSatisfy { $0 == -9 || $0 > 0 })
  }
}

/// A type that injects the slow example dependency.
private struct SlowClockUser: Sendable {
  @Injected(\.slowClock) var clock: ExampleClock
}
