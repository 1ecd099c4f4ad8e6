import CheckoutDI

/// A bounded, fire-and-forget buffer of analytics events.
///
/// `send(_:)` is synchronous and nonisolated, so any code (a view model on
/// the main actor, a payment service actor, a plain closure) can record an
/// event without awaiting. It never waits for the consumer: the events go
/// into an `AsyncStream` that buffers at most `capacity` of them. When the
/// buffer is full the oldest buffered event is dropped to make room, and
/// `droppedCount` counts every such drop.
///
/// The consumer side is `events`, a stream with a single consumer,
/// normally an ``AnalyticsPump``. `finish()` ends the stream once the
/// buffered events are consumed; events sent after that are discarded.
final class AnalyticsSink: Sendable {
  /// The most events held while the consumer is behind.
  let capacity: Int

  /// The buffered events, oldest first. Iterate it from one task only.
  let events: AsyncStream<AnalyticsEvent>

  private let continuation: AsyncStream<AnalyticsEvent>.Continuation
  private let dropped = LockedState(0)

  /// Creates a sink holding at most `capacity` unconsumed events; a
  /// capacity below 1 is treated as 1.
  init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
    (events, continuation) = AsyncStream.makeStream(
      of: AnalyticsEvent.self, bufferingPolicy: .bufferingNewest(self.capacity))
  }

  /// How many events were dropped because the buffer was full.
  var droppedCount: Int { dropped.withLock { $0 } }

  /// Records `event`, dropping the oldest buffered event if the buffer is
  /// full. Returns at once; never suspends or waits for the consumer.
  func send(_ event: AnalyticsEvent) {
    if case .dropped = continuation.yield(event) {
      dropped.withLock { $0 += 1 }
    }
  }

  /// Ends `events` after the events already buffered; later sends are
  /// discarded and not counted as dropped.
  func finish() {
    continuation.finish()
  }
}
