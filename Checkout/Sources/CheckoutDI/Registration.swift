/// One registered factory, with how long its instances live.
///
/// Each registration gets a new `id`, so instances cached for a
/// registration that has since been replaced are never handed out.
struct Registration: Sendable {
  /// How long a registration's instances live, without the registered type.
  enum Lifetime: Sendable {
    case transient
    case singleton
    /// Shared while held; the closure makes the weak reference to an
    /// instance, or returns `nil` if the instance is not the registered class.
    case weak(@Sendable (any Sendable) -> WeakReference?)

    /// The lifetime without the weak reference's closure, for diagnostics.
    var kind: RegistrationInfo.Lifetime {
      switch self {
      case .transient: .transient
      case .singleton: .singleton
      case .weak: .weak
      }
    }
  }

  /// How a registration makes an instance, without the registered type.
  enum Factory: Sendable {
    /// An async factory; the second parameter is the resolution's argument,
    /// `()` for factories that take none.
    case async(@Sendable (Resolver, any Sendable) async throws -> any Sendable)
    /// A synchronous factory, usable by both `resolve` and `resolveSync`.
    case sync(@Sendable (Resolver) throws -> any Sendable)
  }

  /// Distinguishes this registration from earlier ones under the same key.
  let id: UInt64
  let lifetime: Lifetime
  let factory: Factory

  /// Whether the factory is synchronous.
  var isSynchronous: Bool {
    if case .sync = factory { return true }
    return false
  }

  /// Whether the container keeps the instances, strongly or weakly.
  var isShared: Bool {
    if case .transient = lifetime { return false }
    return true
  }

  /// What the container keeps of `instance`: nothing for transient
  /// registrations, the instance for singletons, a weak reference for weak ones.
  func keep(_ instance: any Sendable) -> SharedInstance? {
    switch lifetime {
    case .transient:
      return nil
    case .singleton:
      return SharedInstance(registrationID: id, storage: .strong(instance))
    case .weak(let makeReference):
      return makeReference(instance).map { SharedInstance(registrationID: id, storage: .weak($0)) }
    }
  }
}
