/// Who a request acts for, as ``AuthenticationMiddleware`` established it.
///
/// The middleware binds it to the task for the rest of the request; handlers read
/// ``Principal/current`` and never look at the `Authorization` header themselves.
enum Principal: Sendable {
  /// The merchant's server, with the secret key.
  case merchant
  /// An app, with the client token of this session.
  case session(StoredSession)

  /// The principal of the request the current task serves; nil outside a request.
  @TaskLocal static var current: Principal?

  /// The current request's session, or `401 unauthorized` when the request is not a session's.
  static func requireSession() throws -> StoredSession {
    guard case .session(let session) = current else {
      throw ProblemError.unauthorized("This operation takes a client token (Authorization: Bearer ct_…).")
    }
    return session
  }
}
