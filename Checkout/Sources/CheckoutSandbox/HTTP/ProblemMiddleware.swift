import Hummingbird

/// Answers every error a request ends with as problem details, so no request gets Hummingbird's
/// plain error or an empty `500`.
///
/// It wraps everything else, unknown routes included: a path the ``RouteTable`` knows, asked with
/// a method it doesn't have, is `405` with `Allow`. When the server is stopping the error is
/// passed on instead: a request cut off by ``SandboxServer/stop()`` gets no answer at all.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The server's routes, for `405`.
  let routes: RouteTable

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch {
      if Task.isCancelled { throw error }
      if let notFound = error as? HTTPError, notFound.status == .notFound {
        let allowed = routes.allowedMethods(for: request.uri.path)
        if !allowed.isEmpty {
          return ProblemError.methodNotAllowed(request.method.rawValue, allowed: allowed).response
        }
      }
      return ProblemError(describing: error).response
    }
  }
}
