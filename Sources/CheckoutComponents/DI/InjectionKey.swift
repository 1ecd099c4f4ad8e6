/// A key for a dependency in ``InjectedValues``, with the value used when
/// nothing overrides it.
///
/// Declare one key per dependency, and a computed property on
/// ``InjectedValues`` that reads and writes it through the instance
/// subscript, as SwiftUI's environment keys do:
///
/// ```swift
/// private enum ClockKey: InjectionKey {
///   static var defaultValue: any Clock { SystemClock() }
/// }
///
/// extension InjectedValues {
///   var clock: any Clock {
///     get { self[ClockKey.self] }
///     set { self[ClockKey.self] = newValue }
///   }
/// }
/// ```
///
/// Write the property with `self[...]`, not `Self[...]`: scoped overrides
/// work by setting the property on a scratch instance.
protocol InjectionKey {
  /// The dependency's type.
  associatedtype Value: Sendable

  /// The dependency when nothing overrides it. Read lazily, at the first
  /// access, and then kept until ``InjectedValues/reset()``.
  static var defaultValue: Value { get }
}
