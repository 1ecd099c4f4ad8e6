/// The payment methods the checkout knows: each registers a factory for
/// its scope, and the checkout builds a scope the first time it is asked
/// for, then keeps it.
final class PaymentMethodRegistry: Sendable {
  typealias Factory = @Sendable (PresentationContext) -> any PaymentMethodScope

  private struct Storage {
    var factories: [PaymentMethodType: Factory] = [:]
    var scopes: [PaymentMethodType: any PaymentMethodScope] = [:]
  }

  private let storage = LockedState(Storage())

  /// Registers `method`, replacing an earlier registration.
  func register(_ method: PaymentMethodType, factory: @escaping Factory) {
    storage.withLock {
      $0.factories[method] = factory
      $0.scopes[method] = nil
    }
  }

  /// The registered methods, in `PaymentMethodType` order.
  var methods: [PaymentMethodType] {
    storage.withLock { storage in PaymentMethodType.allCases.filter { storage.factories[$0] != nil } }
  }

  /// The scope of `method`, built now (as presented directly) if it wasn't
  /// yet, and kept: the merchant's customization and the customer's input
  /// stay whichever way the screen is reached. `nil` when the method isn't
  /// registered.
  func scope(for method: PaymentMethodType) -> (any PaymentMethodScope)? {
    storage.withLock { storage in
      if let scope = storage.scopes[method] { return scope }
      guard let factory = storage.factories[method] else { return nil }
      let scope = factory(.direct)
      storage.scopes[method] = scope
      return scope
    }
  }

  /// Ends the streams of every scope built so far.
  func finishAll() {
    let scopes = storage.withLock { Array($0.scopes.values) }
    for case let scope as any ManagedPaymentMethodScope in scopes { scope.finish() }
  }
}
