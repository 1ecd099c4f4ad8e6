import CheckoutAssets
import CheckoutComponents
import Foundation

/// One screen in one state, as the audit renders it.
public struct AuditCase: Sendable {
  /// The state's name, such as `card_form/errors`.
  public var name: String
  /// The screen to render; for a case made with ``init(name:localized:)``,
  /// as made in the base locale.
  public var screen: CheckoutScreen
  /// The screen in a locale, for a screen whose view is made in one (a
  /// merchant's method describes its own); `nil` when ``screen`` is built
  /// in each locale by the renderer.
  public var localized: (@Sendable (Localizer) -> CheckoutScreen)?

  /// A case whose screen is one value; the renderer builds its texts in
  /// each locale.
  public init(name: String, screen: CheckoutScreen) {
    self.name = name
    self.screen = screen
  }

  /// A case whose screen is made in each locale the audit renders.
  public init(name: String, localized: @escaping @Sendable (Localizer) -> CheckoutScreen) {
    self.name = name
    self.screen = localized(Localizer(locale: Localizer.baseLocale))
    self.localized = localized
  }

  /// The screen to render in `localizer`'s locale.
  func screen(in localizer: Localizer) -> CheckoutScreen {
    localized?(localizer) ?? screen
  }
}

/// What the audit asks its backend for: a checkout selling 24.90 in
/// `currency`, with the merchant's card-form configuration.
public struct AuditCheckoutRequest: Sendable {
  /// The checkout's ISO 4217 currency, such as `EUR`.
  public var currency: String
  /// The methods to offer, in order; `nil` for all the session has.
  public var paymentMethods: [PaymentMethodType]?
  /// The card form's configuration: labels, placeholders, and extra fields
  /// such as a billing address.
  public var cardForm: CardFormConfiguration
  /// Whether the session shows iDEAL's banks in the app, or lets the
  /// customer choose on iDEAL's own page.
  public var idealIssuerList: Bool

  /// A request; by default in euros, with every method, the default card
  /// form, and iDEAL's bank list.
  public init(
    currency: String = "EUR", paymentMethods: [PaymentMethodType]? = nil,
    cardForm: CardFormConfiguration = CardFormConfiguration(), idealIssuerList: Bool = true
  ) {
    self.currency = currency
    self.paymentMethods = paymentMethods
    self.cardForm = cardForm
    self.idealIssuerList = idealIssuerList
  }
}

/// Makes a checkout on a real payment API for the audit; the caller owns
/// the server and the client sessions.
public typealias AuditCheckoutFactory = @Sendable (AuditCheckoutRequest) async throws -> any CheckoutScope

/// Every screen of the checkout in every state it can show, reached by
/// driving the real scopes against a payment API where the state comes
/// from the runtime (the card form's validation, the banks' search), and
/// built directly where it is a plain value (a result, an error).
public enum AuditFixtures {
  /// Every case: the splash screens, the list, the card form's states,
  /// each bank method's selector, iDEAL without its bank list, the
  /// merchant's own methods, and the processing, customer-action, success
  /// and failure screens. Checkouts come from `makeCheckout`, whose errors
  /// it throws.
  public static func all(makeCheckout: AuditCheckoutFactory) async throws -> [AuditCase] {
    var cases: [AuditCase] = [
      AuditCase(name: "splash/splash", screen: .splash),
      AuditCase(name: "splash/loading", screen: .loading),
    ]

    let scope = try await makeCheckout(AuditCheckoutRequest())
    await scope.start()
    cases.append(
      AuditCase(name: "payment_methods/list", screen: .paymentMethods(scope.paymentMethodSelection.currentState)))
    cases.append(AuditCase(name: "payment_methods/empty", screen: .paymentMethods(PaymentMethodSelectionState())))

    cases += try await cardForm(makeCheckout)
    cases += try await bankSelector(.ideal, makeCheckout)
    cases += try await bankSelector(.dotpay, makeCheckout, full: false)
    cases += try await bankSelector(.eps, makeCheckout, full: false)
    cases += bankRedirect(.ideal, name: Strings.PaymentMethods.idealName)
    cases += merchantMethods(of: scope)

    let result = PaymentResult(
      paymentID: "pay_1", method: .card, amount: 2640, currency: "EUR", surcharge: 150, network: .amex,
      lastFourDigits: "0005")
    let bankResult = PaymentResult(paymentID: "pay_2", method: .ideal, amount: 2490, currency: "EUR")
    // A fixed address: the audit opens no page and listens nowhere.
    let page =
      URL(string: "http://127.0.0.1:8080/sandbox/banks/ideal/ing/pay_1?state=0f3a") ?? URL(fileURLWithPath: "/")
    cases += [
      AuditCase(name: "processing/processing", screen: .processing),
      AuditCase(
        name: "customer_action/redirect",
        screen: .customerAction(CustomerAction(kind: .redirect, method: .ideal, url: page, paymentID: "pay_1"))),
      AuditCase(
        name: "customer_action/challenge",
        screen: .customerAction(
          CustomerAction(kind: .threeDSecureChallenge, method: .card, url: page, paymentID: "pay_1"))),
      AuditCase(name: "success/success", screen: .success(result)),
      AuditCase(name: "success/bank", screen: .success(bankResult)),
      AuditCase(name: "failure/declined", screen: .failure(.paymentDeclined)),
      AuditCase(name: "failure/error_code", screen: .failure(.unknown(code: "processing_error"))),
    ]
    await scope.dismiss()
    return cases
  }

  private static func cardForm(_ makeCheckout: AuditCheckoutFactory) async throws -> [AuditCase] {
    var cases: [AuditCase] = []
    let scope = try await makeCheckout(AuditCheckoutRequest())
    await scope.start()
    guard let card = scope.paymentMethod((any CardFormScope).self) else { return [] }
    cases.append(
      AuditCase(name: "card_form/empty", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    cases.append(AuditCase(name: "card_form/direct", screen: .cardForm(card.currentState, context: .direct)))
    await card.submit()
    cases.append(
      AuditCase(name: "card_form/required", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    card.update(.cardNumber, value: "4242 4242")
    card.update(.expiryDate, value: "01/20")
    card.update(.cvv, value: "12")
    cases.append(
      AuditCase(name: "card_form/invalid", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    card.update(.cardNumber, value: "4242 4242 4242 4242")
    card.update(.expiryDate, value: "12/30")
    card.update(.cvv, value: "123")
    card.update(.cardholderName, value: "Ada Lovelace")
    cases.append(
      AuditCase(name: "card_form/valid", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    var submitting = card.currentState
    submitting.isSubmitting = true
    cases.append(AuditCase(name: "card_form/submitting", screen: .cardForm(submitting, context: .fromPaymentSelection)))
    card.update(.cardNumber, value: "4035 5010 0000 0008")
    cases.append(
      AuditCase(name: "card_form/co_badged", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    if let choice = card.currentState.coBadgedChoices.last { card.selectNetwork(choice) }
    cases.append(
      AuditCase(
        name: "card_form/co_badged_chosen", screen: .cardForm(card.currentState, context: .fromPaymentSelection)))
    await scope.dismiss()

    let billing = try await makeCheckout(
      AuditCheckoutRequest(
        currency: "USD", paymentMethods: [.card],
        cardForm: CardFormConfiguration(
          billingAddress: [
            .firstName: .required, .lastName: .required, .addressLine1: .required, .addressLine2: .optional,
            .city: .required, .state: .required, .postalCode: .required, .country: .required, .email: .required,
            .phone: .optional,
          ])))
    await billing.start()
    if let form = billing.paymentMethod((any CardFormScope).self) {
      cases.append(AuditCase(name: "card_form/billing", screen: .cardForm(form.currentState, context: .direct)))
      await form.submit()
      cases.append(
        AuditCase(name: "card_form/billing_required", screen: .cardForm(form.currentState, context: .direct)))
    }
    await billing.dismiss()
    return cases
  }

  /// A bank method without an issuer list: its screen as it opens, while
  /// the scheme's page opens, and presented directly. Plain values: opening
  /// the method starts a payment, which the audit doesn't make.
  private static func bankRedirect(_ method: PaymentMethodType, name methodName: LocalizedString) -> [AuditCase] {
    let name = method.identifier
    func screen(_ state: BankRedirectState, _ action: BankSelectorLeadingAction) -> AuditCase {
      let suffix = state.isRedirecting ? "_redirecting" : action == .cancel ? "_direct" : ""
      return AuditCase(name: "bank_redirect/\(name)\(suffix)") { t in
        let view = BankRedirectView(state, methodName: t(methodName), leadingAction: action, localizer: t)
        return .paymentMethod(method, view: view.body)
      }
    }
    return [
      screen(BankRedirectState(), .back), screen(BankRedirectState(), .cancel),
      screen(BankRedirectState(isRedirecting: true), .back),
    ]
  }

  /// The screen of each method the checkout offers that the renderer
  /// doesn't know (a merchant's), as the method describes it in each locale;
  /// the checkout is back in its own locale after each.
  private static func merchantMethods(of scope: any CheckoutScope) -> [AuditCase] {
    let known: Set<PaymentMethodType> = Set(PaymentMethodType.builtIn)
    return scope.paymentMethodSelection.currentState.methods.map(\.method).filter { !known.contains($0) }.map {
      method in
      AuditCase(name: "payment_method/\(method.identifier)") { t in
        let original = scope.localizer.locale
        scope.setLocale(t.locale)
        defer { scope.setLocale(original) }
        return .paymentMethod(method, view: scope.paymentMethodView(method) ?? .text(""))
      }
    }
  }

  private static func bankSelector(
    _ method: PaymentMethodType, _ makeCheckout: AuditCheckoutFactory, full: Bool = true
  ) async throws -> [AuditCase] {
    let scope = try await makeCheckout(AuditCheckoutRequest())
    await scope.start()
    await scope.paymentMethodSelection.select(method)
    guard let bank = scope.paymentMethod(method) as? any BankSelectorScope else { return [] }
    // Selecting loads the banks before it returns.
    let name = method.identifier
    func screen(_ state: BankSelectorState, _ action: BankSelectorLeadingAction = .back) -> CheckoutScreen {
      .bankSelector(state, method: method, leadingAction: action)
    }
    let ready = bank.currentState
    var cases = [AuditCase(name: "bank_selector/\(name)_list", screen: screen(ready))]
    guard full else {
      await scope.dismiss()
      return cases
    }
    cases.append(AuditCase(name: "bank_selector/\(name)_loading", screen: screen(BankSelectorState())))
    cases.append(AuditCase(name: "bank_selector/\(name)_direct", screen: screen(ready, .cancel)))
    bank.search(query: "bank")
    cases.append(AuditCase(name: "bank_selector/\(name)_search", screen: screen(bank.currentState)))
    bank.search(query: "zzz")
    cases.append(AuditCase(name: "bank_selector/\(name)_no_results", screen: screen(bank.currentState)))
    bank.search(query: "")
    cases.append(
      AuditCase(name: "bank_selector/\(name)_no_banks", screen: screen(BankSelectorState(status: .ready))))
    if let first = ready.banks.first(where: { !$0.isDisabled }) {
      var selected = ready
      selected.status = .selected(first)
      selected.selectedBank = first
      cases.append(AuditCase(name: "bank_selector/\(name)_redirecting", screen: screen(selected)))
    }
    await scope.dismiss()
    return cases
  }
}
