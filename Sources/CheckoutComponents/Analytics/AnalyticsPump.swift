/// Forwards a sink's events to a merchant's reporter, one at a time, in
/// order.
///
/// The pump is the sink's single consumer. While `report(_:)` is running,
/// new events wait in the sink's buffer, so a slow reporter slows only the
/// pump, never the checkout that sends events.
struct AnalyticsPump: Sendable {
  /// Where the events come from.
  let sink: AnalyticsSink
  /// Where the events go.
  let reporter: any AnalyticsReporter

  /// Reports every event until the sink is finished and drained, or the
  /// calling task is cancelled. Run it in one task per sink.
  func run() async {
    for await event in sink.events {
      await reporter.report(event)
    }
  }
}
