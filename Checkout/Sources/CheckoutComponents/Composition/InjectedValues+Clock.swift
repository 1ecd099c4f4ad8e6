import CheckoutDI
import Foundation

/// The key of ``InjectedValues/clock``.
private enum ClockKey: InjectionKey {
  static var defaultValue: @Sendable () -> Date { { Date() } }
}

extension InjectedValues {
  /// What time it is: the system's clock unless a test fixes it. Card
  /// expiry dates are judged against it.
  ///
  /// ```swift
  /// let rules = await InjectedValues.withValue(\.clock, { june2025 }) {
  ///   ValidationRulesFactory(configuration: configuration)
  /// }
  /// ```
  var clock: @Sendable () -> Date {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}
