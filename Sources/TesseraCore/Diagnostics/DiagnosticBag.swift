/// Collects the diagnostics of a run, apart from the stages that find them.
///
/// Identical diagnostics collapse into one: a shared token checked once per
/// mode reports its problem once. ``sorted`` gives them in a stable order.
public struct DiagnosticBag: Sendable {
  private var seen: Set<Diagnostic> = []
  private var ordered: [Diagnostic] = []
  /// Severities the configuration sets, applied as diagnostics arrive, so
  /// a stage that stops on errors sees the configured ones.
  private let settings: [RuleID: TesseraConfiguration.RuleSetting]

  public init(settings: [RuleID: TesseraConfiguration.RuleSetting] = [:]) {
    self.settings = settings
  }

  public mutating func append(_ diagnostic: Diagnostic) {
    var diagnostic = diagnostic
    switch settings[diagnostic.rule] {
    case nil: break
    case .off?: return
    case .error?: diagnostic.severity = .error
    case .warning?: diagnostic.severity = .warning
    case .note?: diagnostic.severity = .note
    }
    if seen.insert(diagnostic).inserted {
      ordered.append(diagnostic)
    }
  }

  public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// The diagnostics in file, line and column order.
  public var sorted: [Diagnostic] { ordered.sorted() }

  public var hasErrors: Bool { ordered.contains { $0.severity == .error } }

  public func count(of severity: Diagnostic.Severity) -> Int {
    ordered.count { $0.severity == severity }
  }

  public var isEmpty: Bool { ordered.isEmpty }
}
