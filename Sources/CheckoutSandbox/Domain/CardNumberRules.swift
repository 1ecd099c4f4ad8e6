/// What the sandbox checks of a card number, and the only forms of it that it keeps.
///
/// The full number lives in a request's memory while it is checked; what leaves this type is the
/// masked number (first six and last four digits) and the network's identifier.
enum CardNumberRules {
  /// The lengths a card number may have.
  static let lengths = 12...19

  /// Whether `digits` (ASCII digits only) pass the Luhn checksum.
  static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (offset, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue else { return false }
      if offset % 2 == 1 {
        let doubled = digit * 2
        sum += doubled > 9 ? doubled - 9 : doubled
      } else {
        sum += digit
      }
    }
    return sum % 10 == 0
  }

  /// The first six and last four digits, every digit between them replaced by `•`.
  static func masked(_ digits: String) -> String {
    guard digits.count > 10 else { return String(repeating: "•", count: digits.count) }
    let hidden = String(repeating: "•", count: digits.count - 10)
    return String(digits.prefix(6)) + hidden + String(digits.suffix(4))
  }

  /// The network a number's leading digits belong to, by the contract's identifier, or nil when
  /// no range matches. Co-badged schemes the prefix can't tell (Cartes Bancaires) come from the
  /// client's `network` instead.
  static func network(of digits: String) -> String? {
    for range in issuerRanges where range.matches(digits) {
      return range.network
    }
    return nil
  }

  /// Issuer identification ranges, most specific first.
  private static let issuerRanges: [IssuerRange] = [
    IssuerRange("dankort", 5019...5019),
    IssuerRange("hipercard", 606_282...606_282),
    IssuerRange("elo", 636_368...636_368),
    IssuerRange("elo", 504_175...504_175),
    IssuerRange("mir", 2200...2204),
    IssuerRange("discover", 622_126...622_925),
    IssuerRange("amex", 34...34),
    IssuerRange("amex", 37...37),
    IssuerRange("jcb", 3528...3589),
    IssuerRange("diners", 300...305),
    IssuerRange("diners", 3095...3095),
    IssuerRange("diners", 36...36),
    IssuerRange("diners", 38...39),
    IssuerRange("discover", 6011...6011),
    IssuerRange("discover", 644...649),
    IssuerRange("discover", 65...65),
    IssuerRange("unionPay", 62...62),
    IssuerRange("unionPay", 81...81),
    IssuerRange("mastercard", 2221...2720),
    IssuerRange("mastercard", 51...55),
    IssuerRange("maestro", 6304...6304),
    IssuerRange("maestro", 6759...6759),
    IssuerRange("maestro", 6761...6763),
    IssuerRange("maestro", 50...50),
    IssuerRange("maestro", 56...58),
    IssuerRange("visa", 4...4),
  ]
}

/// A range of leading digits that one network issues from.
private struct IssuerRange {
  let network: String
  let prefixes: ClosedRange<Int>
  let prefixLength: Int

  init(_ network: String, _ prefixes: ClosedRange<Int>) {
    self.network = network
    self.prefixes = prefixes
    self.prefixLength = String(prefixes.lowerBound).count
  }

  func matches(_ digits: String) -> Bool {
    guard digits.count >= prefixLength, let prefix = Int(digits.prefix(prefixLength)) else { return false }
    return prefixes.contains(prefix)
  }
}
