import Hummingbird

/// Hands each request's connection to the ``ConnectionRegistry``.
struct ConnectionTrackingMiddleware: RouterMiddleware {
  typealias Context = SandboxRequestContext

  let registry: ConnectionRegistry

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    registry.track(context.channel)
    return try await next(request, context)
  }
}
