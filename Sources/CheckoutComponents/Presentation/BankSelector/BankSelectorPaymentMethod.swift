import CheckoutAssets

/// A bank payment chosen from a list of banks: iDEAL and Dotpay are two
/// instances of it, differing in their type, names and title.
struct BankSelectorPaymentMethod: PaymentMethod {
  let type: PaymentMethodType
  let name: PaymentMethodText
  let subtitle: PaymentMethodText
  let getBanks: any GetBanksInteractor
  let processPayment: any ProcessBankSelectorPaymentInteractor
  let track: @Sendable (AnalyticsEvent) -> Void

  /// iDEAL, the Dutch bank payment, and Dotpay, the Polish one, in that order.
  static func builtIn(
    getBanks: any GetBanksInteractor, processPayment: any ProcessBankSelectorPaymentInteractor,
    track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) -> [Self] {
    [
      (PaymentMethodType.ideal, Strings.PaymentMethods.idealName, Strings.PaymentMethods.idealSubtitle),
      (.dotpay, Strings.PaymentMethods.dotpayName, Strings.PaymentMethods.dotpaySubtitle),
    ].map { type, name, subtitle in
      Self(
        type: type, name: PaymentMethodText(name), subtitle: PaymentMethodText(subtitle), getBanks: getBanks,
        processPayment: processPayment, track: track)
    }
  }

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
