import CheckoutAssets
import CheckoutSandbox
import Foundation
import Testing

@testable import CheckoutComponents

/// Bank redirects and 3-D Secure challenges end to end: the sandbox's
/// pages over HTTP, the checkout's loopback listener, the bridge, and the
/// server's status deciding. The same pages in a real browser are driven by
/// `Scripts/check-browser.sh`.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct RequiredActionTests {
  let backend: TestBackend

  init() async throws { backend = try await TestBackend.start() }

  /// Pays with a bank of `method`; the customer acts on the page with `decision`.
  func payByBank(
    _ method: PaymentMethodType = .ideal, bank: String? = nil, decision: PageCustomer.Decision,
    policy: NetworkPolicy = .fastTests
  ) async throws -> (checkout: DefaultCheckoutScope, delegate: RecordingDelegate, replies: [PageCustomer.Reply]) {
    let checkout = try await backend.checkout(locale: "nl", policy: policy)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    let scope = try await checkout.readyToPay(byBank: method, bank: bank)
    let customer = PageCustomer.act(decision, on: checkout)
    await scope.submit()
    return (checkout, delegate, try await customer.value)
  }

  @Test func iDEALApprovedOnTheBanksPageSucceeds() async throws {
    let (checkout, delegate, replies) = try await payByBank(decision: .approve)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .ideal)
    #expect(replies.map(\.status) == [200, 200])
    #expect(replies.map { $0.body["name"] } == ["received", "confirmed"])
    #expect(replies.last?.body["body"] == #"{"status":"succeeded"}"#)
    #expect(delegate.calls == ["didComplete \(result.paymentID)"])
    #expect(try await backend.server.storedPayments().map(\.status) == ["succeeded"])
  }

  @Test(arguments: [
    (PageCustomer.Decision.decline, CheckoutError.paymentDeclined, "payment_declined"),
    (.cancel, .paymentCancelled, "payment_cancelled"),
  ])
  func iDEALDeclinedOrCancelledOnTheBanksPageFails(
    decision: PageCustomer.Decision, error: CheckoutError, code: String
  ) async throws {
    let (checkout, delegate, replies) = try await payByBank(decision: decision)
    #expect(checkout.currentState == .failure(error))
    #expect(replies.last?.body["body"] == #"{"status":"declined"}"#)
    #expect(delegate.calls == ["didFail \(code)"])
  }

  @Test func dotpayApprovedSucceeds() async throws {
    let (checkout, _, _) = try await payByBank(.dotpay, decision: .approve)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .dotpay)
  }

  /// Pays with the 3-D Secure test card; the customer answers the challenge with `decision`.
  func payWithChallenge(_ decision: PageCustomer.Decision) async throws -> (DefaultCheckoutScope, RecordingDelegate) {
    let checkout = try await backend.checkout()
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    let form = try await checkout.readyToPayWithChallengeCard()
    let customer = PageCustomer.act(decision, on: checkout)
    await form.submit()
    _ = try await customer.value
    return (checkout, delegate)
  }

  @Test func aPassedChallengeSucceedsWithItsLifecycle() async throws {
    let (checkout, delegate) = try await payWithChallenge(.approve)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(
      delegate.calls == [
        "3ds willPresent", "3ds didPresent", "3ds willDismiss", "3ds didComplete", "didComplete \(result.paymentID)",
      ])
  }

  @Test func aFailedChallengeFailsAsAuthentication() async throws {
    let (checkout, delegate) = try await payWithChallenge(.decline)
    #expect(checkout.currentState == .failure(.authenticationFailed))
    #expect(
      delegate.calls == [
        "3ds willPresent", "3ds didPresent", "3ds willDismiss", "3ds didComplete", "didFail authentication_failed",
      ])
  }

  @Test func theServerDecidesEvenWhenThePageSaysCompleted() async throws {
    let checkout = try await backend.checkout()
    let scope = try await checkout.readyToPay()
    let lying = Task {
      let page = try PageCustomer.Page(try #require(await PageCustomer.nextAction(of: checkout)))
      _ = try await PageCustomer.record(.decline, page: page)
      return try await PageCustomer.post("completed", page: page)
    }
    await scope.submit()
    #expect(try await lying.value.body["body"] == #"{"status":"declined"}"#)
    #expect(checkout.currentState == .failure(.paymentDeclined))
  }

  @Test func theRouteAndStateCarryTheAddressWithTheBridgesRedirectURIAndState() async throws {
    let checkout = try await backend.checkout()
    let scope = try await checkout.readyToPay()
    let paying = Task { await scope.submit() }
    let action = try #require(await PageCustomer.nextAction(of: checkout))
    #expect(checkout.currentState == .actionRequired(action))
    #expect(checkout.currentRoute == .customerAction(action))
    #expect(action.kind == .redirect && action.method == .ideal)
    let page = try PageCustomer.Page(action)
    #expect(action.url.path.hasPrefix("/sandbox/banks/ideal/"))
    #expect(page.redirectURI.host == "127.0.0.1" && page.redirectURI.path == "/bridge")
    #expect(page.state.count >= 16)
    // The return page, in the checkout's language.
    let (status, html) = try await PageCustomer.get(page.redirectURI)
    #expect(status == 200)
    #expect(html.contains(Localizer(locale: "en")(Strings.Checkout.actionReturnTitle)))
    await checkout.cancelCustomerAction()
    await paying.value
    #expect(checkout.currentState == .failure(.paymentCancelled))
  }

  @Test func aCustomerWhoNeverComesBackEndsAsNotCompleted() async throws {
    var policy = NetworkPolicy.fastTests
    policy.customerActionTimeout = .milliseconds(300)
    let checkout = try await backend.checkout(policy: policy)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    let scope = try await checkout.readyToPay()
    let opened = Task { await PageCustomer.nextAction(of: checkout) }
    await scope.submit()
    #expect(checkout.currentState == .failure(.paymentNotCompleted))
    #expect(delegate.calls == ["didFail payment_not_completed"])
    #expect(try await backend.server.storedPayments().map(\.status) == ["pending"])
    // The page, opened too late, is refused and settles nothing.
    let page = try PageCustomer.Page(try #require(await opened.value))
    let late = try await PageCustomer.post("completed", page: page)
    #expect(late == PageCustomer.Reply(status: 409, body: ["error": "replayed"]))
    #expect(delegate.calls == ["didFail payment_not_completed"])
  }

  @Test func hostileRequestsAreRefusedAndSettleNothing() async throws {
    let checkout = try await backend.checkout()
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    let scope = try await checkout.readyToPay()
    let paying = Task { await scope.submit() }
    let page = try PageCustomer.Page(try #require(await PageCustomer.nextAction(of: checkout)))
    var other = page
    other.state = "0123456789abcdef"
    var otherPayment = page
    otherPayment.paymentID = "pay_someone_else"
    let bridge = page.redirectURI
    let elsewhere = try #require(URL(string: "/admin", relativeTo: bridge)?.absoluteURL)
    let refusals: [(PageCustomer.Reply, Int, String)] = [
      (try await PageCustomer.post("completed", page: page, origin: "http://evil.example"), 403, "unexpected_origin"),
      (try await PageCustomer.send(bridge, body: PageCustomer.message("completed", [:])), 400, "missing_field"),
      (try await PageCustomer.post("completed", page: other), 403, "other_session"),
      (try await PageCustomer.post("completed", page: otherPayment), 403, "other_payment"),
      (try await PageCustomer.post("approved", page: page), 400, "unknown_event"),
      (try await PageCustomer.send(bridge, body: Data("{\"name\": ".utf8), origin: page.origin), 400, "not_an_object"),
      (
        try await PageCustomer.send(bridge, body: Data(count: WebBridge.maximumMessageSize + 1), origin: page.origin),
        413, "too_large"
      ),
      (try await PageCustomer.send(elsewhere, method: "GET", body: nil), 404, "not_a_bridge_message"),
      (try await PageCustomer.send(bridge, method: "PUT", body: Data()), 405, "not_a_bridge_message"),
    ]
    for (reply, status, code) in refusals {
      #expect(reply == PageCustomer.Reply(status: status, body: ["error": code]))
    }
    // Still waiting: nothing settled.
    if case .actionRequired = checkout.currentState {} else { Issue.record("settled by a hostile request") }
    #expect(delegate.calls.isEmpty)
    // The real page completes it; the same message again is a replay.
    _ = try await PageCustomer.record(.approve, page: page)
    #expect(try await PageCustomer.post("completed", page: page).body["name"] == "confirmed")
    await paying.value
    #expect(
      try await PageCustomer.post("completed", page: page)
        == PageCustomer.Reply(status: 409, body: ["error": "replayed"]))
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(delegate.calls == ["didComplete \(result.paymentID)"])
  }
}
