import CheckoutAPI
import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore
import OpenAPIHummingbird
import ServiceLifecycle

/// One run of a ``SandboxServer``: its listening application, its storage and its connections,
/// from a successful ``launch(configuration:faults:)`` to ``shutDown()``.
struct RunningServer: Sendable {
  /// How long ``shutDown()`` lets handlers finish after their connections were closed before it
  /// cancels them (a hung one never finishes on its own).
  static let handlerGracePeriod = Duration.milliseconds(300)

  /// The API's base URL, such as `http://127.0.0.1:54321/v1`.
  let baseURL: URL
  let store: SandboxStore
  private let connections: ConnectionRegistry
  private let services: ServiceGroup
  private let running: Task<Void, Never>

  /// Opens the database, builds the router and listens; returns once the port is bound.
  static func launch(
    configuration: SandboxConfiguration,
    faults: LockedValue<SandboxFaults>
  ) async throws(SandboxServerError) -> RunningServer {
    let settings = try ServiceSettings(configuration)
    let store: SandboxStore
    do {
      store = try SandboxStore(path: configuration.databasePath)
    } catch {
      throw .databaseUnavailable(path: configuration.databasePath ?? ":memory:", reason: String(describing: error))
    }
    let host = configuration.host
    let clock = configuration.clock
    let publicBase = LockedValue("")
    let connections = ConnectionRegistry()
    let routes = RouteTable()
    // Every GET answers HEAD too, without its body.
    let router = Router(context: SandboxRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: ConnectionTrackingMiddleware(registry: connections))
    router.add(middleware: ProblemMiddleware(routes: routes))
    router.add(middleware: BodyLimitMiddleware(maximumBytes: configuration.maximumBodyBytes))
    // The third-party pages (bank pages, 3-D Secure): a browser's, so none of the API's middleware.
    ActionPageRoutes(store: store, banks: settings.banks).register(on: router, table: routes)
    let api = SandboxAPI(store: store, settings: settings, publicBase: { publicBase.current }, now: clock)
    do {
      try api.registerHandlers(
        on: RecordingTransport(router: router, table: routes),
        serverURL: Servers.Server1.url(),
        middlewares: [
          FaultMiddleware(faults: faults),
          AuthenticationMiddleware(secretKey: configuration.secretKey, store: store, now: clock),
          JSONBodyMiddleware(maximumBytes: configuration.maximumBodyBytes),
        ]
      )
    } catch {
      try? store.close()
      throw .cannotListen(host: host, port: configuration.port, reason: String(describing: error))
    }

    let startup = StartupSignal()
    let http1 = HTTP1Channel.Configuration(idleTimeout: TimeAmount(configuration.idleTimeout))
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    let connectionGuard = ConnectionGuard(maximum: configuration.maximumConnections)
    let application = Application(
      router: router,
      server: HTTPServerBuilder { responder in
        HeaderDeadlineHTTP1Channel(
          base: HTTP1Channel(responder: responder, configuration: http1), headerTimeout: headerTimeout,
          connections: connectionGuard)
      },
      configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port)),
      onServerRunning: { channel in
        guard let port = channel.localAddress?.port else {
          startup.fail(.cannotListen(host: host, port: configuration.port, reason: "no local address"))
          return
        }
        publicBase.withLock { $0 = ListeningAddress.publicBase(host: host, port: port) }
        startup.listening(on: port)
      },
      logger: configuration.logger
    )
    let purge = PurgeService(
      store: store, retention: configuration.retention, clock: clock, logger: configuration.logger)
    var group = ServiceGroupConfiguration(services: [application, purge], logger: configuration.logger)
    group.maximumGracefulShutdownDuration = handlerGracePeriod
    let services = ServiceGroup(configuration: group)
    let task = Task {
      do {
        try await services.run()
        startup.fail(.cannotListen(host: host, port: configuration.port, reason: "the server stopped"))
      } catch {
        startup.fail(ListeningAddress.startError(error, host: host, port: configuration.port))
      }
    }

    let port: Int
    do {
      port = try await startup.port()
    } catch {
      task.cancel()
      await task.value
      try? store.close()
      throw ListeningAddress.startError(error, host: host, port: configuration.port)
    }
    guard let baseURL = URL(string: ListeningAddress.publicBase(host: host, port: port) + "/v1") else {
      connections.closeAll()
      task.cancel()
      await task.value
      try? store.close()
      throw .cannotListen(host: host, port: port, reason: "no URL for this host")
    }
    return RunningServer(baseURL: baseURL, store: store, connections: connections, services: services, running: task)
  }

  /// Closes every connection (a request in flight gets no answer), shuts the application down
  /// gracefully (it stops listening), cancels the handlers still running after
  /// ``handlerGracePeriod``, waits for them to end, then closes the database.
  func shutDown() async {
    connections.closeAll()
    await services.triggerGracefulShutdown()
    await running.value
    try? store.close()
  }
}
