/// A rule's severity as a configuration sets it (`rules:` in `tessera.yml`,
/// `DiagnosticBag`'s settings).
public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
  /// `error`, `warning` and `note` report the rule's findings at that
  /// severity; `off` drops them.
  case error, warning, note, off
}
