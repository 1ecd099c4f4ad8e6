import Testing

@testable import CheckoutComponents

@Suite struct CVVValidatorTests {
  @Test func americanExpressNeedsFourDigits() {
    #expect(CVVValidator.validate("1234", network: .amex) == nil)
    #expect(CVVValidator.validate("123", network: .amex) == .cvvInvalidLength(expected: 4))
    #expect(CVVValidator.validate("12345", network: .amex) == .cvvInvalidLength(expected: 4))
  }

  @Test(arguments: CardNetwork.allCases.filter { $0 != .amex })
  func everyOtherNetworkNeedsThreeDigits(_ network: CardNetwork) {
    #expect(CVVValidator.validate("123", network: network) == nil)
    #expect(CVVValidator.validate("1234", network: network) == .cvvInvalidLength(expected: 3))
    #expect(CVVValidator.validate("12", network: network) == .cvvInvalidLength(expected: 3))
  }

  @Test func anUnknownNetworkTakesThreeOrFourDigits() {
    #expect(CVVValidator.validate("123", network: nil) == nil)
    #expect(CVVValidator.validate("1234", network: nil) == nil)
    #expect(CVVValidator.validate("12", network: nil) == .cvvInvalidLength(expected: 3))
    #expect(CVVValidator.validate("12345", network: nil) == .cvvInvalidLength(expected: 4))
  }

  @Test func requiresDigitsOnly() {
    #expect(CVVValidator.validate("", network: .visa) == .cvvRequired)
    #expect(CVVValidator.validate("  ", network: nil) == .cvvRequired)
    #expect(CVVValidator.validate("12a", network: .visa) == .cvvInvalidLength(expected: 3))
    #expect(CVVValidator.validate("1 23", network: .visa) == .cvvInvalidLength(expected: 3))
    #expect(CVVValidator.validate("12a", network: nil) == .cvvInvalidLength(expected: 3))
    #expect(CVVValidator.validate(" 123 ", network: .visa) == nil)
  }
}
