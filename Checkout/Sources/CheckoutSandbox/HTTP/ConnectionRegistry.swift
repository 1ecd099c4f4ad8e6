import NIOCore

/// The connections a server has answered on, so stopping can close them all at once.
///
/// ``SandboxServer/stop()`` closes every connection here, as a process that dies would: a client
/// waiting on an answer sees its connection closed, not a response. A connection leaves the
/// registry when it closes; one that arrives after the registry closed is closed at once.
final class ConnectionRegistry: Sendable {
  private struct State {
    var channels: [ObjectIdentifier: any Channel] = [:]
    var isClosed = false
  }

  private let state = LockedValue(State())

  /// Remembers a connection until it closes.
  func track(_ channel: any Channel) {
    let id = ObjectIdentifier(channel)
    let isNew = state.withLock { state -> Bool? in
      if state.isClosed { return nil }
      if state.channels[id] != nil { return false }
      state.channels[id] = channel
      return true
    }
    switch isNew {
    case nil:
      channel.close(mode: .all, promise: nil)
    case true?:
      channel.closeFuture.whenComplete { [weak self] _ in
        self?.state.withLock { state in state.channels[id] = nil }
      }
    case false?:
      break
    }
  }

  /// Closes every connection, and every one tracked from now on.
  func closeAll() {
    let channels = state.withLock { state -> [any Channel] in
      state.isClosed = true
      defer { state.channels = [:] }
      return Array(state.channels.values)
    }
    for channel in channels {
      channel.close(mode: .all, promise: nil)
    }
  }
}
