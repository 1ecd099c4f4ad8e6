/// Every rule Tessera reports, described once.
///
/// The list can't miss a rule: it is made from ``RuleID``'s cases, the only
/// rules a diagnostic can carry, and ``description(of:)`` switches over all
/// of them. The descriptions themselves are in the `*Rules.swift` files
/// beside this one.
public enum RuleCatalog {
  /// Every rule, in the order of ``RuleID``'s cases.
  public static let all: [RuleDescription] = RuleID.allCases.map(description(of:))

  /// The description of `id`.
  public static func description(of id: RuleID) -> RuleDescription {
    switch id {
    case .xmlSyntax: .xmlSyntax
    case .xmlForbidden: .xmlForbidden
    case .fileTooLarge: .fileTooLarge
    case .fileUnreadable: .fileUnreadable
    case .fileLink: .fileLink
    case .tokenSchema: .tokenSchema
    case .tokenUnknownType: .tokenUnknownType
    case .tokenInvalidValue: .tokenInvalidValue
    case .tokenDuplicate: .tokenDuplicate
    case .tokenUnresolvedAlias: .tokenUnresolvedAlias
    case .tokenAliasCycle: .tokenAliasCycle
    case .tokenAliasTypeMismatch: .tokenAliasTypeMismatch
    case .tokenParity: .tokenParity
    case .tokenNameCollision: .tokenNameCollision
    case .contrastTooLow: .contrastTooLow
    case .contrastInvalidPair: .contrastInvalidPair
    case .tokenDeprecated: .tokenDeprecated
    case .dtcgSyntax: .dtcgSyntax
    case .dtcgSchema: .dtcgSchema
    case .dtcgSkippedToken: .dtcgSkippedToken
    case .dtcgNonconformingValue: .dtcgNonconformingValue
    case .dtcgExtends: .dtcgExtends
    case .dtcgOutOfGamut: .dtcgOutOfGamut
    case .dtcgHexMismatch: .dtcgHexMismatch
    case .dtcgResolver: .dtcgResolver
    case .stringsSyntax: .stringsSyntax
    case .stringsDuplicateKey: .stringsDuplicateKey
    case .stringsFormatInvalid: .stringsFormatInvalid
    case .stringsFormatMixed: .stringsFormatMixed
    case .suspiciousPercent: .suspiciousPercent
    case .stringsLayout: .stringsLayout
    case .stringsMissingKey: .stringsMissingKey
    case .stringsExtraKey: .stringsExtraKey
    case .stringsFormatMismatch: .stringsFormatMismatch
    case .stringsEmptyValue: .stringsEmptyValue
    case .pluralMissingCategory: .pluralMissingCategory
    case .pluralUnusedCategory: .pluralUnusedCategory
    case .stringsNameCollision: .stringsNameCollision
    case .stringsTableConflict: .stringsTableConflict
    case .xcstringsSyntax: .xcstringsSyntax
    case .xcstringsSchema: .xcstringsSchema
    case .xcstringsNeedsReview: .xcstringsNeedsReview
    case .xcstringsStaleKey: .xcstringsStaleKey
    case .a11ySchema: .a11ySchema
    case .a11yDuplicateID: .a11yDuplicateID
    case .a11yInvalidID: .a11yInvalidID
    case .a11yMissingLabel: .a11yMissingLabel
    case .a11yMissingHint: .a11yMissingHint
    case .a11yUnknownString: .a11yUnknownString
    case .a11yPlaceholderMismatch: .a11yPlaceholderMismatch
    case .a11yLabelStyle: .a11yLabelStyle
    case .a11yUnused: .a11yUnused
    case .a11yUnknownID: .a11yUnknownID
    case .coverageInvalid: .coverageInvalid
    case .stringsUnused: .stringsUnused
    case .generatedStale: .generatedStale
    case .configInvalid: .configInvalid
    case .baselineStale: .baselineStale
    case .baselineInvalid: .baselineInvalid
    case .xliffInvalid: .xliffInvalid
    case .xliffUnknownUnit: .xliffUnknownUnit
    case .xliffPlaceholderMismatch: .xliffPlaceholderMismatch
    case .xliffSourceChanged: .xliffSourceChanged
    case .convertNotExpressible: .convertNotExpressible
    }
  }

  /// The rule whose id `text` most likely misspells, if any.
  public static func closest(to text: String) -> RuleID? {
    Suggestion.closest(to: text, in: RuleID.allCases.map(\.rawValue)).flatMap(RuleID.init(rawValue:))
  }

  /// Rules whose errors mean the input could not be read, not that it is
  /// wrong: the run exits 2.
  public static let inputFailures = Set(all.filter(\.isInputFailure).map(\.id))

  /// Rules a configuration may lower or turn off: the generated code doesn't
  /// depend on what they check. Any rule may be raised to an error.
  public static let adjustable = Set(all.filter(\.isAdjustable).map(\.id))
}
