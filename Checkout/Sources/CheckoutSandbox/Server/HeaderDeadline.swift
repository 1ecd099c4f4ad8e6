import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// HTTP/1 connections as Hummingbird makes them, with a deadline for each request's header and a
/// cap on connections that sheds the slowest first.
///
/// A client that opens a connection and sends a request's header a byte at a time, or never
/// finishes it, would otherwise hold the connection, and a file descriptor, for as long as it
/// likes: Hummingbird's idle timeout restarts with every part of a request, and a header that never
/// ends is no part at all. Here the header of each request must be complete within
/// `headerTimeout` of its first byte, or the connection is closed; the idle timeout
/// (`HTTP1Channel`'s own) closes a connection on which nothing arrives at all.
///
/// The ``ConnectionGuard`` holds at most its maximum of connections open. A connection that
/// arrives at the cap takes the place of the one that has waited longest on an unfinished header,
/// or failing that the one idle longest; only when every connection is busy with a request is
/// the new one closed. So a flood of clients that never finish their headers can't keep a client
/// that sends a whole request from being answered.
struct HeaderDeadlineHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let base: HTTP1Channel
  let headerTimeout: TimeAmount
  let connections: ConnectionGuard

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    base.setup(channel: channel, logger: logger).flatMapThrowing { [headerTimeout, connections] value in
      let operations = channel.pipeline.syncOperations
      let deadline = HeaderDeadline(timeout: headerTimeout, connections: connections, channel: channel)
      try operations.addHandler(RequestBytesHandler(deadline: deadline), position: .first)
      let state = try operations.handler(type: HTTPConnectionStateHandler.self)
      try operations.addHandler(RequestHeadHandler(deadline: deadline), position: .before(state))
      if !connections.admit(channel) { channel.close(promise: nil) }
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// The server's open connections and what each is doing, for the cap: which one to shed when
/// another arrives.
final class ConnectionGuard: Sendable {
  /// What a connection is doing, and since when.
  enum Phase: Sendable {
    /// Between requests, since this time.
    case idle(since: NIODeadline)
    /// Reading a request's header, since its first byte.
    case readingHeader(since: NIODeadline)
    /// A request's header arrived; its body or response is under way.
    case busy
  }

  private struct Entry: Sendable {
    let channel: any Channel
    var phase: Phase
  }

  /// The most connections open at once.
  let maximum: Int
  private let entries = LockedValue<[ObjectIdentifier: Entry]>([:])

  init(maximum: Int) {
    self.maximum = maximum
  }

  /// Admits a new connection, shedding another at the cap: the one longest on an unfinished
  /// header, else the one idle longest. False when every connection is busy: close the new one.
  func admit(_ channel: any Channel) -> Bool {
    let id = ObjectIdentifier(channel)
    let (admitted, shed) = entries.withLock { entries -> (Bool, (any Channel)?) in
      var shed: (any Channel)?
      if entries.count >= maximum {
        guard let victim = Self.victim(in: entries) else { return (false, nil) }
        shed = entries.removeValue(forKey: victim)?.channel
      }
      entries[id] = Entry(channel: channel, phase: .idle(since: .now()))
      return (true, shed)
    }
    shed?.close(promise: nil)
    if admitted {
      channel.closeFuture.whenComplete { [weak self] _ in self?.remove(id) }
    }
    return admitted
  }

  /// Records what a connection is doing now.
  func update(_ channel: any Channel, to phase: Phase) {
    entries.withLock { entries in
      entries[ObjectIdentifier(channel)]?.phase = phase
    }
  }

  /// How many connections are open.
  var count: Int {
    entries.withLock { $0.count }
  }

  private func remove(_ id: ObjectIdentifier) {
    _ = entries.withLock { $0.removeValue(forKey: id) }
  }

  /// The connection to shed: longest on an unfinished header, else idle longest, else none.
  private static func victim(in entries: [ObjectIdentifier: Entry]) -> ObjectIdentifier? {
    var reading: (ObjectIdentifier, NIODeadline)?
    var idle: (ObjectIdentifier, NIODeadline)?
    for (id, entry) in entries {
      switch entry.phase {
      case .readingHeader(let since):
        if reading.map({ since < $0.1 }) ?? true { reading = (id, since) }
      case .idle(let since):
        if idle.map({ since < $0.1 }) ?? true { idle = (id, since) }
      case .busy:
        break
      }
    }
    return reading?.0 ?? idle?.0
  }
}

/// One connection's header deadline: armed by the first byte of a request, cleared by its complete
/// header, ready again once its response is written. It lives on the connection's event loop, and
/// tells the ``ConnectionGuard`` each change.
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
  private let connections: ConnectionGuard
  private let channel: any Channel
  private var state = State.awaitingRequest

  init(timeout: TimeAmount, connections: ConnectionGuard, channel: any Channel) {
    self.timeout = timeout
    self.connections = connections
    self.channel = channel
  }

  /// Bytes arrived: the first bytes of a request arm the deadline.
  func bytesArrived(_ context: ChannelHandlerContext) {
    guard case .awaitingRequest = state else { return }
    let channel = context.channel
    state = .readingHeader(context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) })
    connections.update(channel, to: .readingHeader(since: .now()))
  }

  /// A request's header is complete.
  func headerArrived() {
    if case .readingHeader(let task) = state { task.cancel() }
    state = .inRequest
    connections.update(channel, to: .busy)
  }

  /// A response is complete: the next bytes are another request's.
  func responseWritten() {
    if case .readingHeader = state { return }
    state = .awaitingRequest
    connections.update(channel, to: .idle(since: .now()))
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
