/// What a rule checks, for documentation and machine output.
public struct RuleDescription: Sendable, Hashable {
  /// The stable id, such as `token-parity`.
  public var id: RuleID
  /// One line saying what the rule reports.
  public var summary: String
  /// The severity the rule reports at.
  public var severity: Diagnostic.Severity

  public init(id: RuleID, summary: String, severity: Diagnostic.Severity = .error) {
    self.id = id
    self.summary = summary
    self.severity = severity
  }
}

/// A rule: a stable id and a one-line description.
///
/// Rules that inspect a whole resolved catalog also conform to
/// ``TokenCheck``; the others are reported by the stage that meets the
/// problem (an XML syntax error can only be found while parsing).
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
}

extension Rule {
  /// This rule's id.
  public static var id: RuleID { description.id }
}
