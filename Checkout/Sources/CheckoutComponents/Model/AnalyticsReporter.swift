/// Receives a checkout's analytics events, one at a time and in the order
/// they happened.
///
/// Merchants implement this to forward events to their analytics provider,
/// which is why it is public. `report(_:)` may take as long as it needs: the
/// checkout never waits for it, because events go through a bounded buffer
/// and a single consumer calls the reporter. If the reporter falls behind by
/// more than the buffer holds, the oldest unreported events are dropped.
public protocol AnalyticsReporter: Sendable {
  /// Handles one event. Called for each event in order, never concurrently
  /// with itself by the same checkout.
  func report(_ event: AnalyticsEvent) async
}
