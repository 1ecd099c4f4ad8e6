import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// HTTP/1 connections as Hummingbird makes them, with a deadline for each request's header.
///
/// A client that opens a connection and sends a request's header a byte at a time, or never
/// finishes it, would otherwise hold the connection, and a file descriptor, for as long as it
/// likes: Hummingbird's idle timeout restarts with every part of a request, and a header that never
/// ends is no part at all. Here the header of each request must be complete within
/// `headerTimeout` of its first byte, or the connection is closed. The idle timeout
/// (`HTTP1Channel`'s own) closes a connection on which nothing arrives at all, and the server's
/// connection cap (`MaximumAvailableConnections`) bounds how many are open at once.
struct HeaderDeadlineHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let base: HTTP1Channel
  let headerTimeout: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    base.setup(channel: channel, logger: logger).flatMapThrowing { [headerTimeout] value in
      let operations = channel.pipeline.syncOperations
      let deadline = HeaderDeadline(timeout: headerTimeout)
      try operations.addHandler(RequestBytesHandler(deadline: deadline), position: .first)
      let state = try operations.handler(type: HTTPConnectionStateHandler.self)
      try operations.addHandler(RequestHeadHandler(deadline: deadline), position: .before(state))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// One connection's header deadline: armed by the first byte of a request, cleared by its complete
/// header, ready again once its response is written. It lives on the connection's event loop.
final class HeaderDeadline {
  private enum State {
    /// Between requests: the next byte starts a header.
    case awaitingRequest
    /// A header is arriving; the connection closes when the task runs.
    case readingHeader(Scheduled<Void>)
    /// A request's header arrived; its body and response are under way.
    case inRequest
  }

  private let timeout: TimeAmount
  private var state = State.awaitingRequest

  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  /// Bytes arrived: the first bytes of a request arm the deadline.
  func bytesArrived(_ context: ChannelHandlerContext) {
    guard case .awaitingRequest = state else { return }
    let channel = context.channel
    state = .readingHeader(context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) })
  }

  /// A request's header is complete.
  func headerArrived() {
    if case .readingHeader(let task) = state { task.cancel() }
    state = .inRequest
  }

  /// A response is complete: the next bytes are another request's.
  func responseWritten() {
    if case .readingHeader = state { return }
    state = .awaitingRequest
  }

  /// The connection is gone.
  func cancel() {
    if case .readingHeader(let task) = state { task.cancel() }
    state = .inRequest
  }
}

/// The first handler of the pipeline: sees the raw bytes before the HTTP decoder.
final class RequestBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer

  private let deadline: HeaderDeadline

  init(deadline: HeaderDeadline) {
    self.deadline = deadline
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    deadline.bytesArrived(context)
    context.fireChannelRead(data)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline.cancel()
    context.fireChannelInactive()
  }
}

/// A handler after the HTTP decoder: sees each request's header arrive and each response end.
final class RequestHeadHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart

  private let deadline: HeaderDeadline

  init(deadline: HeaderDeadline) {
    self.deadline = deadline
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = unwrapInboundIn(data) { deadline.headerArrived() }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { deadline.responseWritten() }
    context.write(data, promise: promise)
  }
}

@available(*, unavailable)
extension HeaderDeadline: Sendable {}

@available(*, unavailable)
extension RequestBytesHandler: Sendable {}

@available(*, unavailable)
extension RequestHeadHandler: Sendable {}
