import CheckoutAssets
import CheckoutDI
import Foundation
import Logging

/// What the checkout does while a required action is open: its state and
/// route show the action, and the customer can give up on it.
protocol CustomerActionHost: AnyObject, Sendable {
  var localizer: Localizer { get }
  /// The action is open: show it.
  func customerActionStarted(_ action: CustomerAction) async
  /// The wait ended; the checkout confirms the payment next.
  func customerActionEnded() async
}

/// The checkout's controller for required actions, in the design's event
/// flow the delegate of the ``WebBridge``: it opens the page's address with
/// the bridge's `redirect_uri` and `state`, takes the page's events from
/// the bridge, and ends the wait at the page's last message, at the
/// customer's cancel in the checkout, or at the deadline.
final class CustomerActionController: CustomerActionPort {
  let bridge: WebBridge
  private let endpoint: (any WebBridgeEndpoint)?
  private let timeout: Duration
  private let logger: Logger
  private let hostStorage = LockedState(WeakHost())
  /// Ends the current wait when the customer gives up in the checkout.
  private let cancelSignal = LockedState<AsyncStream<Void>.Continuation?>(nil)

  init(endpoint: (any WebBridgeEndpoint)?, timeout: Duration, logger: Logger) {
    self.endpoint = endpoint
    self.timeout = timeout
    self.logger = logger
    let host = hostStorage
    bridge = WebBridge(logger: logger) { host.withLock { $0.value?.localizer } ?? Localizer(locale: "en") }
  }

  /// The checkout that shows the actions; held weakly.
  func attach(_ host: any CustomerActionHost) {
    hostStorage.withLock { $0.value = host }
  }

  private var host: (any CustomerActionHost)? { hostStorage.withLock { $0.value } }

  func perform(
    _ action: RequiredAction, paymentID: String, method: PaymentMethodType,
    progress: @escaping @Sendable (CustomerActionProgress) async -> Void
  ) async -> CustomerActionEnd {
    let (kind, pageURL): (CustomerAction.Kind, URL)
    switch action {
    case .redirect(let url): (kind, pageURL) = (.redirect, url)
    case .threeDSecureChallenge(let url): (kind, pageURL) = (.threeDSecureChallenge, url)
    }
    let (state, events) = bridge.expect(paymentID: paymentID, pageURL: pageURL)
    var redirectURI: URL?
    if let endpoint {
      do {
        redirectURI = try await endpoint.start(delivering: bridge)
      } catch {
        // The page still opens; without a bridge, the deadline or the
        // customer's cancel ends the wait, and the server decides.
        logger.error("web bridge endpoint failed to start", metadata: ["error": "\(type(of: error))"])
      }
    }
    let (cancels, cancel) = AsyncStream.makeStream(of: Void.self)
    cancelSignal.withLock { $0 = cancel }
    defer { cancelSignal.withLock { $0 = nil } }

    await host?.customerActionStarted(
      CustomerAction(
        kind: kind, method: method, url: Self.pageAddress(pageURL, redirectURI: redirectURI, state: state),
        paymentID: paymentID))
    let timeout = self.timeout
    let end = await withTaskGroup(of: CustomerActionEnd?.self) { group in
      group.addTask {
        for await event in events {
          if event.endsAction { return .page(event) }
          await progress(.shown)
        }
        return nil
      }
      group.addTask {
        for await _ in cancels { return .cancelledInCheckout }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return Task.isCancelled ? nil : .abandoned
      }
      var end: CustomerActionEnd = .abandoned
      while let next = await group.next() {
        if let next {
          end = next
          break
        }
      }
      group.cancelAll()
      return end
    }
    if end == .abandoned {
      logger.notice("no answer from the payment page before the deadline", metadata: ["payment": "\(paymentID)"])
    }
    await progress(.ending)
    await host?.customerActionEnded()
    return end
  }

  func finish(paymentID: String, reply: WebBridgeReply) {
    bridge.finish(replying: reply)
  }

  /// The customer gave up on the page from the checkout.
  func cancel() {
    _ = cancelSignal.withLock { $0?.yield() }
  }

  /// Stops the endpoint, when the checkout closes.
  func close() async {
    bridge.finish(replying: .close)
    await endpoint?.stop()
  }

  /// The page's address with `redirect_uri` (when there is an endpoint) and
  /// `state` added to its query.
  static func pageAddress(_ page: URL, redirectURI: URL?, state: String) -> URL {
    guard var components = URLComponents(url: page, resolvingAgainstBaseURL: false) else { return page }
    var items = (components.queryItems ?? []).filter { $0.name != "redirect_uri" && $0.name != "state" }
    if let redirectURI { items.append(URLQueryItem(name: "redirect_uri", value: redirectURI.absoluteString)) }
    items.append(URLQueryItem(name: "state", value: state))
    components.queryItems = items
    // `URLQueryItem` leaves `:` and `/` as they are; a redirect URI is
    // safer fully escaped in a query value.
    components.percentEncodedQuery = components.percentEncodedQuery?
      .replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: "/", with: "%2F")
    return components.url ?? page
  }
}

private struct WeakHost {
  weak var value: (any CustomerActionHost)?
}
