import Foundation
import GRDB

/// A single-use card token as the `tokens` table holds it.
///
/// There is no column for the card number or the CVV: a token keeps the masked number, the
/// network and the outcome its number decided, and nothing from which the number could be rebuilt.
struct StoredCardToken: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "tokens"
  static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
  static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
  // Dates are stored in GRDB's default form, UTC text `yyyy-MM-dd HH:mm:ss.SSS`, which compares
  // in SQL as the times do (``SandboxStore/purge(now:retention:)`` relies on it).

  /// `tok_…`
  var token: String
  var sessionId: String
  /// The first six and last four digits.
  var maskedNumber: String
  var network: String?
  /// A ``CardOutcome`` raw value.
  var outcome: String
  var createdAt: Date
  var expiresAt: Date
  /// When a payment consumed it; nil while it can still pay.
  var usedAt: Date?
  /// The billing address sent with the card, its country defaulted to the session's; stored as
  /// JSON, never logged.
  var billingAddress: SandboxBillingAddress? = nil
}
