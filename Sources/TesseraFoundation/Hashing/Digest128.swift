/// A 128-bit digest from ``StableHasher``, written as 32 lowercase hex digits.
package struct Digest128: Sendable, Hashable, Codable, CustomStringConvertible {
  package var high: UInt64
  package var low: UInt64

  package init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// `0123456789abcdef0123456789abcdef`.
  package var description: String { Self.hex(high) + Self.hex(low) }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  package init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16),
      let low = UInt64(text.suffix(16), radix: 16)
    else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a digest"))
    }
    self.init(high: high, low: low)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
