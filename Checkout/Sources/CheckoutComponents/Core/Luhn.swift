/// The Luhn (mod 10) check digit algorithm of ISO/IEC 7812-1.
enum Luhn {
  /// Whether `digits`, ASCII digits only, end in a valid Luhn check digit.
  /// An empty string, or one with anything but ASCII digits, is not valid.
  static func isValid(digits: String) -> Bool {
    guard !digits.isEmpty else { return false }
    var sum = 0
    for (position, byte) in digits.utf8.reversed().enumerated() {
      guard byte >= 0x30, byte <= 0x39 else { return false }
      var value = Int(byte - 0x30)
      if position % 2 == 1 {
        value *= 2
        if value > 9 { value -= 9 }
      }
      sum += value
    }
    return sum % 10 == 0
  }
}
