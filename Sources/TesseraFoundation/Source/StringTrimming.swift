/// Trimming as the catalogs' readers trim: white space, or spaces and tabs, at either end.
extension StringProtocol {
  /// The text without Unicode white space at either end.
  package var trimmingWhitespace: String {
    // ASCII's white space is tab, the line breaks and space.
    trimming(ascii: { $0 == 0x20 || (0x09...0x0D).contains($0) }, scalar: { $0.properties.isWhitespace })
  }

  /// The text without the spaces and tabs at either end, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims it, without its round
  /// trip through NSString. Foundation's set is CoreFoundation's: tab,
  /// space, U+00A0, U+1680, U+2000 to U+200B (the zero-width space too),
  /// U+202F, U+205F and U+3000.
  package var trimmingSpacesAndTabs: String {
    trimming(ascii: { $0 == 0x20 || $0 == 0x09 }, scalar: Self.isFoundationSpace)
  }

  /// Whether `scalar` is in Foundation's `.whitespaces`.
  private static func isFoundationSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// The text without the characters at either end that `scalar` calls
  /// space: ASCII text byte by byte (`ascii` must agree with `scalar` on
  /// ASCII), anything else by Unicode scalar.
  private func trimming(ascii: (UInt8) -> Bool, scalar isSpace: (Unicode.Scalar) -> Bool) -> String {
    let fast = utf8.withContiguousStorageIfAvailable { bytes -> String? in
      for byte in bytes where byte >= 0x80 { return nil }
      var start = 0
      var end = bytes.count
      while start < end, ascii(bytes[start]) { start += 1 }
      while end > start, ascii(bytes[end - 1]) { end -= 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if let fast, let trimmed = fast { return trimmed }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[start...end]))
  }
}
