extension CardNetwork {
  /// The issuer identification number ranges of the network's card numbers.
  ///
  /// Sources: ISO/IEC 7812 registrations as the networks publish them
  /// (Visa, Mastercard including its 2-series, American Express, Discover
  /// Global Network for Discover and Diners Club, JCB, UnionPay, Maestro,
  /// NSPK for Mir), Elo's and Hipercard's published BIN tables as carried by
  /// `braintree/credit-card-type`, and Nets for Dankort. Some ranges sit inside
  /// another network's (Elo's `401178` inside Visa's `4`, Hipercard's `384100`
  /// inside Diners Club's `38`); ``CardNetworkDetector`` ranks the longer
  /// prefix first. Cartes Bancaires' prefixes come from ``CartesBancairesBIN``.
  var iinRanges: [IINRange] {
    switch self {
    case .visa: ["4"]
    case .mastercard: [IINRange("51", "55"), IINRange("2221", "2720")]
    case .amex: ["34", "37"]
    case .discover: ["6011", IINRange("644", "649"), "65"]
    case .diners: [IINRange("300", "305"), "36", IINRange("38", "39")]
    case .jcb: [IINRange("3528", "3589")]
    case .unionPay: ["62", "81"]
    case .maestro: ["5018", "5020", "5038", "5893", "6304", "6759", IINRange("6761", "6763")]
    case .mir: [IINRange("2200", "2204")]
    case .elo: Self.eloRanges
    case .hipercard: ["606282", "384100", "384140", "384160"]
    case .cartesBancaires: CartesBancairesBIN.table.map(\.prefix)
    case .dankort: ["5019"]
    }
  }

  /// Elo's BINs, from Elo's published table.
  private static let eloRanges: [IINRange] = [
    "401178", "401179", "431274", "438935", "451416", "457393", "457631", "457632", "504175",
    IINRange("506699", "506778"), IINRange("509000", "509999"), "627780", "636297", "636368",
    IINRange("650031", "650033"), IINRange("650035", "650051"), IINRange("650405", "650439"),
    IINRange("650485", "650538"), IINRange("650541", "650598"), IINRange("650700", "650718"),
    IINRange("650720", "650727"), IINRange("650901", "650978"), IINRange("651652", "651679"),
    IINRange("655000", "655019"), IINRange("655021", "655058"),
  ]
}
