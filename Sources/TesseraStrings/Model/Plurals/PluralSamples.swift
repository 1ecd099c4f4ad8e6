import TesseraFoundation

/// CLDR's sample numbers, expanded: `0~15` is 0 through 15; `0.0~1.5`
/// steps by the last visible digit (0.0, 0.1, … 1.5); `1c6` is a million
/// with a compact exponent of 6.
public enum PluralSamples {
  /// The most numbers one range expands to; CLDR's are far smaller.
  package static let limit = 1_000

  /// The numbers of `sample`, as strings a `PluralOperands` reads; `nil`
  /// for a sample it can't read.
  public static func expand(_ sample: String) -> [String]? {
    let bounds = sample.split(separator: "~", omittingEmptySubsequences: false)
    guard bounds.count <= 2, let first = bounds.first, PluralOperands(decimal: first) != nil else { return nil }
    guard bounds.count == 2 else { return [String(first)] }
    let last = bounds[1]
    guard PluralOperands(decimal: last) != nil, !first.contains("c"), !last.contains("c") else { return nil }
    // Count in units of the last visible digit, keeping that many decimals.
    let decimals = first.split(separator: ".").dropFirst().first?.count ?? 0
    guard decimals == (last.split(separator: ".").dropFirst().first?.count ?? 0), decimals <= 6,
      let low = Int(first.replacingOccurrences(of: ".", with: "")),
      let high = Int(last.replacingOccurrences(of: ".", with: "")), low <= high, high - low < limit
    else { return nil }
    return (low...high).map { scaled in
      guard decimals > 0 else { return String(scaled) }
      let digits = String(repeating: "0", count: max(0, decimals + 1 - String(scaled).count)) + String(scaled)
      return digits.dropLast(decimals) + "." + digits.suffix(decimals)
    }
  }
}
