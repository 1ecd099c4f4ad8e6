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
    GeneratedStaleRule.description,
  ]

  /// Rules whose errors mean the input could not be read, not that it is wrong.
  public static let inputFailures: Set<RuleID> = [.fileUnreadable]
}
