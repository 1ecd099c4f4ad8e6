/// What the merchant's app hears of a checkout, beside its state streams.
/// Each callback fires once for the event it names; every method has an
/// empty default, so implement only what you need.
public protocol CheckoutComponentsDelegate: AnyObject, Sendable {
  /// The payment went through: the checkout is in `success`.
  func checkoutDidComplete(with result: PaymentResult)
  /// The payment, or loading what it needs, failed: the checkout is in `failure`.
  func checkoutDidFail(with error: CheckoutError)
  /// The checkout was closed: `dismissed`.
  func checkoutDidDismiss()
  /// A 3-D Secure challenge is about to be shown.
  func checkoutWillPresentThreeDSecureChallenge()
  /// The challenge is showing.
  func checkoutDidPresentThreeDSecureChallenge()
  /// The challenge is about to close.
  func checkoutWillDismissThreeDSecureChallenge()
  /// The challenge closed, answered or not; the payment's outcome follows.
  func checkoutDidCompleteThreeDSecureChallenge()
}

extension CheckoutComponentsDelegate {
  public func checkoutDidComplete(with result: PaymentResult) {}
  public func checkoutDidFail(with error: CheckoutError) {}
  public func checkoutDidDismiss() {}
  public func checkoutWillPresentThreeDSecureChallenge() {}
  public func checkoutDidPresentThreeDSecureChallenge() {}
  public func checkoutWillDismissThreeDSecureChallenge() {}
  public func checkoutDidCompleteThreeDSecureChallenge() {}
}
