extension CardFormConfiguration {
  /// The merchant's configuration under the session's rules: only networks
  /// both accept, the session's required billing fields and cardholder
  /// name required, the merchant's other fields as the merchant set them,
  /// and the session's customer country as the billing country unless the
  /// merchant set one.
  func applying(_ session: CardSettings) -> CardFormConfiguration {
    var merged = self
    merged.acceptedNetworks = acceptedNetworks.intersection(session.acceptedNetworks)
    if session.requiresCardholderName { merged.cardholderName = .required }
    for field in session.requiredBillingFields {
      if let formField = CardFormField(rawValue: field.rawValue) { merged.billingAddress[formField] = .required }
    }
    if merged.defaultCountry == nil { merged.defaultCountry = session.customerCountry }
    return merged
  }
}
