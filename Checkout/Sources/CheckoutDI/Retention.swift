/// How long the instances a registration creates live.
///
/// - `transient`: every resolution calls the factory and gets a new instance.
/// - `singleton`: the first resolution calls the factory; the container
///   keeps that instance and hands it to every later resolution.
/// - `weak`: like `singleton` while anyone holds the instance; the container
///   keeps only a weak reference, so once the last strong reference goes
///   away the next resolution creates a new one. Only classes can be weak,
///   which the compiler checks: `.weak` exists only where `Value` is a class.
///
/// The type is generic over the registered type only so that `.weak` can be
/// restricted to classes.
package struct Retention<Value: Sendable>: Sendable {
  /// The type-erased lifetime the container stores.
  let lifetime: Registration.Lifetime

  /// A new instance per resolution.
  package static var transient: Self { Self(lifetime: .transient) }

  /// One instance, created on the first resolution and kept by the container.
  package static var singleton: Self { Self(lifetime: .singleton) }
}

extension Retention where Value: AnyObject {
  /// One instance shared while someone holds it, recreated after release.
  package static var weak: Self {
    Self(lifetime: .weak { instance in (instance as? Value).map { WeakReference($0) } })
  }
}
