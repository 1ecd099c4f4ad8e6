import CheckoutAssets
import CheckoutComponents
import Foundation

/// One screen in one state, as the audit renders it.
public struct AuditCase: Sendable {
  /// The state's name, such as `card_form/errors`.
  public var name: String
  public var screen: CheckoutScreen

  public init(name: String, screen: CheckoutScreen) {
    self.name = name
    self.screen = screen
  }
}

/// What the audit asks its backend for: a checkout selling 24.90 in
/// `currency`, with the merchant's card-form configuration.
public struct AuditCheckoutRequest: Sendable {
  public var currency: String
  public var paymentMethods: [PaymentMethodType]?
  public var cardForm: CardFormConfiguration

  public init(
    currency: String = "EUR", paymentMethods: [PaymentMethodType]? = nil,
    cardForm: CardFormConfiguration = CardFormConfiguration()
  ) {
    self.currency = currency
    self.paymentMethods = paymentMethods
    self.cardForm = cardForm
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

    let result = PaymentResult(paymentID: "pay_1", method: .card, amount: 2490, currency: "EUR")
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
