import Foundation

/// A response as a test sees it: status, headers (lowercased names) and body.
struct HTTPResult: Sendable {
  let status: Int
  let headers: [String: String]
  let body: Data

  /// The body as a JSON object, when it is one.
  var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// The body as text.
  var text: String { String(decoding: body, as: UTF8.self) }

  /// The problem's `code`, when the body is problem details.
  var problemCode: String? { json?["code"] as? String }

  /// The `Content-Type` header, or "".
  var contentType: String { headers["content-type"] ?? "" }

  /// Whether this is an RFC 9457 problem with the status and code expected, and the fields the
  /// contract requires.
  func isProblem(_ status: Int, _ code: String) -> Bool {
    guard self.status == status, contentType.hasPrefix("application/problem+json"), let json else { return false }
    return json["code"] as? String == code && json["status"] as? Int == status && json["type"] is String
      && json["title"] is String
  }

  /// Whether this is a `400 invalid_request` problem whose `pointer` is `pointer`.
  func isInvalid(at pointer: String) -> Bool {
    isProblem(400, "invalid_request") && string("pointer") == pointer
  }

  /// A string field of the JSON body.
  func string(_ key: String) -> String? { json?[key] as? String }

  /// An integer field of the JSON body.
  func int(_ key: String) -> Int? { json?[key] as? Int }
}
