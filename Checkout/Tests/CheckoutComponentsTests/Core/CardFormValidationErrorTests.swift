import CheckoutAssets
import CheckoutComponents
import Testing

@Suite struct CardFormValidationErrorTests {
  /// Every error, with its text in the English and German catalogs.
  static let messages: [(CardFormValidationError, String, String)] = [
    (.cardNumberRequired, "Enter your card number", "Geben Sie Ihre Kartennummer ein"),
    (.cardNumberIncomplete, "Your card number is incomplete", "Die Kartennummer ist unvollständig"),
    (.cardNumberInvalid, "This card number isn’t valid", "Diese Kartennummer ist ungültig"),
    (.cardNetworkUnsupported, "This card network isn’t supported", "Dieses Kartennetzwerk wird nicht unterstützt"),
    (.expiryRequired, "Enter the expiry date", "Geben Sie das Ablaufdatum ein"),
    (.expiryInvalid, "Enter the expiry date as MM/YY", "Geben Sie das Ablaufdatum im Format MM/JJ ein"),
    (.expiryInPast, "The expiry date is in the past", "Das Ablaufdatum liegt in der Vergangenheit"),
    (
      .expiryTooFar(maximumYears: 20), "The expiry date can’t be more than 20 years from now",
      "Das Ablaufdatum darf höchstens 20 Jahre in der Zukunft liegen"
    ),
    (
      .expiryTooFar(maximumYears: 1), "The expiry date can’t be more than 1 year from now",
      "Das Ablaufdatum darf höchstens 1 Jahr in der Zukunft liegen"
    ),
    (.cvvRequired, "Enter the security code", "Geben Sie den Sicherheitscode ein"),
    (
      .cvvInvalidLength(expected: 4), "Security code must be 4 digits",
      "Der Sicherheitscode muss aus 4 Ziffern bestehen"
    ),
    (
      .cvvInvalidLength(expected: 3), "Security code must be 3 digits",
      "Der Sicherheitscode muss aus 3 Ziffern bestehen"
    ),
    (.cardholderNameRequired, "Enter the name on your card", "Geben Sie den Namen auf der Karte ein"),
    (
      .cardholderNameInvalid, "Enter the name as it’s shown on your card",
      "Geben Sie den Namen so ein, wie er auf der Karte steht"
    ),
    (.firstNameRequired, "Enter your first name", "Geben Sie Ihren Vornamen ein"),
    (.lastNameRequired, "Enter your last name", "Geben Sie Ihren Nachnamen ein"),
    (.addressLine1Required, "Enter your address", "Geben Sie Ihre Adresse ein"),
    (.cityRequired, "Enter your city", "Geben Sie Ihren Ort ein"),
    (.stateRequired, "Enter your state or region", "Geben Sie Ihr Bundesland oder Ihre Region ein"),
    (.postalCodeRequired, "Enter your postal code", "Geben Sie Ihre Postleitzahl ein"),
    (.postalCodeInvalid, "Enter a valid postal code", "Geben Sie eine gültige Postleitzahl ein"),
    (.countryRequired, "Select your country", "Wählen Sie Ihr Land aus"),
    (.emailRequired, "Enter your email address", "Geben Sie Ihre E-Mail-Adresse ein"),
    (.emailInvalid, "Enter a valid email address", "Geben Sie eine gültige E-Mail-Adresse ein"),
    (.phoneRequired, "Enter your phone number", "Geben Sie Ihre Telefonnummer ein"),
    (.phoneInvalid, "Enter a valid phone number", "Geben Sie eine gültige Telefonnummer ein"),
  ]

  @Test(arguments: messages)
  func eachErrorHasItsEnglishAndGermanMessage(_ error: CardFormValidationError, _ english: String, _ german: String) {
    #expect(Localizer(locale: "en")(error.message) == english)
    #expect(Localizer(locale: "de")(error.message) == german)
  }

  @Test func everyErrorHasItsOwnCatalogEntry() {
    let keys = Self.messages.filter { $0.0 != .expiryTooFar(maximumYears: 1) && $0.0 != .cvvInvalidLength(expected: 3) }
      .map(\.0.message.key)
    #expect(Set(keys).count == 24)
    #expect(keys.allSatisfy { $0.hasPrefix("card_form_") })
    #expect(CardFormValidationError.expiryTooFar(maximumYears: 20).message.arguments == [.int(20)])
  }
}
