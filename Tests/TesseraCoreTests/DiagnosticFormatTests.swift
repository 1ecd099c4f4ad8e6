import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The diagnostic output formats: clang-style text with source excerpts,
/// JSON, GitHub workflow commands and SARIF 2.1.0.
@Suite struct DiagnosticFormatTests {
  static let diagnostics = [
    Diagnostic.error(
      .tokenParity, "'color.text.secondary' is missing in dark mode; add it: 100% needed, a:b, c",
      at: SourceLocation(file: "Tokens/dark.xml", line: 41, column: 7),
      notes: [.init("defined in light mode here", at: SourceLocation(file: "Tokens/light.xml", line: 12, column: 5))]),
    Diagnostic.warning(
      .suspiciousPercent, "A '%' that is not a placeholder.",
      at: SourceLocation(file: "Strings/en.lproj/A.strings", line: 2, column: 9)),
  ]

  @Test func textIsClangStyleWithAnOptionalCaret() {
    let plain = DiagnosticFormat.text.render(Self.diagnostics)
    #expect(
      plain.components(separatedBy: "\n").prefix(2) == [
        "Tokens/dark.xml:41:7: error: 'color.text.secondary' is missing in dark mode; add it: 100% needed, a:b, c "
          + "[token-parity]",
        "Tokens/light.xml:12:5: note: defined in light mode here",
      ])
    let excerpted = DiagnosticFormat.text.render(Self.diagnostics) { location in
      location.file == "Tokens/dark.xml" ? "\t  <token name=\"x\"/>" : nil
    }
    #expect(excerpted.components(separatedBy: "\n")[1...2] == ["\t  <token name=\"x\"/>", "\t     ^"])
  }

  @Test func theCaretCountsBytesAsColumnsDo() {
    // "é" is two bytes: column 4 is the 'x' after "aé".
    #expect(DiagnosticFormat.excerpt("aéx", column: 4) == "aéx\n  ^\n")
    #expect(DiagnosticFormat.excerpt("", column: 1) == "\n^\n")
  }

  @Test func githubCommandsAreEscaped() {
    let lines = DiagnosticFormat.github.render(Self.diagnostics).components(separatedBy: "\n")
    #expect(
      lines == [
        "::error file=Tokens/dark.xml,line=41,col=7,title=token-parity::'color.text.secondary' is missing in dark "
          + "mode; add it: 100%25 needed, a:b, c",
        "::notice file=Tokens/light.xml,line=12,col=5,title=token-parity::defined in light mode here",
        "::warning file=Strings/en.lproj/A.strings,line=2,col=9,title=suspicious-percent::A '%25' that is not a "
          + "placeholder.",
        "",
      ])
    #expect(GitHubFormat.property("a:b,c\nd") == "a%3Ab%2Cc%0Ad")
  }

  @Test func sarifHoldsEveryRuleAndEveryResult() throws {
    let data = Data(DiagnosticFormat.sarif.render(Self.diagnostics).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tessera")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleCatalog.all.map(\.id.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["token-parity", "suspicious-percent"])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    let first = try #require(results.first)
    let index = try #require(first["ruleIndex"] as? Int)
    #expect(rules[index]["id"] as? String == "token-parity")
    let region = try #require(
      ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        as? [String: Any])
    #expect(region["startLine"] as? Int == 41 && region["startColumn"] as? Int == 7)
    #expect((first["relatedLocations"] as? [[String: Any]])?.count == 1)
  }

  /// SARIF's `tool.driver.rules` is the catalog: name, summary, rationale
  /// and level, from the same descriptions.
  @Test func sarifRuleMetadataComesFromTheDescriptions() throws {
    let data = Data(DiagnosticFormat.sarif.render([]).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == RuleCatalog.all.count)
    for (json, rule) in zip(rules, RuleCatalog.all) {
      #expect(json["id"] as? String == rule.id.rawValue)
      #expect(json["name"] as? String == rule.name)
      #expect((json["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
      #expect((json["fullDescription"] as? [String: Any])?["text"] as? String == rule.rationale)
      #expect(
        (json["defaultConfiguration"] as? [String: Any])?["level"] as? String == SARIFFormat.level(rule.severity))
    }
  }
}
