import Foundation

/// Where a payment page sends its bridge messages when no web view carries
/// them: a listener the host runs, such as the loopback listener of
/// `CheckoutLoopback` (RFC 8252's loopback redirect, as native apps
/// receive OAuth redirects).
///
/// The checkout starts it at the first required action and puts its
/// address in the page's URL as `redirect_uri`; the page posts its
/// messages there and finally sends the browser there. A phone app that
/// shows the page in a web view needs none: its message handler hands the
/// messages to ``CheckoutScope/webBridge`` itself.
public protocol WebBridgeEndpoint: Sendable {
  /// Starts handing the requests it receives to `bridge`, once; later calls
  /// return the same address. Returns the address pages post to, such as
  /// `http://127.0.0.1:53121/bridge`.
  func start(delivering bridge: WebBridge) async throws -> URL
  /// Stops listening. Safe to call twice, or before ``start(delivering:)``.
  func stop() async
}
