import CheckoutAssets

@testable import CheckoutComponents
@testable import CheckoutDI

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
  private let calls = LockedState<[(method: PaymentMethodType, bankID: String?)]>([])
  var arguments: [(method: PaymentMethodType, bankID: String?)] { calls.withLock { $0 } }

  private let gate: Gate?

  /// With a `gate`, each call waits in it until the test opens it.
  init(_ answer: Result<PaymentResult, CheckoutError>? = nil, gate: Gate? = nil) {
    self.answer = answer
    self.gate = gate
  }

  func execute(method: PaymentMethodType, bankID: String?) async throws(CheckoutError) -> PaymentResult {
    calls.withLock { $0.append((method, bankID)) }
    await gate?.pass()
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
  /// Whether the checkout takes a payment now.
  private let accepts: Bool
  var all: [Report] { reports.withLock { $0 } }

  init(accepts: Bool = true) {
    self.accepts = accepts
  }

  var localizer: Localizer { Localizer(locale: "nl") }

  /// A context for a scope of `method` that reports here.
  func context(
    _ method: PaymentMethodType, presentation: PresentationContext = .fromPaymentSelection, amount: Int = 1250
  ) -> PaymentMethodContext {
    PaymentMethodContext(paymentMethod: method, amount: amount, currency: "EUR", presentation: presentation, flow: self)
  }

  func paymentStarted(_ method: PaymentMethodType) async -> Bool {
    reports.withLock { $0.append(.started) }
    return accepts
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

/// Holds callers until a test opens it, and tells the test when the first
/// caller arrived.
final class Gate: Sendable {
  private struct Storage {
    var entered = false
    var isOpen = false
    var arrivals: [CheckedContinuation<Void, Never>] = []
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let storage = LockedState(Storage())

  /// Waits until the gate is open, telling ``waitUntilEntered()`` first.
  func pass() async {
    let arrivals = storage.withLock { storage in
      storage.entered = true
      defer { storage.arrivals = [] }
      return storage.arrivals
    }
    for arrival in arrivals { arrival.resume() }
    await withCheckedContinuation { continuation in
      let resumeNow = storage.withLock { storage in
        if storage.isOpen { return true }
        storage.waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Returns once a caller reached the gate.
  func waitUntilEntered() async {
    await withCheckedContinuation { continuation in
      let resumeNow = storage.withLock { storage in
        if storage.entered { return true }
        storage.arrivals.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Lets every caller through, now and later.
  func open() {
    let waiters = storage.withLock { storage in
      storage.isOpen = true
      defer { storage.waiters = [] }
      return storage.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
