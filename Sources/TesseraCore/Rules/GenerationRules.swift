extension RuleID {
  public static let generatedStale: RuleID = "generated-stale"
}

/// `generated-stale`: under `generate --check`, a generated file differs from
/// what the catalogs produce now.
public enum GeneratedStaleRule: Rule {
  public static let description = RuleDescription(
    id: .generatedStale, summary: "A committed generated file is out of date with its catalogs (generate --check).")
}
