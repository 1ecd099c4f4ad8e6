import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Every rule Tessera reports, described once.
///
/// Each kind describes its rules beside the checks that raise them, in its
/// `*Rules.swift` file, and lists them there (`RuleDescription.tokenRules`
/// and the like); the catalog is those lists, gathered. Nothing here names a
/// rule: a rule added to a kind's file and to `RuleID` is in the catalog.
/// `RuleCatalogTests` holds the lists to `RuleID`'s cases, each described
/// exactly once.
public enum RuleCatalog {
  /// Every kind's list of rules, as its `*Rules.swift` file gives it.
  package static let described: [RuleDescription] =
    RuleDescription.xmlRules + RuleDescription.tokenRules + RuleDescription.dtcgRules
    + RuleDescription.stringsRules + RuleDescription.xcstringsRules + RuleDescription.localizationRules
    + RuleDescription.accessibilityRules + RuleDescription.baselineRules + RuleDescription.generationRules
    + RuleDescription.conversionRules

  private static let byID = Dictionary(described.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every rule, in the order of `RuleID`'s cases.
  public static let all: [RuleDescription] = RuleID.allCases.map(description(of:))

  /// The description of `id`.
  public static func description(of id: RuleID) -> RuleDescription {
    // Every id is described (RuleCatalogTests); a bare description keeps a rule the lists missed reportable.
    byID[id]
      ?? RuleDescription(
        id: id, name: id.rawValue, summary: id.rawValue, rationale: "", triggering: [], nonTriggering: [])
  }

  /// The rule whose id `text` most likely misspells, if any.
  public static func closest(to text: String) -> RuleID? {
    Suggestion.closest(to: text, in: RuleID.allCases.map(\.rawValue)).flatMap(RuleID.init(rawValue:))
  }

  /// Rules whose errors mean the input could not be read, not that it is
  /// wrong: the run exits 2.
  public static let inputFailures = Set(all.filter(\.isInputFailure).map(\.id))

  /// Rules a configuration may lower or turn off: the generated code doesn't
  /// depend on what they check. Any rule may be raised to an error.
  public static let adjustable = Set(all.filter(\.isAdjustable).map(\.id))
}
