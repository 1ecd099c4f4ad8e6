/// A problem found in a catalog, located at a file, line and column.
///
/// Every diagnostic carries a severity, a stable rule id, a message that says
/// what is wrong and what would fix it, and a location. Notes point at related
/// places, such as the first definition of a duplicated token. A diagnostic
/// about one key, token path or accessibility identifier names it as its
/// ``subject``, which a `Baseline` matches instead of the line.
public struct Diagnostic: Error, Sendable, Hashable, Codable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Information, not a problem, such as a stale baseline entry
    /// (`baseline-stale`).
    case note
    /// A likely problem; `lint` fails on warnings only under `strict`.
    case warning
    /// A problem `lint` fails on; `Diagnostic.stopsGeneration` says whether
    /// `generate` stops too.
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Severities order by seriousness: note, warning, error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A related location attached to a diagnostic.
  public struct Note: Sendable, Hashable, Codable {
    /// What the related place is, such as `the first one is here`.
    public var message: String
    /// The related place.
    public var location: SourceLocation

    /// A note saying `message` about `location`.
    public init(_ message: String, at location: SourceLocation) {
      self.message = message
      self.location = location
    }
  }

  /// How serious the finding is.
  public var severity: Severity
  /// The rule that reports the finding.
  public var rule: RuleID
  /// What is wrong and what would fix it.
  public var message: String
  /// Where the problem is.
  public var location: SourceLocation
  /// Related places, such as the first definition of a duplicated token.
  public var notes: [Note]
  /// What the diagnostic is about, when it is one thing a catalog names: a
  /// string's key (`checkout.title`), a token's path (`color.primary`) or
  /// an accessibility element's identifier (`bankSelector.searchField`).
  /// `nil` for problems of a file as a whole, such as a syntax error.
  ///
  /// The subject doesn't move when lines are added above it, so a
  /// `Baseline` matches a finding by its rule, file and subject.
  public var subject: String?
  /// Whether this finding, as an error, stops `generate`, when the
  /// finding says so rather than its rule (``RuleDescription/guardsGeneration``):
  /// a translation's invalid placeholders don't, since the translation is
  /// left out of its locale's compiled table; a base locale that isn't
  /// there does, since there is nothing to generate from. `nil` takes the
  /// rule's answer.
  public var guardsGeneration: Bool?

  /// A diagnostic of `severity` under `rule`, at `location`, about `subject`.
  public init(
    _ severity: Severity,
    _ rule: RuleID,
    _ message: String,
    at location: SourceLocation,
    subject: String? = nil,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.location = location
    self.subject = subject
    self.notes = notes
  }

  /// An error under `rule`, at `location`, about `subject`.
  public static func error(
    _ rule: RuleID, _ message: String, at location: SourceLocation, subject: String? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, rule, message, at: location, subject: subject, notes: notes)
  }

  /// A warning under `rule`, at `location`, about `subject`.
  public static func warning(
    _ rule: RuleID, _ message: String, at location: SourceLocation, subject: String? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, rule, message, at: location, subject: subject, notes: notes)
  }

  /// A note under `rule`, at `location`, about `subject`.
  public static func note(
    _ rule: RuleID, _ message: String, at location: SourceLocation, subject: String? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.note, rule, message, at: location, subject: subject, notes: notes)
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
