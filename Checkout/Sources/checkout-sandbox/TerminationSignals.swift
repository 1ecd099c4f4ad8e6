import Dispatch
import Foundation

/// SIGINT and SIGTERM, delivered to a task instead of ending the process, so the server can stop
/// cleanly first.
final class TerminationSignals {
  private let stream: AsyncStream<String>
  private let sources: [any DispatchSourceSignal]

  /// Starts catching SIGINT and SIGTERM.
  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    self.stream = stream
    let queue = DispatchQueue(label: "checkout-sandbox.signals")
    sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { continuation.yield(name) }
      source.resume()
      return source
    }
  }

  /// The name of the first signal caught.
  func first() async -> String {
    for await name in stream {
      return name
    }
    return "end of signals"
  }
}
