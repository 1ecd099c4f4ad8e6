/// One ``InjectionKey``'s default value, computed at most once however
/// many threads read it first at the same time.
///
/// The first reader computes the value while holding the cell's gate;
/// readers that arrive meanwhile wait at the gate and then return what it
/// stored. Only this cell's gate is held during the computation, never the
/// lock of ``InjectedValues``' storage, so a default may read other
/// injected values. A reader then holds the gates of the defaults it is
/// computing, outermost first, in the order the defaults read each other,
/// so readers can only wait for each other if defaults read each other in
/// a cycle, which defaults must not do (see ``InjectedValues``).
final class DefaultValueCell: Sendable {
  private let gate = CreationGate()
  private let stored = LockedState<(any Sendable)?>(nil)

  /// The value, computed with `make` if no reader has computed it yet.
  func value(orMake make: () -> any Sendable) -> any Sendable {
    if let value = stored.withLock({ $0 }) { return value }
    return gate.serialize {
      if let value = stored.withLock({ $0 }) { return value }
      let value = make()
      stored.withLock { $0 = value }
      return value
    }
  }

  /// The value if a reader has computed it, without waiting for one that
  /// is computing it now.
  var computedValue: (any Sendable)? {
    stored.withLock { $0 }
  }
}
