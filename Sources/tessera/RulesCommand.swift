import ArgumentParser
import TesseraCore
import TesseraFoundation

extension RuleDocumentation.Format: ExpressibleByArgument {}

/// `tessera rules`: every rule Tessera reports, with why it matters and
/// examples, from the same descriptions SARIF and the README use.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List the rules, or show what a rule reports, why, and examples.",
    discussion: """
      Without rule ids, text is a line and a summary per rule and Markdown is \
      the README's rule table. Naming rules, or --details, shows each one in \
      full: its rationale and examples that it reports and that it passes. JSON \
      always holds every field, with sorted keys.

      EXAMPLES:
        tessera rules
        tessera rules token-parity strings-missing-key
        tessera rules --format json > rules.json
        tessera rules --format markdown    # the table in README.md
      """
  )

  @Argument(help: ArgumentHelp("Rule ids to show in full. (default: every rule)", valueName: "rule-id"))
  var ids: [String] = []

  @Option(help: "How to print: text, json or markdown.")
  var format: RuleDocumentation.Format = .text

  @Flag(help: "Show every rule in full: its rationale and examples.")
  var details = false

  func validate() throws {
    for id in ids where RuleID(rawValue: id) == nil {
      let hint = RuleCatalog.closest(to: id).map { " Did you mean '\($0)'?" }
      throw ValidationError("'\(id)' is not a rule id.\(hint ?? "") `tessera rules` lists them.")
    }
  }

  func run() throws {
    let rules =
      ids.isEmpty ? RuleCatalog.all : ids.compactMap(RuleID.init(rawValue:)).map(RuleCatalog.description(of:))
    Console.output(RuleDocumentation.render(rules, format: format, details: details || !ids.isEmpty))
  }
}
