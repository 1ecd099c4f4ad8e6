import CheckoutAssets

/// Why a checkout failed. Each case carries its localized message from the
/// generated strings; none carries card data.
public enum CheckoutError: Error, Sendable, Hashable {
  /// The card issuer or bank declined the payment without a more specific
  /// reason: the customer may try another method or ask their bank.
  case paymentDeclined
  /// The card issuer's address verification failed: the billing address
  /// (its postal code) isn't the card's.
  case addressVerificationFailed
  /// The issuer declined the payment for lack of funds: another card or
  /// method may work.
  case insufficientFunds
  /// The issuer declined the payment because the card has expired: the
  /// customer needs another card.
  case cardExpired
  /// The bank couldn't confirm that the customer is the cardholder or
  /// account holder, after a 3-D Secure challenge for instance.
  case authenticationFailed
  /// The payment was cancelled: the customer cancelled on the bank's page or
  /// the 3-D Secure challenge, or gave up on it from the checkout
  /// (``CheckoutScope/cancelCustomerAction()``) while the payment was still
  /// pending. Cancelling before paying is a dismissal, never this.
  case paymentCancelled
  /// The customer didn't finish the bank's page or the 3-D Secure
  /// challenge: the payment service still waits for it.
  case paymentNotCompleted
  /// The list of banks couldn't be loaded; trying again may work.
  case bankFetchFailed
  /// The payment service couldn't be reached, after the retries the network
  /// policy allows: the device is offline, the host can't be found, or the
  /// connection was refused or lost. Trying again later may work.
  case networkUnavailable
  /// The client session is no longer valid (it expired, or its token was
  /// refused): trying again won't help; the customer starts a new checkout,
  /// on a new session from the merchant's server.
  case sessionExpired
  /// A request had no complete answer within
  /// ``NetworkPolicy/requestTimeout`` (or the service said it timed out), or
  /// creating the payment took longer than ``NetworkPolicy/paymentDeadline``.
  case timeout
  /// The payment service answered with a server error, or not at all, after
  /// the retries the network policy allows.
  case serviceUnavailable
  /// The payment service's answer was malformed, cut off, or of the wrong
  /// content type.
  case invalidResponse
  /// The session offers no payment method the checkout can show.
  case noPaymentMethods
  /// An error the payment service reported with its own code.
  case unknown(code: String?)

  /// The message to show, from the generated string catalog.
  public var message: LocalizedString {
    switch self {
    case .paymentDeclined: Strings.Checkout.errorPaymentDeclined
    case .addressVerificationFailed: Strings.Checkout.errorAddressVerificationFailed
    case .insufficientFunds: Strings.Checkout.errorInsufficientFunds
    case .cardExpired: Strings.Checkout.errorCardExpired
    case .authenticationFailed: Strings.Checkout.errorAuthenticationFailed
    case .paymentCancelled: Strings.Checkout.errorPaymentCancelled
    case .paymentNotCompleted: Strings.Checkout.errorPaymentNotCompleted
    case .bankFetchFailed: Strings.Checkout.errorBankFetchFailed
    case .networkUnavailable: Strings.Checkout.errorNetworkUnavailable
    case .sessionExpired: Strings.Checkout.errorSessionExpired
    case .timeout: Strings.Checkout.errorTimeout
    case .serviceUnavailable: Strings.Checkout.errorServiceUnavailable
    case .invalidResponse: Strings.Checkout.errorInvalidResponse
    case .noPaymentMethods: Strings.Checkout.errorNoPaymentMethods
    case .unknown: Strings.Checkout.errorUnknown
    }
  }

  /// The payment service's code, shown under the message, if any.
  public var code: String? {
    if case .unknown(let code) = self { return code }
    return nil
  }
}

/// A completed payment, as the payment service reports it: enough for a
/// receipt. It holds at most the last four digits of a card, never more.
public struct PaymentResult: Sendable, Hashable, CustomStringConvertible {
  /// Where a completed payment stands. An open set, as the payment service
  /// names it: `succeeded` today.
  public struct Status: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The status as the payment service names it, such as `succeeded`.
    public let rawValue: String

    /// The status the payment service names `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The status a string literal names: `"succeeded"`.
    public init(stringLiteral value: String) {
      rawValue = value
    }

    /// The money was taken.
    public static let succeeded: Status = "succeeded"

    /// The status's name, ``rawValue``.
    public var description: String { rawValue }
  }

  /// The payment service's id for the payment.
  public var paymentID: String
  /// The method the customer paid with.
  public var method: PaymentMethodType
  /// Where the payment stands: ``Status/succeeded`` for every payment the
  /// checkout reports as a success.
  public var status: Status
  /// What was charged, surcharge included, in minor units (cents).
  public var amount: Int
  /// The ISO 4217 currency of ``amount`` and ``surcharge``.
  public var currency: String
  /// The part of ``amount`` that the card network's surcharge added; 0 for none.
  public var surcharge: Int
  /// The card's network, for a card payment.
  public var network: CardNetwork?
  /// The card's last four digits, for a card payment.
  public private(set) var lastFourDigits: String?

  /// A result. `lastFourDigits` keeps the last four of the digits given,
  /// and nothing when there are fewer: a result never holds more of a card.
  public init(
    paymentID: String, method: PaymentMethodType, amount: Int, currency: String, status: Status = .succeeded,
    surcharge: Int = 0, network: CardNetwork? = nil, lastFourDigits: String? = nil
  ) {
    self.paymentID = paymentID
    self.method = method
    self.status = status
    self.amount = amount
    self.currency = currency
    self.surcharge = surcharge
    self.network = network
    self.lastFourDigits = lastFourDigits.flatMap(Self.lastFour)
  }

  /// The amount before the surcharge: the order's own amount.
  public var amountBeforeSurcharge: Int { amount - surcharge }

  /// One line for a log: the payment's id, status, amount and currency,
  /// method, then any surcharge, network and last four digits (`…4242`).
  public var description: String {
    var parts = ["\(paymentID)", status.rawValue, "\(amount) \(currency)", method.rawValue]
    if surcharge != 0 { parts.append("surcharge \(surcharge)") }
    if let network { parts.append(network.rawValue) }
    if let lastFourDigits { parts.append("…\(lastFourDigits)") }
    return "PaymentResult(" + parts.joined(separator: ", ") + ")"
  }

  private static func lastFour(_ text: String) -> String? {
    let digits = text.filter { $0.isASCII && $0.isNumber }
    return digits.count >= 4 ? String(digits.suffix(4)) : nil
  }
}
