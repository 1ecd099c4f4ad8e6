/// How many rows of each kind a sandbox's database holds, as ``SandboxServer/storageCounts()``
/// reports them: what purging leaves behind.
public struct SandboxStorageCounts: Sendable, Equatable {
  /// Client sessions.
  public var sessions: Int
  /// Card tokens, used or not.
  public var tokens: Int
  /// Payments, settled or pending.
  public var payments: Int

  /// Counts of each kind.
  public init(sessions: Int, tokens: Int, payments: Int) {
    self.sessions = sessions
    self.tokens = tokens
    self.payments = payments
  }
}
