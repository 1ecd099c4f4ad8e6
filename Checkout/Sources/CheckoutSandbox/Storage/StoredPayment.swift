import Foundation
import GRDB

/// A payment as the `payments` table holds it.
struct StoredPayment: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "payments"
  static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
  static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase
  // Dates are stored in GRDB's default form, UTC text `yyyy-MM-dd HH:mm:ss.SSS`, which compares
  // in SQL as the times do (``SandboxStore/purge(now:retention:)`` relies on it).

  /// `pay_…`
  var id: String
  var sessionId: String
  var idempotencyKey: String
  /// The canonical form of the request that created it, compared when the key comes again.
  var requestFingerprint: String
  /// `succeeded`, `declined` or `pending`.
  var status: String
  /// The amount charged, surcharge included, in minor units.
  var amount: Int64
  var surcharge: Int64
  var currency: String
  /// `card`, `ideal`, `dotpay` or `eps`.
  var method: String
  var declineCode: String?
  /// The action a pending payment waits for: `redirect` or `threeDSecureChallenge`.
  var actionType: String?
  /// The action page's path on this server; the URL is built with the server's current address.
  var actionPath: String?
  var createdAt: Date
  /// A card payment's network, as verified at tokenization, and the card's last four digits.
  var network: String? = nil
  var lastFour: String? = nil
  /// A card payment's billing address, from its token; stored as JSON, never logged.
  var billingAddress: SandboxBillingAddress? = nil
}
