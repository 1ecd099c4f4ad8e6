/// The window of a layout that fits the terminal: it scrolls to keep the
/// focused element in view, and marks with `↑` and `↓` in the right
/// margin that more lies above or below.
public struct Viewport: Sendable, Hashable {
  /// The first canvas row shown (``init(top:height:)`` makes it at least 0).
  public var top: Int
  /// The number of rows shown: the terminal's height (``init(top:height:)``
  /// makes it at least 1; set directly, it is taken as it is).
  public var height: Int

  /// A window of `height` rows (at least 1) from canvas row `top` (at
  /// least 0).
  public init(top: Int = 0, height: Int) {
    self.top = max(top, 0)
    self.height = max(height, 1)
  }

  /// The window after scrolling as little as possible to show the
  /// focused element of `layout` (its first row, and as much of the rest
  /// as fits).
  public func scrolled(toShow layout: Layout, focused: String?) -> Viewport {
    var top = min(self.top, max(layout.canvas.height - height, 0))
    if let focused, let placed = layout.elements.first(where: { $0.element.identifier == focused }),
      let first = placed.rows.first
    {
      let last = placed.rows.upperBound - 1
      if last >= top + height { top = last - height + 1 }
      if first < top { top = first }
      // Show the line above a focused element, such as a field's label.
      if first - 1 < top, first > 0 { top = first - 1 }
      if top + height <= last { top = first }
    }
    return Viewport(top: max(top, 0), height: height)
  }

  /// The frame: `height` rows of `layout` from ``top``, with scroll marks.
  public func frame(of layout: Layout) -> CellBuffer {
    var frame = layout.canvas.rows(top..<(top + height))
    let mark = CellStyle(foreground: .iconSecondary, kind: .graphic)
    if top > 0 { frame.write("↑", column: frame.width - 1, row: 0, style: mark) }
    if top + height < layout.canvas.height { frame.write("↓", column: frame.width - 1, row: height - 1, style: mark) }
    return frame
  }

  /// The cursor's place in the frame, if it is inside it.
  public func cursor(of layout: Layout) -> (column: Int, row: Int)? {
    guard let cursor = layout.cursor, cursor.row >= top, cursor.row < top + height else { return nil }
    return (cursor.column, cursor.row - top)
  }
}
