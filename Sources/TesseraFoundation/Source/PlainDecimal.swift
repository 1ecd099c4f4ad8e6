/// Numbers written in catalogs and options: token values, contrast minimums.
package enum PlainDecimal {
  /// A plain decimal: an optional sign, digits, an optional fraction. No
  /// exponents, no `nan` or `inf`, which `Double(_:)` would accept.
  package static func value(of text: some StringProtocol) -> Double? {
    var sawDigit = false
    var sawPoint = false
    for (index, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "0"..."9": sawDigit = true
      case "." where !sawPoint: sawPoint = true
      case "-", "+": if index != 0 { return nil }
      default: return nil
      }
    }
    guard sawDigit, let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }
}
