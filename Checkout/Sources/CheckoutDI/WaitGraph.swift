/// Which shared-instance creations are waiting for which others, so that a
/// wait that would close a loop throws instead of deadlocking.
///
/// Single-flight creation of singletons makes concurrent resolutions wait
/// for each other: if one task creates `A` and, inside `A`'s factory, waits
/// for `B`, while another task creates `B` and waits for `A`, neither task's
/// own chain repeats, yet both would wait forever. Before a resolution
/// waits for a creation, the container asks the graph whether that creation
/// already waits, directly or transitively, for a creation the waiting
/// resolution is part of; if so it throws ``DependencyError/cycle(_:)``.
///
/// An edge `from -> to` means "the creation of `from` waits for `to`"; it is
/// recorded by the innermost creation in the waiting resolution's chain.
/// Every creation started from within another one records an edge too, so
/// the graph covers the whole container. A container's graph needs no
/// edges from other containers: a parent's factories resolve only through
/// the parent, so waits never lead from a parent back into a child.
struct WaitGraph: Sendable {
  /// One wait. `steps` are the waiting chain's steps from `from` to its
  /// innermost step, so a cycle's full chain can be reported.
  struct Edge: Sendable {
    let id: UInt64
    let from: DependencyKey
    let to: DependencyKey
    let steps: [String]
  }

  private var edges: [Edge] = []
  private var nextID: UInt64 = 0

  /// Records that the resolution with `chain`, in `container`, is about to
  /// wait for the creation of `key`; `isCreating` tells which keys are being
  /// created in the container now.
  ///
  /// Returns the edge to remove when the wait ends, or `nil` if the chain
  /// is creating nothing in this container (then nothing can wait for it).
  /// Throws the cycle if the creation of `key` waits for one of the chain's.
  mutating func recordWait(
    for key: DependencyKey, by chain: [ResolutionStep], in container: ObjectIdentifier,
    isCreating: (DependencyKey) -> Bool
  ) throws(DependencyError) -> Edge? {
    let creations = chain.indices.filter { chain[$0].container == container && isCreating(chain[$0].key) }
    guard let innermost = creations.last else { return nil }
    let ownKeys = Set(creations.map { chain[$0].key })
    if let (target, route) = route(from: key, toAnyOf: ownKeys) {
      throw .cycle(chain.map(\.key.description) + route.flatMap(\.steps) + [target.description])
    }
    let edge = Edge(
      id: nextID, from: chain[innermost].key, to: key, steps: chain[innermost...].map(\.key.description))
    nextID += 1
    edges.append(edge)
    return edge
  }

  /// Removes a wait recorded by `recordWait`.
  mutating func remove(_ edge: Edge?) {
    guard let edge else { return }
    edges.removeAll { $0.id == edge.id }
  }

  /// The edges leading from `start` to the first of `targets` reached,
  /// breadth first, or `nil` if none is reachable.
  private func route(
    from start: DependencyKey, toAnyOf targets: Set<DependencyKey>
  ) -> (DependencyKey, [Edge])? {
    var routes: [DependencyKey: [Edge]] = [start: []]
    var queue = [start]
    var next = 0
    while next < queue.count {
      let key = queue[next]
      next += 1
      let route = routes[key] ?? []
      if targets.contains(key) { return (key, route) }
      for edge in edges where edge.from == key && routes[edge.to] == nil {
        routes[edge.to] = route + [edge]
        queue.append(edge.to)
      }
    }
    return nil
  }
}
