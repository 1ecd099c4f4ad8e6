/// One registration of a container, as its diagnostics describe it: what
/// is registered, how long its instances live, and whether the container
/// holds one now.
///
/// `description` reads as one line of a report:
///
/// ```
/// DefaultCheckoutScope: singleton, async, built
/// ScopeLabel named "primary": transient, sync
/// Report(Int): transient, async
/// ```
struct RegistrationInfo: Sendable, Hashable, CustomStringConvertible {
  /// How long the registration's instances live; see ``Retention``.
  enum Lifetime: String, Sendable, Hashable {
    case transient
    case singleton
    case weak
  }

  /// The registered type as written in source, without its module.
  let type: String
  /// The parameter's type, for a factory that takes one.
  let argument: String?
  /// The registration's name, if it has one.
  let name: String?
  let lifetime: Lifetime
  /// Whether the factory is synchronous, so that `resolveSync` can resolve it.
  let isSynchronous: Bool
  /// Whether the container holds an instance now: a singleton that was
  /// built, or a weak instance that is still alive. Always `false` for a
  /// transient registration.
  let hasInstance: Bool

  /// The type, the parameter type and the name, as errors write them:
  /// `Service`, `Report(Int)`, `Service named "primary"`.
  var key: String {
    let type = argument.map { "\(self.type)(\($0))" } ?? self.type
    return name.map { "\(type) named \"\($0)\"" } ?? type
  }

  var description: String {
    var facts = [lifetime.rawValue, isSynchronous ? "sync" : "async"]
    if lifetime != .transient { facts.append(hasInstance ? "built" : "not built") }
    return "\(key): \(facts.joined(separator: ", "))"
  }
}
