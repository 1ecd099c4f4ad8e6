/// An instance a container keeps for a singleton or weak registration.
struct SharedInstance: Sendable {
  /// How the instance is held.
  enum Storage: Sendable {
    case strong(any Sendable)
    case weak(WeakReference)
  }

  /// The registration that created the instance.
  let registrationID: UInt64
  let storage: Storage

  /// The instance if it belongs to `registration` and is still alive.
  func value(for registration: Registration) -> (any Sendable)? {
    guard registrationID == registration.id else { return nil }
    switch storage {
    case .strong(let instance): return instance
    case .weak(let reference): return reference.value
    }
  }
}
