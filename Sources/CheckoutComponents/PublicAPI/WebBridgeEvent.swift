import Foundation

/// An event a payment page sends through the web bridge.
public enum WebBridgeEvent: Sendable, Hashable {
  /// The payment page finished: the payment's id and status.
  case completed(paymentID: String, status: String)
  /// The payment page failed with the service's code and message.
  case error(code: String, message: String?)
  /// The page asks to open a URL, such as a bank's.
  case redirect(URL)
  /// A message the SDK doesn't know; kept so newer pages don't break older SDKs.
  case unsupported(name: String)
}

/// Why a bridge message couldn't be read. Never a crash.
public enum WebBridgeDecodingError: Error, Sendable, Hashable {
  /// The message isn't a JSON object.
  case notAnObject
  /// The message has no string `name`.
  case missingName
  /// The `body` isn't a string holding a JSON object.
  case malformedBody(name: String)
  /// The body lacks a field the event needs, or has it with the wrong type.
  case missingField(name: String, field: String)
  /// A redirect's `url` isn't an absolute http(s) URL.
  case invalidURL(String)
}

/// Receives decoded bridge events and decoding errors.
public protocol WebBridgeDelegate: AnyObject, Sendable {
  func webBridge(didReceive event: WebBridgeEvent)
  func webBridge(didFailToDecode error: WebBridgeDecodingError)
}
