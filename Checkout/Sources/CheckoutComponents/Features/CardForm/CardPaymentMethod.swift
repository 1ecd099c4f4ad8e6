import CheckoutAssets

/// The card: a card form on the session's accepted networks, required
/// fields and surcharges, paying through the card-payment interactor.
struct CardPaymentMethod: PaymentMethod {
  let configuration: CardFormConfiguration
  let surcharges: [CardNetwork: Int]
  let validation: any ValidatePaymentDataInteractor
  let processPayment: any ProcessCardPaymentInteractor
  let track: @Sendable (AnalyticsEvent) -> Void

  var type: PaymentMethodType { .card }
  var name: PaymentMethodText { PaymentMethodText(Strings.PaymentMethods.cardName) }
  var subtitle: PaymentMethodText { PaymentMethodText(Strings.PaymentMethods.cardSubtitle) }

  func makeScope(_ context: PaymentMethodContext) -> DefaultCardFormScope {
    DefaultCardFormScope(
      configuration: configuration, surcharges: surcharges, context: context, validation: validation,
      processPayment: processPayment, track: track)
  }

  func makeView(for scope: DefaultCardFormScope, localizer: Localizer) -> ViewDescription {
    CardFormView(
      scope.currentState, presentation: scope.presentationContext, amount: scope.amount, currency: scope.currency,
      customization: scope.customization, fieldPresentation: scope.fieldPresentation, localizer: localizer
    ).body
  }
}
