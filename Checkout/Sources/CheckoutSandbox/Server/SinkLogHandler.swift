import Logging

/// A log handler that hands each line, with its metadata and error, to a closure: how tests see
/// everything the server logs.
struct SinkLogHandler: LogHandler {
  let sink: @Sendable (String) -> Void
  var metadata: Logger.Metadata = [:]
  var metadataProvider: Logger.MetadataProvider?
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
    var line = "\(event.level) \(event.message)"
    if !merged.isEmpty { line += " \(merged)" }
    if let error = event.error { line += " error: \(String(reflecting: error))" }
    sink(line)
  }
}

extension SandboxConfiguration {
  /// The logger the server and Hummingbird log with: the sink at every level when one is set,
  /// otherwise the standard output for warnings and errors. Request bodies are never logged.
  var logger: Logger {
    if let logSink {
      return Logger(label: "checkout-sandbox") { _ in SinkLogHandler(sink: logSink) }
    }
    var logger = Logger(label: "checkout-sandbox")
    logger.logLevel = .warning
    return logger
  }
}
