import CheckoutLoopback
import CheckoutSandbox
import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The sandbox server on 127.0.0.1, port 0, in this process: the backend
/// every integration test pays, over HTTP. Started only inside
/// ``StopsBackends`` (`.stopsBackends`), which stops it when the test ends.
final class TestBackend: Sendable {
  let server: SandboxServer
  let url: URL
  let configuration: SandboxConfiguration
  /// The loopback listeners of the checkouts made here, stopped with the server.
  private let endpoints = LockedState<[LoopbackBridgeEndpoint]>([])

  private init(server: SandboxServer, url: URL, configuration: SandboxConfiguration) {
    self.server = server
    self.url = url
    self.configuration = configuration
  }

  /// Starts a server for the running test, which stops it when it ends.
  ///
  /// - Throws: ``StopsBackends/Missing`` outside a test with the
  ///   `.stopsBackends` trait, where nothing would stop it.
  static func start(
    _ configuration: SandboxConfiguration = SandboxConfiguration(), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> TestBackend {
    guard let started = StopsBackends.started else {
      Issue.record("TestBackend.start() in a test without .stopsBackends", sourceLocation: sourceLocation)
      throw StopsBackends.Missing()
    }
    let server = SandboxServer(configuration: configuration)
    let url = try await server.start()
    let backend = TestBackend(server: server, url: url, configuration: configuration)
    started.withLock { $0.append(backend) }
    #expect(url.host == "127.0.0.1")
    return backend
  }

  /// A client session, as the merchant's server creates one. Its iDEAL lists its banks unless
  /// `idealIssuerList` is false or nil (the server's default: the customer chooses on iDEAL's page).
  func token(
    amount: Int = 1250, currency: String = "EUR", locale: String? = nil, customerCountry: String? = nil,
    idealIssuerList: Bool? = true
  ) async throws -> String {
    try await server.createClientSession(
      amount: amount, currency: currency, orderID: "order_\(UUID().uuidString.prefix(8))", locale: locale,
      customerCountry: customerCountry, idealIssuerList: idealIssuerList
    ).token
  }

  /// The generated client on a token, as the SDK builds it.
  func client(token: String, policy: NetworkPolicy = .fastTests) -> Client {
    APIClientFactory.makeClient(baseURL: url, clientToken: token, transport: nil, policy: policy)
  }

  /// A checkout on a new session, its card expiries judged against ``testNow``.
  func checkout(
    amount: Int = 1250, locale: String? = nil, settings: CheckoutSettings = CheckoutSettings(),
    cardForm: CardFormConfiguration = CardFormConfiguration(), analytics: (any AnalyticsReporter)? = nil,
    policy: NetworkPolicy = .fastTests, customerCountry: String? = nil, idealIssuerList: Bool? = true,
    onEvent: (@MainActor @Sendable (CheckoutEvent) -> Void)? = nil,
    repositories adapt: (Repositories) -> Repositories = { $0 }
  ) async throws -> DefaultCheckoutScope {
    let token = try await token(
      amount: amount, locale: locale, customerCountry: customerCountry, idealIssuerList: idealIssuerList)
    let endpoint = LoopbackBridgeEndpoint()
    endpoints.withLock { $0.append(endpoint) }
    let configuration = CheckoutConfiguration(
      apiBaseURL: url, network: policy, locale: locale, settings: settings, cardForm: cardForm, analytics: analytics,
      webBridgeEndpoint: endpoint, onEvent: onEvent)
    let repositories = adapt(.remote(client: client(token: token, policy: policy)))
    return try await InjectedValues.withValue(\.clock, testNow) {
      try await Checkout.makeScope(configuration, repositories: repositories)
    }
  }

  func stop() async {
    for endpoint in endpoints.withLock({ $0 }) { await endpoint.stop() }
    await server.stop()
  }
}

/// Stops every ``TestBackend`` a test started (in the suite's `init` or in
/// the test itself) when the test ends, returned or thrown, before the next
/// begins. On a suite, it applies to each of its tests, and each argument of
/// a parameterized one.
struct StopsBackends: SuiteTrait, TestTrait, TestScoping {
  /// What `TestBackend.start` throws outside the trait.
  struct Missing: Error {}

  /// The backends the running test started, in order.
  @TaskLocal static var started: LockedState<[TestBackend]>?

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let started = LockedState<[TestBackend]>([])
    do {
      try await Self.$started.withValue(started) { try await function() }
    } catch {
      await Self.stop(started)
      throw error
    }
    await Self.stop(started)
  }

  /// Stops the backends, the last started first; stopping one the test
  /// already stopped does nothing.
  private static func stop(_ started: LockedState<[TestBackend]>) async {
    for backend in started.withLock({ $0 }).reversed() { await backend.stop() }
  }
}

extension Trait where Self == StopsBackends {
  /// Stops the sandbox servers each test starts when the test ends.
  static var stopsBackends: Self { Self() }
}

/// 15 March 2026, noon UTC: card expiries are judged against it.
let testNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_773_576_000) }

extension NetworkPolicy {
  /// Short timeouts and pauses, so failure paths take milliseconds.
  static let fastTests = NetworkPolicy(
    requestTimeout: .seconds(5), paymentDeadline: .seconds(20),
    retry: RetryPolicy(maximumAttempts: 4, initialDelay: .milliseconds(20), maximumDelay: .milliseconds(200)))
}

/// The real payment repository, counting creations and, when `holdsResumes`,
/// holding each resume until released.
actor HeldPayments: PaymentRepository {
  let base: any PaymentRepository
  let holdsResumes: Bool
  var creations = 0
  var isHolding = false
  private var waiter: CheckedContinuation<Void, Never>?

  init(_ base: any PaymentRepository, holdsResumes: Bool = true) {
    self.base = base
    self.holdsResumes = holdsResumes
  }

  func createPayment(_ request: PaymentRequest, idempotencyKey: String) async throws(CheckoutError) -> PaymentRecord {
    creations += 1
    return try await base.createPayment(request, idempotencyKey: idempotencyKey)
  }

  func payment(id: String) async throws(CheckoutError) -> PaymentRecord { try await base.payment(id: id) }

  func resumePayment(id: String) async throws(CheckoutError) -> PaymentRecord {
    if holdsResumes {
      await withCheckedContinuation { continuation in
        waiter = continuation
        isHolding = true
      }
    }
    return try await base.resumePayment(id: id)
  }

  func release() {
    waiter?.resume()
    waiter = nil
  }
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

extension DefaultCheckoutScope {
  /// Starts the checkout, shows `method` directly and chooses `bank` (its
  /// first available bank when `nil`): one `submit()` from paying.
  func readyToPay(byBank method: PaymentMethodType = .ideal, bank: String? = nil) async throws
    -> any BankSelectorScope
  {
    await start()
    await present(method)
    let scope = try #require(paymentMethod(method) as? any BankSelectorScope)
    let chosen = try #require(scope.currentState.banks.first { bank == nil ? !$0.isDisabled : $0.id == bank })
    try await scope.selectBank(chosen)
    return scope
  }

  /// Starts the checkout and fills the card form with the sandbox's 3-D
  /// Secure test card: one `submit()` from the challenge.
  func readyToPayWithChallengeCard() async throws -> any CardFormScope {
    await start()
    await present(.card)
    let form = try #require(paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: "4000000000003220")
    form.update(.expiryDate, value: "01/30")
    form.update(.cvv, value: "999")
    form.update(.cardholderName, value: "Ada Lovelace")
    return form
  }
}
