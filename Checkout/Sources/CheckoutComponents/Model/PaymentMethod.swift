import CheckoutAssets
import CheckoutDI

/// A payment method the checkout can offer: it names itself, creates its
/// scope, and describes its screen.
///
/// The checkout registers its own methods (the card, and iDEAL and Dotpay
/// through one bank-selector method) in a ``PaymentMethodRegistry``. A
/// merchant adds one by declaring its ``PaymentMethodType``, a scope that
/// conforms to ``PaymentMethodScope``, and a type conforming to this
/// protocol, then passing it in
/// ``CheckoutConfiguration/additionalPaymentMethods``:
///
/// ```swift
/// struct GiftCardMethod: PaymentMethod {
///   var type: PaymentMethodType { .giftCard }
///   var name: PaymentMethodText { PaymentMethodText("Gift card", translations: ["nl": "Cadeaukaart"]) }
///   var subtitle: PaymentMethodText { PaymentMethodText("Pay with a store gift card") }
///   func makeScope(_ context: PaymentMethodContext) -> GiftCardScope { GiftCardScope(context) }
///   func makeView(for scope: GiftCardScope, localizer: Localizer) -> ViewDescription { ... }
/// }
/// ```
public protocol PaymentMethod: Sendable {
  /// The scope the method's screen runs on.
  associatedtype Scope: PaymentMethodScope

  /// The method's identifier; registering another method with the same one
  /// replaces it.
  var type: PaymentMethodType { get }
  /// The name on the payment-method list.
  var name: PaymentMethodText { get }
  /// The line under the name.
  var subtitle: PaymentMethodText { get }

  /// The method's scope, made the first time the checkout needs it. The
  /// context reports the payment's outcome to the checkout.
  func makeScope(_ context: PaymentMethodContext) -> Scope
  /// The method's screen for the scope's current state, as a renderer
  /// draws it.
  func makeView(for scope: Scope, localizer: Localizer) -> ViewDescription
}

extension PaymentMethod {
  /// Registers the method in `registry`, replacing one with the same type.
  public func register(in registry: PaymentMethodRegistry) {
    registry.register(self)
  }
}

/// A payment method's name or subtitle: one of the checkout's localized
/// strings, or a merchant's text with its translations.
public struct PaymentMethodText: Sendable, Hashable {
  /// The text, as a `Localizer` reads it.
  public let string: LocalizedString

  /// A string from the checkout's catalogs, or a verbatim one
  /// (`LocalizedString.init(verbatim:translations:)`).
  public init(_ string: LocalizedString) {
    self.string = string
  }

  /// A merchant's text: `translations` maps a locale (`nl`, `nl-BE`) to its
  /// text; a locale it lacks falls back to its language, then to `text`.
  public init(_ text: String, translations: [String: String] = [:]) {
    string = LocalizedString(verbatim: text, translations: translations)
  }

  /// The text in `localizer`'s locale.
  public func text(in localizer: Localizer) -> String {
    localizer(string)
  }
}

/// What a payment method's scope gets from the checkout that owns it: the
/// amount, how its screen was reached, and where to report the payment.
///
/// A scope calls ``paymentStarted()`` before it pays and must not pay when
/// it returns `false`; then exactly one of ``paymentSucceeded(_:)`` and
/// ``paymentFailed(_:)``.
public struct PaymentMethodContext: Sendable {
  /// The method the scope pays with.
  public let paymentMethod: PaymentMethodType
  /// The session's amount, in minor units, and its currency.
  public let amount: Int
  /// The ISO 4217 code of ``amount``'s currency, such as `EUR`.
  public let currency: String
  private let presentation: LockedState<PresentationContext>
  private weak let flow: (any PaymentFlow)?

  init(
    paymentMethod: PaymentMethodType, amount: Int, currency: String, presentation: PresentationContext = .direct,
    flow: (any PaymentFlow)?
  ) {
    self.paymentMethod = paymentMethod
    self.amount = amount
    self.currency = currency
    self.presentation = LockedState(presentation)
    self.flow = flow
  }

  /// How the screen was reached this time.
  public var presentationContext: PresentationContext {
    presentation.withLock { $0 }
  }

  /// The checkout's localizer now; the base locale's once the checkout is gone.
  public var localizer: Localizer {
    flow?.localizer ?? Localizer(locale: Localizer.baseLocale)
  }

  /// The customer is about to pay. `false` when the checkout can't take a
  /// payment now (another is in flight, or it isn't ready): don't pay.
  /// Otherwise the checkout shows it processing until the outcome.
  public func paymentStarted() async -> Bool {
    await flow?.paymentStarted(paymentMethod) ?? true
  }

  /// The payment went through.
  public func paymentSucceeded(_ result: PaymentResult) async {
    await flow?.paymentSucceeded(result)
  }

  /// The payment, or loading what it needs, failed.
  public func paymentFailed(_ error: CheckoutError) async {
    await flow?.paymentFailed(error)
  }

  /// Leaves the screen: back to the list, or cancel the checkout, which
  /// dismisses it.
  public func dismiss() async {
    switch DismissalMechanism(presentationContext) {
    case .back: await flow?.returnToPaymentSelection()
    case .cancel: await flow?.cancel()
    }
  }

  /// A step of a 3-D Secure challenge, as it happens.
  func threeDSecure(_ event: ThreeDSecureEvent) async {
    await flow?.threeDSecure(event)
  }

  /// Records how the screen is reached now; the checkout sets it when it
  /// opens the screen.
  func present(as context: PresentationContext) {
    presentation.withLock { $0 = context }
  }
}
