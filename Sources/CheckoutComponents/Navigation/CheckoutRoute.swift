/// Where the checkout is: one screen.
public enum CheckoutRoute: Sendable, Hashable {
  case splash
  case loading
  case paymentMethodSelection
  case paymentMethod(PaymentMethodType, PresentationContext)
  case processing
  /// The customer is on a bank's page or a 3-D Secure challenge.
  case customerAction(CustomerAction)
  case success
  case failure
}
