/// One step of a resolution in progress: a container running the factory
/// of the registration under `key`.
///
/// The container is part of the step because a child container may
/// override a registration its parent's factories also resolve: the child's
/// `A` resolving the parent's `A` is not a cycle.
struct ResolutionStep: Hashable, Sendable {
  let container: ObjectIdentifier
  let key: DependencyKey
}
