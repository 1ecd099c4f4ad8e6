import CheckoutAssets

/// A bank method whose session offers no issuer list (iDEAL by default):
/// its screen only opens the scheme's own page, where the customer chooses
/// the bank.
struct BankRedirectPaymentMethod: PaymentMethod {
  let type: PaymentMethodType
  let name: PaymentMethodText
  let subtitle: PaymentMethodText
  let processPayment: any ProcessBankSelectorPaymentInteractor
  let track: @Sendable (AnalyticsEvent) -> Void

  func makeScope(_ context: PaymentMethodContext) -> DefaultBankRedirectScope {
    DefaultBankRedirectScope(context: context, processPayment: processPayment, track: track)
  }

  func makeView(for scope: DefaultBankRedirectScope, localizer: Localizer) -> ViewDescription {
    BankRedirectView(
      scope.currentState, methodName: name.text(in: localizer), leadingAction: scope.leadingAction,
      localizer: localizer
    ).body
  }
}
