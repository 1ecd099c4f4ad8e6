extension CardNetwork {
  /// The lengths, in digits, a complete card number of the network has.
  ///
  /// UnionPay issues numbers of 14 to 19 digits, Maestro of 12 to 19 and
  /// JCB of 16 to 19, as `braintree/credit-card-type` lists them.
  var validLengths: ClosedRange<Int> {
    switch self {
    case .amex: 15...15
    case .visa: 13...19
    case .mastercard, .elo, .hipercard, .cartesBancaires, .dankort: 16...16
    case .discover, .jcb, .mir: 16...19
    case .diners: 14...19
    case .unionPay: 14...19
    case .maestro: 12...19
    }
  }

  /// Whether `length` is a length the network issues: Visa issues 13, 16
  /// and 19 digits only, the others every length in ``validLengths``.
  func isValidLength(_ length: Int) -> Bool {
    switch self {
    case .visa: [13, 16, 19].contains(length)
    default: validLengths.contains(length)
    }
  }

  /// The number of digits of the card security code (CVV, CVC or CID).
  var cvvLength: Int {
    self == .amex ? 4 : 3
  }

  /// Whether the last digit is a Luhn check digit. UnionPay issues numbers
  /// that don't pass the check, so its numbers are never rejected by it.
  var usesLuhn: Bool {
    self != .unionPay
  }

  /// The sizes of the digit groups a number of `length` digits is shown in:
  /// 4-6-5 for American Express, 4-6-4 for Diners Club numbers of up to 14
  /// digits, groups of four otherwise (the last one may be shorter).
  func digitGroups(forLength length: Int) -> [Int] {
    switch self {
    case .amex: return [4, 6, 5]
    case .diners where length <= 14: return [4, 6, 4]
    default: return Array(repeating: 4, count: max((length + 3) / 4, 1))
    }
  }
}
