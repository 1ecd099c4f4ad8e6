/// The scope every payment method's screen has: the card form, a bank
/// selector, or a merchant's own method.
///
/// Its lifecycle is the same for all of them: the checkout builds it the
/// first time it is needed, calls ``start()`` each time its screen is
/// shown, and the customer either pays with ``submit()`` or leaves with
/// ``dismiss()``, which goes back or cancels per ``dismissalMechanism``.
public protocol PaymentMethodScope<State>: AnyObject, Sendable {
  /// What the screen shows.
  associatedtype State: Sendable & Hashable

  /// The method this scope pays with.
  var paymentMethod: PaymentMethodType { get }
  /// The current state, then every transition.
  var state: AsyncStream<State> { get }
  /// The state now.
  var currentState: State { get }
  /// How the screen was reached: it decides ``dismissalMechanism``.
  var presentationContext: PresentationContext { get }
  /// How the customer leaves the screen: back to the payment methods when
  /// they came from the list, cancelling the checkout when the merchant
  /// opened the method directly.
  var dismissalMechanism: DismissalMechanism { get }

  /// Called each time the checkout shows the screen: a bank selector loads
  /// its banks; the card form has nothing to load.
  func start() async
  /// Pays with what the customer entered or chose: the card, or the
  /// selected bank. Does nothing when there is nothing to pay with yet, or
  /// while a payment is in flight.
  func submit() async
  /// Leaves the screen per ``dismissalMechanism``.
  func dismiss() async

  /// The customer changed the text of a field of the method's screen (a
  /// ``ViewDescription/field(_:value:placeholder:)``): `identifier` is the
  /// field's element's, `value` its whole text now. The default ignores it;
  /// a merchant's method with a text field keeps the value in its state,
  /// which its view shows.
  func updateField(_ identifier: String, value: String)
  /// The customer pressed a button of the method's screen (a
  /// ``ViewDescription/button(_:title:isEnabled:)``), or pressed Enter
  /// where the focus has nothing else to do: `identifier` is the element's,
  /// `nil` for no element. The default submits.
  func activate(_ identifier: String?) async
}

extension PaymentMethodScope {
  /// Ignores the change: a method without text fields.
  public func updateField(_ identifier: String, value: String) {}

  /// Submits, whatever was pressed.
  public func activate(_ identifier: String?) async {
    await submit()
  }

  /// Back from the payment-method list, cancel when presented directly.
  public var dismissalMechanism: DismissalMechanism {
    DismissalMechanism(presentationContext)
  }
}

/// How a payment method's screen is left.
public enum DismissalMechanism: Sendable, Hashable {
  /// Back to the payment-method list.
  case back
  /// Cancel the checkout.
  case cancel

  /// `back` when the screen was reached from the list, else `cancel`.
  public init(_ context: PresentationContext) {
    self = context == .direct ? .cancel : .back
  }
}
