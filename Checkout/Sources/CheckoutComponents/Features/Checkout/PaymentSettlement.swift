import Foundation

/// Drives a payment from its creation to success or failure, for the card
/// and bank interactors: one idempotency key per payment, one deadline over
/// creating it, and a required action (a bank's page, a 3-D Secure
/// challenge) shown to the customer, after which the server's payment
/// status, never the page, decides the outcome.
struct PaymentSettlement: Sendable {
  let payments: any PaymentRepository
  let actions: any CustomerActionPort
  /// How long creating a payment may take, from tokenizing to the server's
  /// first answer. The customer's time on a required action's page is
  /// bounded by the action's own deadline instead.
  let deadline: Duration
  let track: @Sendable (AnalyticsEvent) -> Void
  /// A new idempotency key; each payment gets one, and every retry of its
  /// creation sends it again.
  var makeIdempotencyKey: @Sendable () -> String = { "pay_" + UUID().uuidString.lowercased() }

  /// Builds the request with `request`, creates the payment and settles it.
  /// `challenge` hears the 3-D Secure lifecycle, also when confirming fails.
  func run(
    method: PaymentMethodType, challenge: @escaping @Sendable (ThreeDSecureEvent) async -> Void = { _ in },
    request: @escaping @Sendable () async throws(CheckoutError) -> PaymentRequest
  ) async throws(CheckoutError) -> PaymentResult {
    let key = makeIdempotencyKey()
    let created = try await Deadline.run(deadline) { () async throws(CheckoutError) -> PaymentRecord in
      try await payments.createPayment(try await request(), idempotencyKey: key)
    }
    let record: PaymentRecord
    switch created.status {
    case .actionRequired(let action):
      record = try await settle(created, after: action, method: method, challenge: challenge)
    default:
      record = created
    }
    switch record.status {
    case .succeeded:
      return PaymentResult(
        paymentID: record.id, method: method, amount: record.amount, currency: record.currency,
        status: .succeeded, surcharge: record.surcharge, network: record.network,
        lastFourDigits: record.lastFourDigits)
    case .declined(let error):
      throw error
    case .actionRequired:
      // Only reached after an action: the customer didn't finish it.
      throw .paymentNotCompleted
    }
  }

  /// Shows `action`, waits for it to end, then asks the server how the
  /// payment stands (resuming it when the page ended the action, reading it
  /// otherwise) and tells the page. A payment still pending after the
  /// customer cancelled in the checkout is cancelled; otherwise it is not
  /// completed.
  private func settle(
    _ payment: PaymentRecord, after action: RequiredAction, method: PaymentMethodType,
    challenge: @escaping @Sendable (ThreeDSecureEvent) async -> Void
  ) async throws(CheckoutError) -> PaymentRecord {
    let isChallenge: Bool
    switch action {
    case .redirect:
      isChallenge = false
      track(.redirectToThirdParty(method: method))
    case .threeDSecureChallenge:
      isChallenge = true
      await challenge(.willPresent)
    }
    // The challenge is told it shows when the page says so, and that it
    // closes before the checkout leaves the action.
    let end = await actions.perform(action, paymentID: payment.id, method: method) { progress in
      guard isChallenge else { return }
      switch progress {
      case .shown: await challenge(.didPresent)
      case .ending: await challenge(.willDismiss)
      }
    }
    let confirmed: PaymentRecord
    do {
      // Back from the page, the payment resumes; otherwise it is read as it stands.
      if case .page = end {
        confirmed = try await payments.resumePayment(id: payment.id)
      } else {
        confirmed = try await payments.payment(id: payment.id)
      }
    } catch {
      actions.finish(paymentID: payment.id, reply: .close)
      if isChallenge { await challenge(.didComplete) }
      throw error
    }
    actions.finish(paymentID: payment.id, reply: .confirmed(status: confirmed.status.wireName))
    if isChallenge { await challenge(.didComplete) }
    if case .actionRequired = confirmed.status, end == .cancelledInCheckout { throw .paymentCancelled }
    return confirmed
  }
}

extension PaymentStatus {
  /// The status as the page is told it: `succeeded`, `declined`, `pending`.
  var wireName: String {
    switch self {
    case .succeeded: "succeeded"
    case .declined: "declined"
    case .actionRequired: "pending"
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
