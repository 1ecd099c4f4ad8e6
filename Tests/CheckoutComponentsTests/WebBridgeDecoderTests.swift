import Foundation
import Testing

@testable import CheckoutComponents

/// Web-bridge messages into typed events; malformed ones into typed errors.
@Suite struct WebBridgeDecoderTests {
  @Test func completedErrorAndRedirect() throws {
    let completed = #"{"name": "completed", "body": "{\"paymentId\": \"pay_1\", \"status\": \"succeeded\"}"}"#
    #expect(try WebBridgeDecoder.decode(completed).get() == .completed(paymentID: "pay_1", status: "succeeded"))
    let error = #"{"name": "error", "body": "{\"code\": \"card_declined\", \"message\": \"Declined\"}"}"#
    #expect(try WebBridgeDecoder.decode(error).get() == .error(code: "card_declined", message: "Declined"))
    let bare = #"{"name": "error", "body": "{\"code\": \"x\"}"}"#
    #expect(try WebBridgeDecoder.decode(bare).get() == .error(code: "x", message: nil))
    let redirect = #"{"name": "redirect", "body": "{\"url\": \"https://bank.example/pay?id=1\"}"}"#
    #expect(
      try WebBridgeDecoder.decode(redirect).get()
        == .redirect(try #require(URL(string: "https://bank.example/pay?id=1"))))
  }

  @Test func anUnknownNameIsUnsupportedNotAnError() throws {
    #expect(try WebBridgeDecoder.decode(#"{"name": "resize", "body": 3}"#).get() == .unsupported(name: "resize"))
  }

  @Test(arguments: [
    ("", WebBridgeDecodingError.notAnObject),
    ("[1, 2]", .notAnObject),
    ("{\"body\": \"{}\"}", .missingName),
    ("{\"name\": 3}", .missingName),
    ("{\"name\": \"completed\"}", .malformedBody(name: "completed")),
    ("{\"name\": \"completed\", \"body\": \"not json\"}", .malformedBody(name: "completed")),
    ("{\"name\": \"completed\", \"body\": {\"paymentId\": \"p\"}}", .malformedBody(name: "completed")),
    (
      "{\"name\": \"completed\", \"body\": \"{\\\"paymentId\\\": \\\"p\\\"}\"}",
      .missingField(name: "completed", field: "status")
    ),
    ("{\"name\": \"error\", \"body\": \"{\\\"code\\\": 7}\"}", .missingField(name: "error", field: "code")),
    (
      "{\"name\": \"redirect\", \"body\": \"{\\\"url\\\": \\\"javascript:alert(1)\\\"}\"}",
      .invalidURL("javascript:alert(1)")
    ),
  ])
  func malformedMessagesAreTypedErrors(message: String, error: WebBridgeDecodingError) {
    #expect(throws: error) { try WebBridgeDecoder.decode(message).get() }
  }

  @Test func hugeOrDeepMessagesAreRefused() {
    let huge = "{\"name\": \"completed\", \"body\": \"" + String(repeating: "x", count: 70_000) + "\"}"
    #expect(throws: WebBridgeDecodingError.notAnObject) { try WebBridgeDecoder.decode(huge).get() }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: WebBridgeDecodingError.notAnObject) { try WebBridgeDecoder.decode(deep).get() }
  }

  @Test func theBridgeDeliversToItsDelegateAndItsStream() async {
    final class Delegate: WebBridgeDelegate, @unchecked Sendable {
      var events: [WebBridgeEvent] = []
      var errors: [WebBridgeDecodingError] = []
      func webBridge(didReceive event: WebBridgeEvent) { events.append(event) }
      func webBridge(didFailToDecode error: WebBridgeDecodingError) { errors.append(error) }
    }
    let delegate = Delegate()
    let bridge = WebBridge(delegate: delegate)
    bridge.receive(Data(#"{"name": "resize"}"#.utf8))
    bridge.receive(Data("nope".utf8))
    bridge.close()
    var results: [Result<WebBridgeEvent, WebBridgeDecodingError>] = []
    for await result in bridge.events { results.append(result) }
    #expect(results == [.success(.unsupported(name: "resize")), .failure(.notAnObject)])
    #expect(delegate.events == [.unsupported(name: "resize")])
    #expect(delegate.errors == [.notAnObject])
  }
}
