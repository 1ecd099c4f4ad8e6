extension RuleID {
  public static let tokenSchema: RuleID = "token-schema"
  public static let tokenUnknownType: RuleID = "token-unknown-type"
  public static let tokenInvalidValue: RuleID = "token-invalid-value"
  public static let tokenDuplicate: RuleID = "token-duplicate"
  public static let tokenUnresolvedAlias: RuleID = "token-unresolved-alias"
  public static let tokenAliasCycle: RuleID = "token-alias-cycle"
  public static let tokenAliasTypeMismatch: RuleID = "token-alias-type-mismatch"
  public static let tokenParity: RuleID = "token-parity"
  public static let tokenNameCollision: RuleID = "token-name-collision"
  public static let contrastTooLow: RuleID = "contrast-too-low"
  public static let contrastInvalidPair: RuleID = "contrast-invalid-pair"
}

/// `token-schema`: an element or attribute the token format doesn't have, or
/// one it requires that is missing.
public enum TokenSchemaRule: Rule {
  public static let description = RuleDescription(
    id: .tokenSchema,
    summary: "A token file breaks the catalog format: an unknown element or attribute, or a missing name.")
}

/// `token-unknown-type`: a token's type is not one of the known types, or it has none.
public enum TokenUnknownTypeRule: Rule {
  public static let description = RuleDescription(
    id: .tokenUnknownType, summary: "A token's type is unknown, or neither it nor its group declares one.")
}

/// `token-invalid-value`: a value that its type can't hold, such as `#12345G`.
public enum TokenInvalidValueRule: Rule {
  public static let description = RuleDescription(
    id: .tokenInvalidValue, summary: "A token's value is not valid for its type.")
}

/// `token-duplicate`: a token defined twice in one mode, or both shared and themed.
public enum TokenDuplicateRule: Rule {
  public static let description = RuleDescription(
    id: .tokenDuplicate, summary: "A token is defined twice in the same mode, or both shared and in a mode.")
}

/// `token-unresolved-alias`: an alias names a token that doesn't exist where it can see.
public enum TokenUnresolvedAliasRule: Rule {
  public static let description = RuleDescription(
    id: .tokenUnresolvedAlias, summary: "An alias names a token that does not exist in its mode.")
}

/// `token-alias-cycle`: aliases that lead back to themselves.
public enum TokenAliasCycleRule: Rule {
  public static let description = RuleDescription(
    id: .tokenAliasCycle, summary: "Aliases form a cycle; the message lists the whole chain.")
}

/// `token-alias-type-mismatch`: an alias whose declared type differs from its target's.
public enum TokenAliasTypeMismatchRule: Rule {
  public static let description = RuleDescription(
    id: .tokenAliasTypeMismatch, summary: "An alias points at a token of another type.")
}

/// `token-name-collision`: two tokens or groups that would get the same Swift name.
public enum TokenNameCollisionRule: Rule {
  public static let description = RuleDescription(
    id: .tokenNameCollision,
    summary: "Two token or group paths would produce the same Swift name, or a reserved one.")
}

/// `contrast-invalid-pair`: a contrast pair that can't be measured.
public enum ContrastInvalidPairRule: Rule {
  public static let description = RuleDescription(
    id: .contrastInvalidPair,
    summary: "A contrast pair names a missing or non-colour token, or a translucent background with no backdrop.")
}
