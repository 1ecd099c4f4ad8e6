/// What a payment method's scope reports to the checkout that owns it.
protocol PaymentFlow: AnyObject, Sendable {
  /// The payment was sent: the checkout shows it processing.
  func paymentStarted() async
  /// The payment went through.
  func paymentSucceeded(_ result: PaymentResult) async
  /// The payment, or loading what it needs, failed.
  func paymentFailed(_ error: CheckoutError) async
  /// The customer went back to the payment methods.
  func returnToPaymentSelection() async
  /// The customer cancelled the checkout.
  func cancel() async
}
