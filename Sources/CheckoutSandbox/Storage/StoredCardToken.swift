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
  static let databaseDateDecodingStrategy = DatabaseDateDecodingStrategy.timeIntervalSince1970
  static let databaseDateEncodingStrategy = DatabaseDateEncodingStrategy.timeIntervalSince1970

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
}
