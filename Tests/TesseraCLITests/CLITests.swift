import Foundation
import TesseraCore
import TesseraFoundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A scratch folder holding a copy of the package's `Strings/`.
func copyOfPackageStrings() throws -> URL {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  try FileManager.default.copyItem(
    at: CLITests.packageRoot.appendingPathComponent("Strings"), to: scratch.appendingPathComponent("Strings"))
  return scratch
}

/// Runs the built `tessera` binary in `directory`, and returns its exit
/// status, standard output and standard error. Standard error goes through
/// a file, so a chatty run can't fill a pipe and stall. With `killAfter`, a
/// run still going that many seconds after it started is killed (its status
/// is then `SIGKILL`'s, 9): the clock starts when the process does, not while
/// it waits for a process slot behind every other test's.
func runTessera(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:], killAfter: Double? = nil
) async throws -> (status: Int32, output: String, error: String) {
  try await withProcessSlot {
    try await blocking {
      try runTesseraBlocking(arguments, in: directory, environment: environment, killAfter: killAfter)
    }
  }
}

/// ``runTessera(_:in:environment:killAfter:)`` on the calling thread, for work already off the
/// cooperative threads.
func runTesseraBlocking(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:], killAfter: Double? = nil
) throws -> (status: Int32, output: String, error: String) {
  let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-stderr-\(UUID().uuidString)")
  _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
  defer { try? FileManager.default.removeItem(at: errorFile) }
  let process = Process()
  process.executableURL = CLITests.binary
  process.arguments = arguments
  process.currentDirectoryURL = directory
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = try FileHandle(forWritingTo: errorFile)
  try spawn(process)
  let watchdog = killAfter.map { seconds in
    let item = DispatchWorkItem { [process] in if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
    return item
  }
  defer { watchdog?.cancel() }
  let data = try readToEnd(output.fileHandleForReading)
  process.waitUntilExit()
  let error = (try? Data(contentsOf: errorFile)) ?? Data()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: error, as: UTF8.self))
}

/// Runs the built `tessera` binary as a user would.
@Suite struct CLITests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var binary: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return testBinary.appendingPathComponent("tessera")
  }

  private func run(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
    let result = try await runTessera(arguments, in: directory)
    return (result.status, result.output)
  }

  @Test func contrastPrintsTheRatioAndTheFailure() async throws {
    let (status, output) = try await run(["contrast", "#777777", "#FFFFFF"], in: Self.packageRoot)
    #expect(status == 0)
    #expect(output.contains("4.48:1"))
    #expect(output.contains("FAIL  4.50:1"))
  }

  @Test func deletingADarkColourIsAParityError() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Tokens"), to: scratch)
    let dark = scratch.appendingPathComponent("dark.xml")
    let lines = try String(contentsOf: dark, encoding: .utf8).components(separatedBy: "\n")
    let kept = lines.filter { !$0.contains("name=\"secondary\" value=\"#B4BAC4\"") }
    #expect(kept.count == lines.count - 1)
    try kept.joined(separator: "\n").write(to: dark, atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint", "--tokens", "."], in: scratch)
    #expect(status == 1)
    #expect(output.contains("error: 'color.text.secondary' is defined in light mode"))
    #expect(output.contains("[token-parity]"))
  }

  @Test func sarifOutputParsesAndHoldsTheRulesAndResults() async throws {
    let scratch = try copyOfCatalogs()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let dark = scratch.appendingPathComponent("Tokens/dark.xml")
    let lines = try String(contentsOf: dark, encoding: .utf8).components(separatedBy: "\n")
    try lines.filter { !$0.contains("name=\"secondary\" value=\"#B4BAC4\"") }.joined(separator: "\n")
      .write(to: dark, atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint", "--format", "sarif"], in: scratch)
    #expect(status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.contains { $0["id"] as? String == "token-parity" })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.contains { $0["ruleId"] as? String == "token-parity" && $0["level"] as? String == "error" })
  }

  /// SARIF counts columns in UTF-16 code units; text and JSON count UTF-8
  /// bytes. `é` is 2 bytes and 1 unit, `😀` 4 bytes and 2 units.
  @Test func sarifColumnsAreUTF16CodeUnits() async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let table = scratch.appendingPathComponent("Strings/en.lproj/Greeting.strings")
    try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "\"greeting\" = \"é😀\" x;\n".write(to: table, atomically: true, encoding: .utf8)
    let (textStatus, text) = try await run(["lint", "--no-default-paths", "--strings", "Strings"], in: scratch)
    #expect(textStatus == 1)
    #expect(text.contains("Strings/en.lproj/Greeting.strings:1:22: error:"), "\(text)")
    let (status, output) = try await run(
      ["lint", "--no-default-paths", "--strings", "Strings", "--format", "sarif"], in: scratch)
    #expect(status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let region = try #require(
      ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 19)
  }

  @Test func githubOutputAnnotatesTheLine() async throws {
    let scratch = try copyOfCatalogs()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let table = scratch.appendingPathComponent("Strings/de.lproj/Navigation.strings")
    try "\"navigation_back\" = \"Zurück %d\";\n".write(to: table, atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint", "--format", "github"], in: scratch)
    #expect(status == 1)
    #expect(output.contains("::error file=Strings/de.lproj/Navigation.strings,line=1,col="))
    #expect(output.contains("title=strings-format-mismatch::"))
  }

  @Test func missingExplicitFolderIsExit2() async throws {
    let (status, _) = try await run(["lint", "--tokens", "no-such-folder"], in: Self.packageRoot)
    #expect(status == 2)
  }

  /// A copy of the package's catalogs in a temporary folder.
  private func copyOfCatalogs() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    for folder in ["Tokens", "Strings"] {
      try FileManager.default.copyItem(
        at: Self.packageRoot.appendingPathComponent(folder), to: scratch.appendingPathComponent(folder))
    }
    return scratch
  }

  @Test func thePackagesOwnCatalogsLintClean() async throws {
    let (status, output) = try await run(["lint", "--strict"], in: Self.packageRoot)
    #expect(status == 0)
    #expect(output.isEmpty)
  }

  @Test func removingAGermanKeyIsAMissingKeyError() async throws {
    let scratch = try copyOfCatalogs()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let table = scratch.appendingPathComponent("Strings/de.lproj/BankSelector.strings")
    let lines = try String(contentsOf: table, encoding: .utf8).components(separatedBy: "\n")
    let removed = try #require(lines.firstIndex { $0.hasPrefix("\"bank_selector_title\"") })
    var kept = lines
    kept.remove(at: removed)
    try kept.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint"], in: scratch)
    #expect(status == 1)
    #expect(
      output.contains(
        "Strings/de.lproj/BankSelector.strings:1:1: error: 'bank_selector_title' is missing from 'de'"))
    #expect(output.contains("[strings-missing-key]"))
  }

  @Test func changingAStringPlaceholderToAnIntIsAFormatMismatch() async throws {
    let scratch = try copyOfCatalogs()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let table = scratch.appendingPathComponent("Strings/de.lproj/BankSelector.strings")
    var lines = try String(contentsOf: table, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("\"") && $0.contains("%@") })
    lines[index] = lines[index].replacingOccurrences(of: "%@", with: "%d")
    try lines.joined(separator: "\n").write(to: table, atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint"], in: scratch)
    #expect(status == 1)
    let line = index + 1
    #expect(output.contains("Strings/de.lproj/BankSelector.strings:\(line):"))
    #expect(output.contains("error: ") && output.contains("[strings-format-mismatch]"))
    #expect(output.contains("position 1 is Int in 'de' but String in 'en'"))
    #expect(output.contains("Strings/en.lproj/BankSelector.strings:"))
    #expect(output.contains("note: the base value is here"))
  }

  @Test func inspectStringsPrintsEntriesAsJSON() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("/* c */\n\"pay\" = \"Pay %1$@ to %2$d\";\n  'x';\n".utf8)
      .write(to: folder.appendingPathComponent("Card.strings"))
    let (status, output) = try await run(["inspect", "strings", "Card.strings", "--format", "json"], in: folder)
    #expect(status == 0)
    struct Report: Decodable {
      struct Entry: Decodable, Equatable {
        struct Placeholder: Decodable, Equatable {
          var position: Int
          var type: String
        }
        var table, key, value, file: String
        var line, column: Int
        var placeholders: [Placeholder]
      }
      var entries: [Entry]
      var diagnostics: [[String: String?]]?
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
    #expect(
      report.entries == [
        .init(
          table: "Card", key: "pay", value: "Pay %1$@ to %2$d", file: "Card.strings", line: 2, column: 1,
          placeholders: [.init(position: 1, type: "String"), .init(position: 2, type: "Int")]),
        .init(table: "Card", key: "x", value: "x", file: "Card.strings", line: 3, column: 3, placeholders: []),
      ])
  }

  @Test func inspectStringsExitsOneOnASyntaxError() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\"a\" = \"1\"\n".utf8).write(to: folder.appendingPathComponent("Bad.strings"))
    let (status, output) = try await run(["inspect", "strings", "Bad.strings"], in: folder)
    #expect(status == 1)
    #expect(output.contains("Bad.strings:1:10: error: Expected ';' after the value of 'a'"))
  }
}

/// The accessibility catalog through the real binary: the done-means of
/// the accessibility issue, on a copy of the package's own catalogs.
@Suite struct AccessibilityCLITests {
  static let packageRoot = CLITests.packageRoot

  private func run(_ arguments: [String], in directory: URL) async throws -> (
    status: Int32, output: String, error: String
  ) {
    try await runTessera(arguments, in: directory)
  }

  /// For every interactive element, removing its label's key from the base
  /// strings makes lint exit 1 with a11y-unknown-string at the catalog line.
  @Test func removingAnyInteractiveLabelKeyIsAnUnknownString() async throws {
    let catalogURL = Self.packageRoot.appendingPathComponent("Strings/Accessibility.xml")
    let (catalog, diagnostics) = AccessibilityCatalogLoader().load(
      CatalogFile(url: catalogURL, displayPath: "Strings/Accessibility.xml"))
    #expect(diagnostics.isEmpty)
    let interactive = try #require(catalog).elements.filter { $0.role?.isInteractive == true }
    #expect(interactive.count >= 20)
    var removed: Set<String> = []
    for element in interactive {
      let label = try #require(element.label, "\(element.name)")
      let table = label.table ?? "Accessibility"
      guard removed.insert("\(table)/\(label.key)").inserted else { continue }
      let scratch = try copyOfPackageStrings()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let file = scratch.appendingPathComponent("Strings/en.lproj/\(table).strings")
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      let kept = lines.filter { !$0.hasPrefix("\"\(label.key)\" =") }
      #expect(kept.count == lines.count - 1, "\(label.key)")
      try kept.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      let (status, output, _) = try await run(["lint"], in: scratch)
      #expect(status == 1, "\(label.key)")
      #expect(
        output.contains("\(label.location): error: The label of '\(element.screen).\(element.name)' is '\(label.key)'"),
        "\(label.key): \(output)")
      #expect(output.contains("[a11y-unknown-string]"))
    }
    #expect(removed.count >= 15)
  }

  @Test func duplicatingAnElementIsADuplicateIDWithBothLines() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("Strings/Accessibility.xml")
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains("<element name=\"loading_indicator\" role=\"status\"") })
    lines.insert(lines[index], at: index + 1)
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let (status, output, _) = try await run(["lint"], in: scratch)
    #expect(status == 1)
    #expect(
      output.contains("Strings/Accessibility.xml:\(index + 2):5: error: 'splash.loading_indicator' has the identifier"))
    #expect(output.contains("[a11y-duplicate-id]"))
    #expect(output.contains("Strings/Accessibility.xml:\(index + 1):5: note: the other element is here"))
  }

  @Test func coverageIsPrintedAndUnrenderedElementsWarn() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let rendered = #"["checkout_components_splash_loading_indicator", "checkout_components_bank_selector_ing_item"]"#
    try rendered.write(to: scratch.appendingPathComponent("rendered.json"), atomically: true, encoding: .utf8)

    let (status, _, error) = try await run(["lint", "--coverage", "rendered.json"], in: scratch)
    #expect(status == 0)
    #expect(error.contains("tessera: accessibility coverage 2/"))

    let strict = try await run(["lint", "--coverage", "rendered.json", "--strict", "--format", "json"], in: scratch)
    #expect(strict.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(strict.output.utf8)) as? [String: Any])
    let coverage = try #require(json["coverage"] as? [String: Any])
    let declared = try #require(coverage["declared"] as? Int)
    #expect(coverage["rendered"] as? Int == 2)
    let results = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(results.filter { $0["rule"] as? String == "a11y-unused" }.count == declared - 2)
  }

  @Test func aCoverageFileThatIsNotJSONIsExit2() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    try "not json".write(to: scratch.appendingPathComponent("rendered.json"), atomically: true, encoding: .utf8)
    let (status, output, _) = try await run(["lint", "--coverage", "rendered.json"], in: scratch)
    #expect(status == 2)
    #expect(output.contains("rendered.json:1:1: error: The coverage file is not a JSON list"))
  }
}

/// The configuration file through the real binary.
@Suite struct ConfigurationCLITests {
  private func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("Design/Strings/en.lproj"), withIntermediateDirectories: true)
    try "\"title\" = \"Shop\";\n".write(
      to: url.appendingPathComponent("Design/Strings/en.lproj/Shop.strings"), atomically: true, encoding: .utf8)
    return url
  }

  private func run(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
    let result = try await runTessera(arguments, in: directory)
    return (result.status, result.output)
  }

  @Test func theConfigurationNamesThePathsAndTheNames() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "strings: Design/Strings\noutput: Sources/Assets\nnames:\n  strings: L10n\naccess: internal\n".write(
      to: folder.appendingPathComponent("tessera.yml"), atomically: true, encoding: .utf8)
    let (status, _) = try await run(["generate"], in: folder)
    #expect(status == 0)
    let strings = try String(
      contentsOf: folder.appendingPathComponent("Sources/Assets/Strings.swift"), encoding: .utf8)
    #expect(strings.contains("internal enum L10n {"))
    #expect(strings.contains("internal static let title = LocalizedString("))
  }

  @Test func optionsWinOverTheConfiguration() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "strings: Nowhere\n".write(to: folder.appendingPathComponent(".tessera.yml"), atomically: true, encoding: .utf8)
    #expect(try await run(["lint"], in: folder).status == 2)  // The configured folder doesn't exist.
    #expect(try await run(["lint", "--strings", "Design/Strings"], in: folder).status == 0)
  }

  @Test func aBadConfigurationIsExit2AtItsLine() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "strings: Design/Strings\nrules:\n  token-parity: off\n".write(
      to: folder.appendingPathComponent("tessera.yml"), atomically: true, encoding: .utf8)
    let (status, output) = try await run(["lint"], in: folder)
    #expect(status == 2)
    #expect(output.hasPrefix("tessera.yml:3:17: error: token-parity can't be turned off"))
    #expect(output.contains("[config-invalid]"))
  }

  @Test func absolutePathsForBuildSystems() async throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = folder.appendingPathComponent("Design/Strings/en.lproj/Shop.strings")
    try "\"title\" = \"Shop\"\n".write(to: table, atomically: true, encoding: .utf8)
    let (status, output) = try await run(
      ["lint", "--no-default-paths", "--absolute-paths", "--strings", "Design/Strings"], in: folder)
    #expect(status == 1)
    #expect(output.hasPrefix(table.standardizedFileURL.path + ":1:17: error:"))
  }
}
