import Testing

@testable import CheckoutComponents

@Suite struct CardNumberTests {
  @Test func keepsOnlyTheDigits() throws {
    let number = try #require(CardNumber("4242-4242 4242 4242"))
    #expect(number.digits == "4242424242424242")
    #expect(number.digitCount == 16)
    #expect(number.networks == [.visa])
  }

  @Test(arguments: ["", "   ", "- -", "4242 4242 x242", "4242.4242"])
  func rejectsTextThatIsNotACardNumber(_ text: String) {
    #expect(CardNumber(text) == nil)
  }

  @Test(arguments: [
    ("378282246310005", "3782 822463 10005"),
    ("30569309025904", "3056 930902 5904"),
    ("4242424242424242", "4242 4242 4242 4242"),
    ("6759649826438453", "6759 6498 2643 8453"),
    ("6799990100000000019", "6799 9901 0000 0000 019"),
    ("37828", "3782 8"),
    ("3782822463", "3782 822463"),
    ("4242424", "4242 424"),
    ("1234567890", "1234 5678 90"),
  ])
  func formatsInTheGroupsOfItsNetwork(_ text: String, _ expected: String) throws {
    #expect(try #require(CardNumber(text)).formatted == expected)
  }

  @Test func offersTheCoBadgedChoice() throws {
    #expect(try #require(CardNumber("4035 5010 0000 0008")).coBadgedNetworks == [.cartesBancaires, .visa])
    #expect(try #require(CardNumber("4242 4242 4242 4242")).coBadgedNetworks == [])
  }

  @Test(arguments: [
    ("4242424242424242", "424242******4242"),
    ("378282246310005", "378282*****0005"),
    ("4222222222222", "422222***2222"),
    ("6799990100000000019", "679999*********0019"),
    ("123456789012", "********9012"),
    ("12345", "*2345"),
    ("1234", "****"),
    ("42", "**"),
  ])
  func masksAllButTheFirstSixAndLastFourDigits(_ text: String, _ expected: String) throws {
    #expect(try #require(CardNumber(text)).masked == expected)
  }
}
