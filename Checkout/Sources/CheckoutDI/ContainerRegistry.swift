/// A container's registrations, and the state of its synchronous shared
/// instances, kept behind the container's lock.
///
/// Everything here is reached from nonisolated code: registering,
/// `resolveSync`, and looking up a registration before an async resolution.
/// Each access holds the lock only for a dictionary read or write; no
/// factory ever runs while it is held.
struct ContainerRegistry: Sendable {
  /// The registrations, by key.
  private(set) var registrations: [DependencyKey: Registration] = [:]
  /// Singleton and weak instances of synchronous registrations.
  var instances: [DependencyKey: SharedInstance] = [:]
  /// Synchronous shared instances whose factories are running.
  var creating: Set<DependencyKey> = []
  /// Which synchronous creations wait for which.
  var waits = WaitGraph()
  private var gates: [DependencyKey: CreationGate] = [:]
  private var nextID: UInt64 = 0

  /// Registers `factory` under `key`, replacing any earlier registration
  /// and forgetting the instance it kept.
  mutating func add(_ key: DependencyKey, lifetime: Registration.Lifetime, factory: Registration.Factory) {
    registrations[key] = Registration(id: nextID, lifetime: lifetime, factory: factory)
    nextID += 1
    instances[key] = nil
  }

  /// Prepares the resolution with `chain` to take the creation gate of
  /// `key`: returns the gate and the recorded wait, or throws the cycle
  /// that waiting would close.
  mutating func prepareWait(
    for key: DependencyKey, by chain: [ResolutionStep], in container: ObjectIdentifier
  ) throws(DependencyError) -> (CreationGate, WaitGraph.Edge?) {
    let gate = gates[key] ?? CreationGate()
    gates[key] = gate
    let creating = creating
    let edge = try waits.recordWait(for: key, by: chain, in: container) { creating.contains($0) }
    return (gate, edge)
  }
}
