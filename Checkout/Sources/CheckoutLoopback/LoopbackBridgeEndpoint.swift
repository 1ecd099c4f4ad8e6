import CheckoutComponents
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The checkout's bridge endpoint in a terminal or on a desktop: an HTTP
/// listener on a loopback address and a port the system picks, where the
/// pages of required actions post their bridge messages and finally send
/// the browser (RFC 8252, section 7.3: loopback interface redirection).
///
/// It plays the web view's message handler: each `POST` to its address is
/// handed, raw, to the checkout's ``WebBridge``, and the bridge's reply is
/// the answer. A `GET` to the same address is the return page, which tells
/// the customer to go back to the checkout. Anything else is refused with
/// ``WebBridgeError/notABridgeMessage(method:path:)``.
///
/// ```swift
/// var configuration = CheckoutConfiguration(apiBaseURL: url)
/// configuration.webBridgeEndpoint = LoopbackBridgeEndpoint()
/// ```
public final class LoopbackBridgeEndpoint: WebBridgeEndpoint {
  /// The path pages post to.
  public static let path = "/bridge"

  private enum State {
    case idle
    case running(url: URL, services: ServiceGroup, task: Task<Void, Never>)
  }

  private let host: String
  private let state = LoopbackLock(State.idle)
  /// Serializes start and stop, which await.
  private let gate = LoopbackGate()

  /// A listener on `host`, `127.0.0.1` unless told otherwise (`::1` for
  /// IPv6). RFC 8252 advises the address over `localhost`, which a
  /// resolver may send elsewhere.
  public init(host: String = "127.0.0.1") {
    self.host = host
  }

  /// The address pages post to while listening.
  public var url: URL? {
    state.withLock { state in
      guard case .running(let url, _, _) = state else { return nil }
      return url
    }
  }

  /// Starts listening on ``init(host:)``'s address, on a port the system
  /// picks, and hands each message to `bridge`; returns the address pages post
  /// to, such as `http://127.0.0.1:53121/bridge`. While listening, a later
  /// call returns the same address and keeps the first bridge. Calls to this
  /// and ``stop()`` run one at a time, in order. The checkout calls it at
  /// each required action; if it throws, the page still opens, without a
  /// bridge.
  ///
  /// Throws why the listener couldn't start: the server's error (an address
  /// that can't be bound, say), or a ``LoopbackBridgeError``.
  public func start(delivering bridge: WebBridge) async throws -> URL {
    try await gate.run { [self] in
      if let url { return url }
      let quiet = Logger(label: "checkout.loopback") { _ in SwiftLogNoOpLogHandler() }
      let started = LoopbackStartup()
      let application = Application(
        responder: BridgeResponder(bridge: bridge, path: Self.path),
        configuration: ApplicationConfiguration(address: .hostname(host, port: 0), serverName: nil),
        onServerRunning: { channel in started.listening(on: channel.localAddress?.port) },
        logger: quiet)
      let services = ServiceGroup(configuration: .init(services: [application], logger: quiet))
      let task = Task {
        do {
          try await services.run()
        } catch {
          started.failed(error)
        }
        started.failed(LoopbackBridgeError.stopped)
      }
      let port: Int
      do {
        port = try await started.port()
      } catch {
        await services.triggerGracefulShutdown()
        await task.value
        throw error
      }
      let hostPart = host.contains(":") ? "[\(host)]" : host
      guard let url = URL(string: "http://\(hostPart):\(port)\(Self.path)") else {
        await services.triggerGracefulShutdown()
        await task.value
        throw LoopbackBridgeError.cannotListen(host: host)
      }
      state.withLock { $0 = .running(url: url, services: services, task: task) }
      return url
    }
  }

  /// Stops listening, and returns once the listener has stopped; ``url`` is
  /// then `nil`, and a later ``start(delivering:)`` starts a new listener.
  /// The checkout calls it when it is dismissed. Does nothing when not
  /// listening.
  public func stop() async {
    await gate.run { [self] in
      let running = state.withLock { state -> (ServiceGroup, Task<Void, Never>)? in
        guard case .running(_, let services, let task) = state else { return nil }
        state = .idle
        return (services, task)
      }
      guard let (services, task) = running else { return }
      await services.triggerGracefulShutdown()
      await task.value
    }
  }
}

/// Why the loopback listener couldn't start.
public enum LoopbackBridgeError: Error, Sendable, Hashable {
  /// The address couldn't be bound.
  case cannotListen(host: String)
  /// The listener stopped before it was listening.
  case stopped
}
