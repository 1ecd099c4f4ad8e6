/// Tells ``SandboxServer/start()`` that the listening socket is bound (with its port), or that
/// the server failed before it was.
final class StartupSignal: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Int, any Error>?)
    case finished(Result<Int, SandboxServerError>)
  }

  private let state = LockedValue(State.waiting(nil))

  /// The server listens on `port`.
  func listening(on port: Int) {
    finish(.success(port))
  }

  /// The server stopped, or never started, because of `error`.
  func fail(_ error: SandboxServerError) {
    finish(.failure(error))
  }

  /// The port, once the server listens; the error if it failed first.
  func port() async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
      let result = state.withLock { state -> Result<Int, SandboxServerError>? in
        switch state {
        case .waiting:
          state = .waiting(continuation)
          return nil
        case .finished(let result):
          return result
        }
      }
      if let result { continuation.resume(with: result) }
    }
  }

  private func finish(_ result: Result<Int, SandboxServerError>) {
    let waiting = state.withLock { state -> CheckedContinuation<Int, any Error>?? in
      guard case .waiting(let continuation) = state else { return nil }
      state = .finished(result)
      return .some(continuation)
    }
    if case .some(.some(let continuation)) = waiting {
      continuation.resume(with: result)
    }
  }
}
