import CheckoutAssets

/// The list of payment methods, and choosing one.
public protocol PaymentMethodSelectionScope: AnyObject, Sendable {
  /// The methods on offer, then every change.
  var state: AsyncStream<PaymentMethodSelectionState> { get }
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
  public var methods: [PaymentMethodOption]
  public var selected: PaymentMethodType?

  public init(methods: [PaymentMethodOption] = [], selected: PaymentMethodType? = nil) {
    self.methods = methods
    self.selected = selected
  }
}

/// One method in the list, with its texts and its element.
public struct PaymentMethodOption: Sendable, Hashable, Identifiable {
  public var method: PaymentMethodType
  public var name: PaymentMethodText
  public var subtitle: PaymentMethodText

  public var id: String { method.identifier }

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
  public var screen: (@Sendable (PaymentMethodSelectionState) -> ViewDescription)?
  public var row: (@Sendable (PaymentMethodOption) -> ViewDescription)?

  public init(
    screen: (@Sendable (PaymentMethodSelectionState) -> ViewDescription)? = nil,
    row: (@Sendable (PaymentMethodOption) -> ViewDescription)? = nil
  ) {
    self.screen = screen
    self.row = row
  }
}
