/// Why the web bridge refused a message or a request. A refused message
/// never settles a payment; each refusal is logged with its ``code`` and
/// without the message's content.
public enum WebBridgeError: Error, Sendable, Hashable {
  /// The message is larger than ``WebBridge/maximumMessageSize``.
  case tooLarge(bytes: Int)
  /// The message isn't a JSON object (or is nested too deep to read).
  case notAnObject
  /// The message has no string `name`.
  case missingName
  /// The `name` is none of `shown`, `completed`, `failed`, `cancelled`.
  case unknownEvent(name: String)
  /// The `body` isn't a string holding a JSON object.
  case malformedBody(name: String)
  /// The body lacks a field the event needs, or has it with the wrong type.
  case missingField(name: String, field: String)
  /// No required action is waiting for a page.
  case noActionPending
  /// The message came from another origin than the page the checkout
  /// opened; `nil` when the request named none.
  case unexpectedOrigin(String?)
  /// The message's `state` isn't the one of the action the checkout
  /// opened: it belongs to another checkout session.
  case otherSession
  /// The message names another payment than the one waiting.
  case otherPayment(String)
  /// The page already ended this action: a `completed` (or `failed`,
  /// `cancelled`) sent again.
  case replayed(name: String)
  /// A request to the bridge's address that isn't a bridge message: another
  /// path or method, or no message at all.
  case notABridgeMessage(method: String, path: String)

  /// A stable code for logs and for the listener's answer.
  public var code: String {
    switch self {
    case .tooLarge: "too_large"
    case .notAnObject: "not_an_object"
    case .missingName: "missing_name"
    case .unknownEvent: "unknown_event"
    case .malformedBody: "malformed_body"
    case .missingField: "missing_field"
    case .noActionPending: "no_action_pending"
    case .unexpectedOrigin: "unexpected_origin"
    case .otherSession: "other_session"
    case .otherPayment: "other_payment"
    case .replayed: "replayed"
    case .notABridgeMessage: "not_a_bridge_message"
    }
  }
}
