// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A border from a border token: its colour, its width in points and its style.
public struct TokenBorder: Sendable, Hashable {
  /// The border's colour, its alpha included.
  public let color: RGBAColor
  /// The border's width in points.
  public let width: Double
  /// How the line is drawn: one of CSS's line styles, such as `solid`, or a dash pattern.
  public let style: TokenStrokeStyle

  /// A border of the given colour, width in points and style, stored as given.
  public init(color: RGBAColor, width: Double, style: TokenStrokeStyle) {
    self.color = color
    self.width = width
    self.style = style
  }
}
