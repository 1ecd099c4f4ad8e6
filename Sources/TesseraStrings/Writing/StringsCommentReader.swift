import Foundation
import TesseraFoundation

/// Finds the comment written just above each statement of a `.strings`
/// file: the text translators are shown as a note.
///
/// A statement's comment is the `/* … */` block that ends right before its
/// key, with only white space between, or the run of `//` lines right above
/// the key's line. `genstrings` writes the first kind, with the comment of
/// `NSLocalizedString(_:comment:)`.
package enum StringsCommentReader {
  /// The comment before the key that starts at `keyOffset`, trimmed, or
  /// `nil` when there is none.
  package static func comment(beforeKeyAt offset: Int, in text: [UInt8]) -> String? {
    let keyOffset = min(max(offset, 0), text.count)
    var end = keyOffset
    while end > 0, isSpace(text[end - 1]) { end -= 1 }
    if end >= 2, text[end - 2] == UInt8(ascii: "*"), text[end - 1] == UInt8(ascii: "/") {
      guard let open = lastOpening(before: end - 2, in: text) else { return nil }
      return trimmed(text[(open + 2)..<(end - 2)])
    }
    // `//` lines: the key must start its line, and the lines above be comments.
    var lineStart = keyOffset
    while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    guard text[lineStart..<keyOffset].allSatisfy(isSpace) else { return nil }
    var lines: [String] = []
    var cursor = lineStart
    while cursor > 0 {
      let lineEnd = cursor - 1
      var start = lineEnd
      while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      var first = start
      while first < lineEnd, isSpace(text[first]) { first += 1 }
      guard lineEnd - first >= 2, text[first] == UInt8(ascii: "/"), text[first + 1] == UInt8(ascii: "/") else { break }
      lines.insert(trimmed(text[(first + 2)..<lineEnd]), at: 0)
      cursor = start
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// How far back a comment's `/*` is looked for: no comment is longer,
  /// and a stray `*/` before every key can't make reading quadratic.
  package static let maximumCommentLength = 64 * 1024

  /// The `/*` that opens the comment ending at `end`. Comments don't nest,
  /// so a `/*` inside the comment (`use /* with care`) doesn't open it: the
  /// opening is the earliest `/*` with no `*/`, `;` or `"` between it and the
  /// end, which would end a comment or belong to a statement.
  private static func lastOpening(before end: Int, in text: [UInt8]) -> Int? {
    let limit = max(0, end - maximumCommentLength)
    var found: Int?
    var index = end - 1
    while index >= limit {
      let byte = text[index]
      if byte == UInt8(ascii: "/"), index + 1 < end, text[index + 1] == UInt8(ascii: "*") {
        found = index
      } else if found != nil,
        byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\"")
          || (byte == UInt8(ascii: "*") && index + 1 < end && text[index + 1] == UInt8(ascii: "/"))
      {
        break
      }
      index -= 1
    }
    return found
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
