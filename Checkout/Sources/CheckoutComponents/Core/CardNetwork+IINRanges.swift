extension CardNetwork {
  /// The issuer identification number ranges of the network's card numbers.
  ///
  /// Sources, per network:
  /// - Visa `4`; Mastercard `51`–`55` and its 2-series `2221`–`2720`;
  ///   American Express `34`, `37`; Discover `6011`, `644`–`649`, `65`;
  ///   Diners Club `300`–`305`, `36`, `38`–`39`; JCB `3528`–`3589` and its
  ///   older `1800` and `2131`; Mir `2200`–`2204` (NSPK): ISO/IEC 7812
  ///   registrations as the networks publish them, and the same ranges as
  ///   `braintree/credit-card-type` 10.3.0 carries them.
  /// - UnionPay `62`, `81`: the series registered to China UnionPay. Every
  ///   UnionPay range `braintree/credit-card-type` lists (`620`, `624`–`626`,
  ///   `62100`–`62182`, `622126`–`622925`, `6282`–`6289`, `810`,
  ///   `8110`–`8171`, …) lies inside them, so they aren't listed one by one.
  ///   That table leaves `62183` out, which it then reads as Maestro; here the
  ///   whole 62 series stays UnionPay.
  /// - Maestro: its registered prefixes `5018`, `5020`, `5038`, `5893`,
  ///   `6304`, `6759` and `6761`–`6763`; from `braintree/credit-card-type`,
  ///   `493698` and the 50 series `500000`–`504174`, `504176`–`506698`,
  ///   `506779`–`508999`, which leave out Elo's `504175` and
  ///   `506699`–`506778`. `501900`–`501999` is left out too: it is Dankort's
  ///   `5019`, which a six-digit Maestro range would otherwise outrank. The
  ///   catch-all `56`–`59`, `63`, `67` and `6` of that table are
  ///   ``fallbackIINRanges``.
  /// - Elo: Elo's published BIN table, as `braintree/credit-card-type` carries it.
  /// - Hipercard: `606282`, as `braintree/credit-card-type` carries it, and
  ///   `384100`, `384140`, `384160` from Brazilian acquirers' BIN lists.
  /// - Dankort: `5019` (Nets).
  /// - Cartes Bancaires: the prefixes of ``CartesBancairesBIN``.
  ///
  /// Some ranges sit inside another network's (Elo's `401178` and Maestro's
  /// `493698` inside Visa's `4`, Hipercard's `384100` inside Diners Club's
  /// `38`, Elo's `627780` inside UnionPay's `62`); ``CardNetworkDetector``
  /// ranks the longer prefix first.
  var iinRanges: [IINRange] {
    switch self {
    case .visa: ["4"]
    case .mastercard: [IINRange("51", "55"), IINRange("2221", "2720")]
    case .amex: ["34", "37"]
    case .discover: ["6011", IINRange("644", "649"), "65"]
    case .diners: [IINRange("300", "305"), "36", IINRange("38", "39")]
    case .jcb: ["1800", "2131", IINRange("3528", "3589")]
    case .unionPay: ["62", "81"]
    case .maestro: Self.maestroRanges
    case .mir: [IINRange("2200", "2204")]
    case .elo: Self.eloRanges
    case .hipercard: ["606282", "384100", "384140", "384160"]
    case .cartesBancaires: CartesBancairesBIN.table.map(\.prefix)
    case .dankort: ["5019"]
    }
  }

  /// Broad ranges the network holds only where no other network's
  /// ``iinRanges`` reach: Maestro's `56`–`59`, `63`, `67` and the rest of
  /// the 6 series, the catch-all ranges of `braintree/credit-card-type`.
  ///
  /// ``CardNetworkDetector`` counts a number in one of them as the network's
  /// only when no other network's range fits it, and as one that could
  /// still be the network's while other ranges fit it only partially. So a
  /// Discover `6011` card is never also offered as Maestro, and `"6"` can
  /// still become Discover, UnionPay, Elo or Hipercard.
  var fallbackIINRanges: [IINRange] {
    switch self {
    case .maestro: [IINRange("56", "59"), "63", "67", "6"]
    default: []
    }
  }

  /// Maestro's ranges; see ``iinRanges``.
  private static let maestroRanges: [IINRange] = [
    "493698", IINRange("500000", "501899"), IINRange("502000", "504174"), IINRange("504176", "506698"),
    IINRange("506779", "508999"), "5018", "5020", "5038", "5893", "6304", "6759", IINRange("6761", "6763"),
  ]

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
