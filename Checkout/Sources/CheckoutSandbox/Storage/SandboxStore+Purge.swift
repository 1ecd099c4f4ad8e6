import Foundation
import GRDB

/// What one purge deleted or settled.
struct PurgeResult: Sendable, Equatable {
  /// Expired card tokens deleted.
  var tokens = 0
  /// Pending payments settled as cancelled.
  var abandonedPayments = 0
  /// Expired sessions without payments deleted.
  var sessions = 0
}

extension SandboxStore {
  /// Deletes what ``SandboxRetention`` says nobody can use any more, as of `now`, in one write
  /// transaction; settled payments and the sessions they belong to stay.
  func purge(now: Date, retention: SandboxRetention) async throws -> PurgeResult {
    // Bound as `Date`s, in the records' own stored form.
    let abandonedBefore = now.addingTimeInterval(-retention.abandonedActionAge.timeInterval)
    let expiredBefore = now.addingTimeInterval(-retention.expiredSessionAge.timeInterval)
    let cancelled = ActionDecision.cancel.settlement(actionType: nil)
    return try await queue.write { db in
      var result = PurgeResult()
      try db.execute(sql: "DELETE FROM tokens WHERE expires_at <= ?", arguments: [now])
      result.tokens = db.changesCount
      try db.execute(
        sql: "UPDATE payments SET status = ?, decline_code = ? WHERE status = 'pending' AND created_at <= ?",
        arguments: [cancelled.status, cancelled.declineCode, abandonedBefore])
      result.abandonedPayments = db.changesCount
      try db.execute(
        sql: """
          DELETE FROM sessions WHERE expires_at <= ?
          AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.session_id = sessions.id)
          """,
        arguments: [expiredBefore])
      result.sessions = db.changesCount
      return result
    }
  }

  /// How many sessions, card tokens and payments the database holds.
  func counts() async throws -> (sessions: Int, tokens: Int, payments: Int) {
    try await queue.read { db in
      (
        try StoredSession.fetchCount(db), try StoredCardToken.fetchCount(db), try StoredPayment.fetchCount(db)
      )
    }
  }
}
