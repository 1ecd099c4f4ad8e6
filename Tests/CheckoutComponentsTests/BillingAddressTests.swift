import Foundation
import Testing

@testable import CheckoutComponents

/// The billing address reaches tokenization: exactly the fields the form
/// showed and the customer filled in, the country starting as the session's
/// customer country, and never in a description.
@Suite struct BillingAddressTests {
  static func checkout(
    required: Set<ValidationRulesFactory.BillingField>, customerCountry: String?,
    merchant: [CardFormField: CardFormFieldRequirement] = [:]
  ) async throws -> (DefaultCheckoutScope, MockRepositories) {
    let session = SessionConfiguration(
      amount: 1250, currency: "EUR", locale: "en", orderID: "o1", customerCountry: customerCountry, methods: [.card],
      card: CardSettings(acceptedNetworks: [.visa], requiredBillingFields: required, customerCountry: customerCountry))
    let repositories = MockRepositories(session: session)
    var configuration = try CheckoutConfiguration.forMocks()
    configuration.cardForm.billingAddress = merchant
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
