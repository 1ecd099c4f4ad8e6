// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// A colour gradient from a gradient token: its stops along the gradient's
/// axis, in order. Before the first stop and after the last, their colours
/// extend to the ends.
public struct TokenGradient: Sendable, Hashable {
  /// The stops, in the order the token lists them.
  public let stops: [Stop]

  /// A gradient of `stops`, kept in the order given.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A colour at a position from 0 (the axis's start) to 1 (its end).
  public struct Stop: Sendable, Hashable {
    /// The colour at this stop, its alpha included.
    public let color: RGBAColor
    /// Where the stop is along the axis, from 0 (its start) to 1 (its end); a token's position
    /// outside that range is clamped to it.
    public let position: Double

    /// A stop of `color` at `position`, stored as given: the initializer doesn't clamp `position`
    /// to 0…1.
    public init(color: RGBAColor, position: Double) {
      self.color = color
      self.position = position
    }
  }
}
