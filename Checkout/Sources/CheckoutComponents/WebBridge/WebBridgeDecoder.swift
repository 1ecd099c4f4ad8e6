import Foundation

/// Decodes web-bridge messages, `{"name": "completed", "body": "{…}"}`,
/// whose body is itself a JSON object in a string, into typed messages.
///
/// | name | body fields |
/// | --- | --- |
/// | `shown`, `completed`, `cancelled` | `paymentId`, `state` |
/// | `failed` | `paymentId`, `state`, `code`, optional `message` |
///
/// Anything else is a ``WebBridgeError``: never a crash, never an event.
enum WebBridgeDecoder {
  /// Decodes one message of at most ``WebBridge/maximumMessageSize`` bytes.
  static func decode(_ message: Data) -> Result<WebBridgeMessage, WebBridgeError> {
    guard message.count <= WebBridge.maximumMessageSize else { return .failure(.tooLarge(bytes: message.count)) }
    guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
      return .failure(.notAnObject)
    }
    guard let name = object["name"] as? String, !name.isEmpty else { return .failure(.missingName) }
    guard ["shown", "completed", "failed", "cancelled"].contains(name) else {
      return .failure(.unknownEvent(name: String(name.prefix(64))))
    }
    guard let bodyText = object["body"] as? String,
      let body = try? JSONSerialization.jsonObject(with: Data(bodyText.utf8)) as? [String: Any]
    else { return .failure(.malformedBody(name: name)) }
    func field(_ key: String) -> Result<String, WebBridgeError> {
      guard let value = body[key] as? String, !value.isEmpty else {
        return .failure(.missingField(name: name, field: key))
      }
      return .success(value)
    }
    return field("paymentId").flatMap { paymentID in
      field("state").flatMap { state in
        let event: Result<WebBridgeEvent, WebBridgeError>
        switch name {
        case "shown": event = .success(.shown)
        case "completed": event = .success(.completed)
        case "cancelled": event = .success(.cancelled)
        default: event = field("code").map { .failed(code: $0, message: body["message"] as? String) }
        }
        return event.map { WebBridgeMessage(event: $0, paymentID: paymentID, state: state) }
      }
    }
  }
}
