/// Why a container could not resolve a dependency.
enum DependencyError: Error, Equatable, CustomStringConvertible {
  /// A resolution needed a registration that is already being resolved
  /// further up the same chain, directly or through a concurrent
  /// resolution it would have to wait for. The chain lists every step from
  /// the first resolved dependency to the repeated one, which comes last:
  /// `["A", "B", "A"]`.
  case cycle([String])
  /// Neither the container nor any of its parents has a registration of
  /// `type` under `name`. A `type` with a parameter type in parentheses,
  /// like `Report(Int)`, names a factory that takes a parameter.
  case notRegistered(type: String, name: String?)
  /// `resolveSync` reached a registration whose factory is `async`.
  case requiresAsyncResolution(type: String, name: String?)
  /// A registration produced a value of another type than the one it was
  /// registered for. The container's typed API prevents this; it exists so
  /// that a broken invariant throws instead of crashing.
  case typeMismatch(expected: String, actual: String)

  var description: String {
    switch self {
    case .cycle(let chain):
      "Dependency cycle: \(chain.joined(separator: " -> "))."
    case .notRegistered(let type, let name):
      "No registration for \(Self.describe(type, name))."
    case .requiresAsyncResolution(let type, let name):
      "\(Self.describe(type, name)) has an async factory; resolve it with resolve(_:name:), not resolveSync."
    case .typeMismatch(let expected, let actual):
      "The registration for \(expected) produced a \(actual)."
    }
  }

  /// Builds the error for a key that has no registration.
  static func notRegistered(_ key: DependencyKey) -> Self {
    .notRegistered(type: key.typeWithArgument, name: key.name)
  }

  /// Builds the error for a key whose factory is async.
  static func requiresAsyncResolution(_ key: DependencyKey) -> Self {
    .requiresAsyncResolution(type: key.typeWithArgument, name: key.name)
  }

  private static func describe(_ type: String, _ name: String?) -> String {
    name.map { "\(type) named \"\($0)\"" } ?? type
  }
}
