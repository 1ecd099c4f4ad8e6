import CheckoutAssets

/// The checkout: runs the lifecycle, owns the navigation and the
/// payment-method scopes, and turns their outcomes into its state.
final class DefaultCheckoutScope: CheckoutScope, PaymentFlow {
  let amount: Int
  let currency: String
  private let configuredMethods: [PaymentMethodType]
  private let settings: CheckoutSettings
  private let registry: PaymentMethodRegistry
  private let navigator: Navigator
  private let broadcaster = StateBroadcaster(CheckoutState.initializing)
  private let locale: LockedState<Localizer>
  private let track: @Sendable (AnalyticsEvent) -> Void
  private let selection = LockedState<DefaultPaymentMethodSelectionScope?>(nil)
  private let lastMethod = LockedState<PaymentMethodType?>(nil)
  private let customizationStorage = LockedState(CheckoutCustomization())

  var customization: CheckoutCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  init(
    configuration: CheckoutConfiguration, registry: PaymentMethodRegistry,
    track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    amount = configuration.amount
    currency = configuration.currency
    configuredMethods = configuration.paymentMethods
    settings = configuration.settings
    self.registry = registry
    self.track = track
    locale = LockedState(Localizer(locale: configuration.locale))
    navigator = Navigator(root: configuration.settings.showsSplash ? .splash : .loading)
  }

  /// The configured methods that are registered, in the configured order.
  private var methods: [PaymentMethodType] {
    let registered = registry.methods
    return configuredMethods.filter { registered.contains($0) }
  }

  // MARK: State

  var state: AsyncStream<CheckoutState> { broadcaster.stream() }
  var currentState: CheckoutState { broadcaster.value }
  var routes: AsyncStream<CheckoutRoute> { navigator.routes }
  var currentRoute: CheckoutRoute { navigator.current }
  var localizer: Localizer { locale.withLock { $0 } }

  func setLocale(_ identifier: String) {
    locale.withLock { $0 = Localizer(locale: identifier) }
  }

  // MARK: Lifecycle

  func start() async {
    guard currentState == .initializing else { return }
    track(.checkoutStarted)
    if settings.showsSplash { navigator.push(.loading) }
    track(.paymentMethodsShown(count: methods.count))
    broadcaster.send(.ready)
    navigator.reset(to: .paymentMethodSelection)
  }

  var paymentMethodSelection: any PaymentMethodSelectionScope {
    selection.withLock { scope in
      if let scope { return scope }
      let made = DefaultPaymentMethodSelectionScope(
        methods: methods,
        onSelect: { [weak self] method in await self?.open(method, context: .fromPaymentSelection) },
        onCancel: { [weak self] in await self?.cancel() })
      scope = made
      return made
    }
  }

  func paymentMethod<Scope>(_ type: Scope.Type) -> Scope? {
    for method in methods {
      if let scope = registry.scope(for: method) as? Scope { return scope }
    }
    return nil
  }

  func paymentMethod(_ method: PaymentMethodType) -> (any PaymentMethodScope)? {
    guard methods.contains(method) else { return nil }
    return registry.scope(for: method)
  }

  func paymentMethod(identifier: String) -> (any PaymentMethodScope)? {
    PaymentMethodType(rawValue: identifier).flatMap(paymentMethod)
  }

  /// Opens a method's screen; a bank selector starts loading its banks.
  func open(_ method: PaymentMethodType, context: PresentationContext) async {
    guard currentState == .ready, let scope = registry.scope(for: method, context: context) else { return }
    lastMethod.withLock { $0 = method }
    track(.paymentMethodSelected(method))
    navigator.push(.paymentMethod(method, context))
    if let bankSelector = scope as? DefaultBankSelectorScope { await bankSelector.load() }
  }

  func retry() async {
    guard case .failure = currentState else { return }
    broadcaster.send(.ready)
    navigator.reset(to: .paymentMethodSelection)
  }

  func back() async {
    guard currentState == .ready else { return }
    navigator.back()
  }

  func dismiss() async {
    guard currentState != .dismissed else { return }
    broadcaster.send(.dismissed)
    broadcaster.finish()
    navigator.finish()
    selection.withLock { $0?.finish() }
  }

  // MARK: PaymentFlow

  func paymentStarted() async {
    guard currentState == .ready else { return }
    navigator.push(.processing)
  }

  func paymentSucceeded(_ result: PaymentResult) async {
    guard currentState == .ready else { return }
    track(.paymentSucceeded(method: result.method))
    broadcaster.send(.success(result))
    if settings.showsSuccessScreen {
      navigator.reset(to: .success)
    } else {
      await dismiss()
    }
  }

  func paymentFailed(_ error: CheckoutError) async {
    guard currentState == .ready else { return }
    track(.paymentFailed(method: lastMethod.withLock { $0 }, code: error.analyticsCode))
    broadcaster.send(.failure(error))
    if settings.showsFailureScreen {
      navigator.reset(to: .failure)
    } else {
      await dismiss()
    }
  }

  func returnToPaymentSelection() async {
    guard currentState == .ready else { return }
    navigator.reset(to: .paymentMethodSelection)
  }

  func cancel() async {
    guard currentState == .ready else { return }
    await paymentFailed(.paymentCancelled)
  }
}

extension CheckoutError {
  /// A stable code for analytics; no card data, no localized text.
  var analyticsCode: String {
    switch self {
    case .paymentDeclined: "payment_declined"
    case .insufficientFunds: "insufficient_funds"
    case .cardExpired: "card_expired"
    case .authenticationFailed: "authentication_failed"
    case .paymentCancelled: "payment_cancelled"
    case .bankFetchFailed: "bank_fetch_failed"
    case .networkUnavailable: "network_unavailable"
    case .sessionExpired: "session_expired"
    case .timeout: "timeout"
    case .unknown(let code): code ?? "unknown"
    }
  }
}
