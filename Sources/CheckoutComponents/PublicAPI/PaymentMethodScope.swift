/// The scope of one payment method: the card form, or a bank selector.
public protocol PaymentMethodScope: AnyObject, Sendable {
  var paymentMethod: PaymentMethodType { get }
}
