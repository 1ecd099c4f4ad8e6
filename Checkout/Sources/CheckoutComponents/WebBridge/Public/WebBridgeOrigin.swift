import Foundation

extension WebBridge {
  /// A web page's origin, as browsers compare origins: a scheme, a host and
  /// a port.
  ///
  /// A web view gives a frame's origin as three properties (WebKit's
  /// `WKSecurityOrigin`: `protocol`, `host`, `port`, where a port of 0 means
  /// the scheme's default); an HTTP request gives it as its `Origin` header.
  /// Both make the same value: the scheme and host in lower case, and the
  /// port `nil` when it is the scheme's default (80 for `http`, 443 for
  /// `https`) or 0.
  ///
  /// ```swift
  /// let origin = WebBridge.Origin(scheme: frame.protocol, host: frame.host, port: frame.port)
  /// ```
  public struct Origin: Sendable, Hashable, CustomStringConvertible {
    /// `http`, `https`, in lower case.
    public let scheme: String
    /// The host in lower case, an IPv6 address without its brackets.
    public let host: String
    /// The port, `nil` for the scheme's default.
    public let port: Int?

    /// An origin from its parts, as a web view reports a frame's: `port` 0
    /// or `nil`, or the scheme's default port, is the default.
    public init(scheme: String, host: String, port: Int? = nil) {
      let scheme = scheme.lowercased()
      self.scheme = scheme
      var host = host.lowercased()
      if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
      self.host = host
      self.port = port.flatMap { port in port == 0 || port == Self.defaultPort(of: scheme) ? nil : port }
    }

    /// The origin of a URL's components: its scheme, host and port. `nil`
    /// when they have no scheme or no host.
    public init?(_ components: URLComponents) {
      guard let scheme = components.scheme, !scheme.isEmpty, let host = components.host, !host.isEmpty else {
        return nil
      }
      self.init(scheme: scheme, host: host, port: components.port)
    }

    /// The origin of `url`; `nil` when it has no scheme or no host.
    public init?(url: URL) {
      guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
      self.init(components)
    }

    /// The origin an HTTP `Origin` header names: `scheme://host[:port]` and
    /// nothing more. `nil` for `null`, or for anything with a path, a query
    /// or credentials.
    public init?(header: String) {
      let text = header.trimmingCharacters(in: .whitespaces)
      guard text.contains("://"), let components = URLComponents(string: text),
        components.path.isEmpty, components.query == nil, components.fragment == nil, components.user == nil,
        components.password == nil
      else { return nil }
      self.init(components)
    }

    /// `scheme://host[:port]`, as a browser writes an origin.
    public var description: String {
      let shownHost = host.contains(":") ? "[\(host)]" : host
      return port.map { "\(scheme)://\(shownHost):\($0)" } ?? "\(scheme)://\(shownHost)"
    }

    private static func defaultPort(of scheme: String) -> Int? {
      switch scheme {
      case "http", "ws": 80
      case "https", "wss": 443
      default: nil
      }
    }
  }
}
