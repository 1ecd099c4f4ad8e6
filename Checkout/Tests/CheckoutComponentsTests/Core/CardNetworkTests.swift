import Testing

@testable import CheckoutComponents

@Suite struct CardNetworkTests {
  @Test func everyIINRangeIsWellFormed() {
    let malformed = CardNetwork.allCases.flatMap { network in
      (network.iinRanges + network.fallbackIINRanges).filter { !$0.isWellFormed }.map {
        "\(network): \($0.lower)...\($0.upper)"
      }
    }
    #expect(malformed == [])
    #expect(CardNetwork.allCases.allSatisfy { !$0.iinRanges.isEmpty })
  }

  @Test func everyCartesBancairesBINLiesInsideItsPartnersRanges() {
    for bin in CartesBancairesBIN.table {
      let fits = bin.partner.iinRanges.contains { range in
        if case .complete = range.fit(bin.prefix.lower) { return true }
        return false
      }
      #expect(fits, "\(bin.prefix.lower) is not a \(bin.partner) BIN")
    }
  }

  @Test func rangesMatchCompletelyPartiallyOrNotAtAll() {
    let mastercard2Series = IINRange("2221", "2720")
    #expect(mastercard2Series.fit("2") == .partial)
    #expect(mastercard2Series.fit("222") == .partial)
    #expect(mastercard2Series.fit("2220") == nil)
    #expect(mastercard2Series.fit("2221") == .complete(prefixLength: 4))
    #expect(mastercard2Series.fit("27209999") == .complete(prefixLength: 4))
    #expect(mastercard2Series.fit("273") == nil)
    #expect(mastercard2Series.fit("") == nil)
  }

  @Test func knowsTheLengthsEachNetworkIssues() {
    #expect(CardNetwork.amex.isValidLength(15))
    #expect(!CardNetwork.amex.isValidLength(16))
    #expect([12, 13, 14, 15, 16, 17, 18, 19, 20].filter(CardNetwork.visa.isValidLength) == [13, 16, 19])
    #expect((10...20).filter(CardNetwork.diners.isValidLength) == Array(14...19))
    #expect((10...20).filter(CardNetwork.unionPay.isValidLength) == Array(14...19))
    #expect((10...20).filter(CardNetwork.jcb.isValidLength) == Array(16...19))
    #expect((10...20).filter(CardNetwork.mir.isValidLength) == Array(16...19))
    #expect((10...20).filter(CardNetwork.maestro.isValidLength) == Array(12...19))
    #expect((10...20).filter(CardNetwork.mastercard.isValidLength) == [16])
  }

  @Test func securityCodesHaveFourDigitsOnlyForAmericanExpress() {
    let lengths = Dictionary(uniqueKeysWithValues: CardNetwork.allCases.map { ($0, $0.cvvLength) })
    #expect(lengths[.amex] == 4)
    #expect(lengths.filter { $0.key != .amex }.values.allSatisfy { $0 == 3 })
  }

  @Test func onlyUnionPaySkipsTheLuhnCheck() {
    #expect(CardNetwork.allCases.filter { !$0.usesLuhn } == [.unionPay])
  }

  @Test func groupsDigitsPerNetwork() {
    #expect(CardNetwork.amex.digitGroups(forLength: 15) == [4, 6, 5])
    #expect(CardNetwork.diners.digitGroups(forLength: 14) == [4, 6, 4])
    #expect(CardNetwork.diners.digitGroups(forLength: 16) == [4, 4, 4, 4])
    #expect(CardNetwork.maestro.digitGroups(forLength: 19) == [4, 4, 4, 4, 4])
    #expect(CardNetwork.visa.digitGroups(forLength: 13) == [4, 4, 4, 4])
  }

  @Test func hasItsBrandNameAndAStableRawValue() {
    #expect(CardNetwork.amex.displayName == "American Express")
    #expect(CardNetwork.cartesBancaires.displayName == "Cartes Bancaires")
    #expect(CardNetwork.diners.displayName == "Diners Club")
    #expect(CardNetwork.unionPay.rawValue == "unionPay")
    #expect(CardNetwork(rawValue: "mir") == .mir)
    #expect(Set(CardNetwork.allCases.map(\.displayName)).count == CardNetwork.allCases.count)
  }
}
