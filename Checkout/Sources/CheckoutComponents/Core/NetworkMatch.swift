/// How well a card number's leading digits match one card network.
struct NetworkMatch: Sendable, Hashable {
  let network: CardNetwork
  /// The number of digits of the longest IIN prefix of the network that the
  /// digits complete, or `nil` when the digits are shorter than any such
  /// prefix and only could still lead into one of the network's ranges.
  let completedPrefixLength: Int?

  /// Whether the digits already start with one of the network's prefixes.
  var isComplete: Bool { completedPrefixLength != nil }

  /// How specific the match is: the length of the completed prefix, or 0.
  var specificity: Int { completedPrefixLength ?? 0 }

  /// Whether `self` goes before `other`: the more specific match first,
  /// then the network that comes first in `CardNetwork.allCases`.
  func precedes(_ other: NetworkMatch) -> Bool {
    if specificity != other.specificity { return specificity > other.specificity }
    return network.stableOrder < other.network.stableOrder
  }
}
