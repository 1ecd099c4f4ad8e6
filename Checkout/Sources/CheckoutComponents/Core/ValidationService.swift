/// Validates the card form: each field with the rule
/// ``ValidationRulesFactory`` builds for it from the merchant's
/// configuration, the security code against the card's network, and the
/// state and postal code against the billing country.
struct ValidationService: Sendable {
  let rules: ValidationRulesFactory

  /// A service for `configuration`.
  init(configuration: ValidationRulesFactory.Configuration) {
    rules = ValidationRulesFactory(configuration: configuration)
  }

  /// The fields the form shows for an address in `country`, in order.
  func visibleFields(country: String?) -> [Field] {
    Field.formOrder.filter { field in
      switch field {
      case .cardNumber, .expiryDate, .cvv: true
      case .cardholderName: rules.configuration.cardholderName != .hidden
      case .billing(let billingField): rules.configuration.requirement(for: billingField, country: country) != .hidden
      }
    }
  }

  /// The network the card in `form` is processed on, once it can be told:
  /// the customer's choice on a co-badged card, or the card's network.
  func network(in form: Form) -> CardNetwork? {
    rules.network(forCardNumber: form.cardNumber, selectedNetwork: form.selectedNetwork)
  }

  /// The card's expiry month in `form`, a two-digit year read in the
  /// century that puts it nearest to now; `nil` if it can't be read.
  func expiry(in form: Form) -> CalendarMonth? {
    ExpiryValidator.parse(form.expiryDate, relativeTo: rules.currentMonth)
  }

  /// The error of `field` in `form`, or `nil` when it is valid or hidden.
  func error(for field: Field, in form: Form) -> CardFormValidationError? {
    switch field {
    case .cardNumber:
      return rules.cardNumberRule(selectedNetwork: form.selectedNetwork)(form.cardNumber)
    case .expiryDate:
      return rules.expiryRule()(form.expiryDate)
    case .cvv:
      return rules.cvvRule(network: network(in: form))(form.cvv)
    case .cardholderName:
      return rules.cardholderNameRule()?(form.cardholderName)
    case .billing(let billingField):
      return rules.billingRule(for: billingField, country: form.country)?(form.billing[billingField] ?? "")
    }
  }

  /// The errors of every shown field of `form`, in the form's order.
  func errors(in form: Form) -> [(field: Field, error: CardFormValidationError)] {
    visibleFields(country: form.country).compactMap { field in
      error(for: field, in: form).map { (field, $0) }
    }
  }
}
