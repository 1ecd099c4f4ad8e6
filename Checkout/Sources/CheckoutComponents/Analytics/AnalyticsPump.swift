import CheckoutDI

/// Forwards a sink's events to a reporter, one at a time, in order.
///
/// The pump is the sink's single consumer. While `report(_:)` is running,
/// new events wait in the sink's buffer, so a slow reporter slows only the
/// pump, never the checkout that sends events.
///
/// The reporter is the injected ``InjectedValues/analyticsReporter`` as
/// seen where the pump is made: the merchant's, for the checkout's pump.
struct AnalyticsPump: Sendable {
  /// Where the events come from.
  let sink: AnalyticsSink
  /// Where the events go.
  @Injected(\.analyticsReporter) private var reporter

  /// A pump from `sink` to the injected reporter.
  init(sink: AnalyticsSink) {
    self.sink = sink
  }

  /// Reports every event until the sink is finished and drained, or the
  /// calling task is cancelled. Run it in one task per sink.
  func run() async {
    let reporter = reporter
    for await event in sink.events {
      await reporter.report(event)
    }
  }
}
