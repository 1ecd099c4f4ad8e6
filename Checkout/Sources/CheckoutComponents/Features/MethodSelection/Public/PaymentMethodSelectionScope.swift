import CheckoutAssets

/// The list of payment methods, and choosing one.
public protocol PaymentMethodSelectionScope: AnyObject, Sendable {
  /// The methods on offer, then every change.
  var state: AsyncStream<PaymentMethodSelectionState> { get }
  /// The list now, without waiting for ``state``.
  var currentState: PaymentMethodSelectionState { get }
  /// Screen and row replacements.
  var customization: PaymentMethodSelectionCustomization { get set }
  /// Chooses a method: the checkout opens its screen.
  func select(_ method: PaymentMethodType) async
  /// Cancels the checkout.
  func cancel() async
}

/// The payment-method list.
public struct PaymentMethodSelectionState: Sendable, Hashable {
  /// The methods on offer, in the order shown: the session's methods the
  /// checkout can show, then the merchant's own, narrowed to
  /// ``CheckoutConfiguration/paymentMethods`` when it is set.
  public var methods: [PaymentMethodOption]
  /// The method the customer last chose with
  /// ``PaymentMethodSelectionScope/select(_:)``, kept when they come back to
  /// the list; `nil` until they choose one.
  public var selected: PaymentMethodType?

  /// A list of `methods`, with `selected` chosen.
  public init(methods: [PaymentMethodOption] = [], selected: PaymentMethodType? = nil) {
    self.methods = methods
    self.selected = selected
  }
}

/// One method in the list, with its texts and its element.
public struct PaymentMethodOption: Sendable, Hashable, Identifiable {
  /// The method the row chooses.
  public var method: PaymentMethodType
  /// The row's title, as the method's ``PaymentMethod`` names it.
  public var name: PaymentMethodText
  /// The line under the name.
  public var subtitle: PaymentMethodText

  /// The method's identifier, such as `ideal`: a list has one row per method.
  public var id: String { method.identifier }

  /// The row of `method`, with its name and subtitle.
  public init(_ method: PaymentMethodType, name: PaymentMethodText, subtitle: PaymentMethodText) {
    self.method = method
    self.name = name
    self.subtitle = subtitle
  }

  /// The row's accessibility element, labelled with the name in `localizer`'s locale.
  public func element(_ localizer: Localizer) -> A11yElement {
    A11y.PaymentMethods.methodItem(methodId: method.identifier, methodName: name.text(in: localizer))
  }
}

/// Replacements for the payment-method list's parts; `nil` keeps the default.
public struct PaymentMethodSelectionCustomization: Sendable {
  /// Replaces the whole list screen, drawn from its state; ``row`` is then
  /// unused.
  public var screen: (@Sendable (PaymentMethodSelectionState) -> ViewDescription)?
  /// Replaces each method's row. A row with the option's
  /// ``PaymentMethodOption/element(_:)`` keeps the identifier the terminal
  /// renderer chooses the method by.
  public var row: (@Sendable (PaymentMethodOption) -> ViewDescription)?

  /// Replacements for the given parts; `nil` keeps a part's default.
  public init(
    screen: (@Sendable (PaymentMethodSelectionState) -> ViewDescription)? = nil,
    row: (@Sendable (PaymentMethodOption) -> ViewDescription)? = nil
  ) {
    self.screen = screen
    self.row = row
  }
}
