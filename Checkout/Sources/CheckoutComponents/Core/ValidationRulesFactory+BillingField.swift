extension ValidationRulesFactory {
  /// A field of the billing address part of the card form.
  enum BillingField: String, Sendable, Hashable, CaseIterable {
    case firstName
    case lastName
    case addressLine1
    case addressLine2
    case city
    case state
    case postalCode
    case country
    case email
    case phone
  }
}
