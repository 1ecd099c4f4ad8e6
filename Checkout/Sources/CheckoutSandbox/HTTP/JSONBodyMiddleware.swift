import CheckoutAPI
import HTTPTypes
import OpenAPIRuntime

/// Holds every request body to the contract's media type before the generated code decodes it.
///
/// An operation with a JSON body (``jsonBodyOperations``) must send `Content-Type:
/// application/json`, with no `charset` or `charset=utf-8` (else `415`), and a body that meets
/// ``StrictJSON``'s rules (else `400`, with the member's pointer). Any other operation's body is
/// never read: a `GET` with a body is answered as one without. It runs after authentication, so a
/// caller without the right credential learns nothing about the body.
struct JSONBodyMiddleware: ServerMiddleware {
  /// The operations whose request body is JSON.
  static let jsonBodyOperations: Set<String> = [
    Operations.CreateClientSession.id, Operations.TokenizeCard.id, Operations.CreatePayment.id,
  ]

  /// The largest body read; ``BodyLimitMiddleware`` has refused bigger ones before.
  let maximumBytes: Int

  func intercept(
    _ request: HTTPRequest,
    body: HTTPBody?,
    metadata: ServerRequestMetadata,
    operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    guard Self.jsonBodyOperations.contains(operationID) else {
      return try await next(request, nil, metadata)
    }
    let bytes = try await [UInt8](collecting: body ?? HTTPBody(), upTo: maximumBytes)
    try Self.check(contentType: request.headerFields[.contentType], bytes: bytes)
    return try await next(request, HTTPBody(bytes), metadata)
  }

  /// The problem a JSON body with this `Content-Type` and these bytes is refused with, if any.
  static func check(contentType: String?, bytes: [UInt8]) throws(ProblemError) {
    guard let contentType else {
      if bytes.isEmpty { throw .invalidRequest("This operation takes a JSON body; none was sent.") }
      throw .unsupportedMediaType("The body has no Content-Type; send it as application/json.")
    }
    try MediaType.requireJSON(contentType)
    do {
      try StrictJSON.validate(bytes)
    } catch {
      throw Self.problem(error)
    }
  }

  /// The `400` of a body that breaks a rule of ``StrictJSON``.
  static func problem(_ violation: StrictJSON.Violation) -> ProblemError {
    switch violation {
    case .notUTF8:
      .invalidRequest("The request body is not UTF-8; send JSON in UTF-8.")
    case .byteOrderMark:
      .invalidRequest("The request body starts with a byte-order mark; send UTF-8 JSON without one.")
    case .malformed(let offset):
      .invalidRequest("The request body is not valid JSON (at byte \(offset)).")
    case .tooDeep(let pointer):
      .invalidRequest(
        "The request body nests more than \(StrictJSON.maximumDepth) levels deep.", pointer: pointer)
    case .duplicateMember(let pointer):
      .invalidRequest(
        "`\(Self.name(pointer))` appears twice in one object; send each member once.", pointer: pointer)
    case .controlCharacter(let pointer):
      .invalidRequest("`\(Self.name(pointer))` must not contain control characters.", pointer: pointer)
    }
  }

  /// A pointer's member path as a detail quotes it: `/source/bankId` as `source.bankId`.
  private static func name(_ pointer: String) -> String {
    pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().joined(separator: ".")
  }
}

/// The media types the sandbox reads.
enum MediaType {
  /// Refuses a `Content-Type` that isn't `application/json`, or whose `charset` isn't UTF-8, with
  /// `415`. Other parameters are ignored; the type, the parameter's name and value compare
  /// without case, and a quoted value is unquoted.
  static func requireJSON(_ contentType: String) throws(ProblemError) {
    let parts = contentType.split(separator: ";", omittingEmptySubsequences: false)
    let type = (parts.first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    guard type == "application/json" else {
      throw .unsupportedMediaType("The body's Content-Type is \(Self.quoted(type)); send application/json.")
    }
    for parameter in parts.dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
        continue
      }
      var value = pair[1].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
      guard value.lowercased() == "utf-8" else {
        throw .unsupportedMediaType("The body's charset is \(Self.quoted(value)); send it in UTF-8.")
      }
    }
  }

  /// A header value quoted for a detail, cut short and without control characters.
  private static func quoted(_ value: String) -> String {
    let shown = String(value.unicodeScalars.filter { !StrictJSON.isControl($0) }.prefix(64).map(Character.init))
    return "\"\(shown)\""
  }
}
