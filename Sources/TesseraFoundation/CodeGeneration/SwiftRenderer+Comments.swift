extension SwiftRenderer {
  /// Writes a comment, a line per element and a line per line break in
  /// one. Catalog text can hold any line break (`\r`, a `\r\n`, U+2028…);
  /// each one starts a new comment line, so no text can end the comment
  /// and become code, and invisible controls are written as `\u{…}`.
  package mutating func comment(_ comment: SwiftComment) {
    let (marker, lines): (String, [String])
    switch comment {
    case .documentation(let text): (marker, lines) = ("///", text)
    case .line(let text): (marker, lines) = ("//", text)
    }
    Self.commentLines(of: lines) { commentLine(marker, $0) }
  }

  /// Each line of a comment of `texts`, without its marker: a line per
  /// element, and a line per line break in one.
  package static func commentLines(of texts: [String], _ body: (String) -> Void) {
    for text in texts {
      if isOneLine(text) {
        body(text)
        continue
      }
      for part in lines(text) { body(String(part)) }
    }
  }

  /// `marker text` on a line of its own, or the marker alone for no text;
  /// written piece by piece rather than joined first.
  private mutating func commentLine(_ marker: String, _ text: String) {
    write(marker)
    if !text.isEmpty {
      write(" ")
      write(SwiftName.commentText(text))
    }
    newline()
  }

  /// Writes `  // comment` after code on its line, the comment on one line;
  /// nothing for `nil`.
  package mutating func writeTrailingComment(_ text: String?) {
    guard let text else { return }
    write("  // ")
    write(SwiftName.commentText(Self.oneLine(text)))
  }

  /// The lines of `text`, split at every kind of line break.
  package static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.isNewline }
  }

  /// `text` with every line break made a space, for a `//` comment.
  package static func oneLine(_ text: String) -> String {
    isOneLine(text) ? text : lines(text).joined(separator: " ")
  }

  /// Whether `text` holds no line break: none of U+000A–U+000D, U+0085
  /// (`C2 85` in UTF-8), U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`). Other
  /// characters that start with those lead bytes, such as `’` and `€`, are
  /// no line break.
  package static func isOneLine(_ text: String) -> Bool {
    func isOneLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if (0x0A...0x0D).contains(byte) { return false }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return false }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
          return false
        }
        index += 1
      }
      return true
    }
    return text.utf8.withContiguousStorageIfAvailable(isOneLine) ?? Array(text.utf8).withUnsafeBufferPointer(isOneLine)
  }
}
