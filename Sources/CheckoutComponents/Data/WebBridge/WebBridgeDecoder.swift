import Foundation

/// Decodes web-bridge messages, `{"name": "completed", "body": "{…}"}`,
/// whose body is itself JSON in a string, into typed events.
///
/// | name | body fields |
/// | --- | --- |
/// | `completed` | `paymentId`, `status` |
/// | `error` | `code`, optional `message` |
/// | `redirect` | `url` (absolute http or https) |
/// | anything else | ignored: `.unsupported(name:)` |
public enum WebBridgeDecoder {
  /// The largest message accepted; payment pages send a few hundred bytes.
  static let maximumSize = 64 * 1024

  /// Decodes one message.
  public static func decode(_ message: Data) -> Result<WebBridgeEvent, WebBridgeDecodingError> {
    guard message.count <= maximumSize,
      let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
    else { return .failure(.notAnObject) }
    guard let name = object["name"] as? String, !name.isEmpty else { return .failure(.missingName) }
    switch name {
    case "completed", "error", "redirect": break
    default: return .success(.unsupported(name: name))
    }
    guard let bodyText = object["body"] as? String,
      let body = try? JSONSerialization.jsonObject(with: Data(bodyText.utf8)) as? [String: Any]
    else { return .failure(.malformedBody(name: name)) }
    func field(_ key: String) -> Result<String, WebBridgeDecodingError> {
      guard let value = body[key] as? String, !value.isEmpty else {
        return .failure(.missingField(name: name, field: key))
      }
      return .success(value)
    }
    switch name {
    case "completed":
      return field("paymentId").flatMap { id in field("status").map { .completed(paymentID: id, status: $0) } }
    case "error":
      return field("code").map { .error(code: $0, message: body["message"] as? String) }
    default:
      return field("url").flatMap { text in
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
          url.host != nil
        else { return .failure(.invalidURL(text)) }
        return .success(.redirect(url))
      }
    }
  }

  /// Decodes a message given as text.
  public static func decode(_ message: String) -> Result<WebBridgeEvent, WebBridgeDecodingError> {
    decode(Data(message.utf8))
  }
}

/// Delivers decoded bridge messages to a delegate, and as an `AsyncStream`.
public final class WebBridge: Sendable {
  private weak let delegate: (any WebBridgeDelegate)?
  private let continuation: AsyncStream<Result<WebBridgeEvent, WebBridgeDecodingError>>.Continuation
  /// Every decoded message, in order: an event or a decoding error.
  public let events: AsyncStream<Result<WebBridgeEvent, WebBridgeDecodingError>>

  public init(delegate: (any WebBridgeDelegate)? = nil) {
    self.delegate = delegate
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(256))
  }

  /// Decodes `message` and delivers the result.
  public func receive(_ message: Data) {
    let result = WebBridgeDecoder.decode(message)
    continuation.yield(result)
    switch result {
    case .success(let event): delegate?.webBridge(didReceive: event)
    case .failure(let error): delegate?.webBridge(didFailToDecode: error)
    }
  }

  /// Ends the stream.
  public func close() { continuation.finish() }
}
