/// A payment method's identifier, as the payment API names it: `card`,
/// `ideal`, `dotpay`, or one a merchant adds.
///
/// It is open, not a closed enum: a merchant adds a method by declaring
/// its identifier and registering a ``PaymentMethod`` for it, without
/// changing the library.
///
/// ```swift
/// extension PaymentMethodType {
///   static let giftCard: PaymentMethodType = "gift_card"
/// }
/// ```
public struct PaymentMethodType: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier, such as `ideal`.
  public let rawValue: String

  /// The method named `rawValue`, whether or not the checkout implements it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The method a string literal names: `"gift_card"`.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// A card: the card form.
  public static let card: PaymentMethodType = "card"
  /// iDEAL, the Dutch bank payment: a bank selector when its session
  /// offers an issuer list, else straight to iDEAL's own page.
  public static let ideal: PaymentMethodType = "ideal"
  /// Dotpay, the Polish bank payment: a bank selector.
  public static let dotpay: PaymentMethodType = "dotpay"
  /// EPS, the Austrian bank payment: a bank selector.
  public static let eps: PaymentMethodType = "eps"

  /// The methods the checkout implements itself, in their default order.
  public static let builtIn: [PaymentMethodType] = [.card, .ideal, .dotpay, .eps]

  /// The method's stable identifier, as a payment service names it.
  public var identifier: String { rawValue }

  /// The identifier, such as `ideal`.
  public var description: String { rawValue }
}

/// How a payment method's screen was reached, which decides its leading
/// action: `direct` (the merchant opened it) offers cancel;
/// `fromPaymentSelection` offers back.
public enum PresentationContext: String, Sendable, Hashable, CaseIterable {
  /// The merchant opened the method, with ``CheckoutScope/present(_:)``:
  /// leaving it cancels the checkout.
  case direct
  /// The customer chose the method from the payment-method list: leaving it
  /// goes back there.
  case fromPaymentSelection
}
