/// Turns a cell buffer into the bytes that draw it, writing only what
/// changed since the previous frame (the way Ratatui double-buffers).
public struct FrameWriter: Sendable {
  /// The colour mode and theme the escape sequences are written for.
  public let palette: Palette
  private var previous: CellBuffer?

  /// A writer with no previous frame: the first ``render(_:cursor:)`` draws
  /// in full.
  public init(palette: Palette) {
    self.palette = palette
  }

  /// Forgets the previous frame, so the next one is drawn in full: after
  /// a resize, or when the screen may have been disturbed.
  public mutating func invalidate() {
    previous = nil
  }

  /// The escape sequences and text that turn the previous frame into
  /// `frame`, and the cursor placed at `cursor` (shown) or hidden.
  public mutating func render(_ frame: CellBuffer, cursor: (column: Int, row: Int)? = nil) -> String {
    var output = "\u{1B}[?25l"
    let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
    if full { output += "\u{1B}[0m\u{1B}[2J" }
    var currentStyle: CellStyle?
    for row in 0..<frame.height {
      var column = 0
      var cursorColumn: Int?
      while column < frame.width {
        let cell = frame[column, row]
        let unchanged = !full && previous?[column, row] == cell
        if unchanged || cell.isContinuation {
          column += 1
          continue
        }
        if cursorColumn != column { output += "\u{1B}[\(row + 1);\(column + 1)H" }
        if currentStyle != cell.style {
          output += palette.sgr(cell.style)
          currentStyle = cell.style
        }
        output.append(cell.grapheme)
        let columns = max(DisplayWidth.of(cell.grapheme), 1)
        column += columns
        // After a cluster of several scalars (a ZWJ emoji, a flag) a terminal may
        // disagree on its width: place the next cell absolutely.
        cursorColumn = cell.grapheme.unicodeScalars.count > 1 ? nil : column
      }
    }
    output += "\u{1B}[0m"
    if let cursor {
      output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    previous = frame
    return output
  }
}
