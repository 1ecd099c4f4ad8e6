import CheckoutAssets

/// Why a checkout failed. Each case carries its localized message from the
/// generated strings; none carries card data.
public enum CheckoutError: Error, Sendable, Hashable {
  case paymentDeclined
  case insufficientFunds
  case cardExpired
  case authenticationFailed
  case paymentCancelled
  /// The customer didn't finish the bank's page or the 3-D Secure
  /// challenge: the payment service still waits for it.
  case paymentNotCompleted
  case bankFetchFailed
  case networkUnavailable
  case sessionExpired
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

/// A completed payment.
public struct PaymentResult: Sendable, Hashable {
  /// The payment service's id for the payment.
  public var paymentID: String
  public var method: PaymentMethodType
  /// The amount in minor units (cents), and its ISO 4217 currency.
  public var amount: Int
  public var currency: String

  public init(paymentID: String, method: PaymentMethodType, amount: Int, currency: String) {
    self.paymentID = paymentID
    self.method = method
    self.amount = amount
    self.currency = currency
  }
}
