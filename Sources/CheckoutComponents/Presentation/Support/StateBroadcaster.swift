/// Holds a scope's current state and hands each subscriber an `AsyncStream`
/// that yields the state at subscription and then every transition, in
/// order. Subscribers that go away are dropped; `finish()` ends every stream.
final class StateBroadcaster<State: Sendable>: Sendable {
  private struct Storage {
    var state: State
    var continuations: [Int: AsyncStream<State>.Continuation] = [:]
    var nextID = 0
    var isFinished = false
  }

  private let storage: LockedState<Storage>

  init(_ initial: State) {
    storage = LockedState(Storage(state: initial))
  }

  /// The current state.
  var value: State { storage.withLock { $0.state } }

  /// A stream of the current state, then every transition.
  func stream() -> AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
    let (id, current, finished) = storage.withLock { storage -> (Int, State, Bool) in
      let id = storage.nextID
      storage.nextID += 1
      if !storage.isFinished { storage.continuations[id] = continuation }
      return (id, storage.state, storage.isFinished)
    }
    continuation.yield(current)
    if finished {
      continuation.finish()
    } else {
      continuation.onTermination = { [weak self] _ in
        self?.storage.withLock { _ = $0.continuations.removeValue(forKey: id) }
      }
    }
    return stream
  }

  /// Sets the state and yields it to every subscriber.
  func send(_ state: State) {
    let continuations = storage.withLock { storage -> [AsyncStream<State>.Continuation] in
      guard !storage.isFinished else { return [] }
      storage.state = state
      return storage.continuations.sorted { $0.key < $1.key }.map(\.value)
    }
    for continuation in continuations { continuation.yield(state) }
  }

  /// Changes the state with `change` and yields the result.
  func update(_ change: (inout State) -> Void) {
    var state = value
    change(&state)
    send(state)
  }

  /// Ends every stream; later subscribers get the last state and an end.
  func finish() {
    let continuations = storage.withLock { storage -> [AsyncStream<State>.Continuation] in
      storage.isFinished = true
      defer { storage.continuations = [:] }
      return Array(storage.continuations.values)
    }
    for continuation in continuations { continuation.finish() }
  }
}
