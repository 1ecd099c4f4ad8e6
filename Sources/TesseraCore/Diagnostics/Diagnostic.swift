/// A problem found in a catalog, located at a file, line and column.
///
/// Every diagnostic carries a severity, a stable rule id, a message that says
/// what is wrong and what would fix it, and a location. Notes point at related
/// places, such as the first definition of a duplicated token.
public struct Diagnostic: Error, Sendable, Hashable, Codable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A related location attached to a diagnostic.
  public struct Note: Sendable, Hashable, Codable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  public var severity: Severity
  public var rule: RuleID
  public var message: String
  public var location: SourceLocation
  public var notes: [Note]

  public init(
    _ severity: Severity,
    _ rule: RuleID,
    _ message: String,
    at location: SourceLocation,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// An error under `rule`, at `location`.
  public static func error(
    _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, rule, message, at: location, notes: notes)
  }

  /// A warning under `rule`, at `location`.
  public static func warning(
    _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, rule, message, at: location, notes: notes)
  }
}

extension Diagnostic: Comparable {
  /// Diagnostics sort by file, line, column, then rule and message, so output
  /// is the same whatever order the files were read in.
  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    return lhs.message < rhs.message
  }
}
