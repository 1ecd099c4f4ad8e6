/// What a factory uses to resolve its own dependencies.
///
/// Factories receive a `Resolver` instead of the container so they can
/// resolve but not register. It resolves through the container that owns
/// the registration being created: a child's factories see the child's
/// registrations first, a parent's factories see only the parent's, so a
/// parent's singleton never captures a child's short-lived dependency. It
/// resolves in the same task as the factory, so the resolution chain, and
/// with it cycle detection, carries through.
package struct Resolver: Sendable {
  /// The container the factory's registration belongs to.
  let container: Container

  /// Resolves `type` under `name`; see ``Container/resolve(_:name:)``.
  package func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
    try await container.resolve(type, name: name)
  }

  /// Resolves `type` from a factory that takes `argument`; see
  /// ``Container/resolve(_:name:argument:)``.
  package func resolve<T: Sendable, Argument: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, argument: Argument
  ) async throws -> T {
    try await container.resolve(type, name: name, argument: argument)
  }

  /// Resolves a synchronous registration without suspending; see
  /// ``Container/resolveSync(_:name:)``.
  package func resolveSync<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) throws -> T {
    try container.resolveSync(type, name: name)
  }
}
