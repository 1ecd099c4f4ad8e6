import Foundation

/// Opens a page in the system browser, as a desktop app does for an OAuth
/// redirect: `$BROWSER` when set (the first of its `:`-separated commands,
/// with `%s` standing for the address, or the address appended), otherwise
/// `xdg-open` on a desktop session (`DISPLAY` or `WAYLAND_DISPLAY`) or
/// `open` on macOS. Without one, nothing opens, and the checkout's screen
/// shows the address to open by hand.
struct BrowserOpener: Sendable {
  let environment: [String: String]

  /// The command that would open `url`, or `nil` when there is no browser.
  func command(for url: URL) -> [String]? {
    let address = url.absoluteString
    if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init),
      !browser.trimmingCharacters(in: .whitespaces).isEmpty
    {
      let words = browser.split(separator: " ").map(String.init)
      guard words.contains(where: { $0.contains("%s") }) else { return words + [address] }
      return words.map { $0.replacingOccurrences(of: "%s", with: address) }
    }
    #if os(macOS)
      return ["/usr/bin/open", address]
    #else
      guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
        let xdgOpen = Self.find("xdg-open", in: environment["PATH"] ?? "")
      else { return nil }
      return [xdgOpen, address]
    #endif
  }

  /// Starts the browser and leaves it running; its output goes nowhere, so
  /// it never draws over the checkout. Returns whether it started.
  @discardableResult
  func open(_ url: URL) -> Bool {
    guard let command = command(for: url), let program = command.first else { return false }
    let process = Process()
    if program.contains("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(command.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = command
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }

  private static func find(_ name: String, in path: String) -> String? {
    path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
