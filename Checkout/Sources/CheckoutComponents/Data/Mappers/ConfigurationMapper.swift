import CheckoutAPI
/// Wire configuration → ``SessionConfiguration``.
enum ConfigurationMapper {
  static func map(_ wire: Components.Schemas.CheckoutConfiguration) -> SessionConfiguration {
    let ordered = wire.paymentMethods.enumerated().sorted {
      ($0.element.displayOrder, $0.offset) < ($1.element.displayOrder, $1.offset)
    }.map(\.element)
    var methods: [PaymentMethodType] = []
    for method in ordered.map({ PaymentMethodType(rawValue: $0._type) }) where !methods.contains(method) {
      methods.append(method)
    }
    let country = wire.customerCountry.flatMap(countryCode)
    var card = ordered.first { $0._type == PaymentMethodType.card.rawValue }.map { $0.card.map(map) ?? CardSettings() }
    card?.customerCountry = country
    var issuerLists: [PaymentMethodType: Bool] = [:]
    for method in ordered {
      if let issuerList = method.issuerList { issuerLists[PaymentMethodType(rawValue: method._type)] = issuerList }
    }
    return SessionConfiguration(
      amount: Int(clamping: wire.amount), currency: wire.currency, locale: wire.locale, orderID: wire.orderId,
      customerCountry: country, methods: methods, card: card, issuerLists: issuerLists)
  }

  /// An assigned ISO 3166-1 alpha-2 code, in capitals; `nil` for anything
  /// else.
  static func countryCode(_ text: String) -> String? {
    CountryCode.normalized(text)
  }

  static func map(_ wire: Components.Schemas.CardSettings) -> CardSettings {
    var surcharges: [CardNetwork: Int] = [:]
    for surcharge in wire.surcharges {
      if let network = CardNetworkMapper.map(surcharge.network) {
        surcharges[network] = Int(clamping: surcharge.amount)
      }
    }
    return CardSettings(
      acceptedNetworks: Set(wire.acceptedNetworks.compactMap(CardNetworkMapper.map)),
      requiredBillingFields: Set(wire.requiredBillingFields.map(map)),
      requiresCardholderName: wire.requiresCardholderName ?? true, surcharges: surcharges)
  }

  static func map(_ wire: Components.Schemas.BillingField) -> ValidationRulesFactory.BillingField {
    switch wire {
    case .firstName: .firstName
    case .lastName: .lastName
    case .addressLine1: .addressLine1
    case .addressLine2: .addressLine2
    case .city: .city
    case .state: .state
    case .postalCode: .postalCode
    case .country: .country
    case .email: .email
    case .phone: .phone
    }
  }
}

/// Bank methods between the wire and the domain: `ideal`, `dotpay` and
/// `eps` on both sides. (The configuration's methods are open identifiers
/// on the wire, read as ``PaymentMethodType`` directly.)
enum PaymentMethodMapper {
  static func map(_ wire: Components.Schemas.BankMethod) -> PaymentMethodType {
    switch wire {
    case .ideal: .ideal
    case .dotpay: .dotpay
    case .eps: .eps
    }
  }

  /// The bank method of `method`; `nil` for a method without banks.
  static func bankMethod(_ method: PaymentMethodType) -> Components.Schemas.BankMethod? {
    Components.Schemas.BankMethod(rawValue: method.rawValue)
  }
}

/// Card networks between the wire and the domain.
enum CardNetworkMapper {
  /// `nil` for a network the runtime doesn't know: dropped, never taken
  /// for another. (The contract lists the same names as ``CardNetwork``.)
  static func map(_ wire: Components.Schemas.CardNetwork) -> CardNetwork? {
    CardNetwork(rawValue: wire.rawValue)
  }

  static func map(_ network: CardNetwork) -> Components.Schemas.CardNetwork? {
    Components.Schemas.CardNetwork(rawValue: network.rawValue)
  }
}
