/// A key for a dependency in ``InjectedValues``, with the value used when
/// nothing overrides it.
///
/// Declare one key per dependency, and a computed property on
/// ``InjectedValues`` that reads and writes it through the instance
/// subscript, as SwiftUI's environment keys do:
///
/// ```swift
/// private enum ClockKey: InjectionKey {
///   static var defaultValue: @Sendable () -> Date { { Date() } }
/// }
///
/// extension InjectedValues {
///   var clock: @Sendable () -> Date {
///     get { self[ClockKey.self] }
///     set { self[ClockKey.self] = newValue }
///   }
/// }
/// ```
///
/// Write the property with `self[...]`, not `Self[...]`: scoped overrides
/// work by setting the property on a scratch instance.
package protocol InjectionKey {
  /// The dependency's type.
  associatedtype Value: Sendable

  /// The dependency when nothing overrides it. Computed at the first
  /// access, once, and then kept until ``InjectedValues/reset(_:)`` or
  /// ``InjectedValues/resetAll()``. It may read other injected values, as
  /// long as no default reads itself through them.
  static var defaultValue: Value { get }
}
