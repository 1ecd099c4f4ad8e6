/// Every rule Tessera reports, for documentation and machine output.
public enum RuleCatalog {
  public static let all: [RuleDescription] = [
    XMLSyntaxRule.description,
    XMLForbiddenRule.description,
    FileTooLargeRule.description,
    FileUnreadableRule.description,
    TokenSchemaRule.description,
    TokenUnknownTypeRule.description,
    TokenInvalidValueRule.description,
    TokenDuplicateRule.description,
    TokenUnresolvedAliasRule.description,
    TokenAliasCycleRule.description,
    TokenAliasTypeMismatchRule.description,
    TokenParityCheck.description,
    TokenNameCollisionCheck.description,
    ContrastCheck.description,
    ContrastInvalidPairRule.description,
    StringsSyntaxRule.description,
    StringsDuplicateKeyRule.description,
    StringsFormatInvalidRule.description,
    SuspiciousPercentRule.description,
    StringsLayoutRule.description,
    StringsMissingKeyCheck.description,
    StringsExtraKeyCheck.description,
    StringsFormatMismatchCheck.description,
    StringsEmptyValueCheck.description,
    PluralMissingCategoryCheck.description,
    PluralUnusedCategoryCheck.description,
    StringsNameCollisionCheck.description,
    A11ySchemaRule.description,
    A11yDuplicateIDCheck.description,
    A11yInvalidIDCheck.description,
    A11yMissingLabelCheck.description,
    A11yMissingHintCheck.description,
    A11yUnknownStringCheck.description,
    A11yPlaceholderMismatchCheck.description,
    A11yLabelStyleCheck.description,
    A11yUnusedRule.description,
    A11yUnknownIDRule.description,
    CoverageInvalidRule.description,
    StringsUnusedRule.description,
    GeneratedStaleRule.description,
    ConfigInvalidRule.description,
  ]

  /// Rules whose errors mean the input could not be read, not that it is wrong.
  public static let inputFailures: Set<RuleID> = [.fileUnreadable, .coverageInvalid, .configInvalid]

  /// Rules a configuration may lower or turn off: the generated code doesn't
  /// depend on what they check. Any rule may be raised to an error.
  public static let adjustable: Set<RuleID> = [
    .contrastTooLow, .stringsDuplicateKey, .suspiciousPercent, .stringsMissingKey, .stringsExtraKey,
    .stringsFormatMismatch, .stringsEmptyValue, .pluralMissingCategory, .pluralUnusedCategory, .stringsLayout,
    .a11yMissingLabel, .a11yMissingHint, .a11yLabelStyle, .a11yUnused, .a11yUnknownID, .stringsUnused,
  ]
}
