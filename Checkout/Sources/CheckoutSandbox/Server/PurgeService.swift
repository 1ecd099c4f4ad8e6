import Foundation
import Logging
import ServiceLifecycle

/// Runs ``SandboxStore/purge(now:retention:)`` every ``SandboxRetention/purgeInterval`` while the
/// server runs, beside the HTTP application in its service group; it stops at shutdown.
struct PurgeService: Service {
  let store: SandboxStore
  let retention: SandboxRetention
  let clock: @Sendable () -> Date
  let logger: Logger

  func run() async throws {
    await cancelWhenGracefulShutdown {
      while true {
        do {
          try await Task.sleep(for: retention.purgeInterval)
        } catch {
          return
        }
        await purgeOnce()
      }
    }
  }

  /// One purge; a failure is logged and the next interval tries again.
  func purgeOnce() async {
    do {
      let result = try await store.purge(now: clock(), retention: retention)
      if result != PurgeResult() {
        logger.debug(
          "purged expired data",
          metadata: [
            "tokens": "\(result.tokens)", "abandonedPayments": "\(result.abandonedPayments)",
            "sessions": "\(result.sessions)",
          ])
      }
    } catch {
      logger.warning("purge failed; trying again later", metadata: ["error": "\(type(of: error))"])
    }
  }
}
