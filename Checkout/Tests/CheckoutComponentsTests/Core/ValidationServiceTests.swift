import Foundation
import Testing

@testable import CheckoutComponents

/// 15 June 2025, 12:00 UTC: expiry dates are judged against it.
private let june2025 = Date(timeIntervalSince1970: 1_749_988_800)

@Suite(.injecting(\.clock, { june2025 })) struct ValidationServiceTests {
  private func service(
    billing: [ValidationRulesFactory.BillingField: ValidationRulesFactory.Requirement] = [:],
    accepting networks: Set<CardNetwork> = Set(CardNetwork.allCases)
  ) -> ValidationService {
    ValidationService(configuration: .init(acceptedNetworks: networks, billingFields: billing))
  }

  @Test func anEmptyFormReportsEveryRequiredFieldInOrder() {
    let form = ValidationService.Form()
    let errors = service(billing: [.firstName: .required, .email: .optional, .country: .required]).errors(in: form)
    #expect(
      errors.map(\.field) == [
        .cardNumber, .expiryDate, .cvv, .cardholderName, .billing(.firstName), .billing(.country),
      ])
    #expect(
      errors.map(\.error) == [
        .cardNumberRequired, .expiryRequired, .cvvRequired, .cardholderNameRequired, .firstNameRequired,
        .countryRequired,
      ])
  }

  @Test func aCompleteFormHasNoErrors() {
    let form = ValidationService.Form(
      cardNumber: "3782 822463 10005", expiryDate: "06/25", cvv: "1234", cardholderName: "Zoë O’Brien",
      billing: [.country: "GB", .postalCode: "SW1A 1AA", .state: ""])
    let errors = service(billing: [.country: .required, .postalCode: .required, .state: .optional]).errors(in: form)
    #expect(errors.isEmpty)
  }

  @Test func checksTheSecurityCodeAgainstTheCardsNetwork() {
    var form = ValidationService.Form(cardNumber: "378282246310005", cvv: "123")
    #expect(service().error(for: .cvv, in: form) == .cvvInvalidLength(expected: 4))
    form.cardNumber = "4242424242424242"
    #expect(service().error(for: .cvv, in: form) == nil)
    form.cardNumber = ""
    #expect(service().error(for: .cvv, in: form) == nil)
  }

  @Test func checksTheExpiryAgainstTheInjectedClock() {
    let service = service()
    #expect(service.error(for: .expiryDate, in: .init(expiryDate: "06/25")) == nil)
    #expect(service.error(for: .expiryDate, in: .init(expiryDate: "05/25")) == .expiryInPast)
    #expect(service.error(for: .expiryDate, in: .init(expiryDate: "07/45")) == .expiryTooFar(maximumYears: 20))
  }

  @Test func checksThePostalCodeAndStateAgainstTheBillingCountry() {
    let service = service(billing: [.postalCode: .required, .state: .optional, .country: .required])
    var form = ValidationService.Form(billing: [.country: "US", .postalCode: "SW1A 1AA"])
    #expect(service.error(for: .billing(.postalCode), in: form) == .postalCodeInvalid)
    #expect(service.error(for: .billing(.state), in: form) == .stateRequired)
    form.billing[.country] = "GB"
    #expect(service.error(for: .billing(.postalCode), in: form) == nil)
    #expect(service.error(for: .billing(.state), in: form) == nil)
  }

  @Test func showsOnlyTheConfiguredFields() {
    let service = service(billing: [.postalCode: .required, .state: .optional])
    #expect(
      service.visibleFields(country: "US") == [
        .cardNumber, .expiryDate, .cvv, .cardholderName, .billing(.state), .billing(.postalCode),
      ])
  }

  @Test func usesTheCustomersChoiceForACoBadgedCard() {
    let service = service(accepting: [.visa, .cartesBancaires])
    var form = ValidationService.Form(cardNumber: "4035 5010 0000 0008")
    #expect(service.network(in: form) == .cartesBancaires)
    form.selectedNetwork = .visa
    #expect(service.network(in: form) == .visa)
    #expect(service.error(for: .cardNumber, in: form) == nil)
  }
}
