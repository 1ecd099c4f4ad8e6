/// Checks a card number against the networks a merchant accepts.
///
/// In order: a number is required; it is digits only (spaces and hyphens
/// apart) and starts like some network's numbers; it is incomplete while
/// its network can't be told yet; its network — or, on a co-badged card,
/// one of its networks — is accepted; its length is one its network
/// issues; and, where the network uses one, its Luhn check digit is right.
package enum CardNumberValidator {
  /// What is wrong with the card number `text`, or `nil`.
  ///
  /// On a co-badged card, `selectedNetwork` is the customer's choice;
  /// without one the first accepted network of the choice is used.
  package static func validate(
    _ text: String, acceptedNetworks: Set<CardNetwork>, selectedNetwork: CardNetwork? = nil
  ) -> CardFormValidationError? {
    switch resolve(text, acceptedNetworks: acceptedNetworks, selectedNetwork: selectedNetwork) {
    case .failure(let error):
      return error
    case .success(let card):
      let length = card.digits.count
      guard card.network.isValidLength(length) else {
        return length < card.network.validLengths.upperBound ? .cardNumberIncomplete : .cardNumberInvalid
      }
      if card.network.usesLuhn, !Luhn.isValid(digits: card.digits) { return .cardNumberInvalid }
      return nil
    }
  }

  /// The accepted network `text` would be processed on, or `nil` while it
  /// can't be told or isn't accepted. Its length and check digit aren't
  /// looked at: this is what the security code is checked against.
  package static func network(
    for text: String, acceptedNetworks: Set<CardNetwork>, selectedNetwork: CardNetwork? = nil
  ) -> CardNetwork? {
    try? resolve(text, acceptedNetworks: acceptedNetworks, selectedNetwork: selectedNetwork).get().network
  }

  /// A card number's digits and the network it is processed on.
  private struct ResolvedCard {
    let digits: String
    let network: CardNetwork
  }

  private static func resolve(
    _ text: String, acceptedNetworks: Set<CardNetwork>, selectedNetwork: CardNetwork?
  ) -> Result<ResolvedCard, CardFormValidationError> {
    guard text.contains(where: { !$0.isWhitespace }) else { return .failure(.cardNumberRequired) }
    guard let digits = DigitText.cardDigits(from: text) else { return .failure(.cardNumberInvalid) }
    let matches = CardNetworkDetector.matches(forNormalizedDigits: digits)
    guard let best = matches.first else { return .failure(.cardNumberInvalid) }
    guard best.isComplete else { return .failure(.cardNumberIncomplete) }
    var networks = CardNetworkDetector.coBadgedNetworks(forNormalizedDigits: digits)
    if networks.isEmpty { networks = [best.network] }
    if let selectedNetwork, let index = networks.firstIndex(of: selectedNetwork) {
      networks.insert(networks.remove(at: index), at: 0)
    }
    guard let network = networks.first(where: { acceptedNetworks.contains($0) }) else {
      return .failure(.cardNetworkUnsupported)
    }
    return .success(ResolvedCard(digits: digits, network: network))
  }
}
