import Foundation

extension ValidationRulesFactory {
  /// What the merchant asks of the card form: the networks it accepts and
  /// which fields are shown and required.
  struct Configuration: Sendable, Hashable {
    /// The networks the merchant accepts; a card of any other network is
    /// `cardNetworkUnsupported`.
    var acceptedNetworks: Set<CardNetwork> = Set(CardNetwork.allCases)
    /// Whether the cardholder's name is asked for.
    var cardholderName: Requirement = .required
    /// The billing fields shown, and whether each is required; a field not
    /// in the dictionary is hidden.
    var billingFields: [BillingField: Requirement] = [:]
    /// How many years ahead an expiry date may be.
    var maximumExpiryYears = ExpiryValidator.defaultMaximumYears

    /// The requirement of the billing `field`, for an address in `country`
    /// (an ISO 3166-1 alpha-2 code): a shown state field is required for a
    /// US address whatever is configured, since US addresses need a state.
    func requirement(for field: BillingField, country: String?) -> Requirement {
      let configured = billingFields[field] ?? .hidden
      let isUnitedStates = country?.trimmingCharacters(in: .whitespacesAndNewlines).uppercased() == "US"
      if field == .state, configured != .hidden, isUnitedStates { return .required }
      return configured
    }
  }
}
