/// A payment method the checkout offers.
public enum PaymentMethodType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case card
  case ideal
  case dotpay

  /// The method's stable identifier, as a payment service names it.
  public var identifier: String { rawValue }

  public var description: String { rawValue }
}

/// How a payment method's screen was reached, which decides its leading
/// action: `direct` (the merchant opened it) offers cancel;
/// `fromPaymentSelection` offers back.
public enum PresentationContext: String, Sendable, Hashable, CaseIterable {
  case direct
  case fromPaymentSelection
}
