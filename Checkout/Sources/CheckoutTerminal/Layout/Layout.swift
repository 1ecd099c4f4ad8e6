import CheckoutAssets
import CheckoutComponents

/// A view tree laid out at one width: the cells it draws, from top to
/// bottom with no height limit, and where each element and each text went.
///
/// The viewport shows a window of it (``Viewport``); the audit reads all
/// of it.
public struct Layout: Sendable {
  /// An element of the catalog, as drawn.
  public struct PlacedElement: Sendable, Hashable {
    /// The element: its identifier, role and label.
    public var element: A11yElement
    /// The rows it covers; empty for an announcement that is only spoken.
    public var rows: Range<Int>
    /// Whether focus can land on it: interactive and enabled.
    public var isFocusable: Bool
    /// Whether it is enabled; `false` only for a disabled button or row.
    public var isEnabled: Bool
    /// What a field holds, as shown; `nil` for anything else.
    public var fieldValue: String?
    /// The text shown for it, if any: a button's title, a row's name.
    public var visibleText: String?
  }

  /// A piece of text, where it went, and how it was fitted.
  public struct PlacedText: Sendable, Hashable {
    /// The text as the view tree gave it.
    public var source: String
    /// The lines it was fitted into, and where each was written.
    public var lines: [Line]
    /// Whether it had to be truncated (always with an ellipsis).
    public var isTruncated: Bool

    /// One line of a fitted text, and the canvas cell it starts at.
    public struct Line: Sendable, Hashable {
      /// The line as written: wrapped, or truncated and ending in `…`.
      public var text: String
      /// The canvas row it is on, from 0.
      public var row: Int
      /// The canvas column of its first cell, from 0.
      public var column: Int
    }
  }

  /// Text that belongs to no element, and the rows it covers: what a
  /// screen reader reads as static text.
  public struct StaticText: Sendable, Hashable {
    /// The text as the view tree gave it, before wrapping.
    public var text: String
    /// The canvas rows its lines cover.
    public var rows: Range<Int>
  }

  /// An image that says something, drawn as its label's initials, and
  /// the rows it covers: what a screen reader reads as an image.
  public struct PlacedImage: Sendable, Hashable {
    /// The image's accessibility label, as a screen reader reads it.
    public var label: String
    /// The canvas rows it covers: the one its box is drawn on.
    public var rows: Range<Int>
  }

  /// The cells drawn, at the full height of the content: a blank row above
  /// and below it, the focus gutter on its left and room for the scroll
  /// marks on its right.
  public var canvas: CellBuffer
  /// Every element drawn, in drawing order, except that a container or a
  /// list comes after what it holds.
  public var elements: [PlacedElement]
  /// Every text drawn (a field's placeholder, not its value), with its
  /// fitted lines: the audit reads each back from ``canvas``.
  public var texts: [PlacedText]
  /// The plain texts of the view tree, which belong to no element.
  public var staticTexts: [StaticText] = []
  /// The images that have a label; decorative images, and the images in
  /// rows, are not here.
  public var images: [PlacedImage] = []
  /// Where the terminal cursor goes: the end of the focused field.
  public var cursor: (column: Int, row: Int)?

  /// The identifiers focus can land on, in order.
  public var focusOrder: [String] {
    elements.filter(\.isFocusable).map(\.element.identifier)
  }
}

/// Lays a `ViewDescription` out into a ``Layout``.
///
/// Everything is vertical except horizontal stacks, whose children sit
/// side by side when they fit and stack otherwise. Paragraphs wrap at
/// spaces; single-line controls truncate with an ellipsis; nothing is
/// clipped. Column 0 is the focus gutter: `›` marks the focused element.
public struct LayoutEngine {
  /// Columns left of the content: the focus marker and a space.
  public static let gutter = 2
  /// Columns right of the content: room for the scroll marks.
  public static let rightMargin = 2
  /// The widest a text field grows.
  public static let maximumFieldWidth = 48
  /// The columns an image takes: its initials, two columns of them, between brackets.
  public static let imageWidth = 4

  private let focused: String?
  private var layout: Layout

  private init(width: Int, focused: String?) {
    self.focused = focused
    layout = Layout(canvas: CellBuffer(width: width, height: 0), elements: [], texts: [], cursor: nil)
  }

  /// `view` laid out `width` columns wide with `focused` (an identifier)
  /// marked as focused.
  public static func layout(_ view: ViewDescription, width: Int, focused: String? = nil) -> Layout {
    var engine = LayoutEngine(width: max(width, gutter + rightMargin + 1), focused: focused)
    let contentWidth = engine.layout.canvas.width - gutter - rightMargin
    let height = engine.paint(view, column: gutter, row: 1, width: contentWidth)
    engine.ensureRows(1 + height + 1)
    return engine.layout
  }

  // MARK: Painting

  /// Paints `node` and returns the rows it used.
  private mutating func paint(_ node: ViewDescription, column: Int, row: Int, width: Int) -> Int {
    switch node {
    case .text(let text, let style):
      if text.isEmpty {
        ensureRows(row + 1)
        return 1
      }
      let height = paragraph(text, style: Self.style(for: style), column: column, row: row, width: width)
      layout.staticTexts.append(Layout.StaticText(text: text, rows: row..<(row + height)))
      return height

    case .header(let element, let text):
      let height = paragraph(
        text, style: CellStyle(foreground: .textPrimary, bold: true), column: column, row: row, width: width)
      place(element, rows: row..<(row + height), column: column, visibleText: text)
      return height

    case .stack(.vertical, let children):
      return vertical(children, column: column, row: row, width: width)

    case .container(let element, let children):
      let height = vertical(children, column: column, row: row, width: width)
      place(element, rows: row..<(row + height), column: column)
      return height

    case .list(let element, let rows):
      let height = vertical(rows, column: column, row: row, width: width)
      place(element, rows: row..<(row + height), column: column)
      return height

    case .stack(.horizontal, let children):
      return horizontal(children, column: column, row: row, width: width)

    case .field(let element, let value, let placeholder):
      return field(element, value: value, placeholder: placeholder, column: column, row: row, width: width)

    case .button(let element, let title, let isEnabled):
      return button(element, title: title, isEnabled: isEnabled, column: column, row: row, width: width)

    case .row(let element, let title, let subtitle, let image, let isEnabled):
      return listRow(
        element, title: title, subtitle: subtitle, image: image, isEnabled: isEnabled, column: column, row: row,
        width: width)

    case .image(let image):
      guard let box = Self.imageBox(image) else { return 0 }
      ensureRows(row + 1)
      let fitted = TextFitting.truncate(box, to: width)
      drawImage(
        fitted.text, column: column, row: row, border: .surface,
        letters: CellStyle(foreground: .textPrimary, bold: true), limit: width)
      place(image, row: row)
      return 1

    case .badge(let element, let text):
      ensureRows(row + 1)
      let fitted = TextFitting.truncate(text, to: max(width - 2, 1))
      let style = CellStyle(foreground: .textInverse, background: .surfaceInverse, bold: true)
      let label = " " + fitted.text + " "
      layout.canvas.write(label, column: column, row: row, style: style, limit: width)
      record(text, lines: [(fitted.text, row, column + 1)], truncated: fitted.truncated)
      place(element, rows: row..<(row + 1), column: column, visibleText: text)
      return 1

    case .status(let element, let text, let style):
      guard !text.isEmpty else {
        place(element, rows: row..<row, column: column)
        return 0
      }
      let height = paragraph(text, style: Self.style(for: style), column: column, row: row, width: width)
      place(element, rows: row..<(row + height), column: column, visibleText: text)
      return height
    }
  }

  private mutating func vertical(_ children: [ViewDescription], column: Int, row: Int, width: Int) -> Int {
    var y = row
    for child in children { y += paint(child, column: column, row: y, width: width) }
    return y - row
  }

  /// Side by side in equal columns when every child fits one, at their
  /// natural widths when those fit, else one under the other.
  private mutating func horizontal(_ children: [ViewDescription], column: Int, row: Int, width: Int) -> Int {
    guard children.count > 1 else { return vertical(children, column: column, row: row, width: width) }
    let gap = 2
    let naturals = children.map(Self.naturalWidth)
    let share = (width - gap * (children.count - 1)) / children.count
    let widths: [Int]
    if naturals.allSatisfy({ $0 <= share }) {
      widths = Array(repeating: share, count: children.count)
    } else if naturals.reduce(0, +) + gap * (children.count - 1) <= width {
      widths = naturals
    } else {
      return vertical(children, column: column, row: row, width: width)
    }
    var x = column
    var height = 0
    for (child, childWidth) in zip(children, widths) {
      height = max(height, paint(child, column: x, row: row, width: childWidth))
      x += childWidth + gap
    }
    return height
  }

  private mutating func paragraph(_ text: String, style: CellStyle, column: Int, row: Int, width: Int) -> Int {
    let lines = TextFitting.wrap(text, to: width)
    ensureRows(row + lines.count)
    var placed: [(String, Int, Int)] = []
    for (index, line) in lines.enumerated() {
      layout.canvas.write(line, column: column, row: row + index, style: style, limit: width)
      placed.append((line, row + index, column))
    }
    record(text, lines: placed, truncated: false)
    return lines.count
  }

  private mutating func field(
    _ element: A11yElement, value: String, placeholder: String, column: Int, row: Int, width: Int
  ) -> Int {
    ensureRows(row + 1)
    let isFocused = element.identifier == focused
    let boxWidth = min(width, Self.maximumFieldWidth)
    let inner = max(boxWidth - 4, 1)
    let border = CellStyle(foreground: isFocused ? .borderFocus : .borderDefault, kind: .graphic)
    layout.canvas.write("[", column: column, row: row, style: border)
    layout.canvas.write("]", column: column + boxWidth - 1, row: row, style: border)
    if value.isEmpty {
      let fitted = TextFitting.truncate(placeholder, to: inner)
      layout.canvas.write(fitted.text, column: column + 2, row: row, style: CellStyle(foreground: .textPlaceholder))
      record(placeholder, lines: [(fitted.text, row, column + 2)], truncated: fitted.truncated)
      if isFocused { layout.cursor = (column + 2, row) }
    } else {
      // A value longer than the box scrolls: its end stays in view, as in any text field.
      let shown = Self.tail(of: TextFitting.sanitize(value), fitting: inner)
      let used = layout.canvas.write(shown, column: column + 2, row: row, style: CellStyle(foreground: .textPrimary))
      if isFocused { layout.cursor = (min(column + 2 + used, column + boxWidth - 2), row) }
    }
    place(element, rows: row..<(row + 1), column: column, fieldValue: value)
    return 1
  }

  private mutating func button(
    _ element: A11yElement, title: String, isEnabled: Bool, column: Int, row: Int, width: Int
  ) -> Int {
    ensureRows(row + 1)
    let isFocused = element.identifier == focused && isEnabled
    let fitted = TextFitting.truncate(title, to: max(width - 4, 1))
    let style =
      isEnabled
      ? CellStyle(
        foreground: .brandOnPrimary, background: isFocused ? .brandPrimaryPressed : .brandPrimary, bold: true,
        underline: isFocused)
      : CellStyle(foreground: .textDisabled, background: .surfaceDisabled, kind: .disabledText)
    let label = "  " + fitted.text + "  "
    layout.canvas.write(label, column: column, row: row, style: style, limit: width)
    record(title, lines: [(fitted.text, row, column + 2)], truncated: fitted.truncated)
    place(element, rows: row..<(row + 1), column: column, isEnabled: isEnabled, visibleText: title)
    return 1
  }

  private mutating func listRow(
    _ element: A11yElement, title: String, subtitle: String?, image: ViewImage?, isEnabled: Bool, column: Int,
    row: Int, width: Int
  ) -> Int {
    // An image goes before the title, in a box of its own; the text follows it.
    let imageColumns = image == nil || width < Self.imageWidth + 6 ? 0 : Self.imageWidth + 1
    let isFocused = element.identifier == focused && isEnabled
    let background: Ink = isEnabled ? (isFocused ? .surfaceSelected : .surface) : .surfaceDisabled
    let titleStyle =
      isEnabled
      ? CellStyle(foreground: .textPrimary, background: background, bold: isFocused)
      : CellStyle(foreground: .textDisabled, background: background, kind: .disabledText)
    let subtitleStyle =
      isEnabled
      ? CellStyle(foreground: .textSecondary, background: background)
      : CellStyle(foreground: .textDisabled, background: background, kind: .disabledText)
    let inner = max(width - 2 - imageColumns, 1)
    let titleLines = TextFitting.wrap(title, to: inner)
    var rows: [(String, CellStyle)] = titleLines.map { ($0, titleStyle) }
    var subtitleInline = false
    if let subtitle, !subtitle.isEmpty {
      let lastWidth = DisplayWidth.of(titleLines.last ?? "")
      if lastWidth + 3 + DisplayWidth.of(subtitle) <= inner {
        subtitleInline = true
      } else {
        rows += TextFitting.wrap(subtitle, to: inner).map { ($0, subtitleStyle) }
      }
    }
    ensureRows(row + rows.count)
    var titlePlacements: [(String, Int, Int)] = []
    var subtitlePlacements: [(String, Int, Int)] = []
    let textColumn = column + 1 + imageColumns
    for (index, line) in rows.enumerated() {
      layout.canvas.fill(row: row + index, from: column, width: width, style: CellStyle(background: background))
      layout.canvas.write(line.0, column: textColumn, row: row + index, style: line.1, limit: inner)
      if index < titleLines.count {
        titlePlacements.append((line.0, row + index, textColumn))
      } else {
        subtitlePlacements.append((line.0, row + index, textColumn))
      }
    }
    if imageColumns > 0, let image, let box = Self.imageBox(image) {
      drawImage(box, column: column + 1, row: row, border: background, letters: titleStyle, limit: Self.imageWidth)
    }
    if subtitleInline, let subtitle {
      let y = row + titleLines.count - 1
      let x = textColumn + DisplayWidth.of(titleLines.last ?? "") + 3
      layout.canvas.write(TextFitting.sanitize(subtitle), column: x, row: y, style: subtitleStyle)
      subtitlePlacements.append((TextFitting.sanitize(subtitle), y, x))
    }
    record(title, lines: titlePlacements, truncated: false)
    if let subtitle, !subtitle.isEmpty { record(subtitle, lines: subtitlePlacements, truncated: false) }
    place(element, rows: row..<(row + rows.count), column: column, isEnabled: isEnabled, visibleText: title)
    return rows.count
  }

  // MARK: Images

  /// What stands for `image`: its initials (of its label, or of a
  /// decorative image's fallback text), padded to two columns, between
  /// brackets (`[AA]`, `[I ]`). `nil` for a decorative image without a
  /// fallback text, which takes no room on its own and leaves a row's
  /// image columns blank.
  static func imageBox(_ image: ViewImage) -> String? {
    guard image.label != nil || image.fallbackText != nil else { return nil }
    var initials = ""
    for character in TextFitting.sanitize(image.initials) {
      guard DisplayWidth.of(initials) + DisplayWidth.of(character) <= imageWidth - 2 else { break }
      initials.append(character)
    }
    return "[" + initials + String(repeating: " ", count: imageWidth - 2 - DisplayWidth.of(initials)) + "]"
  }

  /// Draws an image's box: the brackets as a border on `background`, the
  /// initials in `letters`, as the text beside them.
  private mutating func drawImage(
    _ box: String, column: Int, row: Int, border background: Ink, letters: CellStyle, limit: Int
  ) {
    let border = CellStyle(foreground: .borderDefault, background: background, kind: .graphic)
    var x = column
    for (index, character) in box.enumerated() {
      let isBracket = index == 0 || index == box.count - 1
      guard x - column < limit else { break }
      x += layout.canvas.write(String(character), column: x, row: row, style: isBracket ? border : letters)
    }
  }

  private mutating func place(_ image: ViewImage, row: Int) {
    if let label = image.label { layout.images.append(Layout.PlacedImage(label: label, rows: row..<(row + 1))) }
  }

  // MARK: Records

  /// Records an element, and marks it with `›` two columns to its left
  /// (in the gutter, or in the gap beside its neighbour) when focused.
  private mutating func place(
    _ element: A11yElement, rows: Range<Int>, column: Int, isEnabled: Bool = true, fieldValue: String? = nil,
    visibleText: String? = nil
  ) {
    let focusable = element.isInteractive && isEnabled
    if focusable, element.identifier == focused, let first = rows.first {
      layout.canvas.write(
        "›", column: max(column - 2, 0), row: first,
        style: CellStyle(foreground: .borderFocus, bold: true, kind: .graphic))
    }
    layout.elements.append(
      Layout.PlacedElement(
        element: element, rows: rows, isFocusable: focusable, isEnabled: isEnabled, fieldValue: fieldValue,
        visibleText: visibleText))
  }

  private mutating func record(_ source: String, lines: [(String, Int, Int)], truncated: Bool) {
    layout.texts.append(
      Layout.PlacedText(
        source: source, lines: lines.map { Layout.PlacedText.Line(text: $0.0, row: $0.1, column: $0.2) },
        isTruncated: truncated))
  }

  private mutating func ensureRows(_ rows: Int) {
    layout.canvas.grow(to: rows)
  }

  // MARK: Measuring

  private static func style(for style: ViewDescription.TextStyle) -> CellStyle {
    switch style {
    case .title: CellStyle(foreground: .textPrimary, bold: true)
    case .body: CellStyle(foreground: .textPrimary)
    case .caption: CellStyle(foreground: .textSecondary)
    case .error: CellStyle(foreground: .errorForeground)
    }
  }

  /// The columns a node takes on one line, unwrapped.
  static func naturalWidth(_ node: ViewDescription) -> Int {
    switch node {
    case .text(let text, _), .header(_, let text): DisplayWidth.of(text)
    case .status(_, let text, _): DisplayWidth.of(text)
    case .badge(_, let text): DisplayWidth.of(text) + 2
    case .button(_, let title, _): DisplayWidth.of(title) + 4
    case .field(_, let value, let placeholder): max(DisplayWidth.of(value), DisplayWidth.of(placeholder), 8) + 4
    case .row(_, let title, let subtitle, let image, _):
      DisplayWidth.of(title) + 5 + DisplayWidth.of(subtitle ?? "") + (image == nil ? 0 : imageWidth + 1)
    case .image(let image): imageBox(image).map(DisplayWidth.of) ?? 0
    case .stack(.horizontal, let children):
      children.map(naturalWidth).reduce(0, +) + 2 * max(children.count - 1, 0)
    case .stack(.vertical, let children), .container(_, let children), .list(_, let children):
      children.map(naturalWidth).max() ?? 0
    }
  }

  /// The end of `text` that fits `width` columns, behind an ellipsis.
  private static func tail(of text: String, fitting width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var result: [Character] = []
    var used = 1
    for character in text.reversed() {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      result.append(character)
      used += columns
    }
    return "…" + String(result.reversed())
  }
}
