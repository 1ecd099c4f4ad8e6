import CheckoutAssets
import CheckoutComponents
import Foundation
import HTTPTypes
import Hummingbird

/// Answers every request to the loopback listener: a bridge message
/// (`POST` to the bridge's path), the return page (`GET` to it), or a
/// refusal.
struct BridgeResponder: HTTPResponder {
  let bridge: WebBridge
  let path: String

  func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
    guard request.uri.path == path else {
      return refusal(.notABridgeMessage(method: request.method.rawValue, path: request.uri.path), status: .notFound)
    }
    switch request.method {
    case .post:
      return await message(request)
    case .get, .head:
      return page(ReturnPage.html(localizer: bridge.localizer))
    default:
      return refusal(
        .notABridgeMessage(method: request.method.rawValue, path: request.uri.path), status: .methodNotAllowed)
    }
  }

  /// Hands the body to the bridge; its reply, or its refusal, is the answer.
  private func message(_ request: Request) async -> Response {
    var request = request
    let body: ByteBuffer
    do {
      body = try await request.collectBody(upTo: WebBridge.maximumMessageSize)
    } catch {
      return refusal(.tooLarge(bytes: WebBridge.maximumMessageSize + 1), status: .contentTooLarge)
    }
    let origin = request.headers[.origin]
    switch await bridge.receive(Data(buffer: body), originHeader: origin) {
    case .success(let reply):
      var headers = Self.commonHeaders
      headers[.contentType] = "application/json"
      // Only the page the checkout opened may read the reply.
      if let origin { headers[.accessControlAllowOrigin] = origin }
      return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(data: reply.json)))
    case .failure(let error):
      return refusal(error, status: Self.status(for: error), logged: true)
    }
  }

  /// `{"error": "<code>"}` with `status`; logged unless the bridge did.
  private func refusal(_ error: WebBridgeError, status: HTTPResponse.Status, logged: Bool = false) -> Response {
    if !logged { bridge.refuse(error) }
    var headers = Self.commonHeaders
    headers[.contentType] = "application/json"
    let body = #"{"error":"\#(error.code)"}"#
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
  }

  private func page(_ html: String) -> Response {
    var headers = Self.commonHeaders
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
  }

  private static var commonHeaders: HTTPFields {
    var headers = HTTPFields()
    headers[.cacheControl] = "no-store"
    headers[.vary] = "Origin"
    headers[.xContentTypeOptions] = "nosniff"
    if let referrerPolicy = HTTPField.Name("Referrer-Policy") { headers[referrerPolicy] = "no-referrer" }
    return headers
  }

  /// The status of a refused message.
  static func status(for error: WebBridgeError) -> HTTPResponse.Status {
    switch error {
    case .tooLarge: .contentTooLarge
    case .notAnObject, .missingName, .unknownEvent, .malformedBody, .missingField: .badRequest
    case .unexpectedOrigin, .otherSession, .otherPayment: .forbidden
    case .replayed, .noActionPending: .conflict
    case .notABridgeMessage: .notFound
    }
  }
}
