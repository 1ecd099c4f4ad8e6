import CheckoutAssets
import Foundation
import Testing

@testable import CheckoutComponents

/// The sandbox's bank and 3-D Secure pages in headless Chromium, acting
/// for a customer: the checkout opens the page, the browser presses a
/// button on it, the page posts its bridge messages to the checkout's
/// loopback listener and lands on the return page, and the checkout ends
/// in the state the server's payment decides, with the right delegate
/// calls. Screenshots of the pages go to `.build/screenshots/`.
@Suite(
  .serialized, .timeLimit(.minutes(2)), .stopsBackends,
  .enabled(if: WebDriver.isAvailable || WebDriver.isRequired, "needs chromium and chromedriver"))
struct BrowserTests {
  let backend: TestBackend

  init() async throws { backend = try await TestBackend.start() }

  /// Fast failures: a page that never answers ends the wait in seconds.
  static let policy: NetworkPolicy = {
    var policy = NetworkPolicy.fastTests
    policy.customerActionTimeout = .seconds(15)
    return policy
  }()

  /// `.build/screenshots` at the repository's root: this file is in `Checkout/Tests/CheckoutIntegrationTests/Browser`.
  static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/screenshots").path

  /// Opens the checkout's page for the action in the browser, lets `act` press
  /// something, and waits until the page has sent the browser to the return page.
  func drive(
    _ checkout: DefaultCheckoutScope, paying: @escaping @Sendable () async -> Void, screenshot: String? = nil,
    firstSeen: String = "button[data-decision=approve]", act: @escaping @Sendable (WebDriver) async throws -> Void
  ) async throws {
    let browser = try await WebDriver.start()
    do {
      let payment = Task { await paying() }
      let action = try #require(await PageCustomer.nextAction(of: checkout))
      let page = try PageCustomer.Page(action)
      try await browser.open(action.url)
      _ = try await browser.element(firstSeen)
      if let screenshot { try await browser.screenshot(to: "\(Self.screenshots)/\(screenshot).png") }
      try await act(browser)
      await payment.value
      try await browser.wait(
        until: "return location.href.indexOf(\(Self.quoted(page.redirectURI.absoluteString))) === 0",
        "the return page")
      let text = try await browser.evaluate("return document.body.innerText") as? String
      #expect(text?.contains(checkout.localizer(Strings.Checkout.actionReturnTitle)) == true)
    } catch {
      await browser.quit()
      throw error
    }
    await browser.quit()
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  func bankCheckout(_ method: PaymentMethodType, locale: String = "nl") async throws
    -> (DefaultCheckoutScope, any BankSelectorScope, RecordingDelegate)
  {
    let checkout = try await backend.checkout(locale: locale, policy: Self.policy)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    return (checkout, try await checkout.readyToPay(byBank: method), delegate)
  }

  /// iDEAL with its issuer list (the session asks for it): the bank chosen in the checkout.
  @Test(arguments: [
    ("approve", nil as CheckoutError?, "ideal-bank-page" as String?),
    ("decline", .paymentDeclined, nil),
    ("cancel", .paymentCancelled, nil),
  ])
  func iDEAL(decision: String, error: CheckoutError?, screenshot: String?) async throws {
    let (checkout, scope, delegate) = try await bankCheckout(.ideal)
    try await drive(
      checkout, paying: { await scope.submit() }, screenshot: screenshot,
      act: { browser in try await browser.click("button[data-decision=\(decision)]") })
    if let error {
      #expect(checkout.currentState == .failure(error))
      #expect(delegate.calls == ["didFail \(error.analyticsCode)"])
    } else {
      guard case .success(let result) = checkout.currentState else {
        Issue.record("expected success, got \(checkout.currentState)")
        return
      }
      #expect(result.method == .ideal)
      #expect(delegate.calls == ["didComplete \(result.paymentID)"])
    }
  }

  /// iDEAL as iDEAL 2.0 works, the sandbox's default: no bank list in the app; the checkout
  /// opens iDEAL's own page, the customer chooses a bank there, and decides on the bank's page.
  @Test(arguments: [
    ("approve", nil as CheckoutError?, "ideal-scheme-page" as String?), ("decline", .paymentDeclined, nil),
  ])
  func iDEALOnItsOwnPage(decision: String, error: CheckoutError?, screenshot: String?) async throws {
    let checkout = try await backend.checkout(locale: "nl", policy: Self.policy, idealIssuerList: nil)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    await checkout.start()
    #expect(checkout.paymentMethod(.ideal) is any BankRedirectScope)
    try await drive(
      checkout, paying: { await checkout.paymentMethodSelection.select(.ideal) }, screenshot: screenshot,
      firstSeen: "a[data-bank-id=rabobank]",
      act: { browser in
        try await browser.click("a[data-bank-id=rabobank]")
        try await browser.wait(
          until: "return location.pathname.indexOf('/sandbox/banks/ideal/rabobank/') === 0", "the bank's page")
        try await browser.click("button[data-decision=\(decision)]")
      })
    // Choosing iDEAL returned as soon as its payment started; the outcome follows the page.
    for await state in checkout.state {
      if case .success = state { break }
      if case .failure = state { break }
    }
    if let error {
      #expect(checkout.currentState == .failure(error))
      #expect(delegate.calls == ["didFail \(error.analyticsCode)"])
    } else {
      guard case .success(let result) = checkout.currentState else {
        Issue.record("expected success, got \(checkout.currentState)")
        return
      }
      #expect(result.method == .ideal)
      #expect(delegate.calls == ["didComplete \(result.paymentID)"])
    }
    let stored = try await backend.server.storedPayments()
    #expect(stored.map(\.method) == ["ideal"])
  }

  @Test func dotpayApproved() async throws {
    let (checkout, scope, delegate) = try await bankCheckout(.dotpay, locale: "pl")
    try await drive(
      checkout, paying: { await scope.submit() }, screenshot: "dotpay-bank-page",
      act: { browser in try await browser.click("button[data-decision=approve]") })
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .dotpay)
    #expect(delegate.calls == ["didComplete \(result.paymentID)"])
  }

  /// The 3-D Secure challenge, answered with the keyboard only: Enter on the
  /// focused first button passes it; Tab to the second and Enter fails it.
  @Test(arguments: [(true, "3ds-challenge-page" as String?), (false, nil)])
  func threeDSecureChallenge(passes: Bool, screenshot: String?) async throws {
    let checkout = try await backend.checkout(locale: "de", policy: Self.policy)
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    let form = try await checkout.readyToPayWithChallengeCard()
    try await drive(
      checkout, paying: { await form.submit() }, screenshot: screenshot,
      act: { browser in
        try await browser.wait(
          until: "return document.activeElement && document.activeElement.dataset.decision === 'approve'",
          "focus on the first button")
        try await browser.type(passes ? "\u{E007}" : "\u{E004}\u{E007}")
      })
    let lifecycle = ["3ds willPresent", "3ds didPresent", "3ds willDismiss", "3ds didComplete"]
    if passes {
      guard case .success(let result) = checkout.currentState else {
        Issue.record("expected success, got \(checkout.currentState)")
        return
      }
      #expect(delegate.calls == lifecycle + ["didComplete \(result.paymentID)"])
    } else {
      #expect(checkout.currentState == .failure(.authenticationFailed))
      #expect(delegate.calls == lifecycle + ["didFail authentication_failed"])
    }
  }
}
