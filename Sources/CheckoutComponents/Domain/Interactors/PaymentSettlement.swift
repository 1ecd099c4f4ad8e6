import Foundation

/// Drives a payment from its creation to success or failure, for the card
/// and bank interactors: one idempotency key per payment, a required action
/// (a bank redirect, a 3-D Secure challenge) followed by resuming once the
/// customer is back, and one deadline over all of it.
struct PaymentSettlement: Sendable {
  /// A required action leads to one resume; a service that keeps asking
  /// for more fails the payment.
  static let maximumSteps = 4

  let payments: any PaymentRepository
  /// How long a payment may take, from tokenizing to its outcome.
  let deadline: Duration
  let track: @Sendable (AnalyticsEvent) -> Void
  /// A new idempotency key; each payment gets one, and every retry of its
  /// creation sends it again.
  var makeIdempotencyKey: @Sendable () -> String = { "pay_" + UUID().uuidString.lowercased() }

  /// Builds the request with `request`, creates the payment and settles it.
  /// `challenge` hears the 3-D Secure lifecycle, also when resuming fails.
  func run(
    method: PaymentMethodType, challenge: @escaping @Sendable (ThreeDSecureEvent) -> Void = { _ in },
    request: @escaping @Sendable () async throws(CheckoutError) -> PaymentRequest
  ) async throws(CheckoutError) -> PaymentResult {
    let key = makeIdempotencyKey()
    return try await Deadline.run(deadline) { () async throws(CheckoutError) -> PaymentResult in
      var record = try await payments.createPayment(try await request(), idempotencyKey: key)
      for _ in 0..<Self.maximumSteps {
        switch record.status {
        case .succeeded:
          return PaymentResult(paymentID: record.id, method: method, amount: record.amount, currency: record.currency)
        case .declined(let error):
          throw error
        case .actionRequired(.redirect):
          track(.redirectToThirdParty(method: method))
          record = try await payments.resumePayment(id: record.id)
        case .actionRequired(.threeDSecureChallenge):
          challenge(.willPresent)
          challenge(.didPresent)
          defer {
            challenge(.willDismiss)
            challenge(.didComplete)
          }
          record = try await payments.resumePayment(id: record.id)
        }
      }
      throw .unknown(code: nil)
    }
  }
}

/// A limit on how long an operation may take.
enum Deadline {
  /// The operation's result, or ``CheckoutError/timeout`` once `limit`
  /// passed; the operation is then cancelled.
  static func run<Value: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws(CheckoutError) -> Value
  ) async throws(CheckoutError) -> Value {
    let result = await withTaskGroup(of: Result<Value, CheckoutError>?.self) { group in
      group.addTask {
        do throws(CheckoutError) {
          return .success(try await operation())
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        try? await Task.sleep(for: limit)
        return Task.isCancelled ? nil : .failure(.timeout)
      }
      while let next = await group.next() {
        if let next {
          group.cancelAll()
          return next
        }
      }
      return Result<Value, CheckoutError>.failure(.timeout)
    }
    return try result.get()
  }
}
