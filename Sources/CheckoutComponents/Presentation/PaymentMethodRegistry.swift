/// The payment methods the checkout knows: each registers a factory for
/// its scope, and the checkout builds a scope the first time it is asked
/// for, then keeps it.
final class PaymentMethodRegistry: Sendable {
  typealias Factory = @Sendable (PresentationContext) -> any PaymentMethodScope

  private struct Storage {
    var factories: [PaymentMethodType: Factory] = [:]
    var scopes: [PaymentMethodType: (context: PresentationContext, scope: any PaymentMethodScope)] = [:]
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

  /// The scope of `method`, built now if it wasn't yet; `nil` when the
  /// method isn't registered. With a `context`, a scope built for another
  /// context is replaced (its leading action differs); without one, the
  /// current scope is returned, or one is built as presented directly.
  func scope(for method: PaymentMethodType, context: PresentationContext? = nil) -> (any PaymentMethodScope)? {
    storage.withLock { storage in
      if let built = storage.scopes[method], context == nil || built.context == context { return built.scope }
      guard let factory = storage.factories[method] else { return nil }
      let scopeContext = context ?? .direct
      let scope = factory(scopeContext)
      storage.scopes[method] = (scopeContext, scope)
      return scope
    }
  }
}
