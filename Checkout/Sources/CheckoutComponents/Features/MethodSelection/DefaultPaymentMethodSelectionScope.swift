import CheckoutDI

/// The payment-method list: the methods on offer, and choosing one.
final class DefaultPaymentMethodSelectionScope: PaymentMethodSelectionScope {
  private let broadcaster: StateBroadcaster<PaymentMethodSelectionState>
  private let onSelect: @Sendable (PaymentMethodType) async -> Void
  private let onCancel: @Sendable () async -> Void
  private let customizationStorage = LockedState(PaymentMethodSelectionCustomization())

  init(
    methods: [PaymentMethodOption], onSelect: @escaping @Sendable (PaymentMethodType) async -> Void,
    onCancel: @escaping @Sendable () async -> Void
  ) {
    broadcaster = StateBroadcaster(PaymentMethodSelectionState(methods: methods))
    self.onSelect = onSelect
    self.onCancel = onCancel
  }

  var state: AsyncStream<PaymentMethodSelectionState> { broadcaster.stream() }
  var currentState: PaymentMethodSelectionState { broadcaster.value }

  var customization: PaymentMethodSelectionCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  func select(_ method: PaymentMethodType) async {
    guard currentState.methods.contains(where: { $0.method == method }) else { return }
    broadcaster.update { $0.selected = method }
    await onSelect(method)
  }

  func cancel() async { await onCancel() }

  func finish() { broadcaster.finish() }
}
