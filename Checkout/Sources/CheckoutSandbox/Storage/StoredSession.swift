import Foundation
import GRDB

/// A client session as the `sessions` table holds it.
struct StoredSession: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "sessions"
  static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
  static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
  // Dates are stored in GRDB's default form, UTC text `yyyy-MM-dd HH:mm:ss.SSS`, which compares
  // in SQL as the times do (``SandboxStore/purge(now:retention:)`` relies on it).

  /// `cs_…`
  var id: String
  /// The bearer token (`ct_…`) the app authenticates with.
  var clientToken: String
  var amount: Int64
  var currency: String
  var locale: String
  var orderId: String
  var customerCountry: String?
  /// The payment methods offered, in display order (`card`, `ideal`, `dotpay`, `eps`).
  var paymentMethods: [String]
  /// Whether the app shows iDEAL's banks (`true`), or the customer chooses the bank on iDEAL's own
  /// page (`false`, the default).
  var idealIssuerList: Bool = false
  var createdAt: Date
  var expiresAt: Date
}
