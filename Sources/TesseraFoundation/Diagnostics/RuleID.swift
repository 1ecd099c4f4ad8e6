/// The stable identifier of a rule, such as `token-parity`: one case for
/// each rule Tessera reports.
///
/// A diagnostic's rule is one of these cases. Each catalog kind describes
/// its rules beside its checks, and TesseraCore's `RuleCatalog` gathers the
/// descriptions; its tests hold every case described exactly once. The
/// cases are in the order the catalog lists the rules. Rule ids appear
/// in every diagnostic, in the README and in machine output; they never
/// change once released.
public enum RuleID: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
  // Files and XML.
  case xmlSyntax = "xml-syntax"
  case xmlForbidden = "xml-forbidden"
  case fileTooLarge = "file-too-large"
  case fileUnreadable = "file-unreadable"
  case fileLink = "file-link"

  // Design tokens.
  case tokenSchema = "token-schema"
  case tokenUnknownType = "token-unknown-type"
  case tokenInvalidValue = "token-invalid-value"
  case tokenDuplicate = "token-duplicate"
  case tokenUnresolvedAlias = "token-unresolved-alias"
  case tokenAliasCycle = "token-alias-cycle"
  case tokenAliasTypeMismatch = "token-alias-type-mismatch"
  case tokenParity = "token-parity"
  case tokenNameCollision = "token-name-collision"
  case contrastTooLow = "contrast-too-low"
  case contrastInvalidPair = "contrast-invalid-pair"
  case tokenDeprecated = "token-deprecated"

  // DTCG token files and resolvers.
  case dtcgSyntax = "dtcg-syntax"
  case dtcgSchema = "dtcg-schema"
  case dtcgSkippedToken = "dtcg-skipped-token"
  case dtcgNonconformingValue = "dtcg-nonconforming-value"
  case dtcgExtends = "dtcg-extends"
  case dtcgOutOfGamut = "dtcg-out-of-gamut"
  case dtcgHexMismatch = "dtcg-hex-mismatch"
  case dtcgResolver = "dtcg-resolver"

  // String catalogs.
  case stringsSyntax = "strings-syntax"
  case stringsDuplicateKey = "strings-duplicate-key"
  case stringsFormatInvalid = "strings-format-invalid"
  case stringsFormatMixed = "strings-format-mixed"
  case suspiciousPercent = "suspicious-percent"
  case stringsLayout = "strings-layout"
  case stringsMissingKey = "strings-missing-key"
  case stringsExtraKey = "strings-extra-key"
  case stringsFormatMismatch = "strings-format-mismatch"
  case stringsEmptyValue = "strings-empty-value"
  case pluralMissingCategory = "plural-missing-category"
  case pluralUnusedCategory = "plural-unused-category"
  case stringsNameCollision = "strings-name-collision"
  case stringsTableConflict = "strings-table-conflict"

  // String Catalogs (`.xcstrings`).
  case xcstringsSyntax = "xcstrings-syntax"
  case xcstringsSchema = "xcstrings-schema"
  case xcstringsNeedsReview = "xcstrings-needs-review"
  case xcstringsStaleKey = "xcstrings-stale-key"

  // The accessibility catalog, its coverage, and unused strings.
  case a11ySchema = "a11y-schema"
  case a11yDuplicateID = "a11y-duplicate-id"
  case a11yInvalidID = "a11y-invalid-id"
  case a11yMissingLabel = "a11y-missing-label"
  case a11yMissingHint = "a11y-missing-hint"
  case a11yUnknownString = "a11y-unknown-string"
  case a11yPlaceholderMismatch = "a11y-placeholder-mismatch"
  case a11yLabelStyle = "a11y-label-style"
  case a11yUnused = "a11y-unused"
  case a11yUnknownID = "a11y-unknown-id"
  case coverageInvalid = "coverage-invalid"
  case stringsUnused = "strings-unused"

  // Generation, configuration and the baseline.
  case generatedStale = "generated-stale"
  case configInvalid = "config-invalid"
  case baselineStale = "baseline-stale"
  case baselineInvalid = "baseline-invalid"

  // XLIFF import.
  case xliffInvalid = "xliff-invalid"
  case xliffUnknownUnit = "xliff-unknown-unit"
  case xliffPlaceholderMismatch = "xliff-placeholder-mismatch"
  case xliffSourceChanged = "xliff-source-changed"

  // Conversion between formats.
  case convertNotExpressible = "convert-not-expressible"

  /// The id as written, such as `token-parity`.
  public var description: String { rawValue }

  /// Ids sort by their text, so output sorted by rule never depends on the
  /// order of the cases.
  public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
