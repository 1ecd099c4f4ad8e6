/// One cell of the screen: a grapheme cluster and its style. A wide
/// character fills its cell and marks the next one as its continuation.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster the cell shows: a space in a blank cell and in a
  /// continuation.
  public var grapheme: Character
  /// The inks and attributes it is drawn in; the background fills the cell
  /// even when it shows nothing.
  public var style: CellStyle
  /// The right half of a wide character: drawn by the cell to its left.
  public var isContinuation: Bool

  /// A cell showing `grapheme` in `style`; by default a blank one on the
  /// surface.
  public init(_ grapheme: Character = " ", style: CellStyle = .blank, isContinuation: Bool = false) {
    self.grapheme = grapheme
    self.style = style
    self.isContinuation = isContinuation
  }
}

/// A grid of cells: what a frame draws, before any escape code. Golden
/// tests and the audit read it; the frame writer diffs two of them.
public struct CellBuffer: Sendable, Hashable {
  /// The number of columns; fixed for the buffer's life.
  public let width: Int
  /// The number of rows; ``grow(to:fill:)`` adds more.
  public private(set) var height: Int
  private var cells: [Cell]

  /// A `width` × `height` grid of blank cells with `fill`'s background; a
  /// negative size counts as 0.
  public init(width: Int, height: Int, fill: CellStyle = .blank) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: Cell(style: fill), count: self.width * self.height)
  }

  /// The cell at `column` and `row`, both counted from 0; a blank cell
  /// outside the buffer.
  public subscript(column: Int, row: Int) -> Cell {
    guard contains(column: column, row: row) else { return Cell() }
    return cells[row * width + column]
  }

  /// Whether `column` and `row` lie inside the buffer.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Adds blank rows until the buffer has `rows`.
  public mutating func grow(to rows: Int, fill: CellStyle = .blank) {
    guard rows > height else { return }
    cells += Array(repeating: Cell(style: fill), count: (rows - height) * width)
    height = rows
  }

  /// Paints `style`'s background over a rectangle, keeping the text.
  public mutating func fill(row: Int, from column: Int, width columns: Int, style: CellStyle) {
    for x in column..<(column + max(columns, 0)) where contains(column: x, row: row) {
      cells[row * width + x] = Cell(style: style)
    }
  }

  /// Writes `text` at a position, one grapheme per cell (two for a wide
  /// one), and returns the columns used. Nothing is written past the
  /// buffer's edge or past `limit` columns: callers fit text first, so a
  /// clip here is a layout bug that the audit catches.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: CellStyle, limit: Int = .max
  ) -> Int {
    var x = column
    let end = limit >= width ? width : min(width, column + max(limit, 0))
    for character in TextFitting.sanitize(text) {
      let columns = DisplayWidth.of(character)
      if columns == 0 {
        continue  // combining marks arrive inside their cluster; a lone format character draws nothing
      }
      guard x + columns <= end, contains(column: x, row: row) else { break }
      cells[row * width + x] = Cell(character, style: style)
      if columns == 2 { cells[row * width + x + 1] = Cell(" ", style: style, isContinuation: true) }
      x += columns
    }
    return x - column
  }

  /// The rows of `range`, as a new buffer.
  public func rows(_ range: Range<Int>) -> CellBuffer {
    var slice = CellBuffer(width: width, height: range.count)
    for (target, source) in range.enumerated() where source >= 0 && source < height {
      for x in 0..<width { slice.cells[target * width + x] = cells[source * width + x] }
    }
    return slice
  }

  /// One row's text, trailing spaces removed.
  public func text(ofRow row: Int) -> String {
    var line = ""
    for x in 0..<width {
      let cell = self[x, row]
      if !cell.isContinuation { line.append(cell.grapheme) }
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The text of the cells `column..<column+columns` on `row`.
  public func text(row: Int, column: Int, columns: Int) -> String {
    var line = ""
    for x in column..<min(width, column + columns) {
      let cell = self[x, row]
      if !cell.isContinuation { line.append(cell.grapheme) }
    }
    return line
  }

  /// The whole buffer as plain text, one line per row, colour off: what
  /// golden frames compare.
  public var plainText: String {
    (0..<height).map { text(ofRow: $0) }.joined(separator: "\n") + "\n"
  }
}
