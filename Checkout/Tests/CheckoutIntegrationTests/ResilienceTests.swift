import CheckoutAssets
import CheckoutLoopback
import CheckoutSandbox
import Foundation
import HTTPTypes
import OpenAPIRuntime
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The checkout against a sandbox server that misbehaves on purpose: hung
/// calls, server errors, broken answers, a refused connection, and a server
/// killed in the middle of a payment.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct ResilienceTests {
  static let visa = "4242 4242 4242 4242"

  /// Fills the card form with `number` and pays.
  static func pay(_ number: String, in checkout: DefaultCheckoutScope) async throws {
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: number)
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: "123")
    form.update(.cardholderName, value: "Ada Lovelace")
    #expect(form.currentState.isSubmitEnabled)
    await form.submit()
  }

  static func faults(_ kind: SandboxFaults.Kind, on operation: String, count: Int? = nil) -> SandboxFaults {
    var faults = SandboxFaults()
    faults.inject(kind, into: operation, count: count)
    return faults
  }

  @Test func aHungPaymentEndsInATimeoutAndTheCustomerCanDismiss() async throws {
    let backend = try await TestBackend.start()
    // Timeouts generous enough for a busy machine to set the checkout up in, short enough to end the hang fast.
    let policy = NetworkPolicy(
      requestTimeout: .seconds(3), paymentDeadline: .seconds(4),
      retry: RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(10), maximumDelay: .milliseconds(20)))
    let checkout = try await backend.checkout(policy: policy)
    backend.server.setFaults(Self.faults(.hang, on: "createPayment"))
    let clock = ContinuousClock()
    let start = clock.now
    try await Self.pay(Self.visa, in: checkout)
    #expect(checkout.currentState == .failure(.timeout))
    // Ended by the deadline, not by the client's one-minute timeout.
    #expect(clock.now - start < .seconds(15))
    await checkout.dismiss()
    #expect(checkout.currentState == .dismissed)
  }

  @Test func readsAreRetriedThroughServerErrors() async throws {
    let backend = try await TestBackend.start()
    backend.server.setFaults(Self.faults(.status(503), on: "getConfiguration", count: 3))
    // Four attempts: three 503s, then the configuration.
    let checkout = try await backend.checkout()
    #expect(checkout.amount == 1250)
  }

  @Test func retriesStopWhereThePolicySays() async throws {
    let backend = try await TestBackend.start()
    backend.server.setFaults(Self.faults(.status(503), on: "getConfiguration", count: 2))
    let policy = NetworkPolicy(
      requestTimeout: .seconds(5), paymentDeadline: .seconds(5),
      retry: RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(5), maximumDelay: .milliseconds(10)))
    await #expect(throws: CheckoutError.serviceUnavailable) { _ = try await backend.checkout(policy: policy) }
  }

  @Test func tokenizingIsNeverRetried() async throws {
    let backend = try await TestBackend.start()
    let checkout = try await backend.checkout()
    // One 503, which a retry would get past.
    backend.server.setFaults(Self.faults(.status(503), on: "tokenizeCard", count: 1))
    try await Self.pay(Self.visa, in: checkout)
    #expect(checkout.currentState == .failure(.serviceUnavailable))
    #expect(try await backend.server.storedPayments().isEmpty)
  }

  @Test func aDeclineIsAnswerNotFailureAndIsNeverRetried() async throws {
    let backend = try await TestBackend.start()
    let checkout = try await backend.checkout()
    try await Self.pay("4000 0000 0000 0002", in: checkout)
    #expect(checkout.currentState == .failure(.paymentDeclined))
    let payments = try await backend.server.storedPayments()
    #expect(payments.count == 1)
    #expect(payments.first?.status == "declined")
  }

  @Test func paymentCreationIsRetriedUnderItsKeyAndChargesOnce() async throws {
    let backend = try await TestBackend.start()
    let checkout = try await backend.checkout()
    // The first attempt is stored, then its answer never comes; the retry
    // with the same key finds it.
    backend.server.setFaults(Self.faults(.status(502), on: "createPayment", count: 2))
    try await Self.pay(Self.visa, in: checkout)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    let payments = try await backend.server.storedPayments()
    #expect(payments.map(\.id) == [result.paymentID])
  }

  @Test(arguments: [
    (SandboxFaults.Kind.status(500), CheckoutError.serviceUnavailable),
    (.malformedJSON, .invalidResponse),
    (.wrongContentType, .invalidResponse),
    // A connection cut mid-body is the network failing, as on a phone losing signal.
    (.truncatedBody, .networkUnavailable),
  ])
  func eachBrokenAnswerIsATypedLocalizedError(fault: SandboxFaults.Kind, expected: CheckoutError) async throws {
    let backend = try await TestBackend.start()
    backend.server.setFaults(Self.faults(fault, on: "getConfiguration"))
    let policy = NetworkPolicy(
      requestTimeout: .seconds(5), paymentDeadline: .seconds(5),
      retry: RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(5), maximumDelay: .milliseconds(10)))
    await #expect(throws: expected) { _ = try await backend.checkout(policy: policy) }
    // Its message comes from the generated catalog, in every locale.
    for locale in ["en", "de", "pl"] {
      let text = Localizer(locale: locale)(expected.message)
      #expect(!text.isEmpty && !text.contains("checkout_error"))
    }
  }

  @Test func aRefusedConnectionIsNetworkUnavailable() async throws {
    let backend = try await TestBackend.start()
    let token = try await backend.token()
    await backend.stop()
    let configuration = CheckoutConfiguration(
      apiBaseURL: backend.url,
      network: NetworkPolicy(
        requestTimeout: .seconds(2), paymentDeadline: .seconds(2),
        retry: RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(5), maximumDelay: .milliseconds(10))))
    await #expect(throws: CheckoutError.networkUnavailable) {
      _ = try await Checkout.makeScope(clientToken: token, configuration: configuration)
    }
  }

  @Test func anUnknownOrExpiredTokenIsSessionExpired() async throws {
    var configuration = SandboxConfiguration()
    // Long enough for a busy machine to use the token before it expires.
    configuration.sessionLifetime = .seconds(8)
    let backend = try await TestBackend.start(configuration)
    let apiConfiguration = CheckoutConfiguration(apiBaseURL: backend.url, network: .fastTests)
    await #expect(throws: CheckoutError.sessionExpired) {
      _ = try await Checkout.makeScope(clientToken: "ct_unknown", configuration: apiConfiguration)
    }
    let token = try await backend.token()
    _ = try await Checkout.makeScope(clientToken: token, configuration: apiConfiguration)
    try await Task.sleep(for: .milliseconds(8500))
    await #expect(throws: CheckoutError.sessionExpired) {
      _ = try await Checkout.makeScope(clientToken: token, configuration: apiConfiguration)
    }
  }

  @Test func aCheckoutWithNoMethodToShowIsNeverMade() async throws {
    let backend = try await TestBackend.start()
    let token = try await backend.server.createClientSession(
      amount: 100, currency: "EUR", orderID: "o-card-only", paymentMethods: ["card"]
    ).token
    let configuration = CheckoutConfiguration(apiBaseURL: backend.url, network: .fastTests, paymentMethods: [.ideal])
    await #expect(throws: CheckoutError.noPaymentMethods) {
      _ = try await Checkout.makeScope(clientToken: token, configuration: configuration)
    }
  }
}

/// The server dies with a payment in flight, and comes back on the same
/// SQLite file.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct ServerRestartTests {
  @Test func theRetryFindsTheOnePaymentAndTheCheckoutReportsItOnce() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-restart-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = SandboxConfiguration()
    configuration.databasePath = folder.appendingPathComponent("sandbox.sqlite").path
    let first = try await TestBackend.start(configuration)
    let policy = NetworkPolicy(
      requestTimeout: .seconds(10), paymentDeadline: .seconds(30),
      retry: RetryPolicy(maximumAttempts: 12, initialDelay: .milliseconds(50), maximumDelay: .milliseconds(400)))
    let checkout = try await first.checkout(policy: policy)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    first.server.setFaults(ResilienceTests.faults(.hangAfterCommit, on: "createPayment"))

    let paying = Task { try await ResilienceTests.pay(ResilienceTests.visa, in: checkout) }
    // The payment is stored; its answer hangs. Kill the server.
    var stored: [SandboxPaymentRecord] = []
    for _ in 0..<500 where stored.isEmpty {
      stored = try await first.server.storedPayments()
      if stored.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    }
    #expect(stored.count == 1)
    await first.stop()
    // The same port and the same file, as a restarted process would have.
    configuration.port = first.url.port ?? 0
    let second = try await TestBackend.start(configuration)
    try await paying.value

    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.paymentID == stored.first?.id)
    #expect(try await second.server.storedPayments().count == 1)
    #expect(delegate.calls == ["didComplete \(result.paymentID)"])
  }
}

/// Each delegate call, in order, each checked to run on the main actor:
/// a call off it is recorded as `off the main actor: <call>`, which no
/// expected list holds.
final class RecordingDelegate: CheckoutComponentsDelegate {
  private let recorded = LockedState<[String]>([])
  nonisolated var calls: [String] { recorded.withLock { $0 } }

  nonisolated init() {}

  private func record(_ call: String) {
    // The protocol is @MainActor: the compiler inserts no check, so the test does, without
    // trapping. The main actor's executor is the main queue (on Linux, drained by a worker thread
    // once the main thread parked), so that is what is checked, not the thread.
    recorded.withLock { $0.append(MainQueue.isCurrent ? call : "off the main actor: \(call)") }
  }

  func checkoutDidComplete(with result: PaymentResult) { record("didComplete \(result.paymentID)") }
  func checkoutDidFail(with error: CheckoutError) { record("didFail \(error.analyticsCode)") }
  func checkoutDidDismiss() { record("didDismiss") }
  func checkoutWillPresentThreeDSecureChallenge() { record("3ds willPresent") }
  func checkoutDidPresentThreeDSecureChallenge() { record("3ds didPresent") }
  func checkoutWillDismissThreeDSecureChallenge() { record("3ds willDismiss") }
  func checkoutDidCompleteThreeDSecureChallenge() { record("3ds didComplete") }
}

/// The delegate hears each event of its flow exactly once.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct DelegateTests {
  let backend: TestBackend

  init() async throws { backend = try await TestBackend.start() }

  @Test func aPaymentCompletesOnceThenDismissesOnce() async throws {
    let checkout = try await backend.checkout(settings: CheckoutSettings(showsSuccessScreen: false))
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    try await ResilienceTests.pay(ResilienceTests.visa, in: checkout)
    let id = try #require(try await backend.server.storedPayments().first?.id)
    #expect(delegate.calls == ["didComplete \(id)", "didDismiss"])
    await checkout.dismiss()
    #expect(delegate.calls.count == 2)
  }

  @Test func aDeclineFailsOnce() async throws {
    let checkout = try await backend.checkout()
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    try await ResilienceTests.pay("4000 0000 0000 9995", in: checkout)
    await checkout.retry()
    await checkout.dismiss()
    #expect(delegate.calls == ["didFail insufficient_funds", "didDismiss"])
  }

  @Test func aSurchargedNetworkShowsItsSurchargeAndPaysIt() async throws {
    let checkout = try await backend.checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: "3782 822463 10005")
    #expect(form.currentState.network == .amex)
    #expect(form.currentState.surcharge == 150)
    #expect(form.currentState.amount == 1400)
    form.update(.cardNumber, value: ResilienceTests.visa)
    #expect(form.currentState.surcharge == 0)
    #expect(form.currentState.amount == 1250)
    form.update(.cardNumber, value: "3782 822463 10005")
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: "1234")
    form.update(.cardholderName, value: "Ada Lovelace")
    await form.submit()
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.amount == 1400)
  }
}

/// A merchant's own transport carries every call.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct TransportTests {
  /// URLSession's transport, counting the operations it carries.
  final class CountingTransport: ClientTransport {
    private let base = APIClientFactory.defaultTransport(policy: NetworkPolicy())
    private let seen = LockedState<[String]>([])
    var operations: [String] { seen.withLock { $0 } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (
      HTTPResponse, HTTPBody?
    ) {
      seen.withLock { $0.append(operationID) }
      return try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
    }
  }

  @Test func theMerchantsTransportCarriesEveryCall() async throws {
    let backend = try await TestBackend.start()
    let transport = CountingTransport()
    let scope = try await Checkout.makeScope(
      clientToken: try await backend.token(),
      configuration: CheckoutConfiguration(
        apiBaseURL: backend.url, transport: transport, network: .fastTests, webBridgeEndpoint: LoopbackBridgeEndpoint())
    )
    await scope.start()
    await scope.paymentMethodSelection.select(.ideal)
    let banks = try #require(scope.paymentMethod(.ideal) as? any BankSelectorScope)
    try await banks.selectBank(try #require(banks.currentState.banks.first { !$0.isDisabled }))
    let customer = PageCustomer.act(.approve, on: scope)
    await banks.submit()
    _ = try await customer.value
    #expect(transport.operations == ["getConfiguration", "listBanks", "createPayment", "resumePayment"])
    if case .success = scope.currentState {} else { Issue.record("expected success, got \(scope.currentState)") }
    await scope.dismiss()
  }
}

/// Whether code runs on the main dispatch queue: the main actor's executor.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
