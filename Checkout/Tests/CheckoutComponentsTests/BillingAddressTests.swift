import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The billing address reaches tokenization: exactly the fields the form
/// showed and the customer filled in, the country starting as the session's
/// customer country, and never in a description.
@Suite struct BillingAddressTests {
  static func checkout(
    required: Set<ValidationRulesFactory.BillingField>, customerCountry: String?,
    merchant: [CardFormField: CardFormFieldRequirement] = [:], defaultCountry: String? = nil
  ) async throws -> (DefaultCheckoutScope, MockRepositories) {
    let session = SessionConfiguration(
      amount: 1250, currency: "EUR", locale: "en", orderID: "o1", customerCountry: customerCountry, methods: [.card],
      card: CardSettings(acceptedNetworks: [.visa], requiredBillingFields: required, customerCountry: customerCountry))
    let repositories = MockRepositories(session: session)
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.cardForm.billingAddress = merchant
    configuration.cardForm.defaultCountry = defaultCountry
    let container = CompositionRoot.makeContainer(configuration: configuration, repositories: .mocks(repositories))
    let checkout = try await withContainer(container) {
      try await Container.current.resolve(DefaultCheckoutScope.self)
    }
    await checkout.start()
    return (checkout, repositories)
  }

  static func fillCard(_ form: any CardFormScope) {
    form.update(.cardNumber, value: "4242 4242 4242 4242")
    form.update(.expiryDate, value: "12/40")
    form.update(.cvv, value: "123")
    form.update(.cardholderName, value: "Ada Lovelace")
  }

  @Test func exactlyTheShownFieldsTheCustomerFilledInAreSent() async throws {
    let (checkout, repositories) = try await Self.checkout(
      required: [.postalCode, .country], customerCountry: "NL", merchant: [.city: .optional, .addressLine1: .optional])
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.country]?.value == "NL", "the country starts as the session's customer country")
    Self.fillCard(form)
    form.update(.postalCode, value: " 1012 js ")
    form.update(.addressLine1, value: "   ")  // shown, but nothing in it
    form.update(.firstName, value: "Hidden")  // not shown: never sent
    await form.submit()
    guard case .success = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(repositories.recorded.billing == [[.postalCode: "1012 js", .country: "NL"]])
  }

  @Test func aCountryTheCustomerChangesIsSentInCapitals() async throws {
    let (checkout, repositories) = try await Self.checkout(required: [.postalCode, .country], customerCountry: "NL")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(.country, value: "de")
    form.update(.postalCode, value: "1012 JS")
    #expect(form.currentState[.postalCode]?.error == .postalCodeInvalid, "now checked as a German postal code")
    form.update(.postalCode, value: "10115")
    await form.submit()
    #expect(repositories.recorded.billing == [[.postalCode: "10115", .country: "DE"]])
  }

  @Test func withTheCountryHiddenTheCustomerCountryChecksThePostalCodeAndTheServerDefaultsIt() async throws {
    let (checkout, repositories) = try await Self.checkout(required: [.postalCode], customerCountry: "NL")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.country]?.isVisible == false)
    Self.fillCard(form)
    form.update(.postalCode, value: "ABC")
    #expect(form.currentState[.postalCode]?.error == .postalCodeInvalid, "a Dutch postal code is 1234 AB")
    form.update(.postalCode, value: "1012 JS")
    await form.submit()
    #expect(repositories.recorded.billing == [[.postalCode: "1012 JS"]])
  }

  @Test(arguments: ["Netherlands", "N L", "NLD", "XX", "UK", "N1"])
  func aTypedCountryThatIsNoAssignedCodeIsAFieldErrorAndNothingIsSent(typed: String) async throws {
    let (checkout, repositories) = try await Self.checkout(required: [.postalCode, .country], customerCountry: "NL")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(.postalCode, value: "1012 JS")
    form.update(.country, value: typed)
    #expect(form.currentState[.country]?.error == .countryInvalid)
    #expect(form.currentState.isSubmitEnabled == false)
    await form.submit()
    #expect(repositories.recorded.tokenized.isEmpty, "no /tokens call")
    #expect(checkout.currentState == .ready)
  }

  @Test func aTypedCountryIsTrimmedAndSentInCapitals() async throws {
    let (checkout, repositories) = try await Self.checkout(required: [.postalCode, .country], customerCountry: "DE")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(.country, value: " nl ")
    form.update(.postalCode, value: "1012 JS")
    #expect(form.currentState[.country]?.error == nil)
    await form.submit()
    #expect(repositories.recorded.billing == [[.postalCode: "1012 JS", .country: "NL"]])
  }

  @Test func theMerchantsDefaultCountryIsNormalizedAndAnUnknownOneIgnored() async throws {
    let (checkout, _) = try await Self.checkout(
      required: [.country], customerCountry: "NL", defaultCountry: " de")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.country]?.value == "DE")
    let (ignoring, _) = try await Self.checkout(
      required: [.country], customerCountry: "NL", defaultCountry: "Germany")
    let ignored = try #require(ignoring.paymentMethod((any CardFormScope).self))
    #expect(ignored.currentState[.country]?.value == "NL", "the session's customer country")
  }

  @Test func aMerchantsDefaultCountryThatIsNotTheSessionsIsSentWithTheAddress() async throws {
    let (checkout, repositories) = try await Self.checkout(
      required: [.postalCode], customerCountry: "NL", defaultCountry: "DE")
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.country]?.isVisible == false)
    Self.fillCard(form)
    form.update(.postalCode, value: "1012 JS")
    #expect(form.currentState[.postalCode]?.error == .postalCodeInvalid, "checked as a German postal code")
    form.update(.postalCode, value: "10115")
    await form.submit()
    #expect(repositories.recorded.billing == [[.postalCode: "10115", .country: "DE"]])
  }

  @Test(
    arguments: [
      (CardFormField.city, String(repeating: "a", count: 257), CardFormValidationError.textTooLong(maximumLength: 256)),
      // 129 characters, 258 Unicode scalars: the API counts scalars, as JSON Schema does
      (.city, String(repeating: "e\u{301}", count: 129), .textTooLong(maximumLength: 256)),
      (.addressLine2, "Dam 1\tachter", .textInvalidCharacters),
      (.city, "Amster\u{7}dam", .textInvalidCharacters),
      (.city, "Amster\u{85}dam", .textInvalidCharacters),
      (.phone, "+31 " + String(repeating: "- ", count: 14) + "612345678", .textTooLong(maximumLength: 32)),
      (.email, String(repeating: "a", count: 250) + "@example.com", .textTooLong(maximumLength: 254)),
    ])
  func aFieldTheAPIWouldRefuseIsAFieldErrorAndNothingIsSent(
    field: CardFormField, value: String, error: CardFormValidationError
  ) async throws {
    let (checkout, repositories) = try await Self.checkout(
      required: [], customerCountry: "NL",
      merchant: [.city: .optional, .addressLine2: .optional, .phone: .optional, .email: .optional])
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(field, value: value)
    #expect(form.currentState[field]?.error == error)
    await form.submit()
    #expect(repositories.recorded.tokenized.isEmpty, "no /tokens call")
  }

  @Test func aFieldAtTheAPIsLimitIsSent() async throws {
    let (checkout, repositories) = try await Self.checkout(
      required: [], customerCountry: "NL", merchant: [.city: .optional])
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    let city = String(repeating: "a", count: 256)
    form.update(.city, value: " \(city)\n")
    #expect(form.currentState[.city]?.error == nil, "trimmed as it is sent")
    await form.submit()
    #expect(repositories.recorded.billing == [[.city: city]])
  }

  @Test func theFormsStateNeverDescribesTheAddressNameOrEmail() async throws {
    let (checkout, _) = try await Self.checkout(
      required: [.postalCode, .city], customerCountry: "NL", merchant: [.email: .optional])
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(.postalCode, value: "1012 JS")
    form.update(.city, value: "Amsterdam")
    form.update(.email, value: "ada@example.com")
    let state = form.currentState
    #expect(state[.city]?.description == "city: <9 characters>")
    #expect(state[.expiryDate]?.description == "expiryDate: 12/40")
    for text in [
      "\(state)", String(reflecting: state), dumped(state), String(reflecting: state[.cardholderName]),
      dumped(state[.postalCode]), "\(Mirror(reflecting: state).children.map { "\($0.value)" })",
    ] {
      for secret in ["1012", "Amsterdam", "ada@example.com", "Lovelace", "4242424242424242", "123"] {
        #expect(!text.contains(secret), "\(secret) in \(text)")
      }
    }
  }

  @Test func noAddressAskedForSendsNone() async throws {
    let (checkout, repositories) = try await Self.checkout(required: [], customerCountry: nil)
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fillCard(form)
    form.update(.postalCode, value: "1012 JS")  // hidden
    await form.submit()
    #expect(repositories.recorded.billing == [[:]])
  }

  @Test func cardDetailsNeverDescribeTheAddress() {
    let card = CardDetails(
      number: "4242424242424242", expiryMonth: 12, expiryYear: 2040, cvv: "123", cardholderName: "Ada",
      billingAddress: [.postalCode: "1012 JS", .addressLine1: "Dam 1", .email: "ada@example.com"])
    for text in [card.description, card.debugDescription, "\(card)", String(reflecting: card), dumped(card)] {
      #expect(!text.contains("1012"))
      #expect(!text.contains("Dam 1"))
      #expect(!text.contains("ada@example.com"))
      #expect(!text.contains("4242424242424242"))
    }
  }

  private func dumped(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }
}
