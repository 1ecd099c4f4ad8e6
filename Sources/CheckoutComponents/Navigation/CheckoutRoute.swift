/// Where the checkout is: one screen.
public enum CheckoutRoute: Sendable, Hashable {
  case splash
  case loading
  case paymentMethodSelection
  case paymentMethod(PaymentMethodType, PresentationContext)
  case processing
  case success
  case failure
}
