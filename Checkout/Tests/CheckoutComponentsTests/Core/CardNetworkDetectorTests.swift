import Testing

@testable import CheckoutComponents

@Suite struct CardNetworkDetectorTests {
  @Test(arguments: [
    ("4242424242424242", [CardNetwork.visa]),
    ("5555555555554444", [.mastercard]),
    ("2223003122003222", [.mastercard]),
    ("378282246310005", [.amex]),
    ("6011111111111117", [.discover]),
    ("30569309025904", [.diners]),
    ("3530111333300000", [.jcb]),
    ("6200000000000005", [.unionPay]),
    ("6759649826438453", [.maestro]),
    ("2200000000000004", [.mir]),
    ("6362970000457013", [.elo]),
    ("5066991111111118", [.elo]),
    ("6062825624254001", [.hipercard]),
    ("5019717010103742", [.dankort]),
  ])
  func detectsEachNetworkFromItsTestCard(_ number: String, _ expected: [CardNetwork]) {
    #expect(CardNetworkDetector.candidates(forDigits: number) == expected)
  }

  @Test func everyTestCardPassesTheLuhnCheck() {
    let numbers = [
      "2223003122003222", "6759649826438453", "2200000000000004", "6362970000457013", "5066991111111118",
      "6062825624254001", "5019717010103742", "4035501000000008", "5555552500001001",
    ]
    #expect(numbers.filter { !Luhn.isValid(digits: $0) } == [])
  }

  @Test(arguments: [
    ("2", [CardNetwork.mastercard, .jcb, .mir]),
    ("22", [.mastercard, .mir]),
    ("220", [.mir]),
    ("222", [.mastercard]),
    ("2221", [.mastercard]),
    ("27", [.mastercard]),
    ("2720", [.mastercard]),
    ("5", [.mastercard, .maestro, .elo, .dankort]),
    ("50", [.maestro, .elo, .dankort]),
    ("3", [.amex, .diners, .jcb, .hipercard]),
    ("35", [.jcb]),
    ("6", [.discover, .unionPay, .maestro, .elo, .hipercard]),
    ("4", [.visa]),
    ("40117", [.visa]),
  ])
  func listsEveryNetworkAPartialNumberCanStillBecome(_ digits: String, _ expected: [CardNetwork]) {
    #expect(CardNetworkDetector.candidates(forDigits: digits) == expected)
  }

  @Test(arguments: ["", "9", "0", "12", "2220", "2721", "3527", "2205"])
  func findsNoCandidateForPrefixesNoNetworkIssues(_ digits: String) {
    #expect(CardNetworkDetector.candidates(forDigits: digits) == [])
  }

  @Test func ranksTheLongerNestedPrefixFirst() {
    #expect(CardNetworkDetector.candidates(forDigits: "401178") == [.elo, .visa])
    #expect(CardNetworkDetector.candidates(forDigits: "6500310000000000") == [.elo, .discover])
    #expect(CardNetworkDetector.candidates(forDigits: "384100") == [.hipercard, .diners])
    #expect(CardNetworkDetector.candidates(forDigits: "38410") == [.diners])
    #expect(CardNetworkDetector.candidates(forDigits: "627780") == [.elo, .unionPay])
  }

  @Test func ignoresSpacesAndHyphensAndRejectsOtherCharacters() {
    #expect(CardNetworkDetector.candidates(forDigits: "3782 822463-10005") == [.amex])
    #expect(CardNetworkDetector.candidates(forDigits: " 4242 ") == [.visa])
    #expect(CardNetworkDetector.candidates(forDigits: "4242a") == [])
    #expect(CardNetworkDetector.candidates(forDigits: "4242.4242") == [])
    #expect(CardNetworkDetector.candidates(forDigits: "- -") == [])
  }

  @Test func readsDecimalDigitsOfOtherScripts() {
    // Arabic-Indic ٣٧ and full-width ３４ are 37 and 34.
    #expect(CardNetworkDetector.candidates(forDigits: "\u{663}\u{667}") == [.amex])
    #expect(CardNetworkDetector.candidates(forDigits: "\u{FF13}\u{FF14}") == [.amex])
  }

  @Test func reportsCartesBancairesBeforeItsPartnerNetwork() {
    #expect(CardNetworkDetector.candidates(forDigits: "4035 5010 0000 0008") == [.cartesBancaires, .visa])
    #expect(CardNetworkDetector.candidates(forDigits: "5555 5525 0000 1001") == [.cartesBancaires, .mastercard])
    #expect(CardNetworkDetector.candidates(forDigits: "4000 0025 0000 1001") == [.cartesBancaires, .visa])
  }

  @Test func offersTheCoBadgedChoiceOnlyForACartesBancairesBIN() {
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "4035 5010 0000 0008") == [.cartesBancaires, .visa])
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "5555552500001001") == [.cartesBancaires, .mastercard])
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "40355010") == [.cartesBancaires, .visa])
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "4035501") == [])
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "4242424242424242") == [])
    #expect(CardNetworkDetector.coBadgedNetworks(forDigits: "5555555555554444") == [])
    #expect(CardNetworkDetector.isCoBadged(digits: "4035501000000008"))
    #expect(!CardNetworkDetector.isCoBadged(digits: "4242424242424242"))
  }

  @Test func hidesCartesBancairesWhileItsBINIsIncomplete() {
    #expect(CardNetworkDetector.candidates(forDigits: "5") == [.mastercard, .maestro, .elo, .dankort])
    #expect(CardNetworkDetector.candidates(forDigits: "5555552") == [.mastercard])
    #expect(CardNetworkDetector.candidates(forDigits: "4035501") == [.visa])
  }
}
