/// The ports the interactors need, implemented in `Data/` over the API
/// client. Every failure is a ``CheckoutError``; no wire type crosses them.

/// The client session's configuration.
protocol ConfigurationRepository: Sendable {
  func configuration() async throws(CheckoutError) -> SessionConfiguration
}

/// The payment methods the session offers, in display order.
protocol PaymentMethodsRepository: Sendable {
  func paymentMethods() async throws(CheckoutError) -> [PaymentMethodType]
}

/// The banks of a bank-based method (iDEAL, Dotpay).
protocol BankRepository: Sendable {
  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank]
}

/// Card details in, a single-use token out: the only port the card number
/// and the CVV pass through.
protocol TokenizationRepository: Sendable {
  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken
}

/// Payments: created once per idempotency key, then read or resumed.
protocol PaymentRepository: Sendable {
  /// Creates the payment; the same `idempotencyKey` always gives the same
  /// payment, so the call is safe to repeat.
  func createPayment(_ request: PaymentRequest, idempotencyKey: String) async throws(CheckoutError) -> PaymentRecord
  func payment(id: String) async throws(CheckoutError) -> PaymentRecord
  /// Continues a payment once the customer is back from its required action.
  func resumePayment(id: String) async throws(CheckoutError) -> PaymentRecord
}

/// Shows the customer a payment's required action (a bank's page, a 3-D
/// Secure challenge) and waits for it to end.
protocol CustomerActionPort: Sendable {
  /// Opens `action` for `paymentID` and waits until the page ends it, the
  /// customer gives up in the checkout, or the wait's deadline passes.
  /// `progress` hears `shown` when the page reports it is showing, and
  /// `ending` once the wait is over, before the checkout leaves the action.
  func perform(
    _ action: RequiredAction, paymentID: String, method: PaymentMethodType,
    progress: @escaping @Sendable (CustomerActionProgress) async -> Void
  ) async -> CustomerActionEnd
  /// Answers the page with how the payment stands, and closes the action.
  func finish(paymentID: String, reply: WebBridgeReply)
}

/// A step of a required action, as ``CustomerActionPort/perform(_:paymentID:method:progress:)``
/// reports it.
enum CustomerActionProgress: Sendable, Hashable {
  /// The page is showing (each time it says so).
  case shown
  /// The wait is over; the checkout is about to leave the action.
  case ending
}

/// How the wait for a required action ended. Never the payment's outcome:
/// the server's payment status decides that.
enum CustomerActionEnd: Sendable, Hashable {
  /// The page's last message.
  case page(WebBridgeEvent)
  /// The customer cancelled in the checkout.
  case cancelledInCheckout
  /// The customer never came back before the deadline.
  case abandoned
}
