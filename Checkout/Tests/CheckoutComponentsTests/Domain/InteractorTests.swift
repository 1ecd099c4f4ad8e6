import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// Repositories whose answers a test sets; each counts its calls and keeps
/// their arguments.
final class MockRepositories: ConfigurationRepository, PaymentMethodsRepository, BankRepository,
  TokenizationRepository, PaymentRepository
{
  struct Calls: Sendable {
    var configuration = 0
    var banks: [PaymentMethodType] = []
    var tokenized: [String] = []
    /// The billing address of each card tokenized.
    var billing: [[ValidationRulesFactory.BillingField: String]] = []
    var created: [(request: PaymentRequest, key: String)] = []
    var resumed: [String] = []
  }

  static let session = SessionConfiguration(
    amount: 1250, currency: "EUR", locale: "nl", orderID: "o1", methods: [.ideal, .card],
    card: CardSettings(acceptedNetworks: [.visa], requiredBillingFields: [.postalCode], surcharges: [.visa: 30]))
  let session: SessionConfiguration
  let failure: CheckoutError?
  /// The payment's answers, one per creation or resume, in order.
  let answers: [PaymentStatus]
  private let calls = LockedState(Calls())
  var recorded: Calls { calls.withLock { $0 } }

  init(
    session: SessionConfiguration = MockRepositories.session, answers: [PaymentStatus] = [.succeeded],
    failure: CheckoutError? = nil
  ) {
    self.session = session
    self.answers = answers
    self.failure = failure
  }

  func configuration() async throws(CheckoutError) -> SessionConfiguration {
    calls.withLock { $0.configuration += 1 }
    if let failure { throw failure }
    return session
  }

  func paymentMethods() async throws(CheckoutError) -> [PaymentMethodType] { try await configuration().methods }

  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    calls.withLock { $0.banks.append(method) }
    if let failure { throw failure }
    return [Bank(id: "ing", name: "ING")]
  }

  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken {
    calls.withLock {
      $0.tokenized.append(card.number)
      $0.billing.append(card.billingAddress)
    }
    if let failure { throw failure }
    return PaymentToken(value: "tok_1", maskedNumber: CardNumber.mask(card.number), network: card.network)
  }

  private func next(_ id: String) -> PaymentRecord {
    let step = calls.withLock { $0.created.count + $0.resumed.count } - 1
    let status = answers[min(max(step, 0), answers.count - 1)]
    return PaymentRecord(id: id, status: status, amount: 1280, surcharge: 30, currency: "EUR")
  }

  func createPayment(_ request: PaymentRequest, idempotencyKey: String) async throws(CheckoutError) -> PaymentRecord {
    calls.withLock { $0.created.append((request, idempotencyKey)) }
    if let failure { throw failure }
    return next("pay_1")
  }

  func payment(id: String) async throws(CheckoutError) -> PaymentRecord { next(id) }

  func resumePayment(id: String) async throws(CheckoutError) -> PaymentRecord {
    calls.withLock { $0.resumed.append(id) }
    return next(id)
  }
}

/// A customer-action port whose wait ends as a test says, and which keeps
/// what the page was told.
final class ScriptedActions: CustomerActionPort {
  let end: CustomerActionEnd
  let showsPage: Bool
  private let log = LockedState<(performed: [String], replies: [WebBridgeReply])>(([], []))
  var performed: [String] { log.withLock { $0.performed } }
  var replies: [WebBridgeReply] { log.withLock { $0.replies } }

  init(end: CustomerActionEnd = .page(.completed), showsPage: Bool = true) {
    self.end = end
    self.showsPage = showsPage
  }

  func perform(
    _ action: RequiredAction, paymentID: String, method: PaymentMethodType,
    progress: @escaping @Sendable (CustomerActionProgress) async -> Void
  ) async -> CustomerActionEnd {
    log.withLock { $0.performed.append(paymentID) }
    if showsPage { await progress(.shown) }
    await progress(.ending)
    return end
  }

  func finish(paymentID: String, reply: WebBridgeReply) {
    log.withLock { $0.replies.append(reply) }
  }
}

@Suite struct InteractorTests {
  static let card = CardDetails(
    number: "4242424242424242", expiryMonth: 12, expiryYear: 2030, cvv: "123", cardholderName: "Ada", network: .visa)

  static func settlement(
    _ repositories: MockRepositories, actions: ScriptedActions = ScriptedActions(),
    events: LockedState<[AnalyticsEvent]>? = nil
  ) -> PaymentSettlement {
    var settlement = PaymentSettlement(
      payments: repositories, actions: actions, deadline: .seconds(5),
      track: { event in events?.withLock { $0.append(event) } })
    settlement.makeIdempotencyKey = { "key-1" }
    return settlement
  }

  @Test func paymentMethodsComeFromTheRepositoryInItsOrder() async throws {
    let repositories = MockRepositories()
    #expect(try await DefaultGetPaymentMethodsInteractor(repository: repositories).execute() == [.ideal, .card])
    #expect(repositories.recorded.configuration == 1)
  }

  @Test func requiredFieldsAreTheSessionsCardSettings() async throws {
    let repositories = MockRepositories()
    let settings = try await DefaultGetRequiredFieldsInteractor(repository: repositories).execute()
    #expect(settings.requiredBillingFields == [.postalCode])
    #expect(settings.acceptedNetworks == [.visa])
    #expect(settings.surcharges == [.visa: 30])
    var noCards = MockRepositories.session
    noCards.card = nil
    let none = try await DefaultGetRequiredFieldsInteractor(repository: MockRepositories(session: noCards)).execute()
    #expect(none.acceptedNetworks.isEmpty)
  }

  @Test func banksAreAskedForTheMethodGiven() async throws {
    let repositories = MockRepositories()
    let banks = try await DefaultGetBanksInteractor(repository: repositories).execute(method: .dotpay)
    #expect(banks.map(\.id) == ["ing"])
    #expect(repositories.recorded.banks == [.dotpay])
  }

  @Test func aCardPaymentTokenizesThenCreatesUnderOneKey() async throws {
    let repositories = MockRepositories()
    let interactor = DefaultProcessCardPaymentInteractor(
      tokenization: repositories, payments: repositories, settlement: Self.settlement(repositories))
    let result = try await interactor.execute(Self.card) { _ in }
    #expect(result == PaymentResult(paymentID: "pay_1", method: .card, amount: 1280, currency: "EUR", surcharge: 30))
    #expect(repositories.recorded.tokenized == ["4242424242424242"])
    let created = try #require(repositories.recorded.created.first)
    #expect(created.key == "key-1")
    #expect(
      created.request.source == .card(PaymentToken(value: "tok_1", maskedNumber: "424242******4242", network: .visa)))
  }

  @Test func aChallengeIsAnnouncedInOrderAndConfirmedWithTheServer() async throws {
    let url = try #require(URL(string: "http://127.0.0.1:1/3ds"))
    let repositories = MockRepositories(answers: [.actionRequired(.threeDSecureChallenge(url)), .succeeded])
    let actions = ScriptedActions()
    let seen = LockedState<[ThreeDSecureEvent]>([])
    let interactor = DefaultProcessCardPaymentInteractor(
      tokenization: repositories, payments: repositories, settlement: Self.settlement(repositories, actions: actions))
    _ = try await interactor.execute(Self.card) { event in seen.withLock { $0.append(event) } }
    #expect(seen.withLock { $0 } == [.willPresent, .didPresent, .willDismiss, .didComplete])
    #expect(actions.performed == ["pay_1"])
    #expect(repositories.recorded.resumed == ["pay_1"])
    #expect(actions.replies == [.confirmed(status: "succeeded")])
  }

  @Test func theServerDecidesNotThePage() async throws {
    let url = try #require(URL(string: "http://127.0.0.1:1/bank"))
    // The page says completed; the server says declined.
    let repositories = MockRepositories(answers: [.actionRequired(.redirect(url)), .declined(.paymentDeclined)])
    let actions = ScriptedActions(end: .page(.completed))
    let interactor = DefaultProcessBankSelectorPaymentInteractor(
      settlement: Self.settlement(repositories, actions: actions))
    await #expect(throws: CheckoutError.paymentDeclined) { try await interactor.execute(method: .ideal, bankID: "ing") }
    #expect(actions.replies == [.confirmed(status: "declined")])
  }

  @Test(arguments: [
    (CustomerActionEnd.abandoned, CheckoutError.paymentNotCompleted),
    (.page(.completed), .paymentNotCompleted),
    (.cancelledInCheckout, .paymentCancelled),
  ])
  func aPaymentStillPendingAfterTheActionFails(end: CustomerActionEnd, error: CheckoutError) async throws {
    let url = try #require(URL(string: "http://127.0.0.1:1/bank"))
    let repositories = MockRepositories(answers: [.actionRequired(.redirect(url))])
    let actions = ScriptedActions(end: end, showsPage: false)
    let interactor = DefaultProcessBankSelectorPaymentInteractor(
      settlement: Self.settlement(repositories, actions: actions))
    await #expect(throws: error) { try await interactor.execute(method: .ideal, bankID: "ing") }
    #expect(actions.replies == [.confirmed(status: "pending")])
    // Only a page that ended the action resumes; otherwise the payment is read as it stands.
    #expect(repositories.recorded.resumed == (end == .page(.completed) ? ["pay_1"] : []))
  }

  @Test func aDeclineIsThrownAndNeverRetried() async throws {
    let repositories = MockRepositories(answers: [.declined(.insufficientFunds)])
    let interactor = DefaultProcessCardPaymentInteractor(
      tokenization: repositories, payments: repositories, settlement: Self.settlement(repositories))
    await #expect(throws: CheckoutError.insufficientFunds) { try await interactor.execute(Self.card) { _ in } }
    #expect(repositories.recorded.created.count == 1)
    #expect(repositories.recorded.resumed.isEmpty)
  }

  @Test func aRepositoryErrorPropagatesUnchanged() async throws {
    let repositories = MockRepositories(failure: .sessionExpired)
    let interactor = DefaultProcessCardPaymentInteractor(
      tokenization: repositories, payments: repositories, settlement: Self.settlement(repositories))
    await #expect(throws: CheckoutError.sessionExpired) { try await interactor.execute(Self.card) { _ in } }
    #expect(repositories.recorded.created.isEmpty)
  }

  @Test func aBankPaymentFollowsTheRedirectAndReportsIt() async throws {
    let url = try #require(URL(string: "http://127.0.0.1:1/bank"))
    let repositories = MockRepositories(answers: [.actionRequired(.redirect(url)), .succeeded])
    let events = LockedState<[AnalyticsEvent]>([])
    let interactor = DefaultProcessBankSelectorPaymentInteractor(
      settlement: Self.settlement(repositories, events: events))
    let result = try await interactor.execute(method: .ideal, bankID: "ing")
    #expect(result.method == .ideal)
    #expect(repositories.recorded.created.first?.request.source == .bank(method: .ideal, bankID: "ing"))
    #expect(repositories.recorded.resumed == ["pay_1"])
    #expect(events.withLock { $0 } == [.redirectToThirdParty(method: .ideal)])
  }

  /// The operation would hang for an hour: only the deadline can end it, so
  /// the test passes only if the deadline fires and the operation is
  /// cancelled. A time limit, not a wall-clock assertion, catches a deadline
  /// that never fires, so a busy test machine can't fail it.
  @Test(.timeLimit(.minutes(2))) func theDeadlineEndsAHungPaymentAsATimeout() async throws {
    await #expect(throws: CheckoutError.timeout) {
      try await Deadline.run(.milliseconds(50)) { () async throws(CheckoutError) -> Int in
        try? await Task.sleep(for: .seconds(3600))
        return 1
      }
    }
  }

}
