import Foundation
import Testing

@testable import CheckoutAssets
@testable import CheckoutComponents

/// A page's origin as each host can give it: a web view's three properties,
/// URL components, an HTTP `Origin` header. Each form of one origin is the
/// same value, and the page's messages are taken with it.
@Suite struct WebBridgeOriginTests {
  static let page = URL(string: "http://127.0.0.1:4100/sandbox/banks/ideal/ing/pay_1") ?? URL(fileURLWithPath: "/")

  /// WebKit's `WKSecurityOrigin` reports the default port as 0.
  @Test(arguments: [
    (WebBridge.Origin(scheme: "https", host: "bank.example", port: 0), "https://bank.example"),
    (WebBridge.Origin(scheme: "https", host: "bank.example", port: 443), "https://bank.example"),
    (WebBridge.Origin(scheme: "https", host: "bank.example"), "https://bank.example"),
    (WebBridge.Origin(scheme: "HTTPS", host: "Bank.Example", port: 8443), "https://bank.example:8443"),
    (WebBridge.Origin(scheme: "http", host: "127.0.0.1", port: 80), "http://127.0.0.1"),
    (WebBridge.Origin(scheme: "http", host: "127.0.0.1", port: 4100), "http://127.0.0.1:4100"),
    (WebBridge.Origin(scheme: "http", host: "::1", port: 4100), "http://[::1]:4100"),
    (WebBridge.Origin(scheme: "http", host: "[::1]", port: 4100), "http://[::1]:4100"),
    (WebBridge.Origin(scheme: "https", host: "bank.example", port: 80), "https://bank.example:80"),
  ])
  func aWebViewsPropertiesMakeTheOriginABrowserWrites(origin: WebBridge.Origin, written: String) {
    #expect(origin.description == written)
    #expect(WebBridge.Origin(header: written) == origin)
  }

  @Test func urlComponentsGiveTheirSchemeHostAndPort() throws {
    let components = try #require(URLComponents(string: "https://Bank.example:443/pay?x=1#top"))
    #expect(WebBridge.Origin(components) == WebBridge.Origin(scheme: "https", host: "bank.example"))
    #expect(WebBridge.Origin(URLComponents()) == nil)
    #expect(WebBridge.Origin(try #require(URLComponents(string: "/relative/path"))) == nil)
    #expect(WebBridge.Origin(url: Self.page) == WebBridge.Origin(scheme: "http", host: "127.0.0.1", port: 4100))
  }

  @Test(arguments: [
    "null", "", "127.0.0.1:4100", "http://127.0.0.1:4100/path", "http://127.0.0.1:4100?x", "http://user@127.0.0.1",
    "<WKSecurityOrigin: 0x600000c4a2e0; protocol = http; host = 127.0.0.1; port = 4100>",
  ])
  func aHeaderThatNamesNoOriginIsNone(header: String) {
    #expect(WebBridge.Origin(header: header) == nil)
  }

  /// The recipe's values, as a web view gives them for the page the checkout
  /// opened, are taken; the description WebKit prints for the same origin,
  /// which the README passed before, is refused.
  @Test func aWebViewsOriginIsTakenAndItsDescriptionIsNot() async throws {
    let bridge = WebBridge(logger: RecordedLogs().logger) { Localizer(locale: "en") }
    let (state, _) = bridge.expect(paymentID: "pay_1", pageURL: Self.page)
    let shown = WebBridgeTests.message("shown", ["paymentId": "pay_1", "state": state])
    let description = "<WKSecurityOrigin: 0x600000c4a2e0; protocol = http; host = 127.0.0.1; port = 4100>"
    await #expect(throws: WebBridgeError.unexpectedOrigin(description)) {
      try await bridge.receive(shown, originHeader: description).get()
    }
    let origin = WebBridge.Origin(scheme: "http", host: "127.0.0.1", port: 4100)
    #expect(try await bridge.receive(shown, origin: origin).get() == .received)
    #expect(try await bridge.receive(shown, originHeader: "http://127.0.0.1:4100").get() == .received)
    bridge.finish(replying: .close)
  }
}
