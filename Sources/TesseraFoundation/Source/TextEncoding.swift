/// Byte-order marks, the transcoding XML files need before parsing, and the
/// byte-level checks every parser shares.
package enum TextEncoding {
  /// The file as UTF-8 without a byte-order mark, and whether it was
  /// transcoded from UTF-16 (so its encoding declaration must be ignored).
  package static func xmlUTF8(_ bytes: [UInt8]) -> (bytes: [UInt8], transcoded: Bool) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return (Array(bytes.dropFirst(3)), false)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (utf16ToUTF8(bytes.dropFirst(2), bigEndian: false), true)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (utf16ToUTF8(bytes.dropFirst(2), bigEndian: true), true)
    }
    return (bytes, false)
  }

  /// Decodes UTF-16 code units; ill-formed sequences become U+FFFD.
  package static func utf16ToUTF8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
    Array(String(decoding: utf16Units(bytes, bigEndian: bigEndian), as: UTF16.self).utf8)
  }

  /// Pairs of bytes as UTF-16 code units; an odd last byte is dropped.
  package static func utf16Units(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt16] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    return units
  }

  /// The offset of the first byte that breaks UTF-8, or `nil` if all is well.
  /// Overlong forms, surrogates and values past U+10FFFF are invalid.
  package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }
  }

  /// The offset in `buffer` of the first byte that breaks UTF-8, or `nil`.
  package static func firstInvalidUTF8Offset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = buffer.count
    while index < count {
      // Eight ASCII bytes at a time: most catalogs are mostly ASCII.
      if index + 8 <= count, let base = buffer.baseAddress {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let high = word & 0x8080_8080_8080_8080
        if high == 0 {
          index += 8
          continue
        }
        // Skip the ASCII bytes before the first non-ASCII one.
        index += high.trailingZeroBitCount >> 3
      }
      let lead = buffer[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = buffer[index + 1]
      guard second >= lower, second <= upper else { return index }
      var offset = 2
      while offset < length {
        guard buffer[index + offset] & 0xC0 == 0x80 else { return index }
        offset += 1
      }
      index += length
    }
    return nil
  }

  /// `value` in hexadecimal, zero-padded to `digits`: `hex(0x1B)` is `001B`,
  /// as `U+001B` and the `\U001B`/`\u001b` escapes write it.
  package static func hex(_ value: UInt32, digits: Int = 4, uppercase: Bool = true) -> String {
    let text = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// The value of an ASCII hexadecimal digit, either case.
  package static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
