import Foundation

/// What the checkout sends back to the page: the answer to the message the
/// page posted. In a web view the host passes ``json`` to the page's
/// `window.tesseraBridge.receive`; the loopback listener answers the page's
/// request with it.
public enum WebBridgeReply: Sendable, Hashable {
  /// The message was taken (`shown`); nothing for the page to do.
  case received
  /// The checkout asked the server and the payment stands at `status`
  /// (`succeeded`, `declined`, `pending`): the page may say so and close.
  case confirmed(status: String)
  /// The checkout no longer waits for this page: close it.
  case close

  /// The message's name on the wire.
  public var name: String {
    switch self {
    case .received: "received"
    case .confirmed: "confirmed"
    case .close: "close"
    }
  }

  /// `{"name": …, "body": "{…}"}`, the bridge's own format.
  public var json: Data {
    var body: [String: String] = [:]
    if case .confirmed(let status) = self { body["status"] = status }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bodyText = (try? encoder.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return (try? encoder.encode(["name": name, "body": bodyText])) ?? Data()
  }
}
