import Foundation
import TestSupport
import Testing

/// Headless Chromium through `chromedriver` (the W3C WebDriver protocol, JSON
/// over HTTP on 127.0.0.1), to drive the sandbox's real pages the way a
/// customer does: load, find, press, read, screenshot.
///
/// The browser tests run when `chromedriver` and `chromium` are installed
/// (`.ci/run` installs Debian's), and must run when `TESSERA_REQUIRE_BROWSER`
/// is set.
final class WebDriver: Sendable {
  static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let chromium = ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isAvailable: Bool { chromedriver != nil && chromium != nil }
  static var isRequired: Bool { ProcessInfo.processInfo.environment["TESSERA_REQUIRE_BROWSER"] != nil }

  private let process: Process
  private let base: URL
  private let session: String

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts chromedriver on a free loopback port and a headless session.
  static func start() async throws -> WebDriver {
    let driver = try #require(chromedriver)
    let browser = try #require(chromium)
    let port = try freePort()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: driver)
    process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try spawn(process)
    let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
    // Ready once /status answers.
    var ready = false
    for _ in 0..<100 {
      if let status = try? await call(base, "GET", "/status"),
        (status["value"] as? [String: Any])?["ready"] as? Bool == true
      {
        ready = true
        break
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    guard ready else {
      process.terminate()
      throw Failure(description: "chromedriver didn't start")
    }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-chromium-\(UUID().uuidString)")
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": browser,
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
              "--window-size=900,800", "--user-data-dir=\(profile.path)",
              // Nothing but loopback: no updates, no safe-browsing lookups.
              "--disable-background-networking", "--disable-component-update", "--disable-sync",
            ],
          ],
        ]
      ]
    ]
    do {
      let created = try await call(base, "POST", "/session", capabilities)
      let value = try #require(created["value"] as? [String: Any])
      let session = try #require(value["sessionId"] as? String)
      return WebDriver(process: process, base: base, session: session)
    } catch {
      process.terminate()
      throw error
    }
  }

  private init(process: Process, base: URL, session: String) {
    self.process = process
    self.base = base
    self.session = session
  }

  func open(_ url: URL) async throws {
    _ = try await command("POST", "/url", ["url": url.absoluteString])
  }

  /// The element `selector` (CSS) finds, waiting up to 10 s for it.
  func element(_ selector: String) async throws -> String {
    for _ in 0..<100 {
      if let found = try? await command("POST", "/element", ["using": "css selector", "value": selector]),
        let value = found["value"] as? [String: Any],
        let id = value.first(where: { $0.key.hasPrefix("element-") })?.value as? String
      {
        return id
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Failure(description: "no element \(selector)")
  }

  func click(_ selector: String) async throws {
    let id = try await element(selector)
    _ = try await command("POST", "/element/\(id)/click", [:])
  }

  /// Presses keys in the focused element, as a keyboard user does.
  func type(_ text: String) async throws {
    _ = try await command(
      "POST", "/actions",
      [
        "actions": [
          [
            "type": "key", "id": "keyboard",
            "actions": text.unicodeScalars.flatMap { key in
              [["type": "keyDown", "value": String(key)], ["type": "keyUp", "value": String(key)]]
            },
          ]
        ]
      ])
  }

  /// Runs `script` in the page and returns its result.
  func evaluate(_ script: String) async throws -> Any? {
    try await command("POST", "/execute/sync", ["script": script, "args": []])["value"]
  }

  /// Waits until `script` returns true, up to 15 s.
  func wait(until script: String, _ what: String) async throws {
    for _ in 0..<150 {
      if try await evaluate(script) as? Bool == true { return }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw Failure(description: "timed out waiting for \(what)")
  }

  var currentURL: String {
    get async throws { try await command("GET", "/url")["value"] as? String ?? "" }
  }

  /// A PNG of the viewport, written to `path`.
  func screenshot(to path: String) async throws {
    let encoded = try #require(try await command("GET", "/screenshot")["value"] as? String)
    let data = try #require(Data(base64Encoded: encoded))
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path))
  }

  func quit() async {
    _ = try? await Self.call(base, "DELETE", "/session/\(session)")
    process.terminate()
    // Reaped by Foundation; waiting here would block a cooperative thread.
  }

  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
    try await Self.call(base, method, "/session/\(session)\(path)", body)
  }

  /// One WebDriver call, through the `curl` program: FoundationNetworking's
  /// URLSession fails on chromedriver's answers ("Failed writing header").
  private static func call(_ base: URL, _ method: String, _ path: String, _ body: [String: Any]? = nil) async throws
    -> [String: Any]
  {
    var arguments = ["-s", "-S", "--max-time", "30", "-X", method, "-w", "\n%{http_code}", base.absoluteString + path]
    if let body {
      let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
      arguments += ["-H", "Content-Type: application/json", "--data-binary", json]
    }
    // Off the cooperative threads: chromedriver answers once the page loaded, and the page comes
    // from a server in this process, whose handlers need those threads.
    let text = try await blocking { [arguments] in
      String(decoding: try runToEnd(URL(fileURLWithPath: "/usr/bin/env"), ["curl"] + arguments).output, as: UTF8.self)
    }
    guard let newline = text.lastIndex(of: "\n"), text[text.index(after: newline)...] == "200" else {
      throw Failure(description: "WebDriver \(method) \(path): \(text.prefix(300))")
    }
    let json = (try? JSONSerialization.jsonObject(with: Data(text[..<newline].utf8))) as? [String: Any]
    return json ?? [:]
  }

  /// A port nothing listens on now, from the system.
  private static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
      }
    }
    guard bound else { throw Failure(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
