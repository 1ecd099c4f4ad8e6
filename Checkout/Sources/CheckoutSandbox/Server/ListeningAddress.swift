import Foundation
import NIOCore

/// Where a started server can be reached, and why it could not listen.
enum ListeningAddress {
  /// `http://host:port`, with a wildcard host (`0.0.0.0`, `::`) replaced by the loopback
  /// address a local client can use, and an IPv6 address in brackets.
  static func publicBase(host: String, port: Int) -> String {
    let reachable: String
    switch host {
    case "", "0.0.0.0": reachable = "127.0.0.1"
    case "::", "[::]": reachable = "[::1]"
    default: reachable = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
    return "http://\(reachable):\(port)"
  }

  /// The typed error for a failure to bind `host:port`.
  static func startError(_ error: any Error, host: String, port: Int) -> SandboxServerError {
    if let error = error as? SandboxServerError { return error }
    if let ioError = error as? IOError, ioError.errnoCode == EADDRINUSE {
      return .portInUse(host: host, port: port)
    }
    return .cannotListen(host: host, port: port, reason: String(describing: error))
  }
}
