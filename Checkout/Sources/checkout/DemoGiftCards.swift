import CheckoutComponents
import Foundation

/// The demo's stand-in for the merchant's gift-card server: it redeems one code,
/// `TESS-GIFT-2026`, for any order, and declines every other.
enum DemoGiftCards {
  /// The code the demo accepts.
  static let code = "TESS-GIFT-2026"

  /// The merchant's server's answer: a payment id for the demo's code, a decline otherwise.
  @Sendable static func redeem(code: String, amount: Int, currency: String) async throws(CheckoutError) -> String {
    guard code.filter({ $0.isLetter || $0.isNumber }) == Self.code.filter({ $0.isLetter || $0.isNumber }) else {
      throw .paymentDeclined
    }
    return "gift_" + UUID().uuidString.prefix(8).lowercased()
  }

  /// The demo's gift card method.
  static let method = GiftCardMethod(redeem: redeem)
}
