@testable import CheckoutComponents

/// Analytics events a test recorded, in order.
final class RecordedEvents: Sendable {
  private let events = LockedState<[AnalyticsEvent]>([])

  var all: [AnalyticsEvent] { events.withLock { $0 } }

  var track: @Sendable (AnalyticsEvent) -> Void {
    { [self] event in events.withLock { $0.append(event) } }
  }
}

/// A payment service whose answers a test sets.
actor StubPaymentService: PaymentService {
  var banks: [Bank]
  var bankError: CheckoutError?

  init(banks: [Bank] = [], bankError: CheckoutError? = nil) {
    self.banks = banks
    self.bankError = bankError
  }

  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    if let bankError { throw bankError }
    return banks
  }

  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken {
    PaymentToken(value: "tok", maskedNumber: CardNumber.mask(card.number))
  }

  func createPayment(_ request: PaymentRequest) async throws(CheckoutError) -> PaymentOutcome {
    .succeeded(paymentID: "pay_stub")
  }

  func poll(paymentID: String) async throws(CheckoutError) -> PaymentOutcome {
    .succeeded(paymentID: paymentID)
  }
}

/// Records what a payment-method scope reports to its checkout.
final class RecordingFlow: PaymentFlow {
  enum Report: Sendable, Hashable {
    case started
    case succeeded(PaymentResult)
    case failed(CheckoutError)
    case returnedToSelection
    case cancelled
  }

  private let reports = LockedState<[Report]>([])
  var all: [Report] { reports.withLock { $0 } }

  func paymentStarted(_ method: PaymentMethodType) async -> Bool {
    reports.withLock { $0.append(.started) }
    return true
  }
  func paymentSucceeded(_ result: PaymentResult) async { reports.withLock { $0.append(.succeeded(result)) } }
  func paymentFailed(_ error: CheckoutError) async { reports.withLock { $0.append(.failed(error)) } }
  func returnToPaymentSelection() async { reports.withLock { $0.append(.returnedToSelection) } }
  func cancel() async { reports.withLock { $0.append(.cancelled) } }
}

/// The first `count` values of a stream.
func first<Value: Sendable>(_ count: Int, of stream: AsyncStream<Value>) async -> [Value] {
  var values: [Value] = []
  for await value in stream {
    values.append(value)
    if values.count == count { break }
  }
  return values
}
