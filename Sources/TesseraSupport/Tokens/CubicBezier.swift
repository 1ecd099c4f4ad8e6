// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A timing curve from a cubic Bézier token: the curve from (0, 0) to (1, 1)
/// through the control points (`x1`, `y1`) and (`x2`, `y2`), as CSS's
/// `cubic-bezier()` writes it. `x1` and `x2` are from 0 to 1; `y1` and `y2`
/// may leave that range, for a curve that overshoots.
public struct CubicBezier: Sendable, Hashable {
  /// The first control point's x: a fraction of the duration, from 0 to 1.
  public let x1: Double
  /// The first control point's y: a fraction of the change, which may leave 0…1 to overshoot.
  public let y1: Double
  /// The second control point's x: a fraction of the duration, from 0 to 1.
  public let x2: Double
  /// The second control point's y: a fraction of the change, which may leave 0…1 to overshoot.
  public let y2: Double

  /// The curve through the control points (`x1`, `y1`) and (`x2`, `y2`), stored as given: the
  /// initializer doesn't check that `x1` and `x2` are from 0 to 1.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }
}
