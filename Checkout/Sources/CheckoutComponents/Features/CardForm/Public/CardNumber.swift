/// A card number (PAN) as typed so far, with its candidate networks and its
/// display form.
///
/// The digits themselves stay inside the module. Everything that turns the
/// value into text — `description` (and so string interpolation and
/// `print`), `debugDescription`, and the mirror `dump` and `Mirror` read —
/// shows at most the first six and last four digits, as in
/// `424242******4242`; see ``masked``.
public struct CardNumber: Sendable, Hashable {
  /// The number's digits, ASCII only. Never put into any text.
  let digits: String

  /// The number in `text`. Whitespace and hyphens are ignored; `nil` when
  /// anything else isn't a digit, or when there is no digit at all.
  public init?(_ text: String) {
    guard let digits = DigitText.cardDigits(from: text) else { return nil }
    self.digits = digits
  }

  /// The number of digits.
  public var digitCount: Int { digits.count }

  /// The networks the number can belong to, best match first; see
  /// ``CardNetworkDetector/candidates(forDigits:)``.
  public var networks: [CardNetwork] {
    CardNetworkDetector.matches(forNormalizedDigits: digits).map(\.network)
  }

  /// The networks the customer can choose from when the card is co-badged;
  /// see ``CardNetworkDetector/coBadgedNetworks(forDigits:)``.
  public var coBadgedNetworks: [CardNetwork] {
    CardNetworkDetector.coBadgedNetworks(forNormalizedDigits: digits)
  }

  /// The digits in the groups of the best-matching network, separated by
  /// spaces: `3782 822463 10005` for American Express, `4242 4242 4242 4242`
  /// for Visa. Digits past the network's groups form one more group.
  public var formatted: String {
    let groups = networks.first?.digitGroups(forLength: digits.count) ?? [4, 4, 4, 4, 4]
    var parts: [Substring] = []
    var rest = Substring(digits)
    for size in groups where !rest.isEmpty {
      parts.append(rest.prefix(size))
      rest = rest.dropFirst(size)
    }
    if !rest.isEmpty { parts.append(rest) }
    return parts.joined(separator: " ")
  }

  /// The number with every digit but the first six and last four replaced
  /// by `*`. A number of fewer than 13 digits shows only its last four, and
  /// one of four digits or fewer shows none.
  public var masked: String { Self.mask(digits) }

  /// `digits` masked as ``masked`` describes.
  static func mask(_ digits: String) -> String {
    let count = digits.count
    guard count > 4 else { return String(repeating: "*", count: count) }
    let head = count >= 13 ? 6 : 0
    return String(digits.prefix(head)) + String(repeating: "*", count: count - head - 4) + String(digits.suffix(4))
  }
}

extension CardNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The masked number.
  public var description: String { masked }

  /// The masked number, with the type's name.
  public var debugDescription: String { "CardNumber(\(masked))" }

  /// The masked number and the candidate networks; never the digits.
  public var customMirror: Mirror {
    Mirror(self, children: ["masked": masked, "networks": networks], displayStyle: .struct)
  }
}
