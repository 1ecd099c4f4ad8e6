/// Collects the diagnostics of a run, apart from the stages that find them.
///
/// Identical diagnostics collapse into one: a shared token checked once per
/// mode reports its problem once. ``sorted`` gives them in a stable order,
/// all of them: a `Baseline` is applied to them after the run.
package struct DiagnosticBag: Sendable {
  private var seen: Set<Diagnostic> = []
  package private(set) var ordered: [Diagnostic] = []
  /// Severities the configuration sets, applied as diagnostics arrive, so
  /// a stage that stops on errors sees the configured ones.
  private let settings: [RuleID: RuleSetting]
  /// Every diagnostic appended while ``journaling(_:)`` runs, as it
  /// arrived, duplicates too.
  private var journal: [Diagnostic]?

  package init(settings: [RuleID: RuleSetting] = [:]) {
    self.settings = settings
  }

  /// A bag with this one's settings and no diagnostics, for a stage whose
  /// own findings are kept apart.
  package func emptied() -> DiagnosticBag {
    DiagnosticBag(settings: settings)
  }

  package mutating func append(_ diagnostic: Diagnostic) {
    var diagnostic = diagnostic
    switch settings[diagnostic.rule] {
    case nil: break
    case .off?: return
    case .error?: diagnostic.severity = .error
    case .warning?: diagnostic.severity = .warning
    case .note?: diagnostic.severity = .note
    }
    journal?.append(diagnostic)
    if seen.insert(diagnostic).inserted {
      ordered.append(diagnostic)
    }
  }

  package mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// Runs `body` on this bag and returns, beside its result, every
  /// diagnostic it appended (severities as configured, duplicates of
  /// earlier ones too): appending them to a bag holding what this one held
  /// before gives this one after.
  package mutating func journaling<Result>(_ body: (inout DiagnosticBag) -> Result) -> (Result, [Diagnostic]) {
    let outer = journal
    journal = []
    let result = body(&self)
    let appended = journal ?? []
    journal = outer.map { $0 + appended }
    return (result, appended)
  }

  /// The diagnostics in file, line and column order.
  package var sorted: [Diagnostic] { ordered.sorted() }

  package func count(of severity: Diagnostic.Severity) -> Int {
    ordered.count { $0.severity == severity }
  }

  package var isEmpty: Bool { ordered.isEmpty }
}
