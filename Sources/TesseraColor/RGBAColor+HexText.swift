import TesseraFoundation

extension RGBAColor {
  /// ``hex`` (`#RRGGBB`, or `#RRGGBBAA` when not opaque), written straight
  /// into its bytes: the emitter writes one for every colour token in its
  /// documentation, and the generated support type's own `hex` builds an
  /// array of characters for each.
  package var hexText: String {
    let count = alpha == 255 ? 7 : 9
    return String(unsafeUninitializedCapacity: count) { buffer in
      func put(_ channel: UInt8, at index: Int) {
        buffer[index] = Self.hexDigit(channel >> 4)
        buffer[index + 1] = Self.hexDigit(channel & 0xF)
      }
      buffer[0] = UInt8(ascii: "#")
      put(red, at: 1)
      put(green, at: 3)
      put(blue, at: 5)
      if count == 9 { put(alpha, at: 7) }
      return count
    }
  }

  /// The uppercase hex digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
