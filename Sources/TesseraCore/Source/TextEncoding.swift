/// Byte-order marks and the transcoding XML files need before parsing.
enum TextEncoding {
  /// The file as UTF-8 without a byte-order mark, and whether it was
  /// transcoded from UTF-16 (so its encoding declaration must be ignored).
  static func xmlUTF8(_ bytes: [UInt8]) -> (bytes: [UInt8], transcoded: Bool) {
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
  static func utf16ToUTF8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
    Array(String(decoding: utf16Units(bytes, bigEndian: bigEndian), as: UTF16.self).utf8)
  }

  /// Pairs of bytes as UTF-16 code units; an odd last byte is dropped.
  static func utf16Units(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt16] {
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
}
