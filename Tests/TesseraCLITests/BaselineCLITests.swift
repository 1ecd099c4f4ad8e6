import Foundation
import Testing

/// `tessera lint --write-baseline`, and `--baseline` (or `baseline:` in
/// `tessera.yml`) on lint and generate, run with the built binary.
@Suite struct BaselineCLITests {
  /// A project whose German strings lack `pay` and `cancel`, and whose
  /// dark tokens match the light ones.
  final class Project {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-baseline-\(UUID().uuidString)")
      try write("Strings/en.lproj/Localizable.strings", "\"title\" = \"Checkout\";\n\"pay\" = \"Pay now\";\n")
      try append("Strings/en.lproj/Localizable.strings", "\"cancel\" = \"Cancel\";\n")
      try write("Strings/de.lproj/Localizable.strings", "\"title\" = \"Kasse\";\n")
      try write("Tokens/light.xml", Self.tokens(mode: "light", ["primary": "#000000"]))
      try write("Tokens/dark.xml", Self.tokens(mode: "dark", ["primary": "#FFFFFF"]))
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    static func tokens(mode: String, _ colors: [String: String]) -> String {
      let rows = colors.sorted { $0.key < $1.key }.map { "    <token name=\"\($0.key)\" value=\"\($0.value)\"/>\n" }
      return
        "<tokens mode=\"\(mode)\">\n  <group name=\"color\" type=\"color\">\n\(rows.joined())  </group>\n</tokens>\n"
    }

    func write(_ path: String, _ text: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    func append(_ path: String, _ text: String) throws {
      try write(path, try read(path) + text)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    func run(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
      try await runTessera(arguments, in: url)
    }
  }

  /// The baseline the project's two missing German keys make.
  static let twoMissingKeys = """
    {
      "version": 1,
      "entries": [
        {
          "file": "Strings/de.lproj/Localizable.strings",
          "rule": "strings-missing-key",
          "subject": "cancel",
          "count": 1
        },
        {
          "file": "Strings/de.lproj/Localizable.strings",
          "rule": "strings-missing-key",
          "subject": "pay",
          "count": 1
        }
      ]
    }

    """

  @Test func writingRecordsTheFindingsAndLintingWithItIsClean() async throws {
    let project = try Project()
    let lint = try await project.run(["lint"])
    #expect(lint.status == 1)

    let write = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    #expect(write.status == 0)
    #expect(write.output.isEmpty)
    #expect(write.error == "tessera: recorded 2 findings in tessera-baseline.json.\n")
    #expect(try project.read("tessera-baseline.json") == Self.twoMissingKeys)

    let again = try await project.run(["lint", "--baseline", "tessera-baseline.json", "--strict"])
    #expect(again.status == 0)
    #expect(again.output.isEmpty)
    #expect(again.error == "tessera: no problems found; the baseline hid 2 findings.\n")
  }

  @Test func writingTheSameFindingsTwiceGivesTheSameBytes() async throws {
    let project = try Project()
    _ = try await project.run(["lint", "--write-baseline", "first.json"])
    // The same findings, found from another folder order: the tables are read in path order anyway.
    _ = try await project.run(["lint", "--write-baseline", "second.json", "--format", "json"])
    let first = try Data(contentsOf: project.url.appendingPathComponent("first.json"))
    let second = try Data(contentsOf: project.url.appendingPathComponent("second.json"))
    #expect(first == second)
    #expect(first.last == UInt8(ascii: "\n"))
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: project.url.path)
    #expect(!names.contains { $0.hasSuffix(".tessera-tmp") })
  }

  @Test func aNewFindingIsStillReported() async throws {
    let project = try Project()
    _ = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    try project.append("Strings/en.lproj/Localizable.strings", "\"help\" = \"Help\";\n")
    let lint = try await project.run(["lint", "--baseline", "tessera-baseline.json"])
    #expect(lint.status == 1)
    #expect(
      lint.output == """
        Strings/de.lproj/Localizable.strings:1:1: error: 'help' is missing from 'de', so it shows the 'en' text \
        "Help"; add a translation to this table, or accept today's gaps with `tessera lint --write-baseline \
        tessera-baseline.json` while translations arrive. [strings-missing-key]
        Strings/en.lproj/Localizable.strings:4:1: note: 'help' is defined in the base locale here

        """)
    #expect(lint.error == "tessera: 1 error, 0 warnings; the baseline hid 2 findings.\n")
  }

  /// Lines added above the findings, in both the base table and the
  /// translation, move every line; the findings still match.
  @Test func anEditThatShiftsLinesKeepsTheMatch() async throws {
    let project = try Project()
    _ = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    let header = "/* Checkout screen. */\n\n\"greeting\" = \"Hello\";\n"
    try project.write(
      "Strings/en.lproj/Localizable.strings", header + (try project.read("Strings/en.lproj/Localizable.strings")))
    try project.write(
      "Strings/de.lproj/Localizable.strings",
      "/* Kasse. */\n\n\"greeting\" = \"Hallo\";\n" + (try project.read("Strings/de.lproj/Localizable.strings")))
    let lint = try await project.run(["lint", "--baseline", "tessera-baseline.json"])
    #expect(lint.status == 0)
    #expect(lint.output.isEmpty)
    #expect(lint.error == "tessera: no problems found; the baseline hid 2 findings.\n")
  }

  /// A finding fixed since the baseline was written is a note at its
  /// entry, which fails nothing, not even under --strict.
  @Test func aStaleEntryIsANote() async throws {
    let project = try Project()
    _ = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    try project.append("Strings/de.lproj/Localizable.strings", "\"pay\" = \"Jetzt bezahlen\";\n")
    let lint = try await project.run(["lint", "--baseline", "tessera-baseline.json", "--strict"])
    #expect(lint.status == 0)
    #expect(
      lint.output == """
        tessera-baseline.json:10:5: note: The baseline records 1 strings-missing-key finding about 'pay' in \
        Strings/de.lproj/Localizable.strings, but it no longer occurs; remove the entry, or write the baseline \
        again with `tessera lint --write-baseline tessera-baseline.json`. [baseline-stale]

        """)
    #expect(lint.error == "tessera: no problems found; the baseline hid 1 finding.\n")
  }

  @Test func aCorruptBaselineStopsTheRun() async throws {
    let project = try Project()
    try project.write("tessera-baseline.json", "{\n  \"version\": 1,\n  \"entries\": [\n")
    let lint = try await project.run(["lint", "--baseline", "tessera-baseline.json"])
    #expect(lint.status == 2)
    #expect(
      lint.output == """
        tessera-baseline.json:1:1: error: The baseline is not valid JSON; fix it, or write it again with \
        `tessera lint --write-baseline tessera-baseline.json`. [baseline-invalid]

        """)
  }

  @Test func anEntryWithAnUnknownRuleIsReportedAtItsLine() async throws {
    let project = try Project()
    try project.write(
      "tessera-baseline.json",
      Self.twoMissingKeys.replacingOccurrences(
        of: "\"rule\": \"strings-missing-key\",\n      \"subject\": \"pay\"",
        with: "\"rule\": \"strings-mising-key\",\n      \"subject\": \"pay\""))
    let lint = try await project.run(["generate", "--baseline", "tessera-baseline.json"])
    #expect(lint.status == 2)
    #expect(
      lint.output == """
        tessera-baseline.json:10:1: error: The baseline entry 2 names the rule 'strings-mising-key', which is not \
        a rule (did you mean 'strings-missing-key'?); fix it, or write it again with \
        `tessera lint --write-baseline tessera-baseline.json`. [baseline-invalid]

        """)
    #expect(!project.exists("Generated"))
  }

  @Test func aMissingBaselineStopsTheRun() async throws {
    let project = try Project()
    let lint = try await project.run(["lint", "--baseline", "missing.json"])
    #expect(lint.status == 2)
    #expect(
      lint.output == """
        missing.json:1:1: error: The baseline file does not exist; write it with \
        `tessera lint --write-baseline missing.json`, or fix the path. [baseline-invalid]

        """)
  }

  /// `baseline:` in tessera.yml is relative to the file's folder; the
  /// option wins over it.
  @Test func theConfigurationNamesTheBaselineAndTheOptionWins() async throws {
    let project = try Project()
    _ = try await project.run(["lint", "--write-baseline", "Config/accepted.json"])
    try project.write("tessera.yml", "baseline: Config/accepted.json\n")
    let configured = try await project.run(["lint"])
    #expect(configured.status == 0)
    #expect(configured.error == "tessera: no problems found; the baseline hid 2 findings.\n")
    // Paths in the file are relative to its folder.
    #expect(try project.read("Config/accepted.json").contains("\"file\": \"../Strings/de.lproj/Localizable.strings\""))

    try project.write("tessera.yml", "baseline: nowhere.json\n")
    let overridden = try await project.run(["lint", "--baseline", "Config/accepted.json"])
    #expect(overridden.status == 0)
    let broken = try await project.run(["lint"])
    #expect(broken.status == 2)
    #expect(broken.output.hasPrefix("nowhere.json:1:1: error: The baseline file does not exist;"))
  }

  /// Errors of rules the emitters depend on stop generate even when the
  /// baseline records them; the rest are hidden, and code is written.
  @Test func generateStillRefusesOnAGuardingError() async throws {
    let project = try Project()
    try project.write("Tokens/light.xml", Project.tokens(mode: "light", ["primary": "#000000", "accent": "#FF0000"]))
    _ = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    #expect(try project.read("tessera-baseline.json").contains("\"subject\": \"color.accent\""))

    let lint = try await project.run(["lint", "--baseline", "tessera-baseline.json"])
    #expect(lint.status == 0)

    let generate = try await project.run(["generate", "--baseline", "tessera-baseline.json"])
    #expect(generate.status == 1)
    #expect(
      generate.output == """
        Tokens/light.xml:3:5: error: 'color.accent' is defined in light mode (Tokens/light.xml) but not in dark mode \
        (Tokens/dark.xml); add it to Tokens/dark.xml, or dark mode has no value for it. [token-parity]
        tessera-baseline.json:16:5: note: the baseline records this finding, but generate reports it anyway: the \
        generated code depends on token-parity, so fix it before generating

        """)
    #expect(generate.error == "tessera: 1 error, 0 warnings; the baseline hid 2 findings.\n")
    #expect(!project.exists("Generated"))

    // With the parity fixed, the baselined missing keys don't stop generation.
    try project.write("Tokens/dark.xml", Project.tokens(mode: "dark", ["primary": "#FFFFFF", "accent": "#FF8080"]))
    let fixed = try await project.run(["generate", "--baseline", "tessera-baseline.json", "--quiet"])
    #expect(fixed.status == 0)
    #expect(
      fixed.output == """
        tessera-baseline.json:16:5: note: The baseline records 1 token-parity finding about 'color.accent' in \
        Tokens/light.xml, but it no longer occurs; remove the entry, or write the baseline again with \
        `tessera lint --write-baseline tessera-baseline.json`. [baseline-stale]

        """)
    #expect(project.exists("Generated/Strings.swift"))
    #expect(project.exists("Generated/DesignTokens.swift"))
  }

  /// A file that can't be read is never recorded: the run stops, and no
  /// baseline is written.
  @Test func writingRefusesWhenAFileCanNotBeRead() async throws {
    let project = try Project()
    try FileManager.default.createDirectory(
      at: project.url.appendingPathComponent("Strings/Accessibility.xml"), withIntermediateDirectories: true)
    let write = try await project.run(["lint", "--write-baseline", "tessera-baseline.json"])
    #expect(write.status == 2)
    #expect(write.output.contains("[file-unreadable]"))
    #expect(
      write.error.hasSuffix(
        "error: tessera-baseline.json was not written, since not every catalog could be read; fix that first.\n"))
    #expect(!project.exists("tessera-baseline.json"))
  }
}
