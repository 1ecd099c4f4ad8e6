/// Numbers written in catalogs and options: token values, contrast minimums.
package enum PlainDecimal {
  /// A plain decimal: an optional sign, digits, an optional fraction. No
  /// exponents, no `nan` or `inf`, which `Double(_:)` would accept.
  ///
  /// Not generic: the token readers, in another module, call it for every number, and a generic call from
  /// there runs unspecialized.
  package static func value(of text: String) -> Double? {
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
    guard sawDigit, let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
