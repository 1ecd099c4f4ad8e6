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
  case processing
  case success(PaymentResult)
  case failure(CheckoutError)

  /// The screen's name in the accessibility catalog.
  public var name: String {
    switch self {
    case .splash, .loading: "splash"
    case .paymentMethods: "payment_methods"
    case .cardForm: "card_form"
    case .bankSelector: "bank_selector"
    case .processing: "processing"
    case .success: "success"
    case .failure: "failure"
    }
  }
}

/// What pressing Enter on an element does.
extension CheckoutScreen {
  /// Whether the screen waits for the payment API: it will change by itself.
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
  case editSearch
  case clearSearch
  case selectBank(Bank)
  case bankLeadingAction
  case retry
  case close
  case done

  /// Whether it leaves the screen backwards: back or cancel.
  public var leavesScreen: Bool {
    switch self {
    case .back, .cardLeadingAction, .bankLeadingAction, .cancelCheckout: true
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

  public init(
    localizer: Localizer, amount: Int, currency: String, merchant: String = "Tessera Store",
    checkout: CheckoutCustomization = CheckoutCustomization(),
    paymentMethods: PaymentMethodSelectionCustomization = PaymentMethodSelectionCustomization(),
    cardForm: CardFormCustomization = CardFormCustomization(),
    bankSelector: BankSelectorCustomization = BankSelectorCustomization(),
    fieldPresentation: [CardFormField: CardFormFieldPresentation] = [:]
  ) {
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

/// Money in a locale's format.
public enum AmountFormatting {
  /// ISO 4217 currencies without minor units (Foundation on Linux doesn't expose the exponent).
  static let zeroDecimalCurrencies: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
  ]

  /// ISO 4217 currencies with three minor-unit digits.
  static let threeDecimalCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

  /// The number of minor-unit digits of `currency`, per ISO 4217.
  public static func minorDigits(_ currency: String) -> Int {
    let code = currency.uppercased()
    if zeroDecimalCurrencies.contains(code) { return 0 }
    return threeDecimalCurrencies.contains(code) ? 3 : 2
  }

  /// `minorUnits` of `currency` as `locale` writes money.
  public static func format(minorUnits: Int, currency: String, locale: String) -> String {
    let digits = minorDigits(currency)
    var value = Decimal(minorUnits)
    for _ in 0..<digits { value /= 10 }
    return value.formatted(
      .currency(code: currency.uppercased()).locale(Locale(identifier: locale)).precision(
        .fractionLength(digits)))
  }

  /// Minor units from a decimal amount such as `24.90`; `nil` if it isn't
  /// one, is negative, or has more decimals than the currency.
  public static func minorUnits(of text: String, currency: String) -> Int? {
    let digits = minorDigits(currency)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII),
      whole.allSatisfy(\.isNumber)
    else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= digits, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    let padded = fraction + String(repeating: "0", count: digits - fraction.count)
    guard let units = Int(whole + padded), units <= 1_000_000_000_00 else { return nil }
    return units
  }
}
