import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

@Suite("Analytics pump")
struct AnalyticsPumpTests {
  @Test("The reporter receives every event in order")
  func reporterReceivesEventsInOrder() async {
    let sink = AnalyticsSink(capacity: 64)
    let reporter = EventLogReporter()
    let pump = await start(AnalyticsPump(sink: sink), reportingTo: reporter)

    for event in idealCheckoutEvents { sink.send(event) }
    sink.send(.paymentFailed(method: .card, code: "card_declined"))
    sink.finish()
    await pump.value

    #expect(await reporter.events == idealCheckoutEvents + [.paymentFailed(method: .card, code: "card_declined")])
  }

  @Test("send never waits for a slow reporter; the backlog beyond capacity drops oldest first", .timeLimit(.minutes(1)))
  func sendDoesNotBlockOnASlowReporter() async {
    let sink = AnalyticsSink(capacity: 4)
    let reporter = GatedReporter()
    let pump = await start(AnalyticsPump(sink: sink), reportingTo: reporter)

    sink.send(.checkoutStarted)
    await reporter.waitUntilBlocked()
    // The reporter is suspended inside report(.checkoutStarted). If send
    // waited for it, this loop would never finish.
    for count in 1...100 { sink.send(.paymentMethodsShown(count: count)) }
    #expect(sink.droppedCount == 96)

    await reporter.open()
    sink.finish()
    await pump.value

    let expected = [AnalyticsEvent.checkoutStarted] + (97...100).map { AnalyticsEvent.paymentMethodsShown(count: $0) }
    #expect(await reporter.events == expected)
  }

  @Test("Cancelling the pump's task stops it")
  func cancellingStopsThePump() async {
    let sink = AnalyticsSink(capacity: 4)
    let reporter = EventLogReporter()
    let pump = await start(AnalyticsPump(sink: sink), reportingTo: reporter)

    pump.cancel()
    await pump.value
    sink.send(.checkoutStarted)

    #expect(await reporter.events == [])
  }
}

/// Runs a pump made by `makePump` with `reporter` as the injected reporter,
/// in a task of its own.
private func start(
  _ makePump: @autoclosure () -> AnalyticsPump, reportingTo reporter: any AnalyticsReporter
) async -> Task<Void, Never> {
  let pump = await InjectedValues.withValue(\.analyticsReporter, reporter) { makePump() }
  return Task { await pump.run() }
}
