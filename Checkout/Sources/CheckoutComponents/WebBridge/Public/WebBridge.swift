import CheckoutAssets
import CheckoutDI
import Foundation
import Logging

/// The checkout's end of the web bridge: what a payment page posts arrives
/// here, from a web view's message handler on a phone or from the loopback
/// listener in a terminal, and is decoded, checked and handed to the
/// checkout.
///
/// A message is taken only while the checkout waits for a page, only from
/// that page's origin, only with the `state` the checkout put in the page's
/// address, and only for the payment waiting. A page's last word
/// (`completed`, `failed`, `cancelled`) is taken once; the reply to it waits
/// until the checkout has asked the server how the payment stands, because
/// the server decides, never the page. Everything else is refused with a
/// ``WebBridgeError``, logged without the message's content.
///
/// ```swift
/// // In a WKScriptMessageHandler named "tesseraBridge":
/// let frame = message.frameInfo.securityOrigin
/// let origin = WebBridge.Origin(scheme: frame.protocol, host: frame.host, port: frame.port)
/// let reply = await checkout.webBridge.receive(Data(body.utf8), origin: origin)
/// if case .success(let reply) = reply {
///   webView.evaluateJavaScript("window.tesseraBridge.receive(\(String(decoding: reply.json, as: UTF8.self)))")
/// }
/// ```
public final class WebBridge: Sendable {
  /// The largest message taken; pages send a few hundred bytes.
  public static let maximumMessageSize = 16 * 1024

  private let state = LockedState(BridgeState())
  private let localizerSource: @Sendable () -> Localizer
  private let logger: Logger

  init(logger: Logger, localizer: @escaping @Sendable () -> Localizer) {
    self.logger = logger
    localizerSource = localizer
  }

  /// The checkout's current localizer, for a host's own pages.
  public var localizer: Localizer { localizerSource() }

  /// Takes one message a page posted. `origin` is the page's origin: in a
  /// web view, the frame's security origin, made from its `protocol`,
  /// `host` and `port` (``Origin/init(scheme:host:port:)``); `nil` when the
  /// message came with none.
  ///
  /// Returns the reply to send back to the page, or why the message was
  /// refused. For a page's last message the reply comes once the checkout
  /// has confirmed the payment with the server.
  public func receive(_ message: Data, origin: Origin?) async -> Result<WebBridgeReply, WebBridgeError> {
    let decoded = WebBridgeDecoder.decode(message)
    let taken = decoded.flatMap { message in
      state.withLock { $0.take(message, origin: origin) }
    }
    switch taken {
    case .failure(let error):
      return .failure(refuse(error))
    case .success(.acknowledged):
      return .success(.received)
    case .success(.awaitingReply(let paymentID)):
      return .success(await reply(for: paymentID))
    }
  }

  /// Takes one message an HTTP request carried, such as a `POST` to a
  /// loopback listener: `originHeader` is the request's `Origin` header
  /// (`http://127.0.0.1:54321`). A header that names no origin (`null`, or
  /// anything but `scheme://host[:port]`) is refused as
  /// ``WebBridgeError/unexpectedOrigin(_:)``.
  public func receive(_ message: Data, originHeader: String?) async -> Result<WebBridgeReply, WebBridgeError> {
    guard let originHeader else { return await receive(message, origin: nil) }
    guard let origin = Origin(header: originHeader) else {
      return .failure(refuse(.unexpectedOrigin(originHeader)))
    }
    return await receive(message, origin: origin)
  }

  /// Logs a refusal and returns it; for a host's transport, which refuses
  /// what never reached ``receive(_:origin:)``.
  @discardableResult
  public func refuse(_ error: WebBridgeError) -> WebBridgeError {
    logger.warning(
      "web bridge refused a message", metadata: ["code": .string(error.code), "reason": .string(error.redacted)])
    return error
  }

  // MARK: The checkout's side

  /// Starts waiting for the page of `paymentID`, opened at `pageURL`. Returns
  /// the `state` value to put in the page's address, and the page's events.
  func expect(paymentID: String, pageURL: URL) -> (state: String, events: AsyncStream<WebBridgeEvent>) {
    let nonce = Self.makeState()
    let (events, continuation) = AsyncStream.makeStream(of: WebBridgeEvent.self, bufferingPolicy: .unbounded)
    let previous = state.withLock { state in
      let previous = state.end()
      state.pending = PendingPage(
        paymentID: paymentID, state: nonce, origin: Origin(url: pageURL), events: continuation)
      return previous
    }
    for waiter in previous { waiter.resume(returning: .close) }
    return (nonce, events)
  }

  /// Answers the page's last message with `reply` and stops waiting for it.
  func finish(replying reply: WebBridgeReply) {
    let waiters = state.withLock { state -> [CheckedContinuation<WebBridgeReply, Never>] in
      state.pending?.reply = reply
      return state.end()
    }
    for waiter in waiters { waiter.resume(returning: reply) }
  }

  /// The reply owed to the page's last message. The checkout always
  /// answers: it confirms with the server under its own deadlines, and a
  /// newer action or the checkout's end closes the page.
  private func reply(for paymentID: String) async -> WebBridgeReply {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> WebBridgeReply? in
        if let reply = state.replies[paymentID] { return reply }
        guard state.pending?.paymentID == paymentID else { return .close }
        state.pending?.waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// 128 random bits, URL-safe.
  private static func makeState() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "")
      + String(generator.next() as UInt16, radix: 16)
  }
}

/// The page the checkout waits for, and what it has said.
private struct PendingPage: Sendable {
  var paymentID: String
  var state: String
  /// The page's origin; `nil` when its address has none, and then no message is taken.
  var origin: WebBridge.Origin?
  var events: AsyncStream<WebBridgeEvent>.Continuation
  var shown = false
  /// The page's last message, once taken.
  var ended: WebBridgeEvent?
  var reply: WebBridgeReply?
  var waiters: [CheckedContinuation<WebBridgeReply, Never>] = []
}

/// What ``WebBridge/receive(_:origin:)`` does with a valid message.
private enum Taking: Sendable {
  /// Nothing more: the reply is ``WebBridgeReply/received``.
  case acknowledged
  /// The page's last message: its reply waits for the checkout.
  case awaitingReply(paymentID: String)
}

private struct BridgeState: Sendable {
  var pending: PendingPage?
  /// The replies of actions that ended, by payment, so a replayed last
  /// message is recognised after its action ended (the last few only).
  var replies: [String: WebBridgeReply] = [:]
  var endedStates: [String: String] = [:]
  var endedOrder: [String] = []

  mutating func take(_ message: WebBridgeMessage, origin: WebBridge.Origin?) -> Result<Taking, WebBridgeError> {
    if endedStates[message.paymentID] == message.state, message.event.endsAction {
      return .failure(.replayed(name: message.event.name))
    }
    guard var page = pending else { return .failure(.noActionPending) }
    guard let origin, origin == page.origin else { return .failure(.unexpectedOrigin(origin?.description)) }
    guard message.state == page.state else { return .failure(.otherSession) }
    guard message.paymentID == page.paymentID else { return .failure(.otherPayment(message.paymentID)) }
    if page.ended != nil {
      return message.event.endsAction ? .failure(.replayed(name: message.event.name)) : .success(.acknowledged)
    }
    switch message.event {
    case .shown:
      if !page.shown {
        page.shown = true
        page.events.yield(.shown)
      }
      pending = page
      return .success(.acknowledged)
    default:
      page.ended = message.event
      page.events.yield(message.event)
      pending = page
      return .success(.awaitingReply(paymentID: page.paymentID))
    }
  }

  /// Stops waiting for the current page; returns the replies still owed.
  mutating func end() -> [CheckedContinuation<WebBridgeReply, Never>] {
    guard let page = pending else { return [] }
    pending = nil
    page.events.finish()
    let reply = page.reply ?? .close
    replies[page.paymentID] = reply
    endedStates[page.paymentID] = page.state
    endedOrder.append(page.paymentID)
    if endedOrder.count > 16 {
      let oldest = endedOrder.removeFirst()
      replies[oldest] = nil
      endedStates[oldest] = nil
    }
    return page.waiters
  }
}

extension WebBridgeError {
  /// The refusal for a log: no text the page sent, beyond a short,
  /// sanitized id or name with long digit runs (a card number, say) masked.
  var redacted: String {
    switch self {
    case .tooLarge(let bytes): "\(bytes) bytes"
    case .unknownEvent(let name): "name \(LogRedaction.token(name))"
    case .malformedBody(let name): "event \(name)"
    case .missingField(let name, let field): "event \(name), field \(field)"
    case .unexpectedOrigin(let origin): "origin \(origin.map(LogRedaction.token) ?? "none")"
    case .otherPayment(let id): "payment \(LogRedaction.token(id))"
    case .replayed(let name): "event \(name)"
    case .notABridgeMessage(let method, let path):
      "\(LogRedaction.token(method)) \(LogRedaction.token(path))"
    case .notAnObject, .missingName, .noActionPending, .otherSession: code
    }
  }
}

/// Makes text from outside safe to log: at most 64 characters of
/// `[A-Za-z0-9._:/-]`, others as `?`, and any run of 6 or more digits
/// (part of a card number, say) as `#`.
enum LogRedaction {
  static func token(_ text: String) -> String {
    var out = ""
    var digits = ""
    func flush() {
      out += digits.count >= 6 ? "#" : digits
      digits = ""
    }
    for character in text.prefix(64) {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      flush()
      let allowed = character.isASCII && (character.isLetter || "._:/-[]".contains(character))
      out.append(allowed ? character : "?")
    }
    flush()
    return out
  }
}
