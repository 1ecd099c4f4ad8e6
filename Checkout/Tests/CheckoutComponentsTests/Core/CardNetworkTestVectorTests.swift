import Testing

@testable import CheckoutComponents

/// The detector against the public card-type detection test vectors of
/// `braintree/credit-card-type` (10.3.0) for the networks the runtime knows,
/// and against its published IIN ranges.
///
/// Where the detector answers differently, the expectation says so: it hides
/// a range nested inside another network's until the whole nested prefix is
/// typed (`"43"` is Visa alone, not Visa or Elo), it keeps the whole 62
/// series UnionPay (`62183` too), it keeps Dankort's `5019` out of Maestro's
/// 50 series, and it knows Hipercard's `384100`, `384140` and `384160`.
@Suite struct CardNetworkTestVectorTests {
  /// Numbers and prefixes that are one network's.
  static let singleNetworkVectors: [(String, [CardNetwork])] = [
    // Visa
    ("411", [.visa]), ("4111111111111111", [.visa]), ("4012888888881881", [.visa]), ("4222222222222", [.visa]),
    ("4462030000000000", [.visa]), ("4484070000000000", [.visa]), ("411111111111111111", [.visa]),
    ("4111111111111111110", [.visa]),
    // Elo, then the network whose range its BIN lies in
    ("431274", [.elo, .visa]), ("451416", [.elo, .visa]), ("457393", [.elo, .visa]), ("401178", [.elo, .visa]),
    ("401179", [.elo, .visa]), ("438935", [.elo, .visa]), ("457631", [.elo, .visa]), ("457632", [.elo, .visa]),
    ("4576321111111111", [.elo, .visa]), ("5066991111111118", [.elo]), ("504175", [.elo]),
    ("6277809", [.elo, .unionPay]), ("6277809990229178", [.elo, .unionPay]), ("650033", [.elo, .discover]),
    ("6500331111111111", [.elo, .discover]),
    // Mastercard
    ("2221", [.mastercard]), ("2222", [.mastercard]), ("2223", [.mastercard]), ("2224", [.mastercard]),
    ("2225", [.mastercard]), ("2226", [.mastercard]), ("223", [.mastercard]), ("2239", [.mastercard]),
    ("23", [.mastercard]), ("24", [.mastercard]), ("25", [.mastercard]), ("26", [.mastercard]),
    ("27", [.mastercard]), ("270", [.mastercard]), ("271", [.mastercard]), ("272", [.mastercard]),
    ("2720", [.mastercard]), ("51", [.mastercard]), ("53", [.mastercard]), ("54", [.mastercard]),
    ("55", [.mastercard]), ("5555555555554444", [.mastercard]), ("5454545454545454", [.mastercard]),
    // American Express
    ("34", [.amex]), ("37", [.amex]), ("341", [.amex]), ("34343434343434", [.amex]), ("378282246310005", [.amex]),
    ("371449635398431", [.amex]), ("378734493671000", [.amex]),
    // Diners Club
    ("30", [.diners]), ("300", [.diners]), ("36", [.diners]), ("38", [.diners]), ("39", [.diners]),
    ("30569309025904", [.diners]), ("38520000023237", [.diners]), ("36700102000000", [.diners]),
    ("36148900647913", [.diners]),
    // Discover
    ("6011", [.discover]), ("644", [.discover]), ("645", [.discover]), ("646", [.discover]), ("647", [.discover]),
    ("648", [.discover]), ("649", [.discover]), ("6011000400000000", [.discover]),
    ("6011111111111117", [.discover]), ("6011000990139424", [.discover]),
    // UnionPay; braintree reads 62183 as Maestro, its UnionPay table skipping it
    ("62123456789002", [.unionPay]), ("621234567890003", [.unionPay]), ("6221258812340000", [.unionPay]),
    ("622018111111111111", [.unionPay]), ("6212345678900000003", [.unionPay]), ("6221260000000000", [.unionPay]),
    ("6221260000000000000", [.unionPay]), ("6222000000000000", [.unionPay]), ("6228000000000000", [.unionPay]),
    ("6229250000000000", [.unionPay]), ("6229250000000000000", [.unionPay]), ("6240000000000000", [.unionPay]),
    ("6260000000000000000", [.unionPay]), ("6282000000000000", [.unionPay]), ("6289000000000000000", [.unionPay]),
    ("6221558812340000", [.unionPay]), ("6269992058134322", [.unionPay]), ("8", [.unionPay]),
    ("8100513433325374", [.unionPay]), ("8111700872004845", [.unionPay]), ("8141618644273338", [.unionPay]),
    ("8158163233706018", [.unionPay]), ("8168524506870054", [.unionPay]), ("62183", [.unionPay]),
    // Maestro
    ("56", [.maestro]), ("57", [.maestro]), ("59", [.maestro]), ("67", [.maestro]),
    ("6304000000000000", [.maestro]), ("6799990100000000019", [.maestro]),
    // JCB
    ("1", [.jcb]), ("35", [.jcb]), ("2131", [.jcb]), ("21312", [.jcb]), ("1800", [.jcb]), ("18002", [.jcb]),
    ("3530111333300000", [.jcb]), ("3566002020360505", [.jcb]), ("35308796121637357", [.jcb]),
    ("353445444300732639", [.jcb]), ("3537286818376838569", [.jcb]),
    // Mir
    ("220", [.mir]), ("2200", [.mir]), ("2204", [.mir]), ("22000000000000000", [.mir]),
    ("22049999999999999", [.mir]),
    // Hipercard
    ("6062820524845321", [.hipercard]), ("6062820000", [.hipercard]),
  ]

  @Test(arguments: singleNetworkVectors)
  func detectsThePublicSingleNetworkVectors(_ number: String, _ expected: [CardNetwork]) {
    #expect(CardNetworkDetector.candidates(forDigits: number) == expected)
  }

  /// Prefixes that can still become several networks.
  static let partialVectors: [(String, [CardNetwork])] = [
    ("2", [.mastercard, .jcb, .mir]),
    ("3", [.amex, .diners, .jcb, .hipercard]),
    ("5", [.mastercard, .maestro, .elo, .dankort]),
    ("50", [.maestro, .elo, .dankort]),
    ("6", [.discover, .unionPay, .maestro, .elo, .hipercard]),
    ("60", [.discover, .maestro, .hipercard]),
    ("601", [.discover, .maestro]),
    ("64", [.discover, .maestro]),
    ("606", [.maestro, .hipercard]),
    ("6062", [.maestro, .hipercard]),
    ("63", [.maestro, .elo]),
    ("636", [.maestro, .elo]),
    ("6362", [.maestro, .elo]),
    ("63629", [.maestro, .elo]),
    // Visa's 4 and UnionPay's 62 are complete prefixes: the ranges nested
    // inside them wait for their whole BIN.
    ("4", [.visa]), ("43", [.visa]), ("431", [.visa]), ("4312", [.visa]), ("43127", [.visa]), ("45141", [.visa]),
    ("45739", [.visa]), ("40117", [.visa]), ("43893", [.visa]), ("45763", [.visa]),
    ("62", [.unionPay]), ("627", [.unionPay]), ("6277", [.unionPay]), ("62778", [.unionPay]),
    // So are Discover's 65 and Mastercard's 52.
    ("65", [.discover]), ("655", [.discover]), ("6550", [.discover]), ("65502", [.discover]),
    ("52", [.mastercard]),
  ]

  @Test(arguments: partialVectors)
  func listsTheNetworksAPublicPartialVectorCanStillBecome(_ digits: String, _ expected: [CardNetwork]) {
    #expect(CardNetworkDetector.candidates(forDigits: digits) == expected)
  }

  @Test(arguments: [
    "0", "12", "123", "181", "1802", "221", "222099", "2721", "212", "2132", "306", "31", "32", "33", "7",
  ])
  func findsNoNetworkForThePublicUnknownPrefixes(_ digits: String) {
    #expect(CardNetworkDetector.candidates(forDigits: digits) == [])
  }

  /// Numbers of networks the runtime doesn't know (Naranja, Troy, Verve,
  /// Hiper) are read as the known network whose range they lie in.
  static let unknownNetworkVectors: [(String, [CardNetwork])] = [
    ("589562", [.maestro]), ("5895626292990446", [.maestro]), ("402918", [.visa]), ("527572", [.mastercard]),
    ("9792100000000001", []), ("9792", []), ("6502740000000001", [.discover]), ("650274", [.discover]),
    ("6509230000000000", [.elo, .discover]), ("506099", [.maestro]), ("506127", [.maestro]), ("507865", [.maestro]),
    ("507941", [.maestro]), ("5061001234567890123", [.maestro]), ("6370950000000005", [.maestro]),
    ("637095", [.maestro]), ("637609", [.maestro]), ("63737423", [.maestro]), ("63743358", [.maestro]),
  ]

  @Test(arguments: unknownNetworkVectors)
  func readsNetworksItDoesNotKnowAsTheEnclosingRange(_ number: String, _ expected: [CardNetwork]) {
    #expect(CardNetworkDetector.candidates(forDigits: number) == expected)
  }

  /// The ranges `braintree/credit-card-type` publishes for the networks the
  /// runtime knows, and Hipercard's 384 BINs, as bounds.
  static let publishedRanges: [(CardNetwork, String, String)] = [
    (.visa, "4", "4"),
    (.mastercard, "51", "55"), (.mastercard, "2221", "2229"), (.mastercard, "223", "229"), (.mastercard, "23", "26"),
    (.mastercard, "270", "271"), (.mastercard, "2720", "2720"),
    (.amex, "34", "34"), (.amex, "37", "37"),
    (.diners, "300", "305"), (.diners, "36", "36"), (.diners, "38", "38"), (.diners, "39", "39"),
    (.discover, "6011", "6011"), (.discover, "644", "649"), (.discover, "65", "65"),
    (.jcb, "2131", "2131"), (.jcb, "1800", "1800"), (.jcb, "3528", "3589"),
    (.unionPay, "620", "620"), (.unionPay, "624", "626"), (.unionPay, "62100", "62182"),
    (.unionPay, "62184", "62187"), (.unionPay, "62185", "62197"), (.unionPay, "62200", "62205"),
    (.unionPay, "622010", "622999"), (.unionPay, "622018", "622018"), (.unionPay, "622019", "622999"),
    (.unionPay, "62207", "62209"), (.unionPay, "622126", "622925"), (.unionPay, "623", "626"),
    (.unionPay, "6270", "6270"), (.unionPay, "6272", "6272"), (.unionPay, "6276", "6276"),
    (.unionPay, "627700", "627779"), (.unionPay, "627781", "627799"), (.unionPay, "6282", "6289"),
    (.unionPay, "6291", "6291"), (.unionPay, "6292", "6292"), (.unionPay, "810", "810"),
    (.unionPay, "8110", "8131"), (.unionPay, "8132", "8151"), (.unionPay, "8152", "8163"),
    (.unionPay, "8164", "8171"),
    (.maestro, "493698", "493698"), (.maestro, "500000", "504174"), (.maestro, "504176", "506698"),
    (.maestro, "506779", "508999"), (.maestro, "56", "59"), (.maestro, "63", "63"), (.maestro, "67", "67"),
    (.maestro, "6", "6"),
    (.elo, "401178", "401178"), (.elo, "401179", "401179"), (.elo, "438935", "438935"),
    (.elo, "457631", "457631"), (.elo, "457632", "457632"), (.elo, "431274", "431274"),
    (.elo, "451416", "451416"), (.elo, "457393", "457393"), (.elo, "504175", "504175"),
    (.elo, "506699", "506778"), (.elo, "509000", "509999"), (.elo, "627780", "627780"),
    (.elo, "636297", "636297"), (.elo, "636368", "636368"), (.elo, "650031", "650033"),
    (.elo, "650035", "650051"), (.elo, "650405", "650439"), (.elo, "650485", "650538"),
    (.elo, "650541", "650598"), (.elo, "650700", "650718"), (.elo, "650720", "650727"),
    (.elo, "650901", "650978"), (.elo, "651652", "651679"), (.elo, "655000", "655019"),
    (.elo, "655021", "655058"),
    (.mir, "2200", "2204"),
    (.hipercard, "606282", "606282"), (.hipercard, "384100", "384100"), (.hipercard, "384140", "384140"),
    (.hipercard, "384160", "384160"),
  ]

  @Test(arguments: publishedRanges)
  func detectsBothEndsOfEveryPublishedRange(_ network: CardNetwork, _ lower: String, _ upper: String) {
    for bound in [lower, upper] {
      for fill in ["0", "9"] {
        let number = bound + String(repeating: fill, count: 16 - bound.count)
        #expect(CardNetworkDetector.candidates(forDigits: number).first == network, "\(number)")
      }
    }
  }

  @Test func keepsDankortsBINOutOfMaestrosFiftySeries() {
    #expect(CardNetworkDetector.candidates(forDigits: "501899") == [.maestro])
    #expect(CardNetworkDetector.candidates(forDigits: "5019") == [.dankort])
    #expect(CardNetworkDetector.candidates(forDigits: "501900") == [.dankort])
    #expect(CardNetworkDetector.candidates(forDigits: "501999") == [.dankort])
    #expect(CardNetworkDetector.candidates(forDigits: "502000") == [.maestro])
  }

  /// What a first digit of 2, 3, 5 or 6 can still become.
  static let two: [CardNetwork] = [.mastercard, .jcb, .mir]
  static let three: [CardNetwork] = [.amex, .diners, .jcb, .hipercard]
  static let five: [CardNetwork] = [.mastercard, .maestro, .elo, .dankort]
  static let six: [CardNetwork] = [.discover, .unionPay, .maestro, .elo, .hipercard]

  /// A card typed digit by digit: from each step's length on, until the
  /// next step, the candidates are the step's.
  static let keystrokeVectors: [(String, [(Int, [CardNetwork])])] = [
    (
      "6011111111111117",
      [(1, six), (2, [.discover, .maestro, .hipercard]), (3, [.discover, .maestro]), (4, [.discover])]
    ),
    ("6445644564456445", [(1, six), (2, [.discover, .maestro]), (3, [.discover])]),
    ("6500310000000000", [(1, six), (2, [.discover]), (6, [.elo, .discover])]),
    ("6200000000000005", [(1, six), (2, [.unionPay])]),
    ("6277809990229178", [(1, six), (2, [.unionPay]), (6, [.elo, .unionPay])]),
    (
      "6062825624254001",
      [(1, six), (2, [.discover, .maestro, .hipercard]), (3, [.maestro, .hipercard]), (6, [.hipercard])]
    ),
    ("6362970000457013", [(1, six), (2, [.maestro, .elo]), (6, [.elo])]),
    ("6304000000000000", [(1, six), (2, [.maestro, .elo]), (3, [.maestro])]),
    ("6759649826438453", [(1, six), (2, [.maestro])]),
    ("6000000000000000", [(1, six), (2, [.discover, .maestro, .hipercard]), (3, [.maestro])]),
    ("5018000000000009", [(1, five), (2, [.maestro, .elo, .dankort]), (3, [.maestro, .dankort]), (4, [.maestro])]),
    ("5019717010103742", [(1, five), (2, [.maestro, .elo, .dankort]), (3, [.maestro, .dankort]), (4, [.dankort])]),
    ("5066991111111118", [(1, five), (2, [.maestro, .elo, .dankort]), (3, [.maestro, .elo]), (6, [.elo])]),
    ("5041750000000000", [(1, five), (2, [.maestro, .elo, .dankort]), (3, [.maestro, .elo]), (6, [.elo])]),
    ("5600000000000000", [(1, five), (2, [.maestro])]),
    ("5555555555554444", [(1, five), (2, [.mastercard])]),
    ("2200000000000004", [(1, two), (2, [.mastercard, .mir]), (3, [.mir])]),
    ("2223003122003222", [(1, two), (2, [.mastercard, .mir]), (3, [.mastercard])]),
    ("2131000000000000", [(1, two), (2, [.jcb])]),
    ("1800000000000000", [(1, [.jcb])]),
    ("3530111333300000", [(1, three), (2, [.jcb])]),
    ("378282246310005", [(1, three), (2, [.amex])]),
    ("3841000000000000", [(1, three), (2, [.diners]), (6, [.hipercard, .diners])]),
    ("4011780000000000", [(1, [.visa]), (6, [.elo, .visa])]),
    ("4936980000000000", [(1, [.visa]), (6, [.maestro, .visa])]),
    ("4035501000000008", [(1, [.visa]), (8, [.cartesBancaires, .visa])]),
    ("8100513433325374", [(1, [.unionPay])]),
  ]

  @Test(arguments: keystrokeVectors)
  func followsACardKeystrokeByKeystroke(_ number: String, _ steps: [(Int, [CardNetwork])]) {
    for length in 1...number.count {
      let typed = String(number.prefix(length))
      let expected = steps.last { $0.0 <= length }?.1 ?? []
      #expect(CardNetworkDetector.candidates(forDigits: typed) == expected, "\(typed)")
    }
  }

  @Test func theCatchAllDoesNotCallACardOfAnotherNetworkUnsupportedWhileItIsTyped() {
    let discover = Set([CardNetwork.discover])
    for length in 1...3 {
      let typed = String("6011111111111117".prefix(length))
      #expect(CardNumberValidator.validate(typed, acceptedNetworks: discover) == .cardNumberIncomplete, "\(typed)")
    }
    #expect(CardNumberValidator.validate("6011111111111117", acceptedNetworks: discover) == nil)
    #expect(CardNumberValidator.validate("600", acceptedNetworks: discover) == .cardNetworkUnsupported)
    #expect(CardNumberValidator.validate("6759649826438453", acceptedNetworks: [.maestro]) == nil)
    #expect(CardNumberValidator.validate("6799990100000000019", acceptedNetworks: [.maestro]) == nil)
  }
}
