import CheckoutAssets

/// A bank payment chosen from a list of banks: iDEAL (when its session
/// offers an issuer list), Dotpay and EPS are instances of it, differing in
/// their type, names and title.
struct BankSelectorPaymentMethod: PaymentMethod {
  let type: PaymentMethodType
  let name: PaymentMethodText
  let subtitle: PaymentMethodText
  let getBanks: any GetBanksInteractor
  let processPayment: any ProcessBankSelectorPaymentInteractor
  let track: @Sendable (AnalyticsEvent) -> Void

  /// The built-in bank methods, in their order: iDEAL, the Dutch bank
  /// payment; Dotpay, the Polish one; EPS, the Austrian one.
  static let builtIn: [(type: PaymentMethodType, name: PaymentMethodText, subtitle: PaymentMethodText)] = [
    (
      .ideal, PaymentMethodText(Strings.PaymentMethods.idealName),
      PaymentMethodText(Strings.PaymentMethods.idealSubtitle)
    ),
    (
      .dotpay, PaymentMethodText(Strings.PaymentMethods.dotpayName),
      PaymentMethodText(Strings.PaymentMethods.dotpaySubtitle)
    ),
    (.eps, PaymentMethodText(Strings.PaymentMethods.epsName), PaymentMethodText(Strings.PaymentMethods.epsSubtitle)),
  ]

  func makeScope(_ context: PaymentMethodContext) -> DefaultBankSelectorScope {
    DefaultBankSelectorScope(context: context, getBanks: getBanks, processPayment: processPayment, track: track)
  }

  func makeView(for scope: DefaultBankSelectorScope, localizer: Localizer) -> ViewDescription {
    BankSelectorView(
      scope.currentState, title: BankSelectorView.title(for: type), leadingAction: scope.leadingAction,
      customization: scope.customization, localizer: localizer
    ).body
  }
}
