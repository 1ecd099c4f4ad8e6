@testable import CheckoutComponents

/// Analytics events a test recorded, in order.
final class RecordedEvents: Sendable {
  private let events = LockedState<[AnalyticsEvent]>([])

  var all: [AnalyticsEvent] { events.withLock { $0 } }

  var track: @Sendable (AnalyticsEvent) -> Void {
    { [self] event in events.withLock { $0.append(event) } }
  }
}

/// The iDEAL banks the tests load: one disabled.
let testBanks: [Bank] = [
  Bank(id: "abn_amro", name: "ABN AMRO"), Bank(id: "asn_bank", name: "ASN Bank"), Bank(id: "bunq", name: "bunq"),
  Bank(id: "ing", name: "ING"), Bank(id: "knab", name: "Knab"), Bank(id: "n26", name: "N26"),
  Bank(id: "rabobank", name: "Rabobank"), Bank(id: "regiobank", name: "RegioBank"),
  Bank(id: "revolut", name: "Revolut"), Bank(id: "sns_bank", name: "SNS Bank"),
  Bank(id: "triodos_bank", name: "Triodos Bank"),
  Bank(id: "van_lanschot", name: "Van Lanschot Kempen", isDisabled: true),
  Bank(id: "yoursafe", name: "Yoursafe"),
]

/// The Dotpay banks the tests load.
let dotpayTestBanks: [Bank] = [
  Bank(id: "alior", name: "Alior Bank"), Bank(id: "bs", name: "Bank Spółdzielczy"),
  Bank(id: "ing_slaski", name: "ING Bank Śląski"), Bank(id: "mbank", name: "mBank"),
  Bank(id: "pko", name: "PKO Bank Polski"), Bank(id: "pocztowy", name: "Bank Pocztowy", isDisabled: true),
]

/// A banks interactor whose answer a test sets; it counts its calls and
/// keeps their arguments.
final class MockGetBanks: GetBanksInteractor {
  private let answer: Result<[Bank], CheckoutError>?
  private let calls = LockedState<[PaymentMethodType]>([])
  var arguments: [PaymentMethodType] { calls.withLock { $0 } }

  /// `nil` answers with ``testBanks`` for iDEAL and ``dotpayTestBanks`` for Dotpay.
  init(_ answer: Result<[Bank], CheckoutError>? = nil) { self.answer = answer }

  func execute(method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    calls.withLock { $0.append(method) }
    return try (answer ?? .success(method == .dotpay ? dotpayTestBanks : testBanks)).get()
  }
}

/// A bank-payment interactor whose answer a test sets; it counts its calls
/// and keeps their arguments.
final class MockProcessBankPayment: ProcessBankSelectorPaymentInteractor {
  private let answer: Result<PaymentResult, CheckoutError>?
  private let calls = LockedState<[(method: PaymentMethodType, bankID: String)]>([])
  var arguments: [(method: PaymentMethodType, bankID: String)] { calls.withLock { $0 } }

  init(_ answer: Result<PaymentResult, CheckoutError>? = nil) { self.answer = answer }

  func execute(method: PaymentMethodType, bankID: String) async throws(CheckoutError) -> PaymentResult {
    calls.withLock { $0.append((method, bankID)) }
    return try (answer ?? .success(PaymentResult(paymentID: "pay_mock", method: method, amount: 1250, currency: "EUR")))
      .get()
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
  func threeDSecure(_ event: ThreeDSecureEvent) {}
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
