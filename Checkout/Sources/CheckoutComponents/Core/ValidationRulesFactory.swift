import CheckoutDI
import Foundation

/// Builds the validation rule of each card form field from the merchant's
/// configuration.
///
/// The expiry rule reads the injected ``InjectedValues/clock`` each time it
/// runs, in UTC, so that tests can fix the date.
struct ValidationRulesFactory: Sendable {
  let configuration: Configuration
  @Injected(\.clock) private var now

  /// A factory for `configuration`.
  init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The Gregorian calendar in UTC.
  static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// The card number rule; on a co-badged card, `selectedNetwork` is the
  /// customer's choice of network.
  func cardNumberRule(selectedNetwork: CardNetwork? = nil) -> ValidationRule<String> {
    let accepted = configuration.acceptedNetworks
    return ValidationRule {
      CardNumberValidator.validate($0, acceptedNetworks: accepted, selectedNetwork: selectedNetwork)
    }
  }

  /// The accepted network the card number `text` is processed on, if it
  /// can be told yet: the one the security code is checked against.
  func network(forCardNumber text: String, selectedNetwork: CardNetwork? = nil) -> CardNetwork? {
    CardNumberValidator.network(
      for: text, acceptedNetworks: configuration.acceptedNetworks, selectedNetwork: selectedNetwork)
  }

  /// The month it is now, in UTC.
  var currentMonth: CalendarMonth {
    CalendarMonth(date: now(), calendar: Self.utcCalendar)
  }

  /// The expiry date rule, against the month it is when the rule runs.
  func expiryRule() -> ValidationRule<String> {
    let maximumYears = configuration.maximumExpiryYears
    return ValidationRule { [self] text in
      ExpiryValidator.validate(text, now: currentMonth, maximumYears: maximumYears)
    }
  }

  /// The security code rule for a card of `network`, or of a network not
  /// known yet when `nil`.
  func cvvRule(network: CardNetwork?) -> ValidationRule<String> {
    ValidationRule { CVVValidator.validate($0, network: network) }
  }

  /// The cardholder name rule, or `nil` when the name isn't asked for.
  func cardholderNameRule() -> ValidationRule<String>? {
    switch configuration.cardholderName {
    case .hidden: return nil
    case .optional: return ValidationRule { Self.isBlank($0) ? nil : CardholderNameValidator.validate($0) }
    case .required: return ValidationRule { CardholderNameValidator.validate($0) }
    }
  }

  /// The rule of the billing `field` for an address in `country`, or `nil`
  /// when the field is hidden. The address line 2 has no error of its own,
  /// so it is never required. Every field's value, trimmed as it is sent,
  /// must fit the payment API: at most ``maximumLength(of:)`` Unicode
  /// scalars and no control characters.
  func billingRule(for field: BillingField, country: String?) -> ValidationRule<String>? {
    let requirement = configuration.requirement(for: field, country: country)
    let limit = Self.maximumLength(of: field)
    switch field {
    case .firstName: return Self.rule(requirement, missing: .firstNameRequired, maximumLength: limit)
    case .lastName: return Self.rule(requirement, missing: .lastNameRequired, maximumLength: limit)
    case .addressLine1: return Self.rule(requirement, missing: .addressLine1Required, maximumLength: limit)
    case .addressLine2:
      return Self.rule(requirement == .hidden ? .hidden : .optional, missing: nil, maximumLength: limit)
    case .city: return Self.rule(requirement, missing: .cityRequired, maximumLength: limit)
    case .state: return Self.rule(requirement, missing: .stateRequired, maximumLength: limit)
    case .country:
      return Self.rule(requirement, missing: .countryRequired, maximumLength: limit) {
        CountryCode.normalized($0) == nil ? .countryInvalid : nil
      }
    case .postalCode:
      return Self.rule(requirement, missing: .postalCodeRequired, maximumLength: limit) {
        PostalCodeValidator.isValid($0, country: country) ? nil : .postalCodeInvalid
      }
    case .email:
      return Self.rule(requirement, missing: .emailRequired, maximumLength: limit) {
        EmailValidator.isValid($0) ? nil : .emailInvalid
      }
    case .phone:
      return Self.rule(requirement, missing: .phoneRequired, maximumLength: limit) {
        PhoneValidator.isValid($0) ? nil : .phoneInvalid
      }
    }
  }

  /// The most Unicode scalars the payment API's `BillingAddress` takes for
  /// `field`: 256 for its texts, 16 for a postal code, 254 for an email
  /// address, 32 for a phone number; `nil` for the country, whose own
  /// rule takes two letters.
  static func maximumLength(of field: BillingField) -> Int? {
    switch field {
    case .firstName, .lastName, .addressLine1, .addressLine2, .city, .state: 256
    case .postalCode: 16
    case .country: nil
    case .email: 254
    case .phone: 32
    }
  }

  /// A rule that reports `missing` for a blank required value, and checks
  /// a value that isn't blank, trimmed, for control characters, for
  /// `maximumLength`, then with `format`; `nil` for a hidden field.
  private static func rule(
    _ requirement: Requirement, missing: CardFormValidationError?, maximumLength: Int?,
    format: (@Sendable (String) -> CardFormValidationError?)? = nil
  ) -> ValidationRule<String>? {
    guard requirement != .hidden else { return nil }
    let isRequired = requirement == .required
    return ValidationRule { value in
      if isBlank(value) { return isRequired ? missing : nil }
      let sent = value.trimmingCharacters(in: .whitespacesAndNewlines)
      if sent.unicodeScalars.contains(where: isControl) { return .textInvalidCharacters }
      if let maximumLength, sent.unicodeScalars.count > maximumLength {
        return .textTooLong(maximumLength: maximumLength)
      }
      return format?(value)
    }
  }

  /// Whether `scalar` is a C0 or C1 control character or DEL, which the
  /// payment API's billing fields refuse.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `value` is empty or only whitespace.
  private static func isBlank(_ value: String) -> Bool {
    value.allSatisfy(\.isWhitespace)
  }
}
