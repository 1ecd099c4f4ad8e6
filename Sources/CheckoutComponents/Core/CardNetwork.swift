/// A card network (a payment scheme), such as Visa or Mastercard.
///
/// The cases are in the stable order ``CardNetworkDetector`` falls back on
/// when two networks match a card number's leading digits equally well.
/// Each network knows its issuer identification number (IIN) ranges, the
/// lengths its card numbers have, the length of its security code, how its
/// numbers are grouped for display and whether they carry a Luhn check digit.
public enum CardNetwork: String, Sendable, Hashable, CaseIterable {
  case visa
  case mastercard
  case amex
  case discover
  case diners
  case jcb
  case unionPay
  case maestro
  case mir
  case elo
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
