import Foundation
import Testing

@testable import CheckoutComponents

@Suite struct ValidationRulesFactoryTests {
  private func factory(
    accepting networks: Set<CardNetwork> = Set(CardNetwork.allCases),
    billing: [ValidationRulesFactory.BillingField: ValidationRulesFactory.Requirement] = [:],
    cardholderName: ValidationRulesFactory.Requirement = .required
  ) -> ValidationRulesFactory {
    ValidationRulesFactory(
      configuration: .init(acceptedNetworks: networks, cardholderName: cardholderName, billingFields: billing))
  }

  @Test(arguments: [
    ("", CardFormValidationError.cardNumberRequired),
    ("  ", .cardNumberRequired),
    ("4242 4242 4242 4241", .cardNumberInvalid),
    ("4242 4242 4242", .cardNumberIncomplete),
    ("4242 4242 4242 42", .cardNumberIncomplete),
    ("4", .cardNumberIncomplete),
    ("5", .cardNumberIncomplete),
    ("42424242424242424242", .cardNumberInvalid),
    ("3782 822463 100051", .cardNumberInvalid),
    ("1234 5678 1234 5678", .cardNumberInvalid),
    ("4242 4242 x242 4242", .cardNumberInvalid),
  ])
  func rejectsCardNumbersThatCantBeCharged(_ text: String, _ expected: CardFormValidationError) {
    #expect(factory().cardNumberRule()(text) == expected)
  }

  @Test(arguments: [
    "4242 4242 4242 4242", "4222222222222", "5555-5555-5555-4444", "378282246310005", "30569309025904",
    "6759649826438453", "2200000000000004", "6362970000457013", "4035501000000008",
  ])
  func acceptsCompleteCardNumbersWithTheirCheckDigit(_ text: String) {
    #expect(factory().cardNumberRule()(text) == nil)
  }

  @Test func unionPayNumbersAreNotHeldToTheLuhnCheck() {
    #expect(!Luhn.isValid(digits: "6200000000000001"))
    #expect(factory().cardNumberRule()("6200000000000001") == nil)
    #expect(factory().cardNumberRule()("62000000000001") == nil)
    #expect(factory().cardNumberRule()("6200000000001") == .cardNumberIncomplete)
  }

  @Test func rejectsNetworksTheMerchantDoesNotAccept() {
    let rule = factory(accepting: [.visa, .mastercard]).cardNumberRule()
    #expect(rule("378282246310005") == .cardNetworkUnsupported)
    #expect(rule("3782") == .cardNetworkUnsupported)
    #expect(rule("4011780000000000") == .cardNetworkUnsupported)  // Elo, inside Visa's range
    #expect(rule("4242424242424242") == nil)
    #expect(rule("2223003122003222") == nil)
  }

  @Test func aCoBadgedCardIsAcceptedOnEitherOfItsNetworks() {
    #expect(factory(accepting: [.cartesBancaires]).cardNumberRule()("4035501000000008") == nil)
    #expect(factory(accepting: [.visa]).cardNumberRule()("4035501000000008") == nil)
    #expect(factory(accepting: [.mastercard]).cardNumberRule()("4035501000000008") == .cardNetworkUnsupported)
    let both = factory(accepting: [.visa, .cartesBancaires])
    #expect(both.network(forCardNumber: "4035501000000008") == .cartesBancaires)
    #expect(both.network(forCardNumber: "4035501000000008", selectedNetwork: .visa) == .visa)
    #expect(both.network(forCardNumber: "4035501000000008", selectedNetwork: .mastercard) == .cartesBancaires)
    #expect(factory(accepting: [.visa]).network(forCardNumber: "4035501000000008") == .visa)
  }

  @Test func theSecurityCodeRuleFollowsTheNetwork() {
    #expect(factory().cvvRule(network: .amex)("123") == .cvvInvalidLength(expected: 4))
    #expect(factory().cvvRule(network: .visa)("123") == nil)
    #expect(factory().cvvRule(network: nil)("1234") == nil)
  }

  @Test func theCardholderNameIsCheckedAsConfigured() throws {
    #expect(factory(cardholderName: .hidden).cardholderNameRule() == nil)
    let optional = try #require(factory(cardholderName: .optional).cardholderNameRule())
    #expect(optional("") == nil)
    #expect(optional("R2D2") == .cardholderNameInvalid)
    let required = try #require(factory().cardholderNameRule())
    #expect(required("") == .cardholderNameRequired)
    #expect(required("Zoë Müller") == nil)
  }

  @Test func hiddenBillingFieldsHaveNoRule() {
    let rules = factory(billing: [.firstName: .required])
    let withRules = ValidationRulesFactory.BillingField.allCases.filter {
      rules.billingRule(for: $0, country: "GB") != nil
    }
    #expect(withRules == [.firstName])
  }

  @Test func requiredBillingFieldsReportTheirOwnError() {
    var all: [ValidationRulesFactory.BillingField: ValidationRulesFactory.Requirement] = [:]
    for field in ValidationRulesFactory.BillingField.allCases { all[field] = .required }
    let rules = factory(billing: all)
    let errors: [CardFormValidationError?] = ValidationRulesFactory.BillingField.allCases.map { field in
      rules.billingRule(for: field, country: "US")?(" ")
    }
    let expected: [CardFormValidationError?] = [
      .firstNameRequired, .lastNameRequired, .addressLine1Required, nil, .cityRequired, .stateRequired,
      .postalCodeRequired, .countryRequired, .emailRequired, .phoneRequired,
    ]
    #expect(errors == expected)
    #expect(rules.billingRule(for: .addressLine2, country: "US")?("Flat 2") == nil)
  }

  @Test func optionalBillingFieldsMayBeEmptyButAreCheckedWhenFilled() {
    let rules = factory(billing: [.email: .optional, .phone: .optional, .postalCode: .optional])
    #expect(rules.billingRule(for: .email, country: nil)?("") == nil)
    #expect(rules.billingRule(for: .email, country: nil)?("alex@") == .emailInvalid)
    #expect(rules.billingRule(for: .phone, country: nil)?("12") == .phoneInvalid)
    #expect(rules.billingRule(for: .phone, country: nil)?("+31 20 123 4567") == nil)
    #expect(rules.billingRule(for: .postalCode, country: "NL")?("1234 SS") == .postalCodeInvalid)
    #expect(rules.billingRule(for: .postalCode, country: "NL")?("1234 AB") == nil)
  }

  @Test func theStateIsRequiredForUSAddressesOnly() {
    let rules = factory(billing: [.state: .optional])
    #expect(rules.billingRule(for: .state, country: "US")?("") == .stateRequired)
    #expect(rules.billingRule(for: .state, country: "us")?("CA") == nil)
    #expect(rules.billingRule(for: .state, country: "GB")?("") == nil)
    #expect(factory().billingRule(for: .state, country: "US") == nil)
  }
}
