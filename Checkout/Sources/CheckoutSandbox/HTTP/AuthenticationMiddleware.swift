import CheckoutAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Checks each operation's credential and binds its ``Principal`` for the handler.
///
/// - `createClientSession` takes only the merchant's secret key.
/// - Every other operation takes only a client token (`ct_…`) of a session that has not expired.
///
/// Missing credentials, or credentials the operation doesn't take (the secret key on an SDK
/// operation, a client token on `createClientSession`), are `401 unauthorized`; a client token
/// that is unknown or expired is `401 session_expired`. It runs before the body is decoded, so a
/// caller without the right credential learns nothing about the body's validity.
struct AuthenticationMiddleware: ServerMiddleware {
  let secretKey: String
  let store: SandboxStore
  let now: @Sendable () -> Date

  func intercept(
    _ request: HTTPRequest,
    body: HTTPBody?,
    metadata: ServerRequestMetadata,
    operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    let principal = try await authenticate(BearerCredential.token(in: request.headerFields), for: operationID)
    return try await Principal.$current.withValue(principal) {
      try await next(request, body, metadata)
    }
  }

  private func authenticate(_ credential: String?, for operationID: String) async throws -> Principal {
    if operationID == Operations.CreateClientSession.id {
      guard let credential, credential.constantTimeEquals(secretKey) else {
        throw ProblemError.unauthorized("This operation takes the merchant's secret key (Authorization: Bearer sk_…).")
      }
      return .merchant
    }
    guard let credential, credential.hasPrefix("ct_") else {
      throw ProblemError.unauthorized("This operation takes a client token (Authorization: Bearer ct_…).")
    }
    guard let session = try await store.session(clientToken: credential), session.expiresAt > now() else {
      throw ProblemError.sessionExpired
    }
    return .session(session)
  }
}
