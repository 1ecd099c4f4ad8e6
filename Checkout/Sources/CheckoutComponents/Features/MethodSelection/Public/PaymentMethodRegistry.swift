import CheckoutAssets
import CheckoutDI

/// The payment methods a checkout knows, by type: each is a
/// ``PaymentMethod`` that makes its scope and describes its screen. The
/// checkout builds a method's scope the first time it is asked for, then
/// keeps it, so the merchant's customization and the customer's input stay
/// whichever way the screen is reached.
public final class PaymentMethodRegistry: Sendable {
  /// A registered method, its type erased.
  private struct Entry: Sendable {
    let name: PaymentMethodText
    let subtitle: PaymentMethodText
    let makeScope: @Sendable (PaymentMethodContext) -> any PaymentMethodScope
    let makeView: @Sendable (any PaymentMethodScope, Localizer) -> ViewDescription?
  }

  /// A scope built, with the context it reports through.
  private struct Built: Sendable {
    let scope: any PaymentMethodScope
    let context: PaymentMethodContext
  }

  private struct Storage {
    var order: [PaymentMethodType] = []
    var entries: [PaymentMethodType: Entry] = [:]
    var built: [PaymentMethodType: Built] = [:]
  }

  /// The checkout the scopes report to, and what it sells.
  private struct Binding {
    weak var flow: (any PaymentFlow)?
    var amount = 0
    var currency = ""
  }

  private let storage = LockedState(Storage())
  private let binding = LockedState(Binding())

  /// An empty registry; the checkout that owns it binds it to itself.
  init() {}

  /// Makes the scopes built from now on report to `flow`, selling `amount`
  /// minor units of `currency`.
  func bind(to flow: any PaymentFlow, amount: Int, currency: String) {
    binding.withLock { $0 = Binding(flow: flow, amount: amount, currency: currency) }
  }

  /// Registers `method`, replacing one with the same type (and the scope
  /// built for it). A new type goes after those registered before it.
  public func register<Method: PaymentMethod>(_ method: Method) {
    let entry = Entry(
      name: method.name, subtitle: method.subtitle,
      makeScope: { context in method.makeScope(context) },
      makeView: { scope, localizer in
        (scope as? Method.Scope).map { method.makeView(for: $0, localizer: localizer) }
      })
    storage.withLock { storage in
      if storage.entries[method.type] == nil { storage.order.append(method.type) }
      storage.entries[method.type] = entry
      storage.built[method.type] = nil
    }
  }

  /// The registered types, in registration order.
  public var types: [PaymentMethodType] {
    storage.withLock { $0.order }
  }

  /// Whether a method of `type` is registered.
  public func contains(_ type: PaymentMethodType) -> Bool {
    storage.withLock { $0.entries[type] != nil }
  }

  /// The list row of `type`: its name and subtitle.
  func option(for type: PaymentMethodType) -> PaymentMethodOption? {
    storage.withLock { storage in
      storage.entries[type].map { PaymentMethodOption(type, name: $0.name, subtitle: $0.subtitle) }
    }
  }

  /// The scope of `type`, built now (as presented directly) if it wasn't
  /// yet; `nil` when no method of `type` is registered.
  func scope(for type: PaymentMethodType) -> (any PaymentMethodScope)? {
    built(type)?.scope
  }

  /// The scope of `type`, told that its screen is now reached in `context`.
  func open(_ type: PaymentMethodType, in context: PresentationContext) -> (any PaymentMethodScope)? {
    guard let built = built(type) else { return nil }
    built.context.present(as: context)
    return built.scope
  }

  /// The screen of `type`'s scope, as its method describes it.
  func view(for type: PaymentMethodType, localizer: Localizer) -> ViewDescription? {
    guard let built = built(type), let entry = storage.withLock({ $0.entries[type] }) else { return nil }
    return entry.makeView(built.scope, localizer)
  }

  /// Ends the streams of every scope of the checkout's own built so far.
  func finishAll() {
    let scopes = storage.withLock { $0.built.values.map(\.scope) }
    for case let scope as any ManagedPaymentMethodScope in scopes { scope.finish() }
  }

  private func built(_ type: PaymentMethodType) -> Built? {
    // The scope is made outside the lock: a merchant's `makeScope` may ask
    // the checkout for anything. Two racing first calls keep the first.
    if let existing = storage.withLock({ $0.built[type] }) { return existing }
    guard let entry = storage.withLock({ $0.entries[type] }) else { return nil }
    let context = binding.withLock {
      PaymentMethodContext(paymentMethod: type, amount: $0.amount, currency: $0.currency, flow: $0.flow)
    }
    let made = Built(scope: entry.makeScope(context), context: context)
    return storage.withLock { storage in
      if let existing = storage.built[type] { return existing }
      storage.built[type] = made
      return made
    }
  }
}
