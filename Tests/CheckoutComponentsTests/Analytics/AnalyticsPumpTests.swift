import Testing

@testable import CheckoutComponents

@Suite("Analytics pump")
struct AnalyticsPumpTests {
  @Test("The reporter receives every event in order")
  func reporterReceivesEventsInOrder() async {
    let sink = AnalyticsSink(capacity: 64)
    let reporter = EventLogReporter()
    let pump = Task { await AnalyticsPump(sink: sink, reporter: reporter).run() }

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
    let pump = Task { await AnalyticsPump(sink: sink, reporter: reporter).run() }

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
    let pump = Task { await AnalyticsPump(sink: sink, reporter: reporter).run() }

    pump.cancel()
    await pump.value
    sink.send(.checkoutStarted)

    #expect(await reporter.events == [])
  }
}
