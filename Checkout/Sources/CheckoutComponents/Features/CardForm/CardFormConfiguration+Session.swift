extension CardFormConfiguration {
  /// The merchant's configuration under the session's rules: only networks
  /// both accept, the session's required billing fields and cardholder
  /// name required, the merchant's other fields as the merchant set them,
  /// and the session's customer country as the billing country unless the
  /// merchant set one (an ISO 3166-1 code, normalized as the country field
  /// is: a merchant's `"Germany"` is ignored).
  func applying(_ session: CardSettings) -> CardFormConfiguration {
    var merged = self
    merged.acceptedNetworks = acceptedNetworks.intersection(session.acceptedNetworks)
    if session.requiresCardholderName { merged.cardholderName = .required }
    for field in session.requiredBillingFields {
      if let formField = CardFormField(rawValue: field.rawValue) { merged.billingAddress[formField] = .required }
    }
    merged.customerCountry = session.customerCountry
    merged.defaultCountry = defaultCountry.flatMap(CountryCode.normalized) ?? session.customerCountry
    return merged
  }
}
