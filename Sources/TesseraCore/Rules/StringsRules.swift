extension RuleID {
  public static let stringsSyntax: RuleID = "strings-syntax"
  public static let stringsDuplicateKey: RuleID = "strings-duplicate-key"
  public static let stringsFormatInvalid: RuleID = "strings-format-invalid"
  public static let suspiciousPercent: RuleID = "suspicious-percent"
  public static let stringsMissingKey: RuleID = "strings-missing-key"
  public static let stringsExtraKey: RuleID = "strings-extra-key"
  public static let stringsFormatMismatch: RuleID = "strings-format-mismatch"
  public static let stringsEmptyValue: RuleID = "strings-empty-value"
  public static let stringsNameCollision: RuleID = "strings-name-collision"
  public static let stringsLayout: RuleID = "strings-layout"
  public static let pluralMissingCategory: RuleID = "plural-missing-category"
  public static let pluralUnusedCategory: RuleID = "plural-unused-category"
}

/// `strings-syntax`: a `.strings` file breaks Apple's grammar (a missing `;`,
/// an unterminated string, a bad escape, an unsupported encoding), or a
/// `.stringsdict` file is not the property list shape Foundation reads.
public enum StringsSyntaxRule: Rule {
  public static let description = RuleDescription(
    id: .stringsSyntax,
    summary: "A .strings file breaks Apple's grammar or encoding, or a .stringsdict is not a valid plural dictionary.")
}

/// `strings-duplicate-key`: a key defined twice in one table of one locale.
/// The last definition wins, as in Foundation; both lines are reported. An
/// error when the values differ, a warning when they are the same.
public enum StringsDuplicateKeyRule: Rule {
  public static let description = RuleDescription(
    id: .stringsDuplicateKey,
    summary: "A key is defined twice in one table; the last one wins. An error when the values differ.")
}

/// `strings-format-invalid`: a value's placeholders contradict themselves: a
/// gap in the positions, one position used with two types, positional and
/// sequential placeholders mixed, or a conversion Swift can't pass safely
/// (`%s`, `%p`, `%n`).
public enum StringsFormatInvalidRule: Rule {
  public static let description = RuleDescription(
    id: .stringsFormatInvalid,
    summary: "A value's placeholders skip a position, give one position two types, or use %s, %p or %n.")
}

/// `suspicious-percent`: a `%` that is not a placeholder (`80% of trips`),
/// which `String(format:)` would misread. Write `%%` for a literal percent.
public enum SuspiciousPercentRule: Rule {
  public static let description = RuleDescription(
    id: .suspiciousPercent,
    summary: "A '%' that is not a placeholder, such as '80% of trips'; write '%%' for a percent sign.",
    severity: .warning)
}

/// `strings-layout`: a string file outside a `<locale>.lproj` folder, or a
/// base locale with no tables.
public enum StringsLayoutRule: Rule {
  public static let description = RuleDescription(
    id: .stringsLayout,
    summary: "A string file lies outside a <locale>.lproj folder, or the base locale has no tables.")
}
