/// A member written as the bytes of its lines as it is made: its doc
/// comment, then its declaration on one line. A catalog's types hold a
/// member per token, so these are written once, straight into one array,
/// instead of as a model of small values printed later.
///
/// ``SwiftDeclaration/written(_:)`` prints the lines at the depth the
/// renderer has reached, exactly as it prints ``model``: the renderer
/// writes a declaration on one line when it fits in
/// ``SwiftRenderer/lineLength`` columns. Where the line is longer than
/// that at its depth, the renderer prints ``model`` instead, which breaks it.
package struct SwiftWrittenMember: Sendable {
  /// The doc comment's lines, each with its marker and a newline, then
  /// the declaration's line, without indentation or newline.
  package private(set) var text: [UInt8] = []
  /// Where the declaration's line starts in ``text``: after the doc comment.
  private var codeStart = 0
  /// Whether the member has a doc comment, so that it is set apart by a
  /// blank line as a commented declaration is.
  package var isDocumented: Bool { codeStart > 0 }
  /// The columns the declaration's line takes (``SwiftRenderer/width(_:)``):
  /// its bytes but UTF-8 continuation bytes, counted once, when the
  /// renderer asks.
  package var codeWidth: Int {
    var width = 0
    for byte in text[codeStart...] where byte & 0xC0 != 0x80 { width += 1 }
    return width
  }
  /// The member as the model holds it, printed where the line doesn't fit.
  package let model: @Sendable () -> SwiftDeclaration

  /// A member with nothing written yet, printed as `model` makes it where
  /// its line doesn't fit.
  package init(model: @escaping @Sendable () -> SwiftDeclaration) {
    self.model = model
    // A token's member, doc comment and all, most often fits: one allocation, not one per doubling.
    text.reserveCapacity(Self.typicalSize)
  }

  /// The bytes reserved for a member's text up front.
  package static let typicalSize = 256

  /// Adds the doc comment's `lines`, as ``SwiftDeclaration/documented(_:)``
  /// gives them: a `///` line each, and one per line break in one. Add
  /// them before the declaration's line, then call ``endDocumentation()``.
  package mutating func document(_ lines: [String]) {
    SwiftRenderer.commentLines(of: lines) { line in
      text.append(contentsOf: Self.documentationMarker)
      if !line.isEmpty {
        text.append(UInt8(ascii: " "))
        text.appendUTF8(of: SwiftName.commentText(line))
      }
      text.append(UInt8(ascii: "\n"))
    }
  }

  /// Adds the doc comment's line of `first`, `second` and `third` one
  /// after another, as ``document(_:)`` adds their text, without making it
  /// when none of them needs an escape or holds a line break: the pieces
  /// are copied, then the copy is checked.
  package mutating func line(_ first: String, _ second: String, _ third: String) {
    line(isEmpty: first.isEmpty && second.isEmpty && third.isEmpty) {
      $0.appendUTF8(of: first)
      $0.appendUTF8(of: second)
      $0.appendUTF8(of: third)
    } whole: {
      String(concatenating: [first, second, third])
    }
  }

  /// ``line(_:_:_:)`` with a middle piece that `write` copies, not made
  /// first; `text` makes it only when the line needs an escape.
  package mutating func line(
    _ first: String, writing write: (inout [UInt8]) -> Void, text middle: () -> String, _ third: String
  ) {
    line(isEmpty: false) {
      $0.appendUTF8(of: first)
      write(&$0)
      $0.appendUTF8(of: third)
    } whole: {
      String(concatenating: [first, middle(), third])
    }
  }

  /// A doc line that `write` copies, unless it is `isEmpty`; made `whole`
  /// and added through ``document(_:)`` when the copy needs an escape.
  private mutating func line(isEmpty: Bool, _ write: (inout [UInt8]) -> Void, whole: () -> String) {
    let start = text.count
    text.append(contentsOf: Self.documentationMarker)
    if !isEmpty {
      text.append(UInt8(ascii: " "))
      write(&text)
    }
    guard text.isPlainComment(from: start) else {
      text.removeSubrange(start...)
      document([whole()])
      return
    }
    text.append(UInt8(ascii: "\n"))
  }

  /// Ends the doc comment: what is written next is the declaration's line.
  package mutating func endDocumentation() {
    codeStart = text.count
  }

  /// Adds `piece` to the declaration's line. A piece holds no line break:
  /// the line is code the model would print on one line, and the renderer
  /// copies the lines as they are.
  package mutating func write(_ piece: String) {
    text.appendUTF8(of: piece)
  }

  private static let documentationMarker = Array("///".utf8)
}
