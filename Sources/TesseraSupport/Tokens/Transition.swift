// Support code: `tessera generate` copies this file into the generated DesignTokenTypes.swift,
// from its first declaration on (see `SupportSource` in TesseraCore).

/// An animated change between two states, from a transition token: how long
/// it takes, how long it waits before it starts, and its timing curve.
public struct TokenTransition: Sendable, Hashable {
  public let duration: Duration
  public let delay: Duration
  public let timingFunction: CubicBezier

  public init(duration: Duration, delay: Duration, timingFunction: CubicBezier) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }
}
