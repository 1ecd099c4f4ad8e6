// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A shadow from a shadow token: one or more layers, the first drawn on top,
/// as CSS's `box-shadow` lists them. Lengths are in points.
public struct TokenShadow: Sendable, Hashable {
  /// The layers, the first drawn on top.
  public let layers: [Layer]

  /// A shadow of `layers`, the first drawn on top.
  public init(layers: [Layer]) {
    self.layers = layers
  }

  /// One shadow: its colour, its offset, its blur radius, how far it spreads
  /// (negative to contract), and whether it is drawn inside the shape.
  public struct Layer: Sendable, Hashable {
    /// The shadow's colour, its alpha included.
    public let color: RGBAColor
    /// How far the shadow is moved right, in points; negative moves it left.
    public let offsetX: Double
    /// How far the shadow is moved down, in points; negative moves it up.
    public let offsetY: Double
    /// The blur radius in points, as CSS's `box-shadow` has it: a Gaussian blur whose standard
    /// deviation is half this. 0 is a sharp edge.
    public let blur: Double
    /// How far the shadow's shape is grown on every side before it is blurred, in points;
    /// negative shrinks it.
    public let spread: Double
    /// Whether the shadow is drawn inside the shape, as CSS's `inset` keyword, rather than
    /// outside it.
    public let inset: Bool

    /// A layer of the given colour and lengths in points, stored as given; `inset` defaults to
    /// `false`, a shadow outside the shape.
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
