import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

extension Rule {
  /// The description of the rule the check reports.
  public static var description: RuleDescription { RuleCatalog.description(of: id) }
}
