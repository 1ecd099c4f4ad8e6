/// The state of a merchant's own payment method scope: the current value,
/// a stream of it and of every change, and updates that are one step each.
/// What ``PaymentMethodScope/state`` and ``PaymentMethodScope/currentState``
/// need, as the checkout's own scopes keep theirs.
///
/// ```swift
/// private let store = ScopeState(GiftCardState())
/// var state: AsyncStream<GiftCardState> { store.stream() }
/// var currentState: GiftCardState { store.value }
/// func updateField(_ identifier: String, value: String) { store.update { $0.code = value } }
/// ```
public final class ScopeState<State: Sendable>: Sendable {
  private let broadcaster: StateBroadcaster<State>

  /// A state starting at `initial`.
  public init(_ initial: State) {
    broadcaster = StateBroadcaster(initial)
  }

  /// The state now.
  public var value: State { broadcaster.value }

  /// The state now, then every change, in order.
  public func stream() -> AsyncStream<State> { broadcaster.stream() }

  /// Changes the state, and tells every stream.
  public func update(_ change: (inout State) -> Void) { broadcaster.update(change) }

  /// Changes the state when `change` returns `true`, as one step with the
  /// check (a second submit finds the first one's change); returns whether
  /// it did.
  @discardableResult
  public func transition(_ change: (inout State) -> Bool) -> Bool { broadcaster.transition(change) }

  /// Ends every stream: the scope's method is gone.
  public func finish() { broadcaster.finish() }
}
