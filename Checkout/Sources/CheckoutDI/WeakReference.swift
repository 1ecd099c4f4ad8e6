/// A weak reference to a class instance that can cross concurrency domains.
///
/// It captures the instance weakly in a `@Sendable` closure, which keeps the
/// instance's static type (a `Sendable` class) without a mutable `weak var`.
struct WeakReference: Sendable {
  private let load: @Sendable () -> (any Sendable)?

  /// Refers to `object` without keeping it alive.
  init<Object: AnyObject & Sendable>(_ object: Object) {
    load = { [weak object] in object }
  }

  /// The instance, or `nil` once nothing else holds it.
  var value: (any Sendable)? { load() }
}
