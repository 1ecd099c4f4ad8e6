extension RuleID {
  public static let generatedStale: RuleID = "generated-stale"
}

/// `generated-stale`: under `generate --check`, a generated file differs from
/// what the catalogs produce now.
public enum GeneratedStaleRule: Rule {
  public static let description = RuleDescription(
    id: .generatedStale, summary: "A committed generated file is out of date with its catalogs (generate --check).")
}

/// `config-invalid`: the configuration file has an unknown key, a bad
/// value, or isn't valid YAML; reported at the line, and exit 2.
public enum ConfigInvalidRule: Rule {
  public static let description = RuleDescription(
    id: .configInvalid, summary: "The tessera.yml configuration has an unknown key, a bad value, or invalid YAML.")
}
