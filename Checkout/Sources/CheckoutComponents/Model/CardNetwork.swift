/// A card network (a payment scheme), such as Visa or Mastercard.
///
/// The cases are in the stable order ``CardNetworkDetector`` falls back on
/// when two networks match a card number's leading digits equally well.
/// Each network knows its issuer identification number (IIN) ranges, the
/// lengths its card numbers have, the length of its security code, how its
/// numbers are grouped for display and whether they carry a Luhn check digit.
public enum CardNetwork: String, Sendable, Hashable, CaseIterable {
  /// Visa: numbers of 13, 16 or 19 digits.
  case visa
  /// Mastercard: numbers of 16 digits.
  case mastercard
  /// American Express: numbers of 15 digits, shown 4-6-5, and a 4-digit
  /// security code.
  case amex
  /// Discover: numbers of 16 to 19 digits.
  case discover
  /// Diners Club: numbers of 14 to 19 digits; those of up to 14 are shown 4-6-4.
  case diners
  /// JCB: numbers of 16 to 19 digits.
  case jcb
  /// UnionPay: numbers of 14 to 19 digits, never checked with Luhn, since
  /// some of its numbers fail the check.
  case unionPay
  /// Maestro: numbers of 12 to 19 digits.
  case maestro
  /// Mir, Russia's domestic network: numbers of 16 to 19 digits.
  case mir
  /// Elo, a Brazilian domestic network: numbers of 16 digits.
  case elo
  /// Hipercard, a Brazilian domestic network: numbers of 16 digits.
  case hipercard
  /// France's domestic network. Its cards are co-badged with Visa or
  /// Mastercard, so its IIN ranges are BIN prefixes inside theirs.
  case cartesBancaires
  /// Denmark's domestic debit network.
  case dankort

  /// The network's brand name.
  ///
  /// Brand names are trademarks, written the same way in every language, so
  /// they are data rather than entries of the string catalogs; localized
  /// texts take them as arguments, as in `Strings.CardForm.networkDetected(_:)`.
  public var displayName: String {
    switch self {
    case .visa: "Visa"
    case .mastercard: "Mastercard"
    case .amex: "American Express"
    case .discover: "Discover"
    case .diners: "Diners Club"
    case .jcb: "JCB"
    case .unionPay: "UnionPay"
    case .maestro: "Maestro"
    case .mir: "Mir"
    case .elo: "Elo"
    case .hipercard: "Hipercard"
    case .cartesBancaires: "Cartes Bancaires"
    case .dankort: "Dankort"
    }
  }

  /// The network's position in `allCases`, the order that breaks ties.
  var stableOrder: Int {
    Self.allCases.firstIndex(of: self) ?? Self.allCases.count
  }
}
