/// What a complete card number alone says about its card: the networks it can be processed on
/// and the rules of the network that issued it.
///
/// A payment server decides from this, never from what a client says: the sandbox server checks
/// every tokenized card with it, so the runtime that validates a form and the server that prices
/// the payment read one table of IIN ranges, lengths and security-code lengths.
package enum CardIssuance {
  /// The networks the complete number `digits` (ASCII digits only) can be processed on, in the
  /// order a customer is offered them: `[.cartesBancaires, .visa]` for a Cartes Bancaires card with
  /// a Visa number, the one network of any other card, and none when no network issues numbers
  /// that start with these digits.
  package static func networks(ofDigits digits: String) -> [CardNetwork] {
    let coBadged = CardNetworkDetector.coBadgedNetworks(forNormalizedDigits: digits)
    if !coBadged.isEmpty { return coBadged }
    guard let best = CardNetworkDetector.matches(forNormalizedDigits: digits).first, best.isComplete else {
      return []
    }
    return [best.network]
  }

  /// Whether `digits` (ASCII digits only) is a number `issuer` issues: one of its lengths, and
  /// a valid Luhn check digit where the network uses one (UnionPay doesn't).
  package static func isIssued(digits: String, by issuer: CardNetwork) -> Bool {
    guard issuer.isValidLength(digits.utf8.count) else { return false }
    return !issuer.usesLuhn || Luhn.isValid(digits: digits)
  }

  /// The number of digits of the network's security code: 4 for American Express, 3 otherwise.
  package static func securityCodeLength(of network: CardNetwork) -> Int {
    network.cvvLength
  }
}
