/// The elements of an array literal laid out an element a line, each
/// written as the bytes of its line as it is added: `value,  // comment`.
///
/// ``SwiftExpression/arrayLines(_:)`` prints them exactly as
/// ``SwiftExpression/array(_:layout:)`` prints the same elements laid out
/// ``SwiftCollectionLayout/elementPerLine``, each indented at the depth it
/// lands at. A catalog's arrays of values hold an element per token, so no
/// element is kept as a model: one array of bytes holds them all.
struct SwiftArrayLines: Sendable {
  /// Each element's line without its indentation, ending in a newline.
  private(set) var text: [UInt8] = []
  /// The number of elements.
  private(set) var count = 0

  init() {}

  /// Adds `literal`, with `comment` after it on its line.
  mutating func append(_ literal: SwiftLiteral, comment: String?) {
    appendValue(literal)
    if let comment { appendComment(comment) }
    text.append(UInt8(ascii: "\n"))
  }

  /// Adds `literal`, with a comment of `parts` joined by `separator` (an
  /// ASCII byte), then `suffix`: the same line as ``append(_:comment:)``
  /// with that comment, whose text is never made when it needs no escape.
  mutating func append(_ literal: SwiftLiteral, commentJoining parts: [String], separator: UInt8, suffix: String = "") {
    append(
      literal,
      commentWrittenBy: { text in
        for (index, part) in parts.enumerated() {
          if index > 0 { text.append(separator) }
          text.appendUTF8(of: part)
        }
      }, suffix: suffix)
  }

  /// Adds `literal`, with a comment of what `write` appends, then `suffix`:
  /// as ``append(_:commentJoining:separator:suffix:)``, for a comment's
  /// text that lies elsewhere as bytes.
  mutating func append(_ literal: SwiftLiteral, commentWrittenBy write: (inout [UInt8]) -> Void, suffix: String = "") {
    appendValue(literal)
    text.append(contentsOf: Self.commentMarker)
    let start = text.count
    write(&text)
    text.appendUTF8(of: suffix)
    if !text.isPlainComment(from: start) {
      // Made as text and escaped as ``append(_:comment:)`` escapes it.
      let comment = String(decoding: text[start...], as: UTF8.self)
      text.removeSubrange((start - Self.commentMarker.count)...)
      appendComment(comment)
    }
    text.append(UInt8(ascii: "\n"))
  }

  /// The elements in runs of at most `size` (the last may be shorter), each
  /// as its own lines: the same text, cut between lines.
  func chunks(of size: Int) -> [SwiftArrayLines] {
    guard count > size, size > 0 else { return [self] }
    var result: [SwiftArrayLines] = []
    var chunk = SwiftArrayLines()
    var start = 0
    for index in text.indices where text[index] == UInt8(ascii: "\n") {
      chunk.count += 1
      if chunk.count == size {
        chunk.text = Array(text[start...index])
        result.append(chunk)
        chunk = SwiftArrayLines()
        start = index + 1
      }
    }
    if chunk.count > 0 {
      chunk.text = Array(text[start...])
      result.append(chunk)
    }
    return result
  }

  /// What stands between an element's comma and its comment.
  private static let commentMarker = Array("  // ".utf8)

  private mutating func appendValue(_ literal: SwiftLiteral) {
    count += 1
    text.appendUTF8(of: SwiftRenderer.text(of: literal))
    text.append(UInt8(ascii: ","))
  }

  /// `  // comment`, as ``SwiftRenderer/writeTrailingComment(_:)`` writes it.
  private mutating func appendComment(_ comment: String) {
    text.append(contentsOf: Self.commentMarker)
    text.appendUTF8(of: SwiftName.commentText(SwiftRenderer.oneLine(comment)))
  }
}
