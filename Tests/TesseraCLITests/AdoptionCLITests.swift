import Foundation
import Testing

/// A shipping app adopting Tessera on its catalogs as they are (issue 42):
/// `generate` never waits for translators, `init` configures an Xcode
/// project's layout in one command, and a FIFO in a file's place never
/// makes the tool wait.
@Suite struct AdoptionCLITests {
  /// A scratch folder with `files`, removed when the test ends.
  final class Project {
    let url: URL

    init(_ files: [String: String]) throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-adopt-\(UUID().uuidString)")
      for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func link(_ path: String, to target: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
    }

    func fifo(_ path: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      #expect(mkfifo(file.path, 0o644) == 0)
    }
  }

  static func unit(_ value: String, state: String = "translated") -> String {
    "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \"\(value)\" } }"
  }

  // MARK: - Generation never waits for translators

  /// The issue's test: a String Catalog with 1,000 missing translations and
  /// a mismatched placeholder in one locale. `generate` writes code and
  /// exits 0, without the mismatched translation in that locale's table;
  /// `lint` exits 1 with those findings.
  @Test func aThousandMissingTranslationsAndAMismatchDontStopGenerate() async throws {
    var keys = (0..<1_000).map { index in
      "    \"item.\(index)\" : { \"extractionState\" : \"manual\", \"localizations\" : { \"en\" : "
        + Self.unit("Item \(index)") + " } }"
    }
    keys.append(
      "    \"pay\" : { \"extractionState\" : \"manual\", \"localizations\" : { \"en\" : \(Self.unit("Pay %@")), "
        + "\"de\" : \(Self.unit("Zahlen %lld")) } }")
    let project = try Project([
      "Strings/Checkout.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(keys.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }

      """
    ])
    let generate = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(generate.status == 0, "\(generate.error)")
    #expect(!generate.output.contains("error:"))
    #expect(generate.output.contains("warning: 'pay' has %lld (Int) in 'de' but %@ (String) in 'en'"))
    #expect(generate.output.contains("'de' leaves this translation out of its compiled table"))
    #expect(generate.output.contains("tessera lint --write-baseline tessera-baseline.json"))
    #expect(generate.error.contains("1001 of the warnings are errors to `tessera lint`"), "\(generate.error)")
    let tables = try project.read("Generated/StringTables.swift")
    #expect(!tables.contains("Zahlen"))
    #expect(tables.contains("Pay %@"))
    #expect(project.exists("Generated/Strings.swift"))

    let lint = try await runTessera(["lint", "--no-cache", "--format", "json"], in: project.url)
    #expect(lint.status == 1)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any])
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count { $0["rule"] as? String == "strings-missing-key" } == 1_000)
    let mismatch = try #require(diagnostics.first { $0["rule"] as? String == "strings-format-mismatch" })
    #expect(mismatch["severity"] as? String == "error")
    #expect(mismatch["file"] as? String == "Strings/Checkout.xcstrings")
    #expect(mismatch["line"] as? Int == 1_004)
    #expect(mismatch["column"] as? Int == 199)
  }

  /// `--strict`, or `strict: true`, reports the findings as lint does and
  /// exits 1, after writing the code.
  @Test func strictGenerateFailsOnFindingsAfterWriting() async throws {
    let project = try Project([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n\"pay\" = \"Pay\";\n",
      "Strings/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
    ])
    let relaxed = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("warning: 'pay' is missing from 'de'"))
    let strict = try await runTessera(["generate", "--no-cache", "--strict"], in: project.url)
    #expect(strict.status == 1)
    #expect(strict.output.contains("error: 'pay' is missing from 'de'"))
    try FileManager.default.removeItem(at: project.url.appendingPathComponent("Generated"))
    try project.write("tessera.yml", "strict: true\n")
    let configured = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(configured.status == 1)
    #expect(project.exists("Generated/StringTables.swift"))
    let lint = try await runTessera(["lint", "--no-cache"], in: project.url)
    #expect(lint.status == 1)
  }

  /// An error the generated code depends on (two manual keys with one
  /// accessor) still stops generate: nothing is written, exit 1, and the
  /// message names both keys and the setting that avoids it.
  @Test func aCollisionStillStopsGenerate() async throws {
    let project = try Project([
      "Strings/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Settings" : { "extractionState" : "manual" },
          "Settings…" : { "extractionState" : "manual" }
        },
        "version" : "1.0"
      }

      """
    ])
    let generate = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(generate.status == 1)
    #expect(!project.exists("Generated/Strings.swift"))
    #expect(
      generate.output.contains(
        "Strings/Localizable.xcstrings:5:5: error: 'Settings…' and 'Settings' both map to the Swift name "
          + "Strings.settings; name one apart in tessera.yml, such as `accessor_names: {Localizable: "
          + "{\"Settings…\": settingsEllipsis}}`, or rename one of the keys. [strings-name-collision]"),
      "\(generate.output)")
    try project.write("tessera.yml", "accessor_names:\n  Localizable:\n    \"Settings…\": settingsEllipsis\n")
    let named = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(named.status == 0, "\(named.output)")
    let accessors = try project.read("Generated/Strings.swift")
    #expect(accessors.contains("static let settingsEllipsis = LocalizedString("))
  }

  // MARK: - tessera init

  /// A project laid out as Xcode lays one out: the app's String Catalog in
  /// nested folders, `.lproj` folders beside it (one a link to a shared
  /// locale), an extension target of its own, a dependency's strings, and
  /// an Xcode project naming the development region.
  static func xcodeProject() throws -> Project {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Delete" : { "localizations" : { "de" : \(unit("Löschen")) } },
          "Delete…" : { },
          "items %lld" : { "extractionState" : "manual", "localizations" : { \
      "en" : { "variations" : { "plural" : { "one" : \(unit("%lld item")), "other" : \(unit("%lld items")) } } }, \
      "fr" : { "variations" : { "plural" : { "one" : \(unit("%lld article")), "other" : \(unit("%lld articles")) } } } } },
          "Settings" : { "extractionState" : "manual", "localizations" : { "de" : \(unit("Einstellungen")) } },
          "Settings…" : { "extractionState" : "manual" }
        },
        "version" : "1.0"
      }

      """
    let project = try Project([
      "App/App.xcodeproj/project.pbxproj": "{ developmentRegion = en; knownRegions = (en, de, fr, Base); }\n",
      "App/Resources/Localization/Localizable.xcstrings": catalog,
      "App/Resources/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan a card\";\n",
      "App/Resources/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Karte scannen\";\n",
      "Shared/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner une carte\";\n",
      "App/Sources/ContentView.swift": "import SwiftUI\n",
      "Widget/en.lproj/Localizable.strings": "\"widget.title\" = \"Balance\";\n",
      "Pods/SomeSDK/Resources/en.lproj/SDK.strings": "\"sdk\" = \"SDK\";\n",
    ])
    try project.link("App/Resources/fr.lproj", to: "../../Shared/fr.lproj")
    return project
  }

  @Test func initConfiguresAnXcodeProjectAndGenerateSucceeds() async throws {
    let project = try Self.xcodeProject()
    let initRun = try await runTessera(["init"], in: project.url)
    #expect(initRun.status == 0, "\(initRun.error)")
    let summary = initRun.output
    #expect(summary.contains("Strings: App/Resources (1 String Catalog, 3 .lproj folders)."), "\(summary)")
    #expect(
      summary.contains("Base locale: en (the source language of App/Resources/Localization/Localizable.xcstrings)."))
    #expect(summary.contains("Locales: 3 (de, en, fr)."))
    #expect(summary.contains("Keys: 6 in 2 tables; 4 get accessors"))
    #expect(summary.contains("1 key whose accessor would share another's name is named apart under accessor_names"))
    #expect(summary.contains("Widget (1 .lproj folder): tessera init --strings Widget --config Widget/tessera.yml"))
    #expect(!summary.contains("Pods"))
    #expect(summary.contains("Findings: 8 (7 errors, 1 warning), by rule:"), "\(summary)")
    #expect(summary.contains("  strings-missing-key      error        7"), "\(summary)")
    #expect(summary.contains("  plural-missing-category  warning      1"), "\(summary)")
    // The locale a link shares is read through the link, not offered as a target of its own.
    #expect(!summary.contains("Shared ("), "\(summary)")
    #expect(summary.contains("Next: tessera generate"))
    let configuration = try project.read("tessera.yml")
    #expect(configuration.contains("strings: App/Resources "))
    #expect(configuration.contains("base_locale: en "))
    #expect(configuration.contains("baseline: tessera-baseline.json "))
    #expect(configuration.contains("    \"Settings…\": settingsEllipsis"))
    #expect(project.exists("tessera-baseline.json"))

    // Today's findings are accepted: lint is clean, and generate writes every locale, the linked one too.
    let lint = try await runTessera(["lint", "--no-cache"], in: project.url)
    #expect(lint.status == 0, "\(lint.output)")
    #expect(lint.error.contains("the baseline hid 8 findings"), "\(lint.error)")
    let generate = try await runTessera(["generate", "--no-cache"], in: project.url)
    #expect(generate.status == 0, "\(generate.output)\(generate.error)")
    let accessors = try project.read("Generated/Strings.swift")
    #expect(accessors.contains("static func itemsLld(count: Int) -> LocalizedString"))
    #expect(accessors.contains("static let settingsEllipsis"))
    #expect(!accessors.contains("static let delete"))
    let tables = try project.read("Generated/StringTables.swift")
    #expect(tables.contains("NSCameraUsageDescription = Scanner une carte"))
    #expect(tables.contains("Delete = Löschen"))

    // It never overwrites a configuration, unless told to.
    let again = try await runTessera(["init"], in: project.url)
    #expect(again.status == 2)
    #expect(again.error.contains("tessera.yml already exists, and init doesn't overwrite a configuration"))
    let forced = try await runTessera(["init", "--force"], in: project.url)
    #expect(forced.status == 0)
  }

  // MARK: - Never a blocking open

  /// A FIFO named as a single input file is refused at once with a
  /// diagnostic: the configuration, the baseline, the accessibility
  /// catalog, the coverage file and an `inspect` argument. A run that waits is killed a minute
  /// after it starts (``fifoRun(_:in:)``), and fails; the clock doesn't run while the run queues
  /// for a process slot behind every other test's, as a time limit on the test would.
  @Test func aFIFOInAFilesPlaceIsRefusedAtOnce() async throws {
    let project = try Project(["Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n"])
    try project.fifo("pipe.json")
    try project.fifo("pipe.strings")
    for (arguments, message) in [
      (["lint", "--config", "pipe.json"], "the --config file pipe.json is a FIFO (named pipe), not a regular file"),
      (["lint", "--baseline", "pipe.json"], "pipe.json:1:1: error: The file could not be read: it is a FIFO"),
      (["lint", "--accessibility", "pipe.json"], "the --accessibility file pipe.json is a FIFO (named pipe)"),
      (["inspect", "strings", "pipe.strings"], "pipe.strings:1:1: error: The file could not be read: it is a FIFO"),
      (
        ["import-localizations", "pipe.json"],
        "error: the XLIFF file pipe.json is a FIFO (named pipe), not a regular file; name the exported .xliff file."
      ),
    ] {
      let run = try await fifoRun(arguments + ["--no-cache"].filter { _ in arguments[0] == "lint" }, in: project.url)
      #expect(run.status == 2, "\(arguments)")
      #expect((run.output + run.error).contains(message), "\(arguments): \(run.output)\(run.error)")
    }
    try project.write("Strings/Accessibility.xml", "<accessibility/>\n")
    let coverage = try await fifoRun(["lint", "--no-cache", "--coverage", "pipe.json"], in: project.url)
    #expect(coverage.status == 2)
    #expect(coverage.error.contains("the --coverage file pipe.json is a FIFO (named pipe)"), "\(coverage.error)")
    // The accessibility catalog found in the strings folder, with the input cache on (its key reads every input).
    try FileManager.default.removeItem(at: project.url.appendingPathComponent("Strings/Accessibility.xml"))
    try project.fifo("Strings/Accessibility.xml")
    try FileManager.default.createDirectory(
      at: project.url.appendingPathComponent("Generated"), withIntermediateDirectories: true)
    let accessibility = try await fifoRun(["lint"], in: project.url)
    #expect(accessibility.status == 2)
    #expect(
      accessibility.output.contains("Strings/Accessibility.xml:1:1: error: The file could not be read: it is a FIFO"),
      "\(accessibility.output)")
    // Found by its default name, tessera.yml is read without waiting too.
    try project.fifo("tessera.yml")
    let found = try await fifoRun(["lint", "--no-cache"], in: project.url)
    #expect(found.status == 2)
    #expect(
      found.output.contains("tessera.yml:1:1: error: The file could not be read: it is a FIFO"), "\(found.output)")
  }

  /// A run of the FIFO test: killed, and so failed, if it is still going a minute after it started.
  private func fifoRun(_ arguments: [String], in directory: URL) async throws -> (
    status: Int32, output: String, error: String
  ) {
    let run = try await runTessera(arguments, in: directory, killAfter: 60)
    #expect(run.status != SIGKILL, "\(arguments) waited on the FIFO for a minute")
    return run
  }
}
