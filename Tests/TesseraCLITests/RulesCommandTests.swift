import Foundation
import TesseraCore
import TesseraFoundation
import Testing

/// `tessera rules`, run as a user would, and the README's table it makes.
@Suite struct RulesCommandTests {
  @Test func listsEveryRule() async throws {
    let run = try await runTessera(["rules"], in: CLITests.packageRoot)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2 * RuleCatalog.all.count)
    #expect(lines.first == "xml-syntax: XML syntax [error]")
  }

  @Test func jsonHoldsEveryRule() async throws {
    let run = try await runTessera(["rules", "--format", "json"], in: CLITests.packageRoot)
    #expect(run.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let rules = try #require(document["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
  }

  @Test func aNamedRuleIsShownInFull() async throws {
    let run = try await runTessera(["rules", "strings-missing-key", "--format", "markdown"], in: CLITests.packageRoot)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("### `strings-missing-key`: Missing key\n"))
    #expect(run.output.contains("**Reports:** German has no `pay`."))
    #expect(run.output.contains("**Passes:** German has every key."))
  }

  @Test func anUnknownRuleIsAUsageErrorWithASuggestion() async throws {
    let run = try await runTessera(["rules", "tokn-parity"], in: CLITests.packageRoot)
    #expect(run.status == 2)
    #expect(run.error.contains("'tokn-parity' is not a rule id. Did you mean 'token-parity'?"), "\(run.error)")
  }

  /// The README's table between its markers is the Markdown output, as
  /// `Scripts/readme-rules.sh --check` checks in CI.
  @Test func theREADMEsRuleTableIsTheMarkdownOutput() async throws {
    let readme = try String(contentsOf: CLITests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(readme.range(of: "<!-- rules:begin -->\n"))
    let end = try #require(readme.range(of: "<!-- rules:end -->\n"))
    let table = try await runTessera(["rules", "--format", "markdown"], in: CLITests.packageRoot).output
    #expect(
      String(readme[begin.upperBound..<end.lowerBound]) == "\n" + table + "\n",
      "README.md's rule table differs from `tessera rules --format markdown`; run: bash Scripts/readme-rules.sh")
  }
}
