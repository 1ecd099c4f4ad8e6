@testable import CheckoutComponents

/// The dependency the `@Injected` tests inject: a class, so tests can
/// compare identities.
final class ExampleClock: Sendable {
  let serial: Int

  init(serial: Int) {
    self.serial = serial
  }
}

/// The example key: each read of its default creates a new clock and counts it.
enum ExampleClockKey: InjectionKey {
  /// How many default clocks were created.
  static let defaultsCreated = FactoryCallCounter()

  static var defaultValue: ExampleClock { ExampleClock(serial: defaultsCreated.next()) }
}

extension InjectedValues {
  /// The example dependency.
  var exampleClock: ExampleClock {
    get { self[ExampleClockKey.self] }
    set { self[ExampleClockKey.self] = newValue }
  }
}

/// A type that injects the example dependency.
struct ClockUser: Sendable {
  @Injected(\.exampleClock) var clock: ExampleClock
}
