extension RuleID {
  public static let a11ySchema: RuleID = "a11y-schema"
  public static let a11yDuplicateID: RuleID = "a11y-duplicate-id"
  public static let a11yInvalidID: RuleID = "a11y-invalid-id"
  public static let a11yMissingLabel: RuleID = "a11y-missing-label"
  public static let a11yMissingHint: RuleID = "a11y-missing-hint"
  public static let a11yUnknownString: RuleID = "a11y-unknown-string"
  public static let a11yPlaceholderMismatch: RuleID = "a11y-placeholder-mismatch"
  public static let a11yLabelStyle: RuleID = "a11y-label-style"
  public static let a11yUnused: RuleID = "a11y-unused"
  public static let a11yUnknownID: RuleID = "a11y-unknown-id"
  public static let coverageInvalid: RuleID = "coverage-invalid"
  public static let stringsUnused: RuleID = "strings-unused"
  public static let configInvalid: RuleID = "config-invalid"
}

/// `a11y-schema`: the accessibility catalog's shape is wrong: an unknown
/// element or attribute, a missing or badly spelled name, an unknown role or
/// parameter type, or two screens, elements or parameters with one name.
public enum A11ySchemaRule: Rule {
  public static let description = RuleDescription(
    id: .a11ySchema,
    summary:
      "An unknown element, attribute, role or type, a bad name, or a name used twice in the accessibility catalog.")
}

/// `a11y-unused`: under `lint --coverage`, an element the UI never rendered.
/// A warning (so an error under `--strict`).
public enum A11yUnusedRule: Rule {
  public static let description = RuleDescription(
    id: .a11yUnused, summary: "An element of the accessibility catalog that the UI never rendered (--coverage).",
    severity: .warning)
}

/// `a11y-unknown-id`: under `lint --coverage`, an identifier the UI
/// rendered that no element of the catalog declares.
public enum A11yUnknownIDRule: Rule {
  public static let description = RuleDescription(
    id: .a11yUnknownID,
    summary: "An identifier the UI rendered that the accessibility catalog doesn't declare (--coverage).")
}

/// `coverage-invalid`: the `--coverage` file is not a JSON list of
/// identifier strings.
public enum CoverageInvalidRule: Rule {
  public static let description = RuleDescription(
    id: .coverageInvalid, summary: "The --coverage file is not a JSON list of identifiers.")
}

/// `strings-unused`: under `lint --sources`, a base key that no
/// `Strings.…` reference in the sources and no accessibility element uses.
public enum StringsUnusedRule: Rule {
  public static let description = RuleDescription(
    id: .stringsUnused, summary: "A string no source reference and no accessibility element uses (--sources).",
    severity: .warning)
}
