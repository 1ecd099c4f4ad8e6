import Testing

@testable import CheckoutComponents

@Suite struct CardholderNameValidatorTests {
  @Test(arguments: [
    "José Álvarez", "Zoë O’Brien", "Seán O'Neill", "Jean-Luc Picard", "Dr. Who", "Łukasz Żółć", "李小龍",
    "Ольга Петрова", "Rene\u{301}e Dupont", "Al", "  Al  ", "Abcdefghijklmnopqrstuvwxyz",
  ])
  func acceptsNamesOfAnyScriptWithDiacritics(_ name: String) {
    #expect(CardholderNameValidator.validate(name) == nil)
  }

  @Test(arguments: [
    "R2D2 Droid", "Agent 007", "A", " A ", "Abcdefghijklmnopqrstuvwxyza", "John_Doe", "john@example.com", "--",
    "Alex 🙂", "Alex\tMorgan",
  ])
  func rejectsWhatCantBeOnACard(_ name: String) {
    #expect(CardholderNameValidator.validate(name) == .cardholderNameInvalid)
  }

  @Test(arguments: ["", "   ", "\n"])
  func requiresAName(_ name: String) {
    #expect(CardholderNameValidator.validate(name) == .cardholderNameRequired)
  }
}
