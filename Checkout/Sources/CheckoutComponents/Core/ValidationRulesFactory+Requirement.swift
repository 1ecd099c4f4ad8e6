extension ValidationRulesFactory {
  /// Whether a field of the card form is shown, and whether it must be
  /// filled in.
  enum Requirement: Sendable, Hashable {
    /// The field isn't shown and isn't checked.
    case hidden
    /// The field is shown and may be left empty; what is typed is checked.
    case optional
    /// The field is shown and must be filled in.
    case required
  }
}
