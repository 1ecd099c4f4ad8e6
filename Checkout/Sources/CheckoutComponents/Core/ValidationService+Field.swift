extension ValidationService {
  /// A field of the card form.
  enum Field: Sendable, Hashable {
    case cardNumber
    case expiryDate
    case cvv
    case cardholderName
    case billing(ValidationRulesFactory.BillingField)

    /// Every field, in the order the form shows them.
    static let formOrder: [Field] =
      [.cardNumber, .expiryDate, .cvv, .cardholderName]
      + ValidationRulesFactory.BillingField.allCases.map(Field.billing)
  }
}
