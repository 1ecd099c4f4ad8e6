/// Pays with a card: tokenizes it, creates the payment under one
/// idempotency key, and settles it, 3-D Secure challenge included.
protocol ProcessCardPaymentInteractor: Sendable {
  /// `challenge` hears the 3-D Secure lifecycle, when the card needs one.
  func execute(_ card: CardDetails, challenge: @escaping @Sendable (ThreeDSecureEvent) async -> Void)
    async throws(CheckoutError) -> PaymentResult
}

struct DefaultProcessCardPaymentInteractor: ProcessCardPaymentInteractor {
  let tokenization: any TokenizationRepository
  let payments: any PaymentRepository
  let settlement: PaymentSettlement

  func execute(_ card: CardDetails, challenge: @escaping @Sendable (ThreeDSecureEvent) async -> Void)
    async throws(CheckoutError) -> PaymentResult
  {
    try await settlement.run(method: .card, challenge: challenge) { () async throws(CheckoutError) in
      let token = try await tokenization.tokenize(card)
      return PaymentRequest(source: .card(token))
    }
  }
}
