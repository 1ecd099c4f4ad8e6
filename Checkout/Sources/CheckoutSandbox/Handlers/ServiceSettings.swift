import CheckoutAPI
import Foundation

/// The configuration as the handlers use it: checked against the contract once, at start, and
/// converted to the contract's types.
struct ServiceSettings: Sendable {
  /// How long a client session lives, in seconds.
  let sessionLifetime: TimeInterval
  /// How long a card token lives, in seconds.
  let tokenLifetime: TimeInterval
  /// The card method's settings, as `GET /configuration` reports them.
  let card: Components.Schemas.CardSettings
  /// The surcharge of each network, in minor units.
  let surcharges: [Components.Schemas.CardNetwork: Int64]
  /// The banks of each bank-based method.
  let banks: BankCatalog

  /// Checks `configuration`; a name the contract doesn't know is
  /// ``SandboxServerError/invalidConfiguration(_:)``.
  init(_ configuration: SandboxConfiguration) throws(SandboxServerError) {
    guard configuration.sessionLifetime > .zero, configuration.tokenLifetime > .zero else {
      throw .invalidConfiguration("session and token lifetimes must be positive")
    }
    guard configuration.maximumBodyBytes > 0 else {
      throw .invalidConfiguration("maximumBodyBytes must be positive")
    }
    guard configuration.headerTimeout > .zero, configuration.idleTimeout > .zero else {
      throw .invalidConfiguration("the header and idle timeouts must be positive")
    }
    guard configuration.maximumConnections > 0 else {
      throw .invalidConfiguration("maximumConnections must be positive")
    }
    let retention = configuration.retention
    guard retention.purgeInterval > .zero, retention.expiredSessionAge >= .zero,
      retention.abandonedActionAge > .zero
    else {
      throw .invalidConfiguration("the purge interval and the abandoned-action age must be positive")
    }
    if let bankCount = configuration.bankCount, bankCount < 0 {
      throw .invalidConfiguration("bankCount must not be negative")
    }
    let settings = configuration.cardSettings
    var networks: [Components.Schemas.CardNetwork] = []
    for name in settings.acceptedNetworks {
      guard let network = Components.Schemas.CardNetwork(rawValue: name) else {
        throw .invalidConfiguration("unknown card network \(name)")
      }
      networks.append(network)
    }
    var fields: [Components.Schemas.BillingField] = []
    for name in settings.requiredBillingFields {
      guard let field = Components.Schemas.BillingField(rawValue: name) else {
        throw .invalidConfiguration("unknown billing field \(name)")
      }
      fields.append(field)
    }
    var surcharges: [Components.Schemas.CardNetwork: Int64] = [:]
    for (name, amount) in settings.surcharges {
      guard let network = Components.Schemas.CardNetwork(rawValue: name) else {
        throw .invalidConfiguration("unknown card network \(name) in surcharges")
      }
      guard (0...FieldRules.maximumAmount).contains(Int64(amount)) else {
        throw .invalidConfiguration("the surcharge of \(name) must be 0 to \(FieldRules.maximumAmount)")
      }
      surcharges[network] = Int64(amount)
    }
    // The configuration lists surcharges in the contract's order of networks.
    let listed = Components.Schemas.CardNetwork.allCases.compactMap { network in
      surcharges[network].map { Components.Schemas.Surcharge(network: network, amount: $0) }
    }
    self.sessionLifetime = configuration.sessionLifetime.timeInterval
    self.tokenLifetime = configuration.tokenLifetime.timeInterval
    self.card = Components.Schemas.CardSettings(
      acceptedNetworks: networks,
      requiredBillingFields: fields,
      requiresCardholderName: settings.requiresCardholderName,
      surcharges: listed
    )
    self.surcharges = surcharges
    self.banks = BankCatalog(generatedCount: configuration.bankCount)
  }

  /// The largest surcharge a card the method accepts can add: what a session's amount must leave
  /// room for below the contract's maximum.
  var largestSurcharge: Int64 {
    card.acceptedNetworks.compactMap { surcharges[$0] }.max() ?? 0
  }

  /// The surcharge a card of `network` adds; 0 for a network without one, or an unknown network.
  func surcharge(for network: String?) -> Int64 {
    network.flatMap(Components.Schemas.CardNetwork.init(rawValue:)).flatMap { surcharges[$0] } ?? 0
  }
}
