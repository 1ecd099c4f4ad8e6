/// Drives a payment from its creation to success or failure: follows a bank
/// redirect or a 3-D Secure challenge by polling once the customer is back.
/// Shared by the card form and the bank selector.
enum PaymentSettlement {
  /// A redirect and a challenge each lead to one poll; a service that keeps
  /// answering with more of them fails the payment.
  static let maximumSteps = 4

  /// Creates the payment for `request` and settles it. `challenge` is told
  /// when a 3-D Secure challenge starts (`true`) and ends (`false`), also
  /// when polling fails.
  static func settle(
    _ request: PaymentRequest, method: PaymentMethodType, service: any PaymentService,
    track: @Sendable (AnalyticsEvent) -> Void, challenge: @Sendable (Bool) -> Void = { _ in }
  ) async -> Result<PaymentResult, CheckoutError> {
    do {
      var outcome = try await service.createPayment(request)
      for _ in 0..<maximumSteps {
        switch outcome {
        case .succeeded(let id):
          return .success(
            PaymentResult(paymentID: id, method: method, amount: request.amount, currency: request.currency))
        case .failed(let error):
          return .failure(error)
        case .redirect(let id, _):
          track(.redirectToThirdParty(method: method))
          outcome = try await service.poll(paymentID: id)
        case .challengeRequired(let id):
          challenge(true)
          defer { challenge(false) }
          outcome = try await service.poll(paymentID: id)
        }
      }
      return .failure(.unknown(code: nil))
    } catch {
      return .failure(error)
    }
  }
}
