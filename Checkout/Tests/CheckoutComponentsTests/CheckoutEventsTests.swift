import Foundation
import Logging
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// What the host hears and when: every delegate call and every
/// `onEvent` call on the main actor, after the state that reports it, in
/// order; cancelling before a payment is a dismissal, never a failure.
@Suite struct CheckoutEventsTests {
  /// A checkout on mock repositories with a recording delegate and closure,
  /// sharing one log.
  static func checkout(
    settings: CheckoutSettings = CheckoutSettings(), repositories: MockRepositories = MockRepositories(),
    overrides: @escaping (Container) -> Void = { _ in }
  ) async throws -> (DefaultCheckoutScope, MainActorDelegate, EventLog) {
    let log = EventLog()
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.settings = settings
    configuration.onEvent = { event in log.record("onEvent \(event)") }
    let container = CompositionRoot.makeContainer(configuration: configuration, repositories: .mocks(repositories))
    let checkout = try await withContainer(container.makeMock(overrides)) {
      try await Container.current.resolve(DefaultCheckoutScope.self)
    }
    let delegate = MainActorDelegate(log: log, checkout: checkout)
    checkout.delegate = delegate
    await checkout.start()
    return (checkout, delegate, log)
  }

  static func pay(_ checkout: DefaultCheckoutScope) async throws {
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    CompositionRootTests.fill(form)
    await form.submit()
  }

  @Test func aPaymentIsToldOnTheMainActorAfterItsStateThenToTheClosure() async throws {
    let (checkout, delegate, log) = try await Self.checkout()
    try await Self.pay(checkout)
    let result = PaymentResult(paymentID: "pay_1", method: .card, amount: 1280, currency: "EUR", surcharge: 30)
    #expect(checkout.currentState == .success(result))
    #expect(
      log.entries == [
        "didComplete pay_1 in state success", "onEvent \(CheckoutEvent.completed(result))",
      ])
    #expect(log.offMainActor.isEmpty, "\(log.offMainActor)")
    _ = delegate
  }

  @Test func withoutTheSuccessScreenCompletionComesBeforeTheDismissal() async throws {
    let (checkout, delegate, log) = try await Self.checkout(settings: CheckoutSettings(showsSuccessScreen: false))
    try await Self.pay(checkout)
    #expect(checkout.currentState == .dismissed)
    #expect(
      log.entries.filter { $0.hasPrefix("did") } == [
        "didComplete pay_1 in state success", "didDismiss in state dismissed",
      ])
    #expect(log.entries.last == "onEvent dismissed")
    #expect(log.offMainActor.isEmpty)
    _ = delegate
  }

  @Test func aFailureIsToldAfterTheFailureState() async throws {
    let (checkout, delegate, log) = try await Self.checkout(
      repositories: MockRepositories(answers: [.declined(.insufficientFunds)]))
    try await Self.pay(checkout)
    #expect(checkout.currentState == .failure(.insufficientFunds))
    #expect(
      log.entries == [
        "didFail insufficientFunds in state failure", "onEvent \(CheckoutEvent.failed(.insufficientFunds))",
      ])
    #expect(log.offMainActor.isEmpty, "\(log.offMainActor)")
    _ = delegate
  }

  /// A checkout of nothing but its lifecycle, whose host dismisses or
  /// retries (`interrupt`) while an outcome is on its way to the main
  /// actor: `interrupt` runs when the outcome's analytics event is sent,
  /// after the state settled and before the host was told, and the
  /// payment's task waits (at most a second) for `interrupted` to be
  /// signalled, so an interruption that does not wait for the outcome
  /// reaches the host first.
  static func interruptedCheckout(
    log: EventLog, interrupt: @escaping @Sendable (DefaultCheckoutScope, DispatchSemaphore) -> Void
  ) async -> DefaultCheckoutScope {
    let scope = LockedState<DefaultCheckoutScope?>(nil)
    let interrupted = DispatchSemaphore(value: 0)
    let checkout = DefaultCheckoutScope(
      amount: 1280, currency: "EUR", locale: "en", methods: [], settings: CheckoutSettings(showsSplash: false),
      registry: PaymentMethodRegistry(),
      actions: CustomerActionController(endpoint: nil, timeout: .seconds(5), logger: Logger(label: "test")),
      onEvent: { event in
        log.record("onEvent \(event) in state \(scope.withLock { $0 }.map { "\($0.currentState)" } ?? "none")")
        if case .dismissed = event { interrupted.signal() }
      },
      track: { event in
        switch event {
        case .paymentSucceeded, .paymentFailed: break
        default: return
        }
        guard let checkout = scope.withLock({ $0 }) else { return }
        interrupt(checkout, interrupted)
        _ = interrupted.wait(timeout: .now() + .seconds(1))
      })
    scope.withLock { $0 = checkout }
    await checkout.start()
    return checkout
  }

  @Test func aDismissalWhileTheOutcomeIsOnItsWayComesAfterIt() async throws {
    let log = EventLog()
    let checkout = await Self.interruptedCheckout(log: log) { checkout, _ in
      Task { await checkout.dismiss() }
    }
    let result = PaymentResult(paymentID: "pay_1", method: .card, amount: 1280, currency: "EUR")
    #expect(await checkout.paymentStarted(.card))
    await checkout.paymentSucceeded(result)
    await checkout.dismiss()
    // The dismissal asked for during the hop goes ahead once the outcome is told, on its own task:
    // wait for it, however loaded the machine, then check the order.
    for _ in 0..<400 where log.entries.count < 2 {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(
      log.entries == [
        "onEvent \(CheckoutEvent.completed(result)) in state \(CheckoutState.success(result))",
        "onEvent dismissed in state dismissed",
      ])
    #expect(checkout.currentState == .dismissed)
  }

  @Test func aRetryWhileTheFailureIsOnItsWayMovesOnOnlyOnceItIsTold() async throws {
    let log = EventLog()
    let checkout = await Self.interruptedCheckout(log: log) { checkout, retried in
      Task {
        await checkout.retry()
        retried.signal()
      }
    }
    #expect(await checkout.paymentStarted(.card))
    await checkout.paymentFailed(.insufficientFunds)
    // The retry goes ahead on its own task once the failure is told: wait for it.
    for _ in 0..<400 where checkout.currentState != .ready {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(
      log.entries == [
        "onEvent \(CheckoutEvent.failed(.insufficientFunds)) in state \(CheckoutState.failure(.insufficientFunds))"
      ])
    #expect(checkout.currentState == .ready)
  }

  @Test(.timeLimit(.minutes(1))) func aHostThatDismissesWhenToldOfTheOutcomeIsNotIgnored() async throws {
    let checkout = LockedState<DefaultCheckoutScope?>(nil)
    let dismissed = LockedState<CheckedContinuation<Void, Never>?>(nil)
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.onEvent = { event in
      switch event {
      case .completed: Task { await checkout.withLock { $0 }?.dismiss() }
      case .dismissed: dismissed.withLock { $0?.resume() }
      default: break
      }
    }
    let container = CompositionRoot.makeContainer(
      configuration: configuration, repositories: .mocks(MockRepositories()))
    let scope = try await withContainer(container) { try await Container.current.resolve(DefaultCheckoutScope.self) }
    checkout.withLock { $0 = scope }
    await scope.start()
    await withCheckedContinuation { continuation in
      dismissed.withLock { $0 = continuation }
      Task { try await Self.pay(scope) }
    }
    #expect(scope.currentState == .dismissed)
  }

  @Test func cancellingFromTheMethodListDismissesAndNeverFails() async throws {
    let (checkout, delegate, log) = try await Self.checkout()
    var states = checkout.state.makeAsyncIterator()
    #expect(await states.next() == .ready)
    await checkout.paymentMethodSelection.cancel()
    #expect(checkout.currentState == .dismissed)
    #expect(await states.next() == .dismissed)
    #expect(await states.next() == nil, "every stream ends")
    #expect(log.entries == ["didDismiss in state dismissed", "onEvent dismissed"])
    _ = delegate
  }

  @Test func cancellingAMethodPresentedDirectlyDismisses() async throws {
    let (checkout, delegate, log) = try await Self.checkout()
    await checkout.present(.card)
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.dismissalMechanism == .cancel)
    await form.dismiss()
    #expect(checkout.currentState == .dismissed)
    #expect(log.entries == ["didDismiss in state dismissed", "onEvent dismissed"])
    _ = delegate
  }

  @Test func aChallengesStepsComeInOrderBeforeTheOutcome() async throws {
    let page = try #require(URL(string: "https://issuer.example/3ds/pay_1"))
    let repositories = MockRepositories(answers: [.actionRequired(.threeDSecureChallenge(page)), .succeeded])
    let (checkout, delegate, log) = try await Self.checkout(repositories: repositories) { mock in
      mock.registerSync(PaymentSettlement.self, retention: .singleton) { _ in
        PaymentSettlement(payments: repositories, actions: ScriptedActions(), deadline: .seconds(5), track: { _ in })
      }
    }
    try await Self.pay(checkout)
    #expect(
      log.entries.filter { $0.hasPrefix("3ds") || $0.hasPrefix("did") } == [
        "3ds willPresent", "3ds didPresent", "3ds willDismiss", "3ds didComplete",
        "didComplete pay_1 in state success",
      ])
    #expect(log.entries.filter { $0.hasPrefix("onEvent threeDSecure") }.count == 4)
    #expect(log.offMainActor.isEmpty)
    _ = delegate
  }
}

/// What the host heard, in order, and anything heard off the main actor.
final class EventLog: Sendable {
  private let storage = LockedState<(entries: [String], offMain: [String])>(([], []))
  var entries: [String] { storage.withLock { $0.entries } }
  var offMainActor: [String] { storage.withLock { $0.offMain } }

  /// Records `entry`; called on the main actor only, which it checks: on
  /// the main queue, which is the main actor's executor. (On Linux a worker
  /// thread drains the main queue once the main thread has parked in
  /// `dispatchMain`, so the thread is not what to check.)
  @MainActor func record(_ entry: String) {
    let onMain = MainQueue.isCurrent
    storage.withLock { storage in
      storage.entries.append(entry)
      if !onMain { storage.offMain.append(entry) }
    }
  }
}

/// A delegate as a `UIViewController` would be: main-actor isolated, with
/// the checkout's state read when it is told.
final class MainActorDelegate: CheckoutComponentsDelegate {
  private let log: EventLog
  private weak let checkout: DefaultCheckoutScope?

  nonisolated init(log: EventLog, checkout: DefaultCheckoutScope) {
    self.log = log
    self.checkout = checkout
  }

  private func record(_ call: String) {
    let state: String =
      switch checkout?.currentState {
      case .success: "success"
      case .failure: "failure"
      case .dismissed: "dismissed"
      default: "other"
      }
    log.record("\(call) in state \(state)")
  }

  func checkoutDidComplete(with result: PaymentResult) { record("didComplete \(result.paymentID)") }
  func checkoutDidFail(with error: CheckoutError) { record("didFail \(error)") }
  func checkoutDidDismiss() { record("didDismiss") }
  func checkoutWillPresentThreeDSecureChallenge() { log.record("3ds willPresent") }
  func checkoutDidPresentThreeDSecureChallenge() { log.record("3ds didPresent") }
  func checkoutWillDismissThreeDSecureChallenge() { log.record("3ds willDismiss") }
  func checkoutDidCompleteThreeDSecureChallenge() { log.record("3ds didComplete") }
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
