import Foundation
import Testing

@testable import CheckoutAssets
@testable import CheckoutComponents

/// Bridge messages into typed events, and every hostile message into its
/// typed error, with nothing settled and nothing but the error's code logged.
@Suite struct WebBridgeTests {
  static func message(_ name: String, _ fields: [String: String]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let body = (try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (try? encoder.encode(["name": name, "body": body])) ?? Data()
  }

  static let page = URL(string: "http://127.0.0.1:4100/sandbox/banks/ideal/ing/pay_1") ?? URL(fileURLWithPath: "/")
  static let origin = WebBridge.Origin(scheme: "http", host: "127.0.0.1", port: 4100)

  @Test func eachEventDecodes() throws {
    let fields = ["paymentId": "pay_1", "state": "s1"]
    #expect(
      try WebBridgeDecoder.decode(Self.message("shown", fields)).get()
        == WebBridgeMessage(event: .shown, paymentID: "pay_1", state: "s1"))
    #expect(try WebBridgeDecoder.decode(Self.message("completed", fields)).get().event == .completed)
    #expect(try WebBridgeDecoder.decode(Self.message("cancelled", fields)).get().event == .cancelled)
    var failed = fields
    failed["code"] = "declined"
    failed["message"] = "No"
    #expect(
      try WebBridgeDecoder.decode(Self.message("failed", failed)).get().event
        == .failed(code: "declined", message: "No"))
  }

  @Test(arguments: [
    ("", WebBridgeError.notAnObject),
    ("[1, 2]", .notAnObject),
    ("{\"body\": \"{}\"}", .missingName),
    ("{\"name\": 3}", .missingName),
    ("{\"name\": \"resize\", \"body\": \"{}\"}", .unknownEvent(name: "resize")),
    ("{\"name\": \"redirect\", \"body\": \"{}\"}", .unknownEvent(name: "redirect")),
    ("{\"name\": \"completed\"}", .malformedBody(name: "completed")),
    ("{\"name\": \"completed\", \"body\": \"not json\"}", .malformedBody(name: "completed")),
    ("{\"name\": \"completed\", \"body\": {\"paymentId\": \"p\"}}", .malformedBody(name: "completed")),
    (
      "{\"name\": \"completed\", \"body\": \"{\\\"paymentId\\\": \\\"p\\\"}\"}",
      .missingField(name: "completed", field: "state")
    ),
    (
      "{\"name\": \"failed\", \"body\": \"{\\\"paymentId\\\": \\\"p\\\", \\\"state\\\": \\\"s\\\"}\"}",
      .missingField(name: "failed", field: "code")
    ),
  ])
  func malformedMessagesAreTypedErrors(message: String, error: WebBridgeError) {
    #expect(throws: error) { try WebBridgeDecoder.decode(Data(message.utf8)).get() }
  }

  @Test func hugeOrDeepMessagesAreRefused() {
    let huge = Data(("{\"name\": \"completed\", \"body\": \"" + String(repeating: "x", count: 20_000) + "\"}").utf8)
    #expect(throws: WebBridgeError.tooLarge(bytes: huge.count)) { try WebBridgeDecoder.decode(huge).get() }
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    #expect(throws: WebBridgeError.notAnObject) { try WebBridgeDecoder.decode(Data(deep.utf8)).get() }
  }

  /// A bridge waiting for the page of `pay_1`, and its log.
  static func waitingBridge() -> (WebBridge, String, AsyncStream<WebBridgeEvent>, RecordedLogs) {
    let log = RecordedLogs()
    let bridge = WebBridge(logger: log.logger) { Localizer(locale: "en") }
    let (state, events) = bridge.expect(paymentID: "pay_1", pageURL: Self.page)
    return (bridge, state, events, log)
  }

  @Test func thePagesMessagesReachTheCheckoutAndTheLastWaitsForTheServer() async throws {
    let (bridge, state, events, _) = Self.waitingBridge()
    let fields = ["paymentId": "pay_1", "state": state]
    #expect(try await bridge.receive(Self.message("shown", fields), origin: Self.origin).get() == .received)
    // A second `shown` (a reload) is taken but not passed on again.
    #expect(try await bridge.receive(Self.message("shown", fields), origin: Self.origin).get() == .received)
    async let reply = bridge.receive(Self.message("completed", fields), origin: Self.origin)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == .shown)
    #expect(await iterator.next() == .completed)
    bridge.finish(replying: .confirmed(status: "succeeded"))
    #expect(try await reply.get() == .confirmed(status: "succeeded"))
    #expect(await iterator.next() == nil)
  }

  @Test func hostileMessagesAreRefusedAndSettleNothing() async throws {
    let (bridge, state, events, log) = Self.waitingBridge()
    let card = "4111111111111111"
    let cases: [(Data, WebBridge.Origin?, WebBridgeError)] = [
      (
        Self.message("completed", ["paymentId": "pay_1", "state": state]),
        WebBridge.Origin(scheme: "http", host: "evil.example"), .unexpectedOrigin("http://evil.example")
      ),
      (
        Self.message("completed", ["paymentId": "pay_1", "state": state]),
        WebBridge.Origin(scheme: "https", host: "127.0.0.1", port: 4100), .unexpectedOrigin("https://127.0.0.1:4100")
      ),
      (Self.message("completed", ["paymentId": "pay_1", "state": state]), nil, .unexpectedOrigin(nil)),
      (Self.message("completed", ["paymentId": "pay_1", "state": "another"]), Self.origin, .otherSession),
      (Self.message("completed", ["paymentId": card, "state": state]), Self.origin, .otherPayment(card)),
      (Self.message("approve", ["paymentId": "pay_1", "state": state]), Self.origin, .unknownEvent(name: "approve")),
      (Data("{\"name\": \"completed\", \"body\": \"\(card)\"}".utf8), Self.origin, .malformedBody(name: "completed")),
      (
        Data(repeating: 0x20, count: WebBridge.maximumMessageSize + 1), Self.origin,
        .tooLarge(bytes: WebBridge.maximumMessageSize + 1)
      ),
    ]
    for (message, origin, error) in cases {
      await #expect(throws: error) { try await bridge.receive(message, origin: origin).get() }
    }
    // Nothing reached the checkout.
    bridge.finish(replying: .close)
    var received: [WebBridgeEvent] = []
    for await event in events { received.append(event) }
    #expect(received.isEmpty)
    // Each refusal logged by code, and never the card number.
    #expect(log.all.map { $0.metadata["code"] } == cases.map { $0.2.code })
    #expect(log.all.allSatisfy { !"\($0)".contains(card) && !"\($0)".contains("411111") })
  }

  @Test func aReplayedCompletedIsRefusedDuringAndAfterTheAction() async throws {
    let (bridge, state, events, _) = Self.waitingBridge()
    let completed = Self.message("completed", ["paymentId": "pay_1", "state": state])
    async let first = bridge.receive(completed, origin: Self.origin)
    var iterator = events.makeAsyncIterator()
    #expect(await iterator.next() == .completed)
    await #expect(throws: WebBridgeError.replayed(name: "completed")) {
      try await bridge.receive(completed, origin: Self.origin).get()
    }
    bridge.finish(replying: .confirmed(status: "succeeded"))
    #expect(try await first.get() == .confirmed(status: "succeeded"))
    await #expect(throws: WebBridgeError.replayed(name: "completed")) {
      try await bridge.receive(completed, origin: Self.origin).get()
    }
    let cancelled = Self.message("cancelled", ["paymentId": "pay_1", "state": state])
    await #expect(throws: WebBridgeError.replayed(name: "cancelled")) {
      try await bridge.receive(cancelled, origin: Self.origin).get()
    }
  }

  @Test func withNoActionWaitingEveryMessageIsRefused() async {
    let bridge = WebBridge(logger: RecordedLogs().logger) { Localizer(locale: "en") }
    await #expect(throws: WebBridgeError.noActionPending) {
      try await bridge.receive(Self.message("shown", ["paymentId": "pay_1", "state": "s"]), origin: Self.origin).get()
    }
  }

  @Test func originsCompareAsBrowsersWriteThem() throws {
    #expect(WebBridge.Origin(header: "HTTP://127.0.0.1:80")?.description == "http://127.0.0.1")
    #expect(
      try WebBridge.Origin(url: #require(URL(string: "https://Bank.example:443/path")))?.description
        == "https://bank.example")
    #expect(WebBridge.Origin(header: "http://[::1]:8080")?.description == "http://[::1]:8080")
  }

  @Test func logTextIsRedacted() {
    #expect(LogRedaction.token("pay_4111111111111111") == "pay_#")
    #expect(LogRedaction.token("<script>12345</script>") == "?script?12345?/script?")
    #expect(LogRedaction.token(String(repeating: "a", count: 100)).count == 64)
  }

  @Test func repliesAreInTheBridgesFormat() throws {
    let reply =
      try JSONSerialization.jsonObject(with: WebBridgeReply.confirmed(status: "declined").json) as? [String: String]
    #expect(reply == ["name": "confirmed", "body": #"{"status":"declined"}"#])
    let close = try JSONSerialization.jsonObject(with: WebBridgeReply.close.json) as? [String: String]
    #expect(close == ["name": "close", "body": "{}"])
  }

  @Test func thePagesAddressGetsTheRedirectURIAndState() throws {
    let page = try #require(URL(string: "http://127.0.0.1:4100/sandbox/3ds/pay_1?lang=nl"))
    let redirect = try #require(URL(string: "http://127.0.0.1:5000/bridge"))
    let url = CustomerActionController.pageAddress(page, redirectURI: redirect, state: "abc")
    #expect(
      url.absoluteString
        == "http://127.0.0.1:4100/sandbox/3ds/pay_1?lang=nl&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fbridge&state=abc"
    )
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems
    #expect(items?.first { $0.name == "redirect_uri" }?.value == redirect.absoluteString)
  }
}
