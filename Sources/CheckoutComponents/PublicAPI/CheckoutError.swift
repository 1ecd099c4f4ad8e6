import CheckoutAssets

/// Why a checkout failed. Each case carries its localized message from the
/// generated strings; none carries card data.
public enum CheckoutError: Error, Sendable, Hashable {
  case paymentDeclined
  case insufficientFunds
  case cardExpired
  case authenticationFailed
  case paymentCancelled
  case bankFetchFailed
  case networkUnavailable
  case sessionExpired
  case timeout
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
    case .bankFetchFailed: Strings.Checkout.errorBankFetchFailed
    case .networkUnavailable: Strings.Checkout.errorNetworkUnavailable
    case .sessionExpired: Strings.Checkout.errorSessionExpired
    case .timeout: Strings.Checkout.errorTimeout
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
