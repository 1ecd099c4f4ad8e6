/// What the card payment method accepts and asks for, as `GET /configuration` reports it.
///
/// Networks and billing fields are named by the contract's identifiers (`visa`, `unionPay`,
/// `cartesBancaires`; `postalCode`, `country`). ``SandboxServer/start()`` refuses a name the
/// contract doesn't know.
public struct SandboxCardSettings: Sendable, Equatable {
  /// The networks accepted unless told otherwise, in the order the configuration lists them.
  public static let defaultAcceptedNetworks = [
    "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionPay", "maestro", "cartesBancaires",
  ]

  /// The surcharges unless told otherwise: American Express 1.50 and Diners Club 1.00, in minor units.
  public static let defaultSurcharges = ["amex": 150, "diners": 100]

  /// The networks a card may belong to; tokenizing a card of another network is refused.
  public var acceptedNetworks: [String]
  /// The billing address fields the card form must collect.
  public var requiredBillingFields: [String]
  /// Whether the card form must collect the cardholder's name.
  public var requiresCardholderName: Bool
  /// An amount in minor units added to a payment made with a card of the network.
  public var surcharges: [String: Int]

  /// Card settings; each parameter left out takes its documented default.
  public init(
    acceptedNetworks: [String] = SandboxCardSettings.defaultAcceptedNetworks,
    requiredBillingFields: [String] = [],
    requiresCardholderName: Bool = true,
    surcharges: [String: Int] = SandboxCardSettings.defaultSurcharges
  ) {
    self.acceptedNetworks = acceptedNetworks
    self.requiredBillingFields = requiredBillingFields
    self.requiresCardholderName = requiresCardholderName
    self.surcharges = surcharges
  }
}
