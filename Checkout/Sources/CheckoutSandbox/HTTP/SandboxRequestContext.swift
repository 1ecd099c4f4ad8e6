import Hummingbird
import NIOCore

/// The request context of the sandbox's router: Hummingbird's core storage and the connection
/// the request came on, which ``ConnectionRegistry`` needs to cut it off when the server stops.
struct SandboxRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The connection the request arrived on.
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    channel = source.channel
  }
}
