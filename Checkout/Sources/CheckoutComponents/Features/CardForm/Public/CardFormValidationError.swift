import CheckoutAssets

/// Why a field of the card form isn't valid. Each case has its localized
/// message from the generated string catalog; none carries what was typed.
public enum CardFormValidationError: Error, Sendable, Hashable {
  /// No card number: the field is empty or only white space. An empty field
  /// shows this, like every `…Required` error, only once the customer has
  /// tried to pay.
  case cardNumberRequired
  /// Too few digits for the card's network, or too few to tell the network.
  case cardNumberIncomplete
  /// Not digits, no known network, too many digits or a wrong check digit.
  case cardNumberInvalid
  /// The card's network isn't one the merchant accepts.
  case cardNetworkUnsupported
  /// No expiry date: the field is empty or only white space.
  case expiryRequired
  /// Not a month and year in the `MM/YY` format.
  case expiryInvalid
  /// The expiry month is over.
  case expiryInPast
  /// The expiry date is more than `maximumYears` years ahead.
  case expiryTooFar(maximumYears: Int)
  /// No security code: the field is empty or only white space.
  case cvvRequired
  /// The security code isn't `expected` digits.
  case cvvInvalidLength(expected: Int)
  /// No cardholder name, where one is required.
  case cardholderNameRequired
  /// Characters or a length that can't be on a card.
  case cardholderNameInvalid
  /// No first name, where the billing address requires one.
  case firstNameRequired
  /// No last name, where the billing address requires one.
  case lastNameRequired
  /// No first address line, where the billing address requires one.
  case addressLine1Required
  /// No city, where the billing address requires one.
  case cityRequired
  /// No state, where the billing address requires one; a shown state field
  /// always does for a US address.
  case stateRequired
  /// No postal code, where the billing address requires one.
  case postalCodeRequired
  /// Not in the postal code format of the billing country.
  case postalCodeInvalid
  /// No country, where the billing address requires one.
  case countryRequired
  /// Not a two-letter ISO 3166-1 country code, such as `NL`.
  case countryInvalid
  /// No email address, where the billing address requires one.
  case emailRequired
  /// Doesn't look like an email address such as `name@example.com`.
  case emailInvalid
  /// No phone number, where the billing address requires one.
  case phoneRequired
  /// Not a phone number: digits, spaces, hyphens and parentheses, an optional
  /// leading `+`, and 7 to 15 digits.
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
