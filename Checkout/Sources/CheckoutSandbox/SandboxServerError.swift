/// Why a ``SandboxServer`` could not start, or a call to it failed.
public enum SandboxServerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Another socket already listens on the address.
  case portInUse(host: String, port: Int)
  /// The server could not listen for another reason.
  case cannotListen(host: String, port: Int, reason: String)
  /// The SQLite database could not be opened or migrated.
  case databaseUnavailable(path: String, reason: String)
  /// A configuration value the contract doesn't allow.
  case invalidConfiguration(String)
  /// ``SandboxServer/start()`` was called on a running server.
  case alreadyRunning
  /// The call needs a running server.
  case notRunning

  public var description: String {
    switch self {
    case .portInUse(let host, let port):
      "\(host):\(port) is already in use"
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(host):\(port): \(reason)"
    case .databaseUnavailable(let path, let reason):
      "cannot open the database \(path): \(reason)"
    case .invalidConfiguration(let reason):
      "invalid configuration: \(reason)"
    case .alreadyRunning:
      "the sandbox server is already running"
    case .notRunning:
      "the sandbox server is not running"
    }
  }
}
