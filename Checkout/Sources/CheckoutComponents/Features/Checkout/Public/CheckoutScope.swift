import CheckoutAssets
import Foundation
import Logging
import OpenAPIRuntime

/// The checkout: its lifecycle, its screens, and the payment-method scopes.
///
/// `initializing → ready → success(PaymentResult) | failure(CheckoutError) → dismissed`;
/// ``retry()`` goes from failure back to ready. While the customer is on a
/// bank's page or a 3-D Secure challenge, `ready → actionRequired(CustomerAction) → ready`
/// on the way to the outcome.
public protocol CheckoutScope: AnyObject, Sendable {
  /// The current state, then every transition.
  var state: AsyncStream<CheckoutState> { get }
  /// The state now, without waiting for ``state``.
  var currentState: CheckoutState { get }
  /// The current screen, then every change.
  var routes: AsyncStream<CheckoutRoute> { get }
  /// The screen now, without waiting for ``routes``.
  var currentRoute: CheckoutRoute { get }
  /// The localizer every text comes from; ``setLocale(_:)`` switches it.
  var localizer: Localizer { get }
  /// The amount, in minor units, and its currency.
  var amount: Int { get }
  /// The ISO 4217 code of ``amount``'s currency, such as `EUR`, from the
  /// session.
  var currency: String { get }

  /// Told, on the main actor, when the checkout completes, fails or is
  /// dismissed, and of the 3-D Secure challenge's lifecycle. Held weakly.
  var delegate: (any CheckoutComponentsDelegate)? { get set }
  /// Splash, loading, processing, success and failure screen replacements.
  var customization: CheckoutCustomization { get set }
  /// Loads the payment methods and shows them: `initializing → ready`.
  func start() async
  /// Switches the locale of every text, at runtime.
  func setLocale(_ identifier: String)
  /// The payment-method list.
  var paymentMethodSelection: any PaymentMethodSelectionScope { get }
  /// A method's scope by its type, such as `(any CardFormScope).self`; built on
  /// first use. For `(any BankSelectorScope).self`, the first bank method offered.
  func paymentMethod<Scope>(_ type: Scope.Type) -> Scope?
  /// A method's scope by its type; `nil` for a method not on offer.
  func paymentMethod(_ method: PaymentMethodType) -> (any PaymentMethodScope)?
  /// A method's scope by its identifier, such as "ideal".
  func paymentMethod(identifier: String) -> (any PaymentMethodScope)?
  /// A method's screen for its scope's current state, as its
  /// ``PaymentMethod`` describes it; `nil` for a method not on offer.
  func paymentMethodView(_ method: PaymentMethodType) -> ViewDescription?
  /// Shows a method's screen directly, without the list: its leading
  /// action is cancel. A bank selector starts loading its banks.
  func present(_ method: PaymentMethodType) async
  /// From failure, back to the payment methods.
  func retry() async
  /// Back one screen; at the payment methods, nothing.
  func back() async
  /// Closes the checkout: `dismissed`, and every stream ends. Does nothing
  /// while a payment is processing.
  func dismiss() async

  /// Where a web view's message handler hands the messages of a required
  /// action's page (see ``CustomerAction``).
  var webBridge: WebBridge { get }
  /// The customer gives up on the open required action: the checkout stops
  /// waiting, asks the server how the payment stands and reports it (a
  /// payment still pending is cancelled). Nothing without an open action.
  func cancelCustomerAction() async
}

/// The checkout's lifecycle.
public enum CheckoutState: Sendable, Hashable {
  /// Made, not started yet: ``CheckoutScope/start()`` shows the payment
  /// methods.
  case initializing
  /// The customer chooses a method and pays. The checkout stays here while a
  /// payment is processing, but for the customer's time on a required
  /// action's page (`actionRequired`).
  case ready
  /// A payment waits for the customer on a bank's page or a 3-D Secure
  /// challenge, which the host opens.
  case actionRequired(CustomerAction)
  /// The payment went through, with what a receipt needs. `dismissed`
  /// follows once the checkout is closed, at once without a success screen.
  case success(PaymentResult)
  /// The payment, or loading what it needs, failed, with the error to show
  /// the customer. ``CheckoutScope/retry()`` goes back to `ready`; without a
  /// failure screen, `dismissed` follows at once.
  case failure(CheckoutError)
  /// The checkout is closed, and every stream ends; nothing moves it again.
  case dismissed
}

/// Which optional screens the checkout shows.
public struct CheckoutSettings: Sendable, Hashable {
  /// Whether the checkout opens on the splash screen; `false` opens it on
  /// the loading screen.
  public var showsSplash: Bool
  /// Whether a payment that goes through shows the success screen; `false`
  /// dismisses the checkout as soon as the host has heard of the success.
  public var showsSuccessScreen: Bool
  /// Whether a failure shows the failure screen, from which the customer can
  /// try again; `false` dismisses the checkout as soon as the host has heard
  /// of the failure.
  public var showsFailureScreen: Bool

  /// Settings that show every screen unless told otherwise.
  public init(showsSplash: Bool = true, showsSuccessScreen: Bool = true, showsFailureScreen: Bool = true) {
    self.showsSplash = showsSplash
    self.showsSuccessScreen = showsSuccessScreen
    self.showsFailureScreen = showsFailureScreen
  }
}

/// Where the checkout's payment API is and how the checkout behaves. What
/// it sells (the amount, the currency, the methods on offer) comes from the
/// client session the merchant's server created.
public struct CheckoutConfiguration: Sendable {
  /// The payment API's base URL, such as `https://pay.example.com/v1`.
  public var apiBaseURL: URL
  /// The HTTP transport: `nil` for URLSession's. Pass your own for
  /// certificate pinning, a proxy, or tests.
  public var transport: (any ClientTransport)?
  /// Timeouts, the payment deadline and retries.
  public var network: NetworkPolicy
  /// The locale of every text, such as "nl-BE"; `nil` for the session's.
  /// Switchable later.
  public var locale: String?
  /// The methods to show, of those on offer, in the order they are
  /// offered; `nil` for all of them.
  public var paymentMethods: [PaymentMethodType]?
  /// The merchant's own payment methods, registered after the checkout's.
  /// Each is offered after the session's methods, unless the session
  /// lists its type, which then places it; one with the type of a built-in
  /// method replaces it.
  public var additionalPaymentMethods: [any PaymentMethod]
  /// Which of the splash, success and failure screens the checkout shows;
  /// all of them by default.
  public var settings: CheckoutSettings
  /// Labels, placeholders and extra optional fields of the card form. The
  /// session's required fields and accepted networks always apply.
  public var cardForm: CardFormConfiguration
  /// Where analytics events go; `nil` drops them.
  public var analytics: (any AnalyticsReporter)?
  /// Where the pages of required actions post their bridge messages when no
  /// web view carries them: in a terminal or on a desktop, a loopback
  /// listener (`CheckoutLoopback`'s `LoopbackBridgeEndpoint`). `nil` on a
  /// phone, whose web view hands them to ``CheckoutScope/webBridge``.
  public var webBridgeEndpoint: (any WebBridgeEndpoint)?
  /// Where the checkout logs (retries, payment methods it can't show, a
  /// checkout that can't start); `nil`, the default, logs nothing, so the
  /// checkout never writes into the app's output unless the app asks.
  /// Pass your app's logger, or `Logger(label: "checkout")` once you have
  /// bootstrapped swift-log's `LoggingSystem`. Card numbers, security
  /// codes and billing addresses are never logged.
  public var logger: Logger?
  /// Hears what a ``CheckoutComponentsDelegate`` hears, on the main actor,
  /// for a host without a delegate object: each ``CheckoutEvent`` after the
  /// delegate's method for it. The main actor must be running (an app's
  /// always is; a command-line host calls `dispatchMain()` or works from
  /// an `async` `main` and never blocks the main thread): the payment that
  /// caused an event waits until the closure has run.
  public var onEvent: (@MainActor @Sendable (CheckoutEvent) -> Void)?

  /// A configuration for the payment API at `apiBaseURL`; each other
  /// parameter sets the property of the same name.
  public init(
    apiBaseURL: URL, transport: (any ClientTransport)? = nil, network: NetworkPolicy = NetworkPolicy(),
    locale: String? = nil, paymentMethods: [PaymentMethodType]? = nil,
    additionalPaymentMethods: [any PaymentMethod] = [], settings: CheckoutSettings = CheckoutSettings(),
    cardForm: CardFormConfiguration = CardFormConfiguration(), analytics: (any AnalyticsReporter)? = nil,
    webBridgeEndpoint: (any WebBridgeEndpoint)? = nil,
    logger: Logger? = nil, onEvent: (@MainActor @Sendable (CheckoutEvent) -> Void)? = nil
  ) {
    self.onEvent = onEvent
    self.webBridgeEndpoint = webBridgeEndpoint
    self.additionalPaymentMethods = additionalPaymentMethods
    self.apiBaseURL = apiBaseURL
    self.transport = transport
    self.network = network
    self.locale = locale
    self.paymentMethods = paymentMethods
    self.settings = settings
    self.cardForm = cardForm
    self.analytics = analytics
    self.logger = logger
  }
}

/// Replacements for the checkout's own screens; `nil` keeps the default.
public struct CheckoutCustomization: Sendable {
  /// Replaces the splash screen, the first one when
  /// ``CheckoutSettings/showsSplash``.
  public var splash: (@Sendable () -> ViewDescription)?
  /// Replaces the loading screen, on the way to the payment methods.
  public var loading: (@Sendable () -> ViewDescription)?
  /// Replaces the screen shown while a payment is processing, and while the
  /// checkout confirms it with the server after a bank's page or a 3-D
  /// Secure challenge.
  public var processing: (@Sendable () -> ViewDescription)?
  /// Replaces the success screen, drawn from the payment's result.
  public var success: (@Sendable (PaymentResult) -> ViewDescription)?
  /// Replaces the failure screen, drawn from the error; its
  /// ``CheckoutError/message`` is what to tell the customer.
  public var failure: (@Sendable (CheckoutError) -> ViewDescription)?

  /// Replacements for the given screens; `nil` keeps a screen's default.
  public init(
    splash: (@Sendable () -> ViewDescription)? = nil, loading: (@Sendable () -> ViewDescription)? = nil,
    processing: (@Sendable () -> ViewDescription)? = nil,
    success: (@Sendable (PaymentResult) -> ViewDescription)? = nil,
    failure: (@Sendable (CheckoutError) -> ViewDescription)? = nil
  ) {
    self.splash = splash
    self.loading = loading
    self.processing = processing
    self.success = success
    self.failure = failure
  }
}
