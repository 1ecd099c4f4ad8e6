import CheckoutDI

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
  /// Whether a new subscriber first gets the current state.
  private let replaysCurrent: Bool

  /// A broadcaster starting at `initial`. With `replaysCurrent` false it is
  /// a plain event stream: subscribers get only what is sent after they
  /// subscribe.
  init(_ initial: State, replaysCurrent: Bool = true) {
    storage = LockedState(Storage(state: initial))
    self.replaysCurrent = replaysCurrent
  }

  /// The current state.
  var value: State { storage.withLock { $0.state } }

  /// A stream of the current state (unless it doesn't replay), then every
  /// transition.
  func stream() -> AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
    let (id, finished) = storage.withLock { storage -> (Int, Bool) in
      let id = storage.nextID
      storage.nextID += 1
      // Under the lock, so no transition can come before the current state.
      if replaysCurrent { continuation.yield(storage.state) }
      if !storage.isFinished { storage.continuations[id] = continuation }
      return (id, storage.isFinished)
    }
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
    _ = transition { current in
      current = state
      return true
    }
  }

  /// Changes the state with `change` and yields the result, as one step:
  /// concurrent updates neither lose each other's changes nor arrive out
  /// of order.
  func update(_ change: (inout State) -> Void) {
    _ = transition { state in
      change(&state)
      return true
    }
  }

  /// Applies `change` if it returns `true`, atomically, and yields the new
  /// state; leaves the state alone when it returns `false` or the streams
  /// are finished. For check-and-set steps such as "submit unless already
  /// submitting".
  func transition(_ change: (inout State) -> Bool) -> Bool {
    storage.withLock { storage in
      guard !storage.isFinished else { return false }
      var state = storage.state
      guard change(&state) else { return false }
      storage.state = state
      // Yielded under the lock, so every subscriber sees the states in the
      // order they were set. Yielding never waits on a subscriber.
      for (_, continuation) in storage.continuations.sorted(by: { $0.key < $1.key }) {
        continuation.yield(state)
      }
      return true
    }
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
