import Hummingbird

/// Refuses a request body larger than the configured limit with `413 payload_too_large`, before
/// any handler sees it.
///
/// A declared `Content-Length` over the limit is refused at once; a body of unknown length
/// (chunked) is refused as soon as what arrived passes the limit. A body within the limit is
/// handed on whole.
struct BodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The largest body accepted, in bytes.
  let maximumBytes: Int

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > maximumBytes {
      throw ProblemError.payloadTooLarge(limit: maximumBytes)
    }
    var collected = ByteBuffer()
    for try await chunk in request.body {
      guard collected.readableBytes + chunk.readableBytes <= maximumBytes else {
        throw ProblemError.payloadTooLarge(limit: maximumBytes)
      }
      var chunk = chunk
      collected.writeBuffer(&chunk)
    }
    var request = request
    request.body = RequestBody(buffer: collected)
    return try await next(request, context)
  }
}
