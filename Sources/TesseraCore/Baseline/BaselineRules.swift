import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

// The rules about a baseline of accepted findings (`--baseline`,
// `baseline:` in tessera.yml): entries that no longer occur, and a file
// that can't be used.

extension RuleDescription {
  static let baselineStale = RuleDescription(
    id: .baselineStale, name: "Baseline entry stale",
    summary: "A baseline entry records a finding that no longer occurs; remove it so the baseline shrinks.",
    rationale: """
      A baseline hides the findings a project accepted when it adopted Tessera, matched by rule, file and \
      the key, token path or identifier they concern. When one of them is fixed, its entry would go on \
      hiding the same finding if it came back, so each entry that matches fewer findings than it counts is \
      reported as a note at its line in the baseline. Remove the entry or lower its count, or write the \
      baseline again with `tessera lint --write-baseline FILE`. A note never fails a run, not even under \
      `--strict`: paying debt back should not break the build.
      """,
    severity: .note, isAdjustable: true,
    triggering: [
      RuleExample(
        "The baseline records German's missing `pay`, which has since been translated.",
        reportsAt: "tessera-baseline.json", line: 4, command: .lintBaseline(file: "tessera-baseline.json"),
        .strings(
          "en",
          """
          "pay" = "Pay now";
          """),
        .strings(
          "de",
          """
          "pay" = "Jetzt bezahlen";
          """),
        .baseline(
          """
          {
            "version": 1,
            "entries": [
              {
                "file": "Strings/de.lproj/Localizable.strings",
                "rule": "strings-missing-key",
                "subject": "pay",
                "count": 1
              }
            ]
          }
          """))
    ],
    nonTriggering: [
      RuleExample(
        "German still lacks `pay`, as the baseline records, so nothing is reported.",
        command: .lintBaseline(file: "tessera-baseline.json"),
        .strings(
          "en",
          """
          "pay" = "Pay now";
          """),
        .strings(
          "de",
          """
          """),
        .baseline(
          """
          {
            "version": 1,
            "entries": [
              {
                "file": "Strings/de.lproj/Localizable.strings",
                "rule": "strings-missing-key",
                "subject": "pay",
                "count": 1
              }
            ]
          }
          """))
    ])

  static let baselineInvalid = RuleDescription(
    id: .baselineInvalid, name: "Invalid baseline",
    summary: "The baseline file is missing, is not valid JSON, or has an entry Tessera can't read.",
    rationale: """
      Without its baseline a run would report every finding the project accepted, and with a misread one \
      it could hide findings nobody accepted, so a baseline that can't be used stops the run (exit 2). The \
      message says what is wrong and where: a missing file, text that is not JSON, another format \
      version, or an entry without a rule, file, subject or message, or count. Fix the path or the \
      entry, or write the file again with `tessera lint --write-baseline FILE`.
      """,
    isInputFailure: true,
    triggering: [
      RuleExample(
        "The baseline was cut off half-way through.", reportsAt: "tessera-baseline.json", line: 1,
        command: .lintBaseline(file: "tessera-baseline.json"),
        .baseline(
          """
          {
            "version": 1,
            "entries": [
          """))
    ],
    nonTriggering: [
      RuleExample(
        "A baseline with no entries.", command: .lintBaseline(file: "tessera-baseline.json"),
        .baseline(
          """
          {
            "version": 1,
            "entries": []
          }
          """))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the baseline rules, which ``RuleCatalog`` gathers.
  static let baselineRules: [RuleDescription] = [.baselineStale, .baselineInvalid]
}
