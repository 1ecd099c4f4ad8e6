import CheckoutAssets
import CheckoutComponents
import Foundation

/// One screen of the checkout with the state it shows: what the renderer
/// draws, and what the audit enumerates.
public enum CheckoutScreen: Sendable, Hashable {
  /// The checkout starting, before it loads the payment methods.
  case splash
  /// The payment methods loading.
  case loading
  /// The list of payment methods to choose from; empty when none is on
  /// offer.
  case paymentMethods(PaymentMethodSelectionState)
  /// The card form, and how it was reached: from the list (its leading
  /// action is back) or directly (cancel).
  case cardForm(CardFormState, context: PresentationContext)
  /// A bank method's list of banks (iDEAL, Dotpay, EPS) with its search,
  /// and its leading action: back or cancel.
  case bankSelector(BankSelectorState, method: PaymentMethodType, leadingAction: BankSelectorLeadingAction)
  /// A merchant's own method, drawn from the view its ``PaymentMethod`` describes.
  case paymentMethod(PaymentMethodType, view: ViewDescription)
  /// A payment under way, waiting for the payment API.
  case processing
  /// The customer is on a bank's page or a 3-D Secure challenge in the browser.
  case customerAction(CustomerAction)
  /// The payment went through: the receipt.
  case success(PaymentResult)
  /// The payment or the checkout failed, and why: try again, choose
  /// another method, or close.
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

/// What pressing Enter on an element does: ``CheckoutSession`` performs
/// it on the scopes.
public enum ScreenAction: Sendable, Hashable {
  /// A method's row on the list: open the method's screen.
  case selectMethod(PaymentMethodType)
  /// Pay with the method whose row had the focus last, else this one.
  case payWithHighlightedMethod(otherwise: PaymentMethodType)
  /// Back to the method that failed, to try it again.
  case tryAgain
  /// The list's cancel button: cancel the checkout.
  case cancelCheckout
  /// Back one screen (``CheckoutScope/back()``).
  case back
  /// The card form's back or cancel button: leave the form.
  case cardLeadingAction
  /// A card-form field: typing edits it, and Enter moves the focus on.
  case editField(CardFormField)
  /// A co-badged card's network choice: choose that network for the payment.
  case chooseNetwork(CardNetwork)
  /// The card form's pay button: submit the card; the payment runs while
  /// more keys come.
  case submitCard
  /// Press an element of a method the renderer draws from its own view
  /// (a merchant's, or iDEAL without an issuer list): a button, or, with
  /// `nil`, Enter where the focus has nothing else to do.
  case activateMethodElement(PaymentMethodType, element: String?)
  /// A text field of such a method's view: typing edits it.
  case editMethodField(PaymentMethodType, element: String)
  /// Such a method's back or cancel button: leave its screen.
  case leaveMethod(PaymentMethodType)
  /// The bank search field: Enter there focuses the first bank that
  /// matches. Typing edits the search wherever the focus is.
  case editSearch
  /// The bank search's clear button: empty the search and focus it.
  case clearSearch
  /// A bank's row: choose the bank and pay through it.
  case selectBank(Bank)
  /// The bank selector's back or cancel button: leave it.
  case bankLeadingAction
  /// The failure screen's choose-another-method button: back to the
  /// payment methods.
  case retry
  /// Give up on the bank's page or the challenge.
  case cancelCustomerAction
  /// The failure screen's close button: close the checkout.
  case close
  /// The success screen's done button: close the checkout.
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
  /// The locale of every text, and the strings in it.
  public var localizer: Localizer
  /// The amount in minor units, and its ISO 4217 currency.
  public var amount: Int
  /// The ISO 4217 code of ``amount``'s currency, such as `EUR`.
  public var currency: String
  /// The merchant's name, as the success message shows it.
  public var merchant: String
  /// The merchant's replacements for whole screens: splash, loading,
  /// processing, success and failure.
  public var checkout: CheckoutCustomization
  /// The merchant's replacements for the payment-method list, or its rows.
  public var paymentMethods: PaymentMethodSelectionCustomization
  /// The merchant's replacements for the card form, or its parts.
  public var cardForm: CardFormCustomization
  /// The merchant's replacements for the bank selector, or its parts.
  public var bankSelector: BankSelectorCustomization
  /// The card form's per-field label and placeholder overrides.
  public var fieldPresentation: [CardFormField: CardFormFieldPresentation]
  /// The names of the methods on offer, for the receipt.
  public var methodNames: [PaymentMethodType: PaymentMethodText]

  /// A context for `amount` minor units of `currency`, sold by `merchant`,
  /// with no customization and no method names unless given.
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
