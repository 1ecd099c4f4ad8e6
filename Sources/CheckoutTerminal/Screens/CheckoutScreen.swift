import CheckoutAssets
import CheckoutComponents
import Foundation

/// One screen of the checkout with the state it shows: what the renderer
/// draws, and what the audit enumerates.
public enum CheckoutScreen: Sendable, Hashable {
  case splash
  case loading
  case paymentMethods(PaymentMethodSelectionState)
  case cardForm(CardFormState, context: PresentationContext)
  case bankSelector(BankSelectorState, method: PaymentMethodType, leadingAction: BankSelectorLeadingAction)
  /// A merchant's own method, drawn from the view its ``PaymentMethod`` describes.
  case paymentMethod(PaymentMethodType, view: ViewDescription)
  case processing
  /// The customer is on a bank's page or a 3-D Secure challenge in the browser.
  case customerAction(CustomerAction)
  case success(PaymentResult)
  case failure(CheckoutError)

  /// The screen's name in the accessibility catalog.
  public var name: String {
    switch self {
    case .splash, .loading: "splash"
    case .paymentMethods: "payment_methods"
    case .cardForm: "card_form"
    case .bankSelector: "bank_selector"
    case .paymentMethod: "payment_method"
    case .processing: "processing"
    case .customerAction: "customer_action"
    case .success: "success"
    case .failure: "failure"
    }
  }
}

/// What pressing Enter on an element does.
extension CheckoutScreen {
  /// Whether the screen waits for the payment API: it will change by itself.
  /// A customer action waits for the customer, not for the API.
  var isWaiting: Bool {
    switch self {
    case .processing: true
    case .cardForm(let state, _): state.isSubmitting
    case .bankSelector(let state, _, _): state.status == .loading
    default: false
    }
  }
}

public enum ScreenAction: Sendable, Hashable {
  case selectMethod(PaymentMethodType)
  /// Pay with the method whose row had the focus last, else this one.
  case payWithHighlightedMethod(otherwise: PaymentMethodType)
  /// Back to the method that failed, to try it again.
  case tryAgain
  case cancelCheckout
  case back
  case cardLeadingAction
  case editField(CardFormField)
  case chooseNetwork(CardNetwork)
  case submitCard
  /// Press an element of a method the renderer draws from its own view
  /// (a merchant's, or iDEAL without an issuer list): a button, or, with
  /// `nil`, Enter where the focus has nothing else to do.
  case activateMethodElement(PaymentMethodType, element: String?)
  /// A text field of such a method's view: typing edits it.
  case editMethodField(PaymentMethodType, element: String)
  /// Such a method's back or cancel button: leave its screen.
  case leaveMethod(PaymentMethodType)
  case editSearch
  case clearSearch
  case selectBank(Bank)
  case bankLeadingAction
  case retry
  /// Give up on the bank's page or the challenge.
  case cancelCustomerAction
  case close
  case done

  /// Whether it leaves the screen backwards: back or cancel.
  public var leavesScreen: Bool {
    switch self {
    case .back, .cardLeadingAction, .bankLeadingAction, .cancelCheckout, .cancelCustomerAction, .leaveMethod: true
    default: false
    }
  }
}

/// Everything a screen's texts depend on besides its state.
public struct ScreenContext: Sendable {
  public var localizer: Localizer
  /// The amount in minor units, and its ISO 4217 currency.
  public var amount: Int
  public var currency: String
  /// The merchant's name, as the success message shows it.
  public var merchant: String
  public var checkout: CheckoutCustomization
  public var paymentMethods: PaymentMethodSelectionCustomization
  public var cardForm: CardFormCustomization
  public var bankSelector: BankSelectorCustomization
  /// The card form's per-field label and placeholder overrides.
  public var fieldPresentation: [CardFormField: CardFormFieldPresentation]
  /// The names of the methods on offer, for the receipt.
  public var methodNames: [PaymentMethodType: PaymentMethodText]

  public init(
    localizer: Localizer, amount: Int, currency: String, merchant: String = "Tessera Store",
    checkout: CheckoutCustomization = CheckoutCustomization(),
    paymentMethods: PaymentMethodSelectionCustomization = PaymentMethodSelectionCustomization(),
    cardForm: CardFormCustomization = CardFormCustomization(),
    bankSelector: BankSelectorCustomization = BankSelectorCustomization(),
    fieldPresentation: [CardFormField: CardFormFieldPresentation] = [:],
    methodNames: [PaymentMethodType: PaymentMethodText] = [:]
  ) {
    self.methodNames = methodNames
    self.localizer = localizer
    self.amount = amount
    self.currency = currency
    self.merchant = merchant
    self.checkout = checkout
    self.paymentMethods = paymentMethods
    self.cardForm = cardForm
    self.bankSelector = bankSelector
    self.fieldPresentation = fieldPresentation
  }

  /// The amount for people, in the localizer's locale: `€ 24,90` in nl.
  public var formattedAmount: String {
    AmountFormatting.format(minorUnits: amount, currency: currency, locale: localizer.locale)
  }
}

extension ScreenContext {
  /// The name of `method` as the list shows it: the session's, else the
  /// checkout's own name for a built-in method, else its identifier.
  public func name(of method: PaymentMethodType) -> String {
    if let name = methodNames[method] { return name.text(in: localizer) }
    let builtIn: LocalizedString? =
      switch method {
      case .card: Strings.PaymentMethods.cardName
      case .ideal: Strings.PaymentMethods.idealName
      case .dotpay: Strings.PaymentMethods.dotpayName
      case .eps: Strings.PaymentMethods.epsName
      default: nil
      }
    return builtIn.map { localizer($0) } ?? method.identifier
  }
}
