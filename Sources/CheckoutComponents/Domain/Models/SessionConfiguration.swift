/// The client session's configuration, as the merchant's server set it up.
struct SessionConfiguration: Sendable, Hashable {
  /// The amount in minor units and its ISO 4217 currency.
  var amount: Int
  var currency: String
  var locale: String
  var orderID: String
  /// The methods on offer, in display order.
  var methods: [PaymentMethodType]
  /// The card method's settings, when cards are on offer.
  var card: CardSettings?
}

/// What the session says about cards.
struct CardSettings: Sendable, Hashable {
  var acceptedNetworks: Set<CardNetwork>
  var requiredBillingFields: Set<ValidationRulesFactory.BillingField>
  var requiresCardholderName: Bool
  /// An amount added to the payment for a card of the network, in minor units.
  var surcharges: [CardNetwork: Int]

  init(
    acceptedNetworks: Set<CardNetwork> = Set(CardNetwork.allCases),
    requiredBillingFields: Set<ValidationRulesFactory.BillingField> = [], requiresCardholderName: Bool = true,
    surcharges: [CardNetwork: Int] = [:]
  ) {
    self.acceptedNetworks = acceptedNetworks
    self.requiredBillingFields = requiredBillingFields
    self.requiresCardholderName = requiresCardholderName
    self.surcharges = surcharges
  }
}
