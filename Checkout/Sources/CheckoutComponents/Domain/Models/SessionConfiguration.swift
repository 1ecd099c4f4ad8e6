/// The client session's configuration, as the merchant's server set it up.
struct SessionConfiguration: Sendable, Hashable {
  /// The amount in minor units and its ISO 4217 currency.
  var amount: Int
  var currency: String
  var locale: String
  var orderID: String
  /// The customer's country, an ISO 3166-1 alpha-2 code, when the merchant
  /// gave one: the billing country unless the customer says otherwise.
  var customerCountry: String? = nil
  /// The methods on offer, in display order.
  var methods: [PaymentMethodType]
  /// The card method's settings, when cards are on offer.
  var card: CardSettings?
  /// Whether each bank method shows its issuer list (`true`), or lets the
  /// customer choose the bank on the scheme's own page (`false`). A bank
  /// method the session doesn't say this of shows its list.
  var issuerLists: [PaymentMethodType: Bool] = [:]

  /// Whether `method`'s payment goes through a bank chosen from its list.
  func showsIssuerList(_ method: PaymentMethodType) -> Bool {
    issuerLists[method] ?? true
  }
}

/// What the session says about cards.
struct CardSettings: Sendable, Hashable {
  var acceptedNetworks: Set<CardNetwork>
  var requiredBillingFields: Set<ValidationRulesFactory.BillingField>
  var requiresCardholderName: Bool
  /// An amount added to the payment for a card of the network, in minor units.
  var surcharges: [CardNetwork: Int]
  /// The session's customer country: the billing country by default.
  var customerCountry: String?

  init(
    acceptedNetworks: Set<CardNetwork> = Set(CardNetwork.allCases),
    requiredBillingFields: Set<ValidationRulesFactory.BillingField> = [], requiresCardholderName: Bool = true,
    surcharges: [CardNetwork: Int] = [:], customerCountry: String? = nil
  ) {
    self.acceptedNetworks = acceptedNetworks
    self.requiredBillingFields = requiredBillingFields
    self.requiresCardholderName = requiresCardholderName
    self.surcharges = surcharges
    self.customerCountry = customerCountry
  }
}
