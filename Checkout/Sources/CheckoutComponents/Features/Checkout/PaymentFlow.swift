import CheckoutAssets

/// What a payment method's scope reports to the checkout that owns it,
/// through its ``PaymentMethodContext``.
protocol PaymentFlow: AnyObject, Sendable {
  /// The localizer every text comes from now.
  var localizer: Localizer { get }
  /// The customer is about to pay with `method`. Returns `false` when the
  /// checkout can't take a payment now (another is in flight, or it isn't
  /// ready): the scope must not pay. Otherwise the checkout shows it
  /// processing until ``paymentSucceeded(_:)`` or ``paymentFailed(_:)``.
  func paymentStarted(_ method: PaymentMethodType) async -> Bool
  /// The payment went through.
  func paymentSucceeded(_ result: PaymentResult) async
  /// The payment, or loading what it needs, failed.
  func paymentFailed(_ error: CheckoutError) async
  /// A step of a 3-D Secure challenge, as it happens; returns once the
  /// host has heard it.
  func threeDSecure(_ event: ThreeDSecureEvent) async
  /// The customer went back to the payment methods.
  func returnToPaymentSelection() async
  /// The customer cancelled the checkout before paying: it is dismissed.
  func cancel() async
}

/// What the checkout asks of its own scopes besides the base scope's
/// lifecycle.
protocol ManagedPaymentMethodScope: PaymentMethodScope {
  /// Ends the scope's streams, when the checkout is dismissed.
  func finish()
}

/// A method whose screen is only a step on the way to its payment page,
/// such as iDEAL without an issuer list: the checkout starts its payment
/// as soon as it opens it.
protocol PaysWhenOpened: PaymentMethodScope {
  /// Starts the payment and returns once the checkout shows it processing
  /// (or at once, when it can't start); the rest of the payment runs on in
  /// the task returned.
  func launchPayment() async -> Task<Void, Never>?
}
