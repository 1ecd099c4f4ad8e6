// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// A shadow from a shadow token: one or more layers, the first drawn on top,
/// as CSS's `box-shadow` lists them. Lengths are in points.
public struct TokenShadow: Sendable, Hashable {
  public let layers: [Layer]

  public init(layers: [Layer]) {
    self.layers = layers
  }

  /// One shadow: its colour, its offset, its blur radius, how far it spreads
  /// (negative to contract), and whether it is drawn inside the shape.
  public struct Layer: Sendable, Hashable {
    public let color: RGBAColor
    public let offsetX: Double
    public let offsetY: Double
    public let blur: Double
    public let spread: Double
    public let inset: Bool

    public init(color: RGBAColor, offsetX: Double, offsetY: Double, blur: Double, spread: Double, inset: Bool = false) {
      self.color = color
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.blur = blur
      self.spread = spread
      self.inset = inset
    }
  }
}
