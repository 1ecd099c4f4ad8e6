import Testing

@testable import CheckoutComponents

@Suite struct LuhnTests {
  @Test(arguments: [
    "79927398713", "4242424242424242", "5555555555554444", "378282246310005", "6011111111111117",
    "30569309025904", "3530111333300000", "2200000000000004", "0",
  ])
  func acceptsNumbersWithTheRightCheckDigit(_ digits: String) {
    #expect(Luhn.isValid(digits: digits))
  }

  @Test(arguments: ["79927398710", "79927398711", "4242424242424241", "5555555555554445", "378282246310006"])
  func rejectsNumbersWithAWrongCheckDigit(_ digits: String) {
    #expect(!Luhn.isValid(digits: digits))
  }

  @Test func rejectsEmptyInputAndNonDigits() {
    #expect(!Luhn.isValid(digits: ""))
    #expect(!Luhn.isValid(digits: "4242 4242 4242 4242"))
    #expect(!Luhn.isValid(digits: "42424242424242a2"))
  }

  @Test func doublesEverySecondDigitFromTheRight() {
    // 18: 8 + (1 × 2) = 10; 81: 1 + (8 × 2 − 9) = 8.
    #expect(Luhn.isValid(digits: "18"))
    #expect(!Luhn.isValid(digits: "81"))
    #expect(Luhn.isValid(digits: "59"))  // 9 + (5 × 2 − 9) = 10
  }
}
