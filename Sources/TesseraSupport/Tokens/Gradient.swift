// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// A colour gradient from a gradient token: its stops along the gradient's
/// axis, in order. Before the first stop and after the last, their colours
/// extend to the ends.
public struct TokenGradient: Sendable, Hashable {
  public let stops: [Stop]

  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A colour at a position from 0 (the axis's start) to 1 (its end).
  public struct Stop: Sendable, Hashable {
    public let color: RGBAColor
    public let position: Double

    public init(color: RGBAColor, position: Double) {
      self.color = color
      self.position = position
    }
  }
}
