import CheckoutAssets

extension CardNetwork {
  /// The network in an identifier: snake case, as every identifier of the
  /// catalog is (`cartes_bancaires`).
  public var identifierComponent: String {
    var result = ""
    for character in rawValue {
      if character.isUppercase, !result.isEmpty { result.append("_") }
      result += character.lowercased()
    }
    return result
  }

  /// The button that chooses this network for a co-badged card.
  public var choiceElement: A11yElement {
    A11y.CardForm.networkChoice(network: identifierComponent, networkName: displayName)
  }

  /// The badge that shows this network next to the card number.
  public var badgeElement: A11yElement {
    A11y.CardForm.networkBadge(networkName: displayName)
  }
}
