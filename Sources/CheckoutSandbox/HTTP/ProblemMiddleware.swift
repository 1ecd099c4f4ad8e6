import Hummingbird

/// Answers every error a request ends with as problem details, so no request gets Hummingbird's
/// plain error or an empty `500`.
///
/// It wraps everything else, unknown routes included. When the server is stopping the error is
/// passed on instead: a request cut off by ``SandboxServer/stop()`` gets no answer at all.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch {
      if Task.isCancelled { throw error }
      return ProblemError(describing: error).response
    }
  }
}
