import Foundation
import GRDB

/// The sandbox's storage: sessions, card tokens and payments in one SQLite database.
///
/// Writes go through one `DatabaseQueue`, so each transaction sees the ones before it whole; the
/// idempotency rules rely on that, and on the unique `(session_id, idempotency_key)` index when
/// another process shares the file.
final class SandboxStore: Sendable {
  /// The database; every access goes through it, in this file and its extensions.
  let queue: DatabaseQueue

  /// Opens the database at `path`, or an in-memory one when nil, and migrates it.
  init(path: String?) throws {
    queue = try SandboxDatabase.open(path: path)
  }

  /// Closes the database; later calls fail.
  func close() throws {
    try queue.close()
  }

  // MARK: Sessions

  func insert(_ session: StoredSession) async throws {
    try await queue.write { db in try session.insert(db) }
  }

  /// The session a client token belongs to, expired or not.
  func session(clientToken: String) async throws -> StoredSession? {
    try await queue.read { db in
      try StoredSession.filter(Column("client_token") == clientToken).fetchOne(db)
    }
  }

  // MARK: Card tokens

  func insert(_ token: StoredCardToken) async throws {
    try await queue.write { db in try token.insert(db) }
  }

  // MARK: Payments

  /// Creates a payment once per idempotency key of a session.
  ///
  /// In one transaction: a payment already made with the key is replayed when its request had the
  /// same fingerprint, and refused with ``StoreError/idempotencyKeyReused`` otherwise; only then is
  /// the card token (if any) consumed, and the payment `build` returns inserted. A token that is
  /// unknown to the session, used or expired is ``StoreError/tokenUnavailable``. Anything `build`
  /// throws rolls the transaction back, the token's consumption included.
  func createPayment(
    sessionID: String,
    idempotencyKey: String,
    fingerprint: String,
    cardToken: String?,
    now: Date,
    build: @escaping @Sendable (StoredCardToken?) throws -> StoredPayment
  ) async throws -> PaymentCreation {
    let attempt = { @Sendable (db: Database) throws -> PaymentCreation in
      if let existing =
        try StoredPayment
        .filter(Column("session_id") == sessionID && Column("idempotency_key") == idempotencyKey)
        .fetchOne(db)
      {
        guard existing.requestFingerprint == fingerprint else { throw StoreError.idempotencyKeyReused }
        return .replayed(existing)
      }
      var token: StoredCardToken?
      if let cardToken {
        guard var stored = try StoredCardToken.fetchOne(db, key: cardToken),
          stored.sessionId == sessionID, stored.usedAt == nil, stored.expiresAt > now
        else { throw StoreError.tokenUnavailable }
        stored.usedAt = now
        try stored.update(db)
        token = stored
      }
      let payment = try build(token)
      try payment.insert(db)
      return .created(payment)
    }
    do {
      return try await queue.write(attempt)
    } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
      // Another writer on the same file inserted the key first: read its payment this time.
      return try await queue.write(attempt)
    }
  }

  /// A payment of a session; nil when the id is unknown or belongs to another session.
  func payment(id: String, sessionID: String) async throws -> StoredPayment? {
    try await queue.read { db in
      try StoredPayment.filter(Column("id") == id && Column("session_id") == sessionID).fetchOne(db)
    }
  }

  /// A payment and the session it belongs to, by the payment's id alone: all a third-party page
  /// knows, since a browser opens it without a client token. Nil when no payment has this id.
  func paymentWithSession(id: String) async throws -> (payment: StoredPayment, session: StoredSession)? {
    try await queue.read { db in
      guard let payment = try StoredPayment.fetchOne(db, key: id),
        let session = try StoredSession.fetchOne(db, key: payment.sessionId)
      else { return nil }
      return (payment, session)
    }
  }

  /// Settles a pending payment as its third-party page decided, in one write transaction: the
  /// status and decline code of ``ActionDecision/settlement(actionType:)``. A payment that is no
  /// longer pending is left as it is.
  func decideAction(paymentID: String, decision: ActionDecision) async throws -> ActionSettlement {
    try await queue.write { db in
      guard var payment = try StoredPayment.fetchOne(db, key: paymentID) else { return .unknownPayment }
      guard payment.status == "pending" else { return .alreadyDecided(payment) }
      let settlement = decision.settlement(actionType: payment.actionType)
      payment.status = settlement.status
      payment.declineCode = settlement.declineCode
      try payment.update(db)
      return .settled(payment)
    }
  }

  /// Every payment, oldest first.
  func allPayments() async throws -> [StoredPayment] {
    try await queue.read { db in
      try StoredPayment.order(Column("created_at"), Column("rowid")).fetchAll(db)
    }
  }
}
