/// Where the checkout is: one screen.
public enum CheckoutRoute: Sendable, Hashable {
  /// The splash screen, the first one when ``CheckoutSettings/showsSplash``.
  case splash
  /// The loading screen, on the way to the payment methods; the first one
  /// without a splash.
  case loading
  /// The payment-method list.
  case paymentMethodSelection
  /// A method's screen, reached from the list or opened directly, as the
  /// ``PresentationContext`` says.
  case paymentMethod(PaymentMethodType, PresentationContext)
  /// A payment is processing, or being confirmed with the server after a
  /// bank's page or a 3-D Secure challenge.
  case processing
  /// The customer is on a bank's page or a 3-D Secure challenge.
  case customerAction(CustomerAction)
  /// The success screen; the result is in ``CheckoutState/success(_:)``.
  case success
  /// The failure screen; the error is in ``CheckoutState/failure(_:)``.
  case failure
}
