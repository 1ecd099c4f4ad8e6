/// The elements of an array literal laid out an element a line, each
/// written as the bytes of its line as it is added: `value,  // comment`.
///
/// ``SwiftExpression/arrayLines(_:)`` prints them exactly as
/// ``SwiftExpression/array(_:layout:)`` prints the same elements laid out
/// ``SwiftCollectionLayout/elementPerLine``, each indented at the depth it
/// lands at. A catalog's arrays of values hold an element per token, so no
/// element is kept as a model: one array of bytes holds them all.
package struct SwiftArrayLines: Sendable {
  /// Each element's line without its indentation, ending in a newline.
  package private(set) var text: [UInt8] = []
  /// The number of elements.
  package private(set) var count = 0
  /// The lines holding more than one element (by line number, from 0),
  /// with how many more: every other line holds one.
  private var wideLines: [(line: Int, extra: Int)] = []
  /// The number of lines.
  private var lines = 0

  package init() {}

  /// `integers` written `perLine` to a line, with no comments: for an array
  /// of indexes whose elements the array of values beside it names.
  package init(packing integers: ArraySlice<Int>, perLine: Int) {
    let perLine = max(perLine, 1)
    var column = 0
    for integer in integers {
      if column > 0 { text.append(UInt8(ascii: " ")) }
      text.appendUTF8(of: String(integer))
      text.append(UInt8(ascii: ","))
      column += 1
      if column == perLine {
        endLine(holding: column)
        column = 0
      }
    }
    if column > 0 { endLine(holding: column) }
    count = integers.count
  }

  /// Adds `literal`, with `comment` after it on its line.
  package mutating func append(_ literal: SwiftLiteral, comment: String?) {
    appendValue(literal)
    if let comment { appendComment(comment) }
    endLine()
  }

  /// Adds `literals` on one line, with a comment of what `write` appends:
  /// the values of one token that are read together.
  package mutating func append(_ literals: [SwiftLiteral], commentWrittenBy write: (inout [UInt8]) -> Void) {
    guard let last = literals.last else { return }
    for literal in literals.dropLast() {
      appendValue(literal)
      text.append(UInt8(ascii: " "))
    }
    append(last, commentWrittenBy: write, suffix: "", elements: literals.count)
  }

  /// Adds `literal`, with a comment of `parts` joined by `separator` (an
  /// ASCII byte), then `suffix`: the same line as ``append(_:comment:)``
  /// with that comment, whose text is never made when it needs no escape.
  package mutating func append(
    _ literal: SwiftLiteral, commentJoining parts: [String], separator: UInt8, suffix: String = ""
  ) {
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
  package mutating func append(
    _ literal: SwiftLiteral, commentWrittenBy write: (inout [UInt8]) -> Void, suffix: String = ""
  ) {
    append(literal, commentWrittenBy: write, suffix: suffix, elements: 1)
  }

  /// Adds `literal` and its comment, ending a line of `elements` elements.
  private mutating func append(
    _ literal: SwiftLiteral, commentWrittenBy write: (inout [UInt8]) -> Void, suffix: String, elements: Int
  ) {
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
    endLine(holding: elements)
  }

  /// The elements in runs of at most `size` (the last may be shorter; a
  /// line holding more is a run of its own), each as its own lines: the
  /// same text, cut between lines.
  package func chunks(of size: Int) -> [SwiftArrayLines] {
    guard count > size, size > 0 else { return [self] }
    var result: [SwiftArrayLines] = []
    var chunk = SwiftArrayLines()
    var start = 0
    var line = 0
    var wide = wideLines[...]
    var lineStart = 0
    for index in text.indices where text[index] == UInt8(ascii: "\n") {
      defer { lineStart = index + 1 }
      var elements = 1
      if let first = wide.first, first.line == line {
        elements += first.extra
        wide = wide.dropFirst()
      }
      if chunk.count > 0, chunk.count + elements > size {
        chunk.text = Array(text[start..<lineStart])
        result.append(chunk)
        chunk = SwiftArrayLines()
        start = lineStart
      }
      if elements > 1 { chunk.wideLines.append((chunk.lines, elements - 1)) }
      chunk.count += elements
      chunk.lines += 1
      line += 1
    }
    if chunk.count > 0 {
      chunk.text = Array(text[start...])
      result.append(chunk)
    }
    return result
  }

  /// Ends a line of `elements` elements.
  private mutating func endLine(holding elements: Int = 1) {
    if elements > 1 { wideLines.append((lines, elements - 1)) }
    text.append(UInt8(ascii: "\n"))
    lines += 1
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
