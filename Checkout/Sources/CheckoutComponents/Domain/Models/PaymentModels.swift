import Foundation

/// A single-use card token: an opaque id, never the card number.
struct PaymentToken: Sendable, Hashable, CustomStringConvertible {
  var value: String
  /// The first six and last four digits, masked, for receipts.
  var maskedNumber: String
  var network: CardNetwork?

  var description: String { "PaymentToken(\(value), \(maskedNumber))" }
}

/// How a payment is paid. The amount is the session's, set by the
/// merchant's server; the payment service adds a card network's surcharge.
struct PaymentRequest: Sendable, Hashable {
  enum Source: Sendable, Hashable {
    case card(PaymentToken)
    /// A bank method's payment: through the bank chosen from its issuer
    /// list, or, with `nil`, through the bank the customer chooses on the
    /// scheme's own page.
    case bank(method: PaymentMethodType, bankID: String?)
  }

  var source: Source
}

/// A payment as the payment service reports it.
struct PaymentRecord: Sendable, Hashable {
  var id: String
  var status: PaymentStatus
  /// What is charged, surcharge included, in minor units.
  var amount: Int
  var surcharge: Int
  var currency: String
  /// A card payment's network and last four digits, as the service verified them.
  var network: CardNetwork? = nil
  var lastFourDigits: String? = nil
}

/// Where a payment stands.
enum PaymentStatus: Sendable, Hashable {
  case succeeded
  /// Declined or failed, with the error the customer sees.
  case declined(CheckoutError)
  /// The customer must act before it completes.
  case actionRequired(RequiredAction)
}

/// What the customer must do before a payment completes.
enum RequiredAction: Sendable, Hashable {
  /// Continue at their bank's site.
  case redirect(URL)
  /// Answer their card issuer's 3-D Secure challenge.
  case threeDSecureChallenge(URL)
}
