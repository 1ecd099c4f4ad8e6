// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraFoundation).

/// An animated change between two states, from a transition token: how long
/// it takes, how long it waits before it starts, and its timing curve.
public struct TokenTransition: Sendable, Hashable {
  /// How long the change takes: from a token, whole nanoseconds from zero to one day.
  public let duration: Duration
  /// How long the change waits before it starts: from a token, whole nanoseconds from zero to one
  /// day.
  public let delay: Duration
  /// The timing curve: how far the change has got (y) at each fraction of the duration (x).
  public let timingFunction: CubicBezier

  /// A transition of the given duration, delay and timing curve, stored as given.
  public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }
}
