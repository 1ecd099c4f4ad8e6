/// A range of issuer identification numbers: the card numbers whose first
/// digits, as many as the bounds have, lie between the bounds.
///
/// Bounds are strings of ASCII digits of equal length, so `"2221"..."2720"`
/// is every number from 2221 to 2720, compared digit by digit. A string
/// literal is a range of one prefix: `"34"`.
struct IINRange: Sendable, Hashable, ExpressibleByStringLiteral {
  /// How typed digits fit a range.
  enum Fit: Sendable, Hashable {
    /// The digits start with a prefix in the range, of this many digits.
    case complete(prefixLength: Int)
    /// The digits are shorter than the prefixes, and some way to go on
    /// typing leads into the range.
    case partial
  }

  let lower: String
  let upper: String

  /// The range from `lower` to `upper`, both included.
  init(_ lower: String, _ upper: String) {
    self.lower = lower
    self.upper = upper
  }

  /// The range of the single prefix `value`.
  init(stringLiteral value: String) {
    self.init(value, value)
  }

  /// The number of digits of the prefixes.
  var prefixLength: Int { lower.utf8.count }

  /// Whether the bounds are digits of one length, in order.
  var isWellFormed: Bool {
    let digits = { (text: String) in !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    return digits(lower) && digits(upper) && upper.utf8.count == prefixLength && lower <= upper
  }

  /// How `digits`, ASCII digits only, fit the range, or `nil` if no
  /// number starting with them is in it.
  func fit(_ digits: String) -> Fit? {
    let typed = digits.utf8.count
    guard typed > 0 else { return nil }
    if typed >= prefixLength {
      let head = String(digits.prefix(prefixLength))
      return lower <= head && head <= upper ? .complete(prefixLength: prefixLength) : nil
    }
    let missing = prefixLength - typed
    let smallest = digits + String(repeating: "0", count: missing)
    let largest = digits + String(repeating: "9", count: missing)
    return smallest <= upper && largest >= lower ? .partial : nil
  }
}
