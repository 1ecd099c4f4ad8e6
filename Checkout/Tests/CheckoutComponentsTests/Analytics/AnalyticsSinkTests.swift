import Testing

@testable import CheckoutComponents

@Suite("Analytics sink")
struct AnalyticsSinkTests {
  @Test("Events come out in the order they were sent")
  func orderIsPreserved() async {
    let sink = AnalyticsSink(capacity: 16)
    for event in idealCheckoutEvents { sink.send(event) }
    sink.finish()

    #expect(await drain(sink) == idealCheckoutEvents)
    #expect(sink.droppedCount == 0)
  }

  @Test("A full buffer drops the oldest events and counts them")
  func fullBufferDropsOldest() async {
    let sink = AnalyticsSink(capacity: 3)
    for count in 1...10 { sink.send(.paymentMethodsShown(count: count)) }
    sink.finish()

    #expect(await drain(sink) == [8, 9, 10].map { AnalyticsEvent.paymentMethodsShown(count: $0) })
    #expect(sink.droppedCount == 7)
  }

  @Test("Sends from 100 concurrent tasks under capacity lose nothing")
  func concurrentSendsLoseNothing() async {
    let sink = AnalyticsSink(capacity: 100)
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { sink.send(.bankSelected(bankID: "bank-\(index)")) }
      }
    }
    sink.finish()

    let received = await drain(sink)
    #expect(received.count == 100)
    #expect(Set(received) == Set((0..<100).map { AnalyticsEvent.bankSelected(bankID: "bank-\($0)") }))
    #expect(sink.droppedCount == 0)
  }

  @Test("A capacity below 1 holds one event")
  func capacityIsAtLeastOne() async {
    let sink = AnalyticsSink(capacity: 0)
    sink.send(.checkoutStarted)
    sink.send(.checkoutDismissed)
    sink.finish()

    #expect(sink.capacity == 1)
    #expect(await drain(sink) == [.checkoutDismissed])
    #expect(sink.droppedCount == 1)
  }

  @Test("Events sent after finish are discarded, not counted as dropped")
  func sendAfterFinishIsDiscarded() async {
    let sink = AnalyticsSink(capacity: 4)
    sink.send(.checkoutStarted)
    sink.finish()
    sink.send(.paymentFailed(method: nil, code: "timeout"))

    #expect(await drain(sink) == [.checkoutStarted])
    #expect(sink.droppedCount == 0)
  }
}
