import Foundation

@testable import CheckoutDI

/// The dependency the `@Injected` tests inject: a class, so tests can
/// compare identities.
final class ExampleClock: Sendable {
  let serial: Int

  init(serial: Int) {
    self.serial = serial
  }
}

/// The example key: each computation of its default creates a new clock
/// and counts it.
enum ExampleClockKey: InjectionKey {
  /// How many default clocks were created.
  static let defaultsCreated = FactoryCallCounter()

  static var defaultValue: ExampleClock { ExampleClock(serial: defaultsCreated.next()) }
}

/// A key whose default is slow to compute and counts its computations, for
/// racing first reads.
enum SlowDefaultKey: InjectionKey {
  static let defaultsCreated = FactoryCallCounter()

  static var defaultValue: ExampleClock {
    let serial = defaultsCreated.next()
    Thread.sleep(forTimeInterval: 0.05)
    return ExampleClock(serial: serial)
  }
}

/// A key whose default reads another key's: the example clock's serial,
/// negated.
enum DerivedKey: InjectionKey {
  static var defaultValue: Int { -InjectedValues.resolve(\.exampleClock).serial }
}

/// A key whose default reads itself once, through `InjectedValues`, before
/// answering: a cycle among defaults, cut short by `depth`.
enum SelfReadingKey: InjectionKey {
  @TaskLocal static var depth = 0

  static var defaultValue: Int {
    guard depth == 0 else { return 1 }
    return $depth.withValue(1) { InjectedValues.resolve(\.selfReading) + 1 }
  }
}

extension InjectedValues {
  /// The example dependency.
  var exampleClock: ExampleClock {
    get { self[ExampleClockKey.self] }
    set { self[ExampleClockKey.self] = newValue }
  }

  /// The slow example dependency.
  var slowClock: ExampleClock {
    get { self[SlowDefaultKey.self] }
    set { self[SlowDefaultKey.self] = newValue }
  }

  /// The dependency derived from the example clock.
  var derived: Int {
    get { self[DerivedKey.self] }
    set { self[DerivedKey.self] = newValue }
  }

  /// The dependency whose default reads itself.
  var selfReading: Int {
    get { self[SelfReadingKey.self] }
    set { self[SelfReadingKey.self] = newValue }
  }
}

/// A type that injects the example dependency.
struct ClockUser: Sendable {
  @Injected(\.exampleClock) var clock: ExampleClock
}
