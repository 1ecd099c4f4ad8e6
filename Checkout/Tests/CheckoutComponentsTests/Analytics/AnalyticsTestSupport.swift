@testable import CheckoutComponents

/// A checkout's worth of events, in the order a successful iDEAL payment
/// emits them.
let idealCheckoutEvents: [AnalyticsEvent] = [
  .checkoutStarted,
  .paymentMethodsShown(count: 3),
  .paymentMethodSelected(.ideal),
  .bankSelectionShown(method: .ideal, bankCount: 12),
  .bankSelected(bankID: "ing"),
  .paymentSubmitted(method: .ideal),
  .redirectToThirdParty(method: .ideal),
  .paymentSucceeded(method: .ideal),
]

/// Every event `sink` yields until it is finished.
func drain(_ sink: AnalyticsSink) async -> [AnalyticsEvent] {
  var events: [AnalyticsEvent] = []
  for await event in sink.events { events.append(event) }
  return events
}

/// A reporter that records what it is given.
actor EventLogReporter: AnalyticsReporter {
  private(set) var events: [AnalyticsEvent] = []

  func report(_ event: AnalyticsEvent) async {
    events.append(event)
  }
}

/// A reporter whose reports suspend until the test opens it, to stand for
/// a slow analytics backend.
actor GatedReporter: AnalyticsReporter {
  private(set) var events: [AnalyticsEvent] = []
  private var isOpen = false
  private var suspendedReport: CheckedContinuation<Void, Never>?
  private var blockedWaiters: [CheckedContinuation<Void, Never>] = []

  func report(_ event: AnalyticsEvent) async {
    events.append(event)
    guard !isOpen else { return }
    await withCheckedContinuation { continuation in
      suspendedReport = continuation
      for waiter in blockedWaiters { waiter.resume() }
      blockedWaiters = []
    }
  }

  /// Returns once a report is suspended in the reporter.
  func waitUntilBlocked() async {
    guard suspendedReport == nil else { return }
    await withCheckedContinuation { blockedWaiters.append($0) }
  }

  /// Lets the suspended report, and every later one, finish.
  func open() {
    isOpen = true
    suspendedReport?.resume()
    suspendedReport = nil
  }
}
