/// Something a checkout did that a merchant may want to measure.
///
/// Events describe the flow, never the payer: no case carries a card number,
/// expiry, security code or cardholder name, and `paymentFailed` carries the
/// payment service's stable error code rather than a message. Bank IDs are
/// the payment service's public identifiers for banks, not account data.
///
/// Public because merchants receive events through their
/// ``AnalyticsReporter``.
public enum AnalyticsEvent: Sendable, Hashable {
  /// The checkout was presented.
  case checkoutStarted
  /// The payment method list appeared with `count` methods.
  case paymentMethodsShown(count: Int)
  /// The payer chose a payment method.
  case paymentMethodSelected(PaymentMethodType)
  /// A bank list appeared for `method`, with `bankCount` banks.
  case bankSelectionShown(method: PaymentMethodType, bankCount: Int)
  /// The payer chose the bank with the payment service's `bankID`.
  case bankSelected(bankID: String)
  /// A payment was sent to the payment service.
  case paymentSubmitted(method: PaymentMethodType)
  /// The payer was sent to a bank or another third party to approve the payment.
  case redirectToThirdParty(method: PaymentMethodType)
  /// A payment completed.
  case paymentSucceeded(method: PaymentMethodType)
  /// A payment failed with the stable error `code`; `method` is `nil` when
  /// the failure came before a method was chosen.
  case paymentFailed(method: PaymentMethodType?, code: String)
  /// The payer left the checkout without paying.
  case checkoutDismissed
}
