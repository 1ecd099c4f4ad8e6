import Testing

@testable import CheckoutComponents

@Suite struct ContactDetailsValidatorTests {
  @Test(arguments: ["name@example.com", "first.last+tag@sub.example.co.uk", " alex@example.org "])
  func acceptsEmailAddresses(_ email: String) {
    #expect(EmailValidator.isValid(email))
  }

  @Test(arguments: [
    "", "name@", "@example.com", "name@example", "name@@example.com", "na me@example.com", "name@-example.com",
    "name@example.c", "name@example..com", "name@example.c0m",
  ])
  func rejectsWhatIsNotAnEmailAddress(_ email: String) {
    #expect(!EmailValidator.isValid(email))
  }

  @Test(arguments: ["+44 20 7946 0958", "(555) 123-4567", "+1-202-555-0143", "0612345678", "1234567"])
  func acceptsPhoneNumbers(_ phone: String) {
    #expect(PhoneValidator.isValid(phone))
  }

  @Test(arguments: ["", "123456", "+1234567890123456", "555-CALL-NOW", "12+3456789", "++441234567", "020.7946.0958"])
  func rejectsWhatIsNotAPhoneNumber(_ phone: String) {
    #expect(!PhoneValidator.isValid(phone))
  }
}
