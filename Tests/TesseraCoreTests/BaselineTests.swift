import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Baselines: matching by subject, counts, stale entries, the file format,
/// and what generate may and may not emit past.
@Suite struct BaselineTests {
  static let strings = [
    "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n\"pay\" = \"Pay now\";\n",
    "Strings/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
  ]

  func missingKey(_ key: String, line: Int = 1) -> Diagnostic {
    .error(
      .stringsMissingKey, "'\(key)' is missing from 'de'.",
      at: SourceLocation(file: "Strings/de.lproj/Localizable.strings", line: line, column: 1), subject: key)
  }

  // MARK: Subjects

  @Test func checksNameTheKeyOrTokenPathTheyConcern() throws {
    let scratch = try Scratch(
      Self.strings.merging(
        themed(
          light: "<token name=\"accent\" type=\"color\" value=\"#FF0000\"/>",
          dark: "<token name=\"other\" type=\"color\" value=\"#FF0000\"/>")
      ) { first, _ in first })
    let result = TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: scratch.url.appendingPathComponent("Tokens"),
        stringsDirectory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url)
    ).lint()
    #expect(
      result.diagnostics.map { "\($0.rule) \($0.subject ?? "-")" } == [
        "strings-missing-key pay", "token-parity other", "token-parity accent",
      ])
    let json = DiagnosticFormat.json.render(result.diagnostics)
    #expect(json.contains("\"subject\" : \"pay\""))
  }

  @Test func aDiagnosticWithoutASubjectLeavesItOutOfJSON() {
    let json = DiagnosticFormat.json.render([.error(.xmlSyntax, "Broken.", at: .start(of: "a.xml"))])
    #expect(!json.contains("subject"))
  }

  // MARK: Matching

  @Test func findingsMatchBySubjectNotLine() {
    let baseline = Baseline(recording: [missingKey("pay", line: 1)], displayPath: "b.json")
    let outcome = baseline.apply(to: [missingKey("pay", line: 40), missingKey("help", line: 40)], for: .lint)
    #expect(outcome.diagnostics == [missingKey("help", line: 40)])
    #expect(outcome.hiddenCount == 1)
  }

  /// Without a subject, the message is matched, with the line numbers
  /// libxml2 writes into it left out.
  @Test func findingsWithoutASubjectMatchByMessageWithoutLineNumbers() {
    func mismatch(_ line: Int) -> Diagnostic {
      .error(
        .xmlSyntax, "Opening and ending tag mismatch: group line \(line) and tokens.",
        at: SourceLocation(file: "Tokens/a.xml", line: line + 4, column: 1))
    }
    let baseline = Baseline(recording: [mismatch(3)], displayPath: "b.json")
    #expect(
      baseline.entries.map(\.fingerprint.topic) == [
        .message("Opening and ending tag mismatch: group line N and tokens.")
      ])
    #expect(baseline.apply(to: [mismatch(9)], for: .lint).diagnostics.isEmpty)
  }

  @Test func aCountHidesAtMostThatManyFindings() {
    let baseline = Baseline(recording: [missingKey("pay"), missingKey("pay")], displayPath: "b.json")
    #expect(baseline.entries.map(\.count) == [2])
    let outcome = baseline.apply(
      to: [missingKey("pay", line: 1), missingKey("pay", line: 2), missingKey("pay", line: 3)], for: .lint)
    #expect(outcome.diagnostics == [missingKey("pay", line: 3)])
    #expect(outcome.hiddenCount == 2)
  }

  @Test func anEntryMatchingFewerFindingsThanItCountsIsStale() {
    let baseline = Baseline(
      entries: [
        Baseline.Entry(
          Baseline.Fingerprint(
            rule: .stringsMissingKey, file: "Strings/de.lproj/Localizable.strings", topic: .subject("pay")),
          count: 3, location: SourceLocation(file: "b.json", line: 4, column: 5))
      ], displayPath: "b.json")
    let outcome = baseline.apply(to: [missingKey("pay")], for: .lint)
    #expect(outcome.hiddenCount == 1)
    #expect(
      outcome.diagnostics == [
        .note(
          .baselineStale,
          "The baseline records 3 strings-missing-key findings about 'pay' in Strings/de.lproj/Localizable.strings, "
            + "but only 1 occurs now; lower its count to 1, or write the baseline again with "
            + "`tessera lint --write-baseline b.json`.",
          at: SourceLocation(file: "b.json", line: 4, column: 5), subject: "pay")
      ])
  }

  @Test func inputFailuresAndNotesAreNeverRecorded() {
    let baseline = Baseline(
      recording: [
        .error(.fileUnreadable, "The file could not be read: Permission denied.", at: .start(of: "a.strings")),
        .note(.stringsLayout, "Base.lproj is skipped.", at: .start(of: "Strings/Base.lproj")),
        missingKey("pay"),
      ], displayPath: "b.json")
    #expect(baseline.entries.map(\.fingerprint.rule) == [.stringsMissingKey])
  }

  // MARK: Generation

  /// `lint` hides any recorded finding; `generate` still reports an error
  /// of a rule that guards it, with a note at the entry.
  @Test func generateReportsGuardingErrorsTheBaselineRecords() {
    let parity = Diagnostic.error(
      .tokenParity, "'color.accent' is defined in light mode only.",
      at: SourceLocation(file: "Tokens/light.xml", line: 3, column: 5),
      subject: "color.accent")
    let baseline = Baseline(recording: [parity, missingKey("pay")], displayPath: "b.json")
    #expect(baseline.apply(to: [parity, missingKey("pay")], for: .lint).diagnostics.isEmpty)
    let generate = baseline.apply(to: [parity, missingKey("pay")], for: .generate)
    #expect(generate.hiddenCount == 1)
    #expect(generate.diagnostics.map(\.rule) == [.tokenParity])
    #expect(
      generate.diagnostics.first?.notes == [
        Diagnostic.Note(
          "the baseline records this finding, but generate reports it anyway: the generated code depends on "
            + "token-parity, so fix it before generating", at: .start(of: "b.json"))
      ])
    #expect(baseline.hasErrors(in: [parity]))
    #expect(!baseline.hasErrors(in: [missingKey("pay")]))
  }

  /// The pipeline emits past an error whose rule doesn't guard generation
  /// (a missing translation), hidden or not, and not past one that does.
  @Test func thePipelineEmitsPastHiddenErrorsOnly() throws {
    let scratch = try Scratch(Self.strings)
    let pipeline = scratch.stringsPipeline()
    let plain = pipeline.generate()
    #expect(plain.diagnostics.map(\.rule) == [.stringsMissingKey])
    #expect(plain.files.map(\.name).sorted() == ["LocalizationSupport.swift", "StringTables.swift", "Strings.swift"])
    var inputs = pipeline.inputs
    inputs.baseline = Baseline(recording: plain.diagnostics, displayPath: "b.json")
    let baselined = TesseraPipeline(inputs: inputs).generate()
    #expect(
      baselined.files.map(\.name).sorted() == ["LocalizationSupport.swift", "StringTables.swift", "Strings.swift"])

    let tokens = try Scratch(
      themed(light: "<token name=\"accent\" type=\"color\" value=\"#FF0000\"/>", dark: ""))
    var tokenInputs = PipelineInputs(
      tokensDirectory: tokens.url.appendingPathComponent("Tokens"), displayBase: tokens.url)
    let parity = TesseraPipeline(inputs: tokenInputs).generate()
    #expect(parity.diagnostics.map(\.rule) == [.tokenParity])
    tokenInputs.baseline = Baseline(recording: parity.diagnostics, displayPath: "b.json")
    #expect(TesseraPipeline(inputs: tokenInputs).generate().files.isEmpty)
  }

  // MARK: The file

  @Test func theFileIsTheSameBytesWhateverTheOrder() throws {
    let diagnostics = [
      missingKey("pay"), missingKey("cancel"), missingKey("pay"),
      .warning(.stringsSyntax, "A \"quoted\"\tback\\slash, é.", at: .start(of: "Strings/en.lproj/A.strings")),
    ]
    let first = Baseline(recording: diagnostics, displayPath: "b.json").encoded()
    let second = Baseline(recording: diagnostics.reversed(), displayPath: "b.json").encoded()
    #expect(first == second)
    #expect(
      String(decoding: first, as: UTF8.self) == """
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
              "count": 2
            },
            {
              "file": "Strings/en.lproj/A.strings",
              "rule": "strings-syntax",
              "message": "A \\"quoted\\"\\tback\\\\slash, é.",
              "count": 1
            }
          ]
        }

        """)
    // It reads back as it was written, each entry at its line and column.
    let read = try Baseline.parse(first, displayPath: "b.json").get()
    #expect(
      read.entries.map(\.fingerprint)
        == Baseline(recording: diagnostics, displayPath: "b.json").entries.map(\.fingerprint))
    #expect(read.entries.map(\.count) == [1, 2, 1])
    #expect(read.entries.compactMap(\.location).map(\.description) == ["b.json:4:5", "b.json:10:5", "b.json:16:5"])
  }

  @Test func anEmptyBaselineIsAnEmptyList() {
    #expect(
      String(decoding: Baseline(recording: [], displayPath: "b.json").encoded(), as: UTF8.self)
        == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
  }

  @Test(arguments: [
    ("[]", 1, "is not a JSON object with \"version\" and \"entries\""),
    ("{\"entries\": []}", 1, "has no \"version\" number"),
    ("{\"version\": 2, \"entries\": []}", 1, "is version 2, but this tessera reads version 1"),
    ("{\"version\": 1}", 1, "has no \"entries\" list"),
    (
      "{\"version\": 1, \"entries\": [\n  {\"rule\": \"strings-missing-key\", \"file\": \"a\", \"count\": 1}\n]}", 2,
      "entry 1 needs either a \"subject\" or a \"message\""
    ),
    (
      "{\"version\": 1, \"entries\": [\n{},\n  {\"rule\": \"x\"}\n]}", 2, "entry 1 has no \"rule\""
    ),
    (
      "{\"version\": 1, \"entries\": [\n  {\"rule\": \"strings-missing-key\", \"file\": \"a\", \"subject\": \"k\", "
        + "\"count\": 0}\n]}", 2, "entry 1 has no \"count\" of 1 or more"
    ),
  ])
  func aMalformedBaselineSaysWhatIsWrongAndWhere(text: String, line: Int, problem: String) {
    var diagnostic: Diagnostic?
    if case .failure(let failure) = Baseline.parse(Array(text.utf8), displayPath: "b.json") { diagnostic = failure }
    #expect(
      diagnostic
        == .error(
          .baselineInvalid,
          "The baseline \(problem); fix it, or write it again with `tessera lint --write-baseline b.json`.",
          at: SourceLocation(file: "b.json", line: line, column: 1)))
  }
}
