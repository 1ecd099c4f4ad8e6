/// Identifiers and bearer secrets made of fresh random bytes.
///
/// Every byte comes from `SystemRandomNumberGenerator`, the operating system's cryptographically
/// secure source, and is written out in base64url without padding, so a value is safe in a URL
/// path and in a header.
enum RandomIdentifier {
  /// A prefix (`ct_`, `tok_`, `pay_`, `cs_`) followed by `byteCount` random bytes.
  static func make(prefix: String, byteCount: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<byteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return prefix + base64URL(bytes)
  }

  /// A client token: `ct_` and 256 random bits.
  static func clientToken() -> String { make(prefix: "ct_", byteCount: 32) }

  /// A single-use card token: `tok_` and 256 random bits.
  static func cardToken() -> String { make(prefix: "tok_", byteCount: 32) }

  /// A session identifier: `cs_` and 128 random bits.
  static func sessionID() -> String { make(prefix: "cs_", byteCount: 16) }

  /// A payment identifier: `pay_` and 128 random bits.
  static func paymentID() -> String { make(prefix: "pay_", byteCount: 16) }

  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

  private static func base64URL(_ bytes: [UInt8]) -> String {
    var output = ""
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let first = UInt32(bytes[index])
      let second = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let third = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let group = first << 16 | second << 8 | third
      let characters = min(4, (bytes.count - index) * 8 / 6 + 1)
      for position in 0..<characters {
        let shift = UInt32(18 - 6 * position)
        output.append(alphabet[Int((group >> shift) & 0x3F)])
      }
      index += 3
    }
    return output
  }
}
