import Logging

@testable import CheckoutComponents
@testable import CheckoutDI

/// What a test's logger was given, in order.
final class RecordedLogs: Sendable {
  /// One logged line.
  struct Entry: Sendable, Equatable {
    let level: Logger.Level
    let message: String
    let metadata: [String: String]
  }

  private let entries = LockedState<[Entry]>([])

  var all: [Entry] { entries.withLock { $0 } }

  /// A logger, at every level, that records here.
  var logger: Logger {
    Logger(label: "test") { _ in RecordingLogHandler(logs: self) }
  }

  fileprivate func append(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }
}

/// The handler behind ``RecordedLogs/logger``.
private struct RecordingLogHandler: LogHandler {
  let logs: RecordedLogs
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
    logs.append(
      RecordedLogs.Entry(
        level: event.level, message: event.message.description, metadata: merged.mapValues(\.description)))
  }
}
