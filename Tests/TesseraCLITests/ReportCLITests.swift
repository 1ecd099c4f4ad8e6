import Foundation
import TestSupport
import Testing

/// `tessera report`, run as a user runs it.
@Suite struct ReportCLITests {
  static let hostile = CLITests.packageRoot.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/HostileReport")

  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The arguments that report on the hostile catalog into `output`.
  private func hostileArguments(_ output: String) -> [String] {
    [
      "report", "--no-default-paths", "--tokens", Self.hostile.appendingPathComponent("Tokens").path, "--strings",
      Self.hostile.appendingPathComponent("Strings").path, "--output", output,
    ]
  }

  @Test func writesThePageOnceAndThenLeavesItAlone() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out/report.html")
    let first = try await runTessera(["report", "--output", output.path], in: CLITests.packageRoot)
    #expect(first.status == 0, "\(first.error)")
    #expect(first.error.contains("tessera: created \(output.path) ("))
    let bytes = try Data(contentsOf: output)
    let html = String(decoding: bytes, as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<h2 id=\"tokens-title\">Tokens</h2>"))
    #expect(html.contains("<h2 id=\"accessibility-title\">Accessibility</h2>"))
    let modified = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    let second = try await runTessera(["report", "--output", output.path], in: CLITests.packageRoot)
    #expect(second.status == 0)
    #expect(second.error.contains("is up to date"))
    #expect(try Data(contentsOf: output) == bytes)
    #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == modified)
    // No temporary file is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path) == ["report.html"])
  }

  @Test func findingsDontFailTheRun() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try await runTessera(hostileArguments("report.html"), in: folder)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.contains("17 errors, 3 warnings"))
    let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
    #expect(html.range(of: "<script", options: .caseInsensitive) == nil)
  }

  /// A key a regional locale lacks is an error unless regional fallback is
  /// allowed, in the report's findings as in lint's.
  @Test func regionalFallbackIsTheSameOptionAsLints() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (locale, text) in [("en", "\"a\" = \"A\";\n\"b\" = \"B\";\n"), ("nl-BE", "\"a\" = \"A\";\n")] {
      let lproj = folder.appendingPathComponent("Strings/\(locale).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: lproj.appendingPathComponent("Main.strings"))
    }
    for (flag, summary) in [
      ("--no-allow-regional-fallback", "1 error, 0 warnings"), ("--allow-regional-fallback", "0 errors, 1 warning"),
    ] {
      let lint = try await runTessera(["lint", flag], in: folder)
      #expect(lint.error.contains(summary), "\(lint.error)")
      let report = try await runTessera(["report", flag, "--output", "report.html"], in: folder)
      #expect(report.status == 0, "\(report.error)")
      #expect(report.error.contains("; \(summary))."), "\(report.error)")
    }
  }

  @Test func aBadOutputPathIsAClearError() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let isFolder = try await runTessera(["report", "--output", folder.path], in: CLITests.packageRoot)
    #expect(isFolder.status == 2)
    #expect(isFolder.error.contains("error: --output \(folder.path) is a folder; name the HTML file to write"))
    try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
    let underAFile = try await runTessera(["report", "--output", "file/report.html"], in: folder)
    #expect(underAFile.status == 2)
    #expect(underAFile.error.contains("error: could not write the report file/report.html"))
    let missing = try await runTessera(["report"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.error.contains("--output"))
    let coverage = try await runTessera(
      ["report", "--output", "r.html", "--coverage", "nowhere.json"], in: CLITests.packageRoot)
    #expect(coverage.status == 2)
    #expect(!FileManager.default.fileExists(atPath: CLITests.packageRoot.appendingPathComponent("r.html").path))
  }

  static let chromium = ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static let browserRequired = ProcessInfo.processInfo.environment["TESSERA_REQUIRE_BROWSER"] != nil

  /// Headless Chromium loads the hostile catalog's report: the DOM it
  /// built holds no script and no element with an event handler, and the
  /// title is the page's own (a hostile script would have changed it).
  /// Skipped without Chromium, unless `TESSERA_REQUIRE_BROWSER` is set.
  @Test(.enabled(if: chromium != nil || browserRequired)) func chromiumRunsNothingFromAHostileCatalog() async throws {
    let browser = try #require(Self.chromium, "TESSERA_REQUIRE_BROWSER is set, but there is no chromium")
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try await runTessera(hostileArguments("report.html"), in: folder).status == 0)
    let (status, output) = try await blocking {
      try runToEnd(
        URL(fileURLWithPath: browser),
        [
          "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
          "--disable-background-networking", "--disable-component-update", "--disable-sync",
          "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--dump-dom",
          folder.appendingPathComponent("report.html").absoluteString,
        ])
    }
    #expect(status == 0)
    let dom = String(decoding: output, as: UTF8.self)
    #expect(dom.contains("<title>Tessera report</title>"))
    #expect(!dom.contains("PWNED</title>"))
    #expect(dom.range(of: "<script", options: .caseInsensitive) == nil)
    // Text is serialized with `<` escaped, so a `<` opens a real tag: none has an event handler.
    #expect(dom.range(of: "<[a-zA-Z][^>]*\\son[a-z]+=", options: .regularExpression) == nil)
    #expect(dom.contains("&lt;img src=x onerror=\"document.title='PWNED'\"&gt;"))
    #expect(dom.contains("&lt;script&gt;document.title='PWNED'&lt;/script&gt;"))
  }
}
