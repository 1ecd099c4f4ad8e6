import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `tessera rules` in text, JSON and Markdown, made from the rule
/// descriptions.
@Suite struct RuleDocumentationTests {
  @Test func textListsEveryRuleOnTwoLines() {
    let lines = RuleDocumentation.render(RuleCatalog.all, format: .text).split(separator: "\n")
    #expect(lines.count == 2 * RuleCatalog.all.count)
    for (index, rule) in RuleCatalog.all.enumerated() {
      #expect(lines[2 * index] == "\(rule.id): \(rule.name) [\(rule.severity.rawValue)\(flags(rule))]")
      #expect(lines[2 * index + 1] == "  " + rule.summary)
    }
  }

  private func flags(_ rule: RuleDescription) -> String {
    (rule.isAdjustable ? ", adjustable" : "") + (rule.isInputFailure ? ", exit 2" : "")
  }

  @Test func textDetailsShowTheRationaleAndEveryExampleWithLineNumbers() {
    let rule = RuleCatalog.description(of: .tokenParity)
    let text = RuleDocumentation.render([rule], format: .text, details: true)
    #expect(text.hasPrefix("token-parity: Token parity [error]\n  \(rule.summary)\n\n  The generated theme"))
    #expect(text.contains("  Reports: `paper` is in light mode only. (tessera lint, at Tokens/light.xml:3)\n"))
    #expect(text.contains("  Passes: Both modes define both tokens. (tessera lint)\n"))
    #expect(text.contains("    Tokens/light.xml:\n      1 | <tokens mode=\"light\">\n"))
    #expect(RuleDocumentation.wrap(rule.rationale, width: 100).allSatisfy { $0.count <= 100 })
  }

  @Test func textShowsFoldersAndPaddedFiles() {
    let unreadable = RuleDocumentation.render(
      [RuleCatalog.description(of: .fileUnreadable)], format: .text, details: true)
    #expect(unreadable.contains("    Strings/Accessibility.xml: a folder, not a file\n"))
    let large = RuleDocumentation.render([RuleCatalog.description(of: .fileTooLarge)], format: .text, details: true)
    #expect(large.contains("      (then spaces, to 33 MiB)\n"))
  }

  @Test func jsonParsesAndHoldsEveryRuleInFull() throws {
    let text = RuleDocumentation.render(RuleCatalog.all, format: .json)
    #expect(text == RuleDocumentation.render(RuleCatalog.all, format: .json))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["tool"] as? String == "tessera")
    #expect(document["version"] as? String == SharedFacts.version)
    let rules = try #require(document["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
    for (json, rule) in zip(rules, RuleCatalog.all) {
      #expect(json["name"] as? String == rule.name)
      #expect(json["summary"] as? String == rule.summary)
      #expect(json["rationale"] as? String == rule.rationale)
      #expect(json["severity"] as? String == rule.severity.rawValue)
      #expect(json["adjustable"] as? Bool == rule.isAdjustable)
      #expect(json["inputFailure"] as? Bool == rule.isInputFailure)
      let triggering = try #require(json["triggeringExamples"] as? [[String: Any]])
      #expect(triggering.count == rule.triggeringExamples.count)
      #expect((json["nonTriggeringExamples"] as? [[String: Any]])?.count == rule.nonTriggeringExamples.count)
      for (example, original) in zip(triggering, rule.triggeringExamples) {
        let location = try #require(example["reportedAt"] as? [String: Any])
        #expect(location["file"] as? String == original.reportedAt?.file)
        #expect(location["line"] as? Int == original.reportedAt?.line)
        #expect(example["arguments"] as? [String] == original.command.arguments)
        #expect(
          (example["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == original.files.map(\.path))
      }
    }
  }

  @Test func jsonKeysAreSorted() {
    let text = RuleDocumentation.render([RuleCatalog.description(of: .tokenParity)], format: .json)
    // The keys of the rule object, six spaces in: `"adjustable" : false,`.
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("      \"") }.map {
      String($0.dropFirst(7).prefix { $0 != "\"" })
    }
    #expect(keys == keys.sorted())
    #expect(keys.first == "adjustable")
  }

  @Test func markdownIsATableWithARowPerRule() {
    let lines = RuleDocumentation.render(RuleCatalog.all, format: .markdown).split(separator: "\n").map(String.init)
    #expect(
      lines.prefix(2) == ["| rule | name | severity | adjustable | reports |", "| --- | --- | --- | --- | --- |"])
    let rows = lines.dropFirst(2)
    #expect(rows.count == RuleCatalog.all.count)
    for (row, rule) in zip(rows, RuleCatalog.all) {
      #expect(row.hasPrefix("| `\(rule.id)` | \(rule.name) | \(rule.severity.rawValue)"))
      // Five cells: no `|` in a summary splits a row.
      #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 6, "\(row)")
      #expect(row.contains(rule.isAdjustable ? " | yes | " : " |  | "))
    }
  }

  @Test func markdownShowsAngleBracketsOutsideCodeAsWritten() {
    #expect(RuleDocumentation.inline("a <locale>.lproj and `<code>`") == "a &lt;locale>.lproj and `<code>`")
    #expect(RuleDocumentation.inline("a_b *c*") == "a\\_b \\*c\\*")
    #expect(RuleDocumentation.cell("x | y") == "x \\| y")
  }

  @Test func markdownDetailsHaveASectionPerRuleWithFencedExamples() {
    let text = RuleDocumentation.render(RuleCatalog.all, format: .markdown, details: true)
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("### ") }
    #expect(headings.map(String.init) == RuleCatalog.all.map { "### `\($0.id)`: \(RuleDocumentation.inline($0.name))" })
    #expect(
      text.contains(
        "**Reports:** `paper` is in light mode only. (`tessera lint`, at `Tokens/light.xml:3`)\n\n`Tokens/light.xml`:\n\n"
          + "```xml\n<tokens mode=\"light\">\n"))
    // Every fence is closed.
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("```") }.count % 2 == 0)
  }
}
