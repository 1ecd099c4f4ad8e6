import Foundation
import HTTPTypes
import Hummingbird

/// The responses of the third-party pages: the HTML, its script and style sheet, and the
/// decision endpoint's JSON, each with the headers a page served to a browser needs.
enum PageResponse {
  /// The HTML's policy: the page's own script and style sheet only, no inline code; requests to
  /// this server and to the app's loopback address only; no forms, no framing, no `<base>`.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; "
    + "connect-src 'self' http://127.0.0.1:* http://localhost:* http://[::1]:*; img-src 'self'; "
    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// `Referrer-Policy`, which HTTPTypes has no name for. The name is valid, so it always exists.
  private static let referrerPolicy = HTTPField.Name("Referrer-Policy")

  /// An HTML page, with its ``contentSecurityPolicy``.
  static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
    var headers = commonHeaders(contentType: "text/html; charset=utf-8")
    headers[.contentSecurityPolicy] = contentSecurityPolicy
    return response(status: status, headers: headers, body: text)
  }

  /// The page's script or style sheet.
  static func asset(_ text: String, contentType: String) -> Response {
    response(status: .ok, headers: commonHeaders(contentType: contentType), body: text)
  }

  /// A JSON object with string values, such as the decision endpoint's `{"status": "succeeded"}`.
  static func json(_ object: [String: String], status: HTTPResponse.Status = .ok) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding a dictionary of strings can't fail; the fallback keeps the answer well-formed anyway.
    let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
    return response(
      status: status, headers: commonHeaders(contentType: "application/json"),
      body: String(decoding: data, as: UTF8.self))
  }

  /// The headers every answer of the pages carries: no sniffing, no referrer, no caching.
  private static func commonHeaders(contentType: String) -> HTTPFields {
    var headers: HTTPFields = [
      .contentType: contentType,
      .xContentTypeOptions: "nosniff",
      .cacheControl: "no-store",
    ]
    if let referrerPolicy {
      headers[referrerPolicy] = "no-referrer"
    }
    return headers
  }

  private static func response(status: HTTPResponse.Status, headers: HTTPFields, body: String) -> Response {
    var headers = headers
    let bytes = Array(body.utf8)
    headers[.contentLength] = String(bytes.count)
    var buffer = ByteBuffer()
    buffer.writeBytes(bytes)
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
  }
}
