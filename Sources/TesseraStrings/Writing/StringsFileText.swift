import TesseraFoundation

/// A `.strings` file's bytes as UTF-8 text, with how to encode edited text
/// back the way the file was: UTF-8 (with its byte-order mark if it had
/// one), or UTF-16 with its byte-order mark in the same byte order.
///
/// Offsets and locations in the text are those ``StringsFileParser``
/// reports, so a statement it found can be edited in place.
package struct StringsFileText: Sendable {
  /// How the file was encoded.
  package enum Encoding: Sendable, Hashable {
    case utf8(byteOrderMark: Bool)
    case utf16(bigEndian: Bool)
  }

  /// The text, UTF-8, without a byte-order mark.
  package let utf8: [UInt8]
  package let encoding: Encoding
  /// The text's line starts, found once for every ``offset(of:)``.
  private let lines: SourceText

  /// The text of `bytes`, or `nil` when they are not text a `.strings` file
  /// may hold (the parser reports why).
  package init?(_ bytes: [UInt8]) {
    guard case .success(let utf8) = StringsEncoding.utf8(bytes) else { return nil }
    self.utf8 = utf8
    lines = SourceText(displayPath: "", bytes: utf8)
    if bytes.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16(bigEndian: false)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16(bigEndian: true)
    } else {
      encoding = .utf8(byteOrderMark: bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }
  }

  /// The byte offset of `location` in ``utf8``.
  package func offset(of location: SourceLocation) -> Int? {
    guard let start = lines.offset(ofLine: location.line) else { return nil }
    let offset = start + location.column - 1
    return offset <= utf8.count ? offset : nil
  }

  /// `text` encoded as this file was.
  package func encode(_ text: [UInt8]) -> [UInt8] {
    switch encoding {
    case .utf8(let byteOrderMark):
      return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + text
    case .utf16(let bigEndian):
      var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
      for unit in String(decoding: text, as: UTF8.self).utf16 {
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
      }
      return bytes
    }
  }

  /// The end of the quoted or unquoted string that starts at `start`: the
  /// offset just past its closing quote, or past its last character.
  package func endOfString(at start: Int) -> Int {
    guard start < utf8.count else { return start }
    let first = utf8[start]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      var index = start + 1
      while index < utf8.count {
        if utf8[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if utf8[index] == first { return index + 1 }
        index += 1
      }
      return utf8.count
    }
    var index = start
    while index < utf8.count, StringsFileParser.isUnquoted(utf8[index]) { index += 1 }
    return index
  }
}
