/// Checks that inspect a whole catalog conform through `TokenCheck`,
/// `StringsCheck` or `AccessibilityCheck`; the other rules are reported
/// by the stage that meets the problem (an XML syntax error can only be
/// found while parsing).
public protocol Rule: Sendable {
  /// The rule the check reports.
  static var id: RuleID { get }
}
