/// Finds the card networks a card number can belong to, as it is typed.
///
/// A network is a candidate when some way to go on typing leads into one of
/// its IIN ranges: `"2"` may still become Mastercard (2221–2720), JCB
/// (2131) or Mir (2200–2204), `"2220"` can become none of them. Once the
/// digits start with a complete prefix of some network, candidates that
/// only could still match are dropped: a range nested inside another
/// network's (Elo's `401178` inside Visa's `4`) is reported only when its
/// whole prefix is typed, so `"4"` is Visa alone and `"401178"` is Elo, then
/// Visa. Cartes Bancaires, whose BINs all lie inside Visa's and
/// Mastercard's ranges, is reported only once its whole BIN is typed,
/// before its partner network.
///
/// A network's fallback ranges (Maestro's catch-all 6 series; see
/// `CardNetwork.fallbackIINRanges`) give way to every other network's
/// ranges: `"6"` can still become Discover, UnionPay, Maestro, Elo or
/// Hipercard, `"601"` Discover or Maestro, `"600"` is Maestro, and a Discover
/// `6011` number is Discover alone.
///
/// Candidates are ordered by the length of the prefix they match, longest
/// first, then in the order of `CardNetwork.allCases`. The first candidate
/// of a complete number is its network, unless the card is co-badged; see
/// ``coBadgedNetworks(forDigits:)``.
public enum CardNetworkDetector {
  /// The networks the card number `digits` can belong to, best match first.
  ///
  /// Whitespace and hyphens in `digits` are ignored. Any other character
  /// that isn't a decimal digit, or no digit at all, gives no candidates.
  public static func candidates(forDigits digits: String) -> [CardNetwork] {
    guard let normalized = DigitText.cardDigits(from: digits) else { return [] }
    return matches(forNormalizedDigits: normalized).map(\.network)
  }

  /// The networks a co-badged card can be processed on, for the customer
  /// to choose from: `[.cartesBancaires, .visa]` for a Cartes Bancaires
  /// card with a Visa number, `[.cartesBancaires, .mastercard]` for one
  /// with a Mastercard number, and an empty array for any other card, or
  /// while too few digits are typed to tell.
  public static func coBadgedNetworks(forDigits digits: String) -> [CardNetwork] {
    guard let normalized = DigitText.cardDigits(from: digits) else { return [] }
    return coBadgedNetworks(forNormalizedDigits: normalized)
  }

  /// Whether the card number `digits` belongs to a co-badged card.
  public static func isCoBadged(digits: String) -> Bool {
    !coBadgedNetworks(forDigits: digits).isEmpty
  }

  /// The matches of `digits`, ASCII digits only, in candidate order.
  static func matches(forNormalizedDigits digits: String) -> [NetworkMatch] {
    var best: [CardNetwork: NetworkMatch] = [:]
    for network in CardNetwork.allCases {
      for range in network.iinRanges {
        guard let fit = range.fit(digits) else { continue }
        let match: NetworkMatch
        switch fit {
        case .complete(let length): match = NetworkMatch(network: network, completedPrefixLength: length)
        case .partial:
          // Cartes Bancaires only ever rides on a Visa or Mastercard number.
          if network == .cartesBancaires { continue }
          match = NetworkMatch(network: network, completedPrefixLength: nil)
        }
        best.keepMoreSpecific(match)
      }
    }
    addFallbackMatches(forDigits: digits, to: &best)
    let all = Array(best.values)
    let complete = all.filter(\.isComplete)
    return (complete.isEmpty ? all : complete).sorted { $0.precedes($1) }
  }

  /// Adds the matches of the networks' fallback ranges to `best`, the
  /// matches of their other ranges: a fallback range gives way to every
  /// other network's range. It is no match once another network's prefix
  /// is complete, only a partial one while others fit partially, and
  /// matches as any range does where no other network's range fits.
  private static func addFallbackMatches(forDigits digits: String, to best: inout [CardNetwork: NetworkMatch]) {
    let regular = best
    for network in CardNetwork.allCases {
      let ranges = network.fallbackIINRanges
      guard !ranges.isEmpty else { continue }
      let others = regular.values.filter { $0.network != network }
      guard !others.contains(where: \.isComplete) else { continue }
      for range in ranges {
        guard let fit = range.fit(digits) else { continue }
        let length: Int?
        switch fit {
        case .complete(let prefixLength): length = others.isEmpty ? prefixLength : nil
        case .partial: length = nil
        }
        best.keepMoreSpecific(NetworkMatch(network: network, completedPrefixLength: length))
      }
    }
  }

  /// The co-badged choice for `digits`, ASCII digits only.
  static func coBadgedNetworks(forNormalizedDigits digits: String) -> [CardNetwork] {
    let entry = CartesBancairesBIN.table.first { bin in
      if case .complete = bin.prefix.fit(digits) { return true }
      return false
    }
    guard let entry else { return [] }
    let networks = matches(forNormalizedDigits: digits).map(\.network)
    guard networks.contains(entry.partner) else { return [] }
    return [.cartesBancaires, entry.partner]
  }
}

extension [CardNetwork: NetworkMatch] {
  /// Keeps `match` as its network's match unless the network already has
  /// one at least as specific.
  fileprivate mutating func keepMoreSpecific(_ match: NetworkMatch) {
    if let current = self[match.network], current.specificity >= match.specificity { return }
    self[match.network] = match
  }
}
