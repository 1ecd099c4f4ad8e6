import CheckoutAssets
import CheckoutDI

/// The checkout: runs the lifecycle, owns the navigation and the
/// payment-method scopes, and turns their outcomes into its state.
final class DefaultCheckoutScope: CheckoutScope, PaymentFlow, CustomerActionHost {
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
  /// Where the current payment is: while one is in flight, nothing else
  /// moves the checkout; while its outcome is on its way to the host, a
  /// dismissal or a retry waits for it to arrive.
  private let phase = LockedState(PaymentPhase.idle)
  private let finishAnalytics: @Sendable () -> Void
  private let customizationStorage = LockedState(CheckoutCustomization())
  private let actions: CustomerActionController
  /// The host's closure, told each event after the delegate.
  private let onEvent: (@MainActor @Sendable (CheckoutEvent) -> Void)?

  var customization: CheckoutCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  private let delegateStorage = LockedState(WeakDelegate())

  /// A checkout selling `amount` of `currency` (the session's) with
  /// `methods`, in their order.
  init(
    amount: Int, currency: String, locale: String, methods: [PaymentMethodType], settings: CheckoutSettings,
    registry: PaymentMethodRegistry, actions: CustomerActionController,
    onEvent: (@MainActor @Sendable (CheckoutEvent) -> Void)? = nil,
    track: @escaping @Sendable (AnalyticsEvent) -> Void, finishAnalytics: @escaping @Sendable () -> Void = {}
  ) {
    self.actions = actions
    self.onEvent = onEvent
    self.finishAnalytics = finishAnalytics
    self.amount = amount
    self.currency = currency
    configuredMethods = methods
    self.settings = settings
    self.registry = registry
    self.track = track
    self.locale = LockedState(Localizer(locale: locale))
    navigator = Navigator(root: settings.showsSplash ? .splash : .loading)
    registry.bind(to: self, amount: amount, currency: currency)
    actions.attach(self)
  }

  var delegate: (any CheckoutComponentsDelegate)? {
    get { delegateStorage.withLock { $0.value } }
    set { delegateStorage.withLock { $0.value = newValue } }
  }

  /// The configured methods that are registered, in the configured order.
  private var methods: [PaymentMethodType] {
    configuredMethods.filter(registry.contains)
  }

  // MARK: State

  var state: AsyncStream<CheckoutState> { broadcaster.stream() }
  var currentState: CheckoutState { broadcaster.value }
  var routes: AsyncStream<CheckoutRoute> { navigator.routes }
  var currentRoute: CheckoutRoute { navigator.current }
  var localizer: Localizer { locale.withLock { $0 } }
  var webBridge: WebBridge { actions.bridge }

  func setLocale(_ identifier: String) {
    locale.withLock { $0 = Localizer(locale: identifier) }
  }

  // MARK: Lifecycle

  func start() async {
    guard
      broadcaster.transition({ state in
        guard state == .initializing else { return false }
        state = .ready
        return true
      })
    else { return }
    track(.checkoutStarted)
    if settings.showsSplash { navigator.push(.loading) }
    track(.paymentMethodsShown(count: methods.count))
    navigator.reset(to: .paymentMethodSelection)
  }

  var paymentMethodSelection: any PaymentMethodSelectionScope {
    selection.withLock { scope in
      if let scope { return scope }
      let made = DefaultPaymentMethodSelectionScope(
        methods: methods.compactMap(registry.option),
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
    paymentMethod(PaymentMethodType(rawValue: identifier))
  }

  func paymentMethodView(_ method: PaymentMethodType) -> ViewDescription? {
    guard methods.contains(method) else { return nil }
    return registry.view(for: method, localizer: localizer)
  }

  func present(_ method: PaymentMethodType) async {
    await open(method, context: .direct)
  }

  /// Shows a method's screen, reached in `context`, and starts its scope:
  /// a bank selector loads its banks. A method that has nothing to choose
  /// before its payment page (iDEAL without an issuer list) starts paying
  /// at once: it returns once the checkout shows the payment processing.
  func open(_ method: PaymentMethodType, context: PresentationContext) async {
    guard currentState == .ready, !isPaying, methods.contains(method),
      let scope = registry.open(method, in: context)
    else { return }
    track(.paymentMethodSelected(method))
    navigator.push(.paymentMethod(method, context))
    await scope.start()
    if let redirect = scope as? any PaysWhenOpened { _ = await redirect.launchPayment() }
  }

  func retry() async {
    await outcomeTold()
    guard
      broadcaster.transition({ state in
        guard case .failure = state else { return false }
        state = .ready
        return true
      })
    else { return }
    navigator.reset(to: .paymentMethodSelection)
  }

  func back() async {
    guard currentState == .ready, !isPaying else { return }
    navigator.back()
  }

  func dismiss() async {
    await outcomeTold()
    guard !isPaying,
      broadcaster.transition({ state in
        guard state != .dismissed else { return false }
        state = .dismissed
        return true
      })
    else { return }
    track(.checkoutDismissed)
    await tell(.dismissed)
    finishAnalytics()
    broadcaster.finish()
    navigator.finish()
    selection.withLock { $0?.finish() }
    registry.finishAll()
    await actions.close()
  }

  private var isPaying: Bool {
    phase.withLock { phase in
      if case .paying = phase { return true }
      return false
    }
  }

  /// Returns once the outcome of the payment that just ended, if any, has
  /// been told: what follows it (a dismissal, a retry's `ready`) never
  /// reaches the host first.
  private func outcomeTold() async {
    let telling = phase.withLock { phase -> Task<Void, Never>? in
      if case .telling(let delivery) = phase { return delivery }
      return nil
    }
    await telling?.value
  }

  // MARK: PaymentFlow

  func paymentStarted(_ method: PaymentMethodType) async -> Bool {
    let started = phase.withLock { phase in
      guard case .idle = phase, currentState == .ready else { return false }
      phase = .paying
      return true
    }
    guard started else { return false }
    lastMethod.withLock { $0 = method }
    navigator.push(.processing)
    return true
  }

  func paymentSucceeded(_ result: PaymentResult) async {
    await settle(
      as: .success(result), event: .paymentSucceeded(method: result.method), screen: .success,
      showsScreen: settings.showsSuccessScreen, told: .completed(result))
  }

  func paymentFailed(_ error: CheckoutError) async {
    await settle(
      as: .failure(error), event: .paymentFailed(method: lastMethod.withLock { $0 }, code: error.analyticsCode),
      screen: .failure, showsScreen: settings.showsFailureScreen, told: .failed(error))
  }

  func threeDSecure(_ event: ThreeDSecureEvent) async {
    await tell(.threeDSecure(event))
  }

  /// Tells the delegate, then the host's closure, of `event`, on the main
  /// actor, and returns once they have heard it: an event is never told
  /// after the checkout moved on, nor out of order.
  private func tell(_ event: CheckoutEvent) async {
    let onEvent = onEvent
    guard delegate != nil || onEvent != nil else { return }
    await MainActor.run {
      if let delegate { event.deliver(to: delegate) }
      onEvent?(event)
    }
  }

  /// Ends a payment: `ready → state`, the outcome on its way to the host,
  /// the outcome's screen, and once the host has been told, the payment no
  /// longer in flight, then dismissal when the merchant turned the screen
  /// off. A dismissal or retry asked for while the outcome is on its way
  /// (the customer pressed "Done", the host dismissed from the state
  /// stream) waits for it, so the host hears the outcome first.
  private func settle(
    as state: CheckoutState, event: AnalyticsEvent, screen: CheckoutRoute, showsScreen: Bool, told: CheckoutEvent
  ) async {
    let delivery = phase.withLock { phase -> Task<Void, Never>? in
      let settled = broadcaster.transition { current in
        switch current {
        case .ready, .actionRequired: break
        default: return false
        }
        current = state
        return true
      }
      guard settled else {
        phase = .idle
        return nil
      }
      let delivery = Task { await self.tell(told) }
      phase = .telling(delivery)
      return delivery
    }
    guard let delivery else { return }
    track(event)
    if showsScreen { navigator.reset(to: screen) }
    await delivery.value
    phase.withLock { $0 = .idle }
    if !showsScreen { await dismiss() }
  }

  // MARK: Customer actions

  func customerActionStarted(_ action: CustomerAction) async {
    let shown = broadcaster.transition { state in
      guard state == .ready else { return false }
      state = .actionRequired(action)
      return true
    }
    guard shown else { return }
    navigator.push(.customerAction(action))
  }

  func customerActionEnded() async {
    let ended = broadcaster.transition { state in
      guard case .actionRequired = state else { return false }
      state = .ready
      return true
    }
    guard ended else { return }
    navigator.replace(with: .processing)
  }

  func cancelCustomerAction() async {
    guard case .actionRequired = currentState else { return }
    actions.cancel()
  }

  func returnToPaymentSelection() async {
    guard currentState == .ready, !isPaying else { return }
    navigator.reset(to: .paymentMethodSelection)
  }

  /// The customer cancelled before paying: the checkout closes, as
  /// ``dismiss()`` closes it. A cancel is not a failure.
  func cancel() async {
    guard currentState == .ready, !isPaying else { return }
    await dismiss()
  }
}

/// Where the checkout's payment is.
private enum PaymentPhase {
  /// No payment: the checkout moves as the customer and host ask.
  case idle
  /// Between ``PaymentFlow/paymentStarted(_:)`` and its outcome.
  case paying
  /// The outcome is settled and `delivery` tells the host of it.
  case telling(Task<Void, Never>)
}

/// The merchant's delegate, held weakly.
private struct WeakDelegate {
  weak var value: (any CheckoutComponentsDelegate)?
}

extension CheckoutError {
  /// A stable code for analytics; no card data, no localized text.
  var analyticsCode: String {
    switch self {
    case .paymentDeclined: "payment_declined"
    case .addressVerificationFailed: "address_verification_failed"
    case .insufficientFunds: "insufficient_funds"
    case .cardExpired: "card_expired"
    case .authenticationFailed: "authentication_failed"
    case .paymentCancelled: "payment_cancelled"
    case .paymentNotCompleted: "payment_not_completed"
    case .bankFetchFailed: "bank_fetch_failed"
    case .networkUnavailable: "network_unavailable"
    case .sessionExpired: "session_expired"
    case .timeout: "timeout"
    case .serviceUnavailable: "service_unavailable"
    case .invalidResponse: "invalid_response"
    case .noPaymentMethods: "no_payment_methods"
    case .unknown(let code): code ?? "unknown"
    }
  }
}
