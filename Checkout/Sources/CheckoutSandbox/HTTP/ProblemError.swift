import CheckoutAPI
import Foundation
import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// An answer the API gives instead of a result: an RFC 9457 problem-details body
/// (`application/problem+json`) with the contract's stable `code`.
///
/// Handlers and middleware throw it; ``ProblemMiddleware`` writes it. A `detail` names what was
/// wrong (a field, a header) and never repeats a card number, a CVV or a secret.
struct ProblemError: Error, Sendable, Equatable {
  /// The HTTP status, 400 to 599.
  var status: Int
  /// The contract's code.
  var code: Components.Schemas.ProblemCode
  /// What went wrong, for a developer reading the response.
  var detail: String?
  /// An RFC 6901 JSON Pointer to the request body's member the problem is about (`/network`,
  /// `/source/bankId`), or a path parameter's name; nil when it is about no single member.
  var pointer: String?
  /// The methods the path has, for a `405`: its `Allow` header.
  var allowedMethods: [String] = []
  /// A `title` of its own, for a problem the contract's codes don't name; nil for the code's title.
  private var ownTitle: String?

  init(status: Int, code: Components.Schemas.ProblemCode, detail: String? = nil, pointer: String? = nil) {
    self.status = (400...599).contains(status) ? status : 500
    self.code = code
    self.detail = detail
    self.pointer = pointer
  }

  /// `400 invalid_request`: the body or a parameter is malformed; `pointer` names the member.
  static func invalidRequest(_ detail: String, pointer: String? = nil) -> Self {
    Self(status: 400, code: .invalidRequest, detail: detail, pointer: pointer)
  }

  /// `401 unauthorized`: no credentials, or credentials this operation doesn't take.
  static func unauthorized(_ detail: String) -> Self {
    Self(status: 401, code: .unauthorized, detail: detail)
  }

  /// `401 session_expired`: the client token is unknown or expired.
  static let sessionExpired = Self(
    status: 401, code: .sessionExpired, detail: "The client token is unknown or has expired; create a new session.")

  /// `404 not_found`.
  static func notFound(_ detail: String) -> Self {
    Self(status: 404, code: .notFound, detail: detail)
  }

  /// `413 payload_too_large`.
  static func payloadTooLarge(limit: Int) -> Self {
    Self(status: 413, code: .payloadTooLarge, detail: "The request body is larger than \(limit) bytes.")
  }

  /// `415 unsupported_media_type`.
  static let unsupportedMediaType = Self(
    status: 415, code: .unsupportedMediaType, detail: "Send the request body as application/json.")

  /// `415 unsupported_media_type`, saying what was wrong with the body's media type.
  static func unsupportedMediaType(_ detail: String) -> Self {
    Self(status: 415, code: .unsupportedMediaType, detail: detail)
  }

  /// `405`, titled "Method not allowed": the path exists, with other methods, which `Allow` lists.
  /// The contract's codes have none for it, so the code is `invalid_request`.
  static func methodNotAllowed(_ method: String, allowed: [String]) -> Self {
    var problem = Self(
      status: 405, code: .invalidRequest,
      detail: "This path doesn't take \(method); it takes \(allowed.joined(separator: ", ")).")
    problem.ownTitle = "Method not allowed"
    problem.allowedMethods = allowed
    return problem
  }

  /// `409 token_used`.
  static let tokenUsed = Self(
    status: 409, code: .tokenUsed, detail: "The card token was already used, has expired, or is unknown.")

  /// `422 idempotency_key_reused`.
  static let idempotencyKeyReused = Self(
    status: 422, code: .idempotencyKeyReused,
    detail: "This Idempotency-Key was already used with a different request.")

  /// `409`, titled "Already decided": a third-party page's decision for a payment that is no longer
  /// pending (`POST /sandbox/actions/{paymentId}`, outside the contract). The contract's closed list
  /// of codes has none for it, so the code is `invalid_request`; the status and title tell it apart.
  static func alreadyDecided(status: String) -> Self {
    var problem = Self(status: 409, code: .invalidRequest, detail: "This payment was already decided: it is \(status).")
    problem.ownTitle = "Already decided"
    return problem
  }

  /// `500 internal_error`.
  static let internalError = Self(status: 500, code: .internalError, detail: "The sandbox failed to answer.")

  /// The body's `title`: a short, fixed summary of the code, unless the problem has its own.
  var title: String {
    ownTitle ?? codeTitle
  }

  /// The fixed summary of ``code``.
  private var codeTitle: String {
    switch code {
    case .invalidRequest: "Invalid request"
    case .unauthorized: "Unauthorized"
    case .sessionExpired: "Session expired"
    case .notFound: "Not found"
    case .payloadTooLarge: "Payload too large"
    case .unsupportedMediaType: "Unsupported media type"
    case .tokenUsed: "Token used"
    case .idempotencyKeyReused: "Idempotency key reused"
    case .internalError: "Internal error"
    case .serviceUnavailable: "Service unavailable"
    }
  }

  /// The problem-details document.
  var document: Components.Schemas.Problem {
    Components.Schemas.Problem(
      _type: "urn:tessera:checkout:problem:\(code.rawValue)",
      title: title,
      status: status,
      detail: detail,
      code: code,
      pointer: pointer
    )
  }

  /// The RFC 6750 challenge of a `401`: `Bearer realm="checkout"`, with `error="invalid_token"`
  /// when a token was sent but is unknown or expired. Nil for any other status.
  var authenticationChallenge: String? {
    guard status == 401 else { return nil }
    return code == .sessionExpired ? #"Bearer realm="checkout", error="invalid_token""# : #"Bearer realm="checkout""#
  }

  /// The headers every answer of this problem carries besides its length: the media type, the
  /// `401` challenge and the `405` methods.
  var headerFields: HTTPFields {
    var fields: HTTPFields = [.contentType: Self.contentType]
    if let authenticationChallenge { fields[.wwwAuthenticate] = authenticationChallenge }
    if !allowedMethods.isEmpty { fields[.allow] = allowedMethods.joined(separator: ", ") }
    return fields
  }

  /// The media type of a problem body.
  static let contentType = "application/problem+json"

  /// The encoded body.
  var encodedBody: [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding strings and integers can't fail; the fallback keeps the answer well-formed anyway.
    let data = (try? encoder.encode(document)) ?? Data(#"{"code":"internal_error","status":500}"#.utf8)
    return Array(data)
  }

  /// The problem as a Hummingbird response.
  var response: Response {
    let body = encodedBody
    var buffer = ByteBuffer()
    buffer.writeBytes(body)
    var headers = headerFields
    headers[.contentLength] = String(body.count)
    return Response(
      status: HTTPResponse.Status(code: status),
      headers: headers,
      body: ResponseBody(byteBuffer: buffer)
    )
  }

  /// The problem as an OpenAPI response, for middleware that answers before the handler.
  var openAPIResponse: (HTTPResponse, HTTPBody) {
    let body = encodedBody
    return (
      HTTPResponse(status: HTTPResponse.Status(code: status), headerFields: headerFields),
      HTTPBody(body)
    )
  }
}
