import CheckoutAssets

/// Why a field of the card form isn't valid. Each case has its localized
/// message from the generated string catalog; none carries what was typed.
public enum CardFormValidationError: Error, Sendable, Hashable {
  case cardNumberRequired
  /// Too few digits for the card's network, or too few to tell the network.
  case cardNumberIncomplete
  /// Not digits, no known network, too many digits or a wrong check digit.
  case cardNumberInvalid
  /// The card's network isn't one the merchant accepts.
  case cardNetworkUnsupported
  case expiryRequired
  /// Not a month and year in the `MM/YY` format.
  case expiryInvalid
  /// The expiry month is over.
  case expiryInPast
  /// The expiry date is more than `maximumYears` years ahead.
  case expiryTooFar(maximumYears: Int)
  case cvvRequired
  /// The security code isn't `expected` digits.
  case cvvInvalidLength(expected: Int)
  case cardholderNameRequired
  /// Characters or a length that can't be on a card.
  case cardholderNameInvalid
  case firstNameRequired
  case lastNameRequired
  case addressLine1Required
  case cityRequired
  case stateRequired
  case postalCodeRequired
  /// Not in the postal code format of the billing country.
  case postalCodeInvalid
  case countryRequired
  /// Not a two-letter ISO 3166-1 country code, such as `NL`.
  case countryInvalid
  case emailRequired
  case emailInvalid
  case phoneRequired
  case phoneInvalid
  /// A billing field longer than the payment API takes for it:
  /// `maximumLength` Unicode scalars, as JSON Schema counts a string.
  case textTooLong(maximumLength: Int)
  /// A billing field holding a line break, a tab or another control
  /// character, which the payment API refuses.
  case textInvalidCharacters

  /// The message to show under the field, from the generated strings.
  public var message: LocalizedString {
    switch self {
    case .cardNumberRequired: Strings.CardForm.cardNumberRequired
    case .cardNumberIncomplete: Strings.CardForm.cardNumberIncomplete
    case .cardNumberInvalid: Strings.CardForm.cardNumberInvalid
    case .cardNetworkUnsupported: Strings.CardForm.cardNetworkUnsupported
    case .expiryRequired: Strings.CardForm.expiryDateRequired
    case .expiryInvalid: Strings.CardForm.expiryDateInvalid
    case .expiryInPast: Strings.CardForm.expiryDateInPast
    case .expiryTooFar(let maximumYears): Strings.CardForm.expiryDateTooFar(years: maximumYears)
    case .cvvRequired: Strings.CardForm.cvvRequired
    case .cvvInvalidLength(let expected): Strings.CardForm.cvvInvalidLength(expected)
    case .cardholderNameRequired: Strings.CardForm.cardholderNameRequired
    case .cardholderNameInvalid: Strings.CardForm.cardholderNameInvalid
    case .firstNameRequired: Strings.CardForm.firstNameRequired
    case .lastNameRequired: Strings.CardForm.lastNameRequired
    case .addressLine1Required: Strings.CardForm.addressLine1Required
    case .cityRequired: Strings.CardForm.cityRequired
    case .stateRequired: Strings.CardForm.stateRequired
    case .postalCodeRequired: Strings.CardForm.postalCodeRequired
    case .postalCodeInvalid: Strings.CardForm.postalCodeInvalid
    case .countryRequired: Strings.CardForm.countryRequired
    case .countryInvalid: Strings.CardForm.countryInvalid
    case .emailRequired: Strings.CardForm.emailRequired
    case .emailInvalid: Strings.CardForm.emailInvalid
    case .phoneRequired: Strings.CardForm.phoneRequired
    case .phoneInvalid: Strings.CardForm.phoneInvalid
    case .textTooLong: Strings.CardForm.textTooLong
    case .textInvalidCharacters: Strings.CardForm.textInvalidCharacters
    }
  }
}
