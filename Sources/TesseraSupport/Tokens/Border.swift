// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// A border from a border token: its colour, its width in points and its style.
public struct TokenBorder: Sendable, Hashable {
  public let color: RGBAColor
  public let width: Double
  public let style: TokenStrokeStyle

  public init(color: RGBAColor, width: Double, style: TokenStrokeStyle) {
    self.color = color
    self.width = width
    self.style = style
  }
}
