import GRDB

/// Opens the sandbox's SQLite database and brings its schema up to date.
enum SandboxDatabase {
  /// A queue on the file at `path` (in WAL mode), or on a private in-memory database when nil,
  /// migrated to the current schema.
  static func open(path: String?) throws -> DatabaseQueue {
    var configuration = GRDB.Configuration()
    configuration.label = "CheckoutSandbox"
    let queue: DatabaseQueue
    if let path {
      configuration.journalMode = .wal
      queue = try DatabaseQueue(path: path, configuration: configuration)
    } else {
      queue = try DatabaseQueue(configuration: configuration)
    }
    try migrator.migrate(queue)
    return queue
  }

  /// The schema, one migration per change. Never edit a migration that shipped: add another.
  ///
  /// `payments.action_approved` is no longer used: it held what an action page recorded for a
  /// later resume to apply, and the pages now settle the payment themselves
  /// (``SandboxStore/decideAction(paymentID:decision:)``). It stays, always null for new payments,
  /// so that databases made before still open.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: sessions, tokens, payments") { db in
      try db.execute(
        sql: """
          CREATE TABLE sessions (
            id TEXT PRIMARY KEY NOT NULL,
            client_token TEXT NOT NULL UNIQUE,
            amount INTEGER NOT NULL,
            currency TEXT NOT NULL,
            locale TEXT NOT NULL,
            order_id TEXT NOT NULL,
            customer_country TEXT,
            payment_methods TEXT NOT NULL,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL
          );
          CREATE TABLE tokens (
            token TEXT PRIMARY KEY NOT NULL,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            masked_number TEXT NOT NULL,
            network TEXT,
            outcome TEXT NOT NULL,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL,
            used_at REAL
          );
          CREATE TABLE payments (
            id TEXT PRIMARY KEY NOT NULL,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            idempotency_key TEXT NOT NULL,
            request_fingerprint TEXT NOT NULL,
            status TEXT NOT NULL,
            amount INTEGER NOT NULL,
            surcharge INTEGER NOT NULL,
            currency TEXT NOT NULL,
            method TEXT NOT NULL,
            decline_code TEXT,
            action_type TEXT,
            action_path TEXT,
            action_approved INTEGER,
            created_at REAL NOT NULL,
            UNIQUE (session_id, idempotency_key)
          );
          CREATE INDEX tokens_session ON tokens(session_id);
          """)
    }
    migrator.registerMigration("v2: billing addresses, card details of payments, iDEAL's issuer list") { db in
      try db.execute(
        sql: """
          ALTER TABLE sessions ADD COLUMN ideal_issuer_list INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE tokens ADD COLUMN billing_address TEXT;
          ALTER TABLE payments ADD COLUMN network TEXT;
          ALTER TABLE payments ADD COLUMN last_four TEXT;
          ALTER TABLE payments ADD COLUMN billing_address TEXT;
          """)
    }
    return migrator
  }
}
