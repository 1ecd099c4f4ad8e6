import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// The methods each path of the server answers, recorded as routes are added, so that a request
/// for a known path with another method gets `405` and an `Allow` header instead of `404`.
///
/// Paths are patterns of segments: a segment written `{name}` or `:name` matches any one segment.
/// Every path with `GET` also answers `HEAD`, as the router generates it.
final class RouteTable: Sendable {
  private let routes = LockedValue<[(segments: [Substring], methods: Set<String>)]>([])

  /// Records that `path` answers `method`.
  func add(_ path: String, method: HTTPRequest.Method) {
    let segments = Self.segments(path)
    routes.withLock { routes in
      if let index = routes.firstIndex(where: { $0.segments == segments }) {
        routes[index].methods.insert(method.rawValue)
      } else {
        routes.append((segments, [method.rawValue]))
      }
    }
  }

  /// The methods a request path is answered with, sorted, `HEAD` beside `GET`; empty when no
  /// route matches the path.
  func allowedMethods(for path: String) -> [String] {
    let segments = Self.segments(path)
    var methods: Set<String> = []
    routes.withLock { routes in
      for route in routes where Self.matches(route.segments, segments) {
        methods.formUnion(route.methods)
      }
    }
    if methods.contains("GET") { methods.insert("HEAD") }
    return methods.sorted()
  }

  private static func segments(_ path: String) -> [Substring] {
    path.split(separator: "?", maxSplits: 1).first?.split(separator: "/") ?? []
  }

  private static func matches(_ pattern: [Substring], _ segments: [Substring]) -> Bool {
    guard pattern.count == segments.count else { return false }
    return zip(pattern, segments).allSatisfy { expected, actual in
      expected.hasPrefix(":") || (expected.hasPrefix("{") && expected.hasSuffix("}")) || expected == actual
    }
  }
}

/// The router as the generated code's transport, recording each operation's path and method in
/// a ``RouteTable`` as it registers it.
struct RecordingTransport: ServerTransport {
  let router: Router<SandboxRequestContext>
  let table: RouteTable

  func register(
    _ handler:
      @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (
        HTTPResponse, HTTPBody?
      ),
    method: HTTPRequest.Method,
    path: String
  ) throws {
    table.add(path, method: method)
    router.register(handler, method: method, path: path)
  }
}
