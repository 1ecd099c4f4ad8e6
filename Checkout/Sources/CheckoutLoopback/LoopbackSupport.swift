import Foundation

/// State behind a lock.
final class LoopbackLock<State>: @unchecked Sendable {
  // `@unchecked`: `state` is only reached under `lock`.
  private let lock = NSLock()
  private var state: State

  init(_ state: State) { self.state = state }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}

/// Runs async operations one at a time, in the order they arrive.
actor LoopbackGate {
  private var tail: Task<Void, Never>?

  func run<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let previous = tail
    let task = Task {
      await previous?.value
      return try await operation()
    }
    tail = Task { _ = try? await task.value }
    return try await task.value
  }

  func run(_ operation: @escaping @Sendable () async -> Void) async {
    _ = try? await run { () async throws -> Bool in
      await operation()
      return true
    }
  }
}

/// The port the listener bound, once it listens, or why it never will.
final class LoopbackStartup: Sendable {
  private let state = LoopbackLock<(result: Result<Int, any Error>?, waiters: [CheckedContinuation<Int, any Error>])>(
    (nil, []))

  func listening(on port: Int?) {
    resolve(port.map { .success($0) } ?? .failure(LoopbackBridgeError.cannotListen(host: "")))
  }

  func failed(_ error: any Error) { resolve(.failure(error)) }

  func port() async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
      let result = state.withLock { state -> Result<Int, any Error>? in
        if let result = state.result { return result }
        state.waiters.append(continuation)
        return nil
      }
      if let result { continuation.resume(with: result) }
    }
  }

  private func resolve(_ result: Result<Int, any Error>) {
    let waiters = state.withLock { state -> [CheckedContinuation<Int, any Error>] in
      guard state.result == nil else { return [] }
      state.result = result
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume(with: result) }
  }
}
