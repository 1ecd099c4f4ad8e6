import CheckoutAssets
import CheckoutSandbox
import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The whole checkout against the sandbox server over HTTP: lifecycle,
/// routes, the card and bank paths, settings, scope access and runtime
/// locale switching.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct CheckoutFlowTests {
  let backend: TestBackend

  init() async throws {
    backend = try await TestBackend.start()
  }

  func checkout(
    locale: String = "en", settings: CheckoutSettings = CheckoutSettings(),
    cardForm: CardFormConfiguration = CardFormConfiguration()
  ) async throws -> DefaultCheckoutScope {
    try await backend.checkout(locale: locale, settings: settings, cardForm: cardForm)
  }

  /// Fills the card form and pays.
  static func pay(with number: String, in checkout: DefaultCheckoutScope) async throws -> DefaultCardFormScope {
    await checkout.start()
    await checkout.paymentMethodSelection.select(.card)
    let form = try #require(checkout.paymentMethod((any CardFormScope).self) as? DefaultCardFormScope)
    form.update(.cardNumber, value: number)
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: "123")
    form.update(.cardholderName, value: "Zoë Łukasiewicz")
    #expect(form.currentState.isSubmitEnabled, "\(form.currentState.fields.filter { !$0.isValid })")
    await form.submit()
    return form
  }

  @Test func startingGoesFromInitializingToReadyThroughTheSplash() async throws {
    let checkout = try await checkout()
    let states = checkout.state
    let routes = checkout.routes
    #expect(checkout.currentState == .initializing)
    await checkout.start()
    #expect(await first(2, of: states) == [.initializing, .ready])
    #expect(await first(3, of: routes) == [.splash, .loading, .paymentMethodSelection])
    #expect(checkout.paymentMethodSelection.currentState.methods.map(\.method) == [.card, .ideal, .dotpay, .eps])
  }

  @Test func withoutTheSplashTheFirstScreenIsLoading() async throws {
    let checkout = try await checkout(settings: CheckoutSettings(showsSplash: false))
    #expect(checkout.currentRoute == .loading)
  }

  /// A declined card ends in failure with the decline message, in every
  /// shipped locale, word for word as the catalog has it.
  @Test(arguments: ["en", "de", "nl", "pl", "fr"])
  func aDeclinedCardFailsWithTheLocalizedDeclineMessage(locale: String) async throws {
    let checkout = try await checkout(locale: locale)
    _ = try await Self.pay(with: "4000 0000 0000 0002", in: checkout)
    #expect(checkout.currentState == .failure(.paymentDeclined))
    #expect(checkout.currentRoute == .failure)
    guard case .failure(let error) = checkout.currentState else { return }
    #expect(checkout.localizer(error.message) == (try Self.catalogValue("checkout_error_payment_declined", locale)))
  }

  @Test func aGoodCardSucceeds() async throws {
    let checkout = try await checkout()
    _ = try await Self.pay(with: "4242 4242 4242 4242", in: checkout)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .card && result.amount == 1250 && result.currency == "EUR")
    #expect(checkout.currentRoute == .success)
  }

  @Test func aChallengeCardGoesThroughThreeDSecure() async throws {
    let checkout = try await checkout()
    await checkout.start()
    await checkout.paymentMethodSelection.select(.card)
    let form = try #require(checkout.paymentMethod(.card) as? DefaultCardFormScope)
    let events = form.threeDSecureEvents
    form.update(.cardNumber, value: "4000000000003220")
    form.update(.expiryDate, value: "01/30")
    form.update(.cvv, value: "999")
    form.update(.cardholderName, value: "Ada Lovelace")
    let customer = PageCustomer.act(.approve, on: checkout)
    await form.submit()
    _ = try await customer.value
    #expect(await first(4, of: events) == [.willPresent, .didPresent, .willDismiss, .didComplete])
    if case .success = checkout.currentState {} else { Issue.record("expected success, got \(checkout.currentState)") }
  }

  @Test func submitStaysOffUntilEveryRequiredFieldIsValid() async throws {
    let checkout = try await checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(!form.currentState.isSubmitEnabled)
    form.update(.cardNumber, value: "4242 4242 4242 4242")
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: "12")
    form.update(.cardholderName, value: "Ada")
    #expect(!form.currentState.isSubmitEnabled)
    #expect(form.currentState[.cvv]?.error == .cvvInvalidLength(expected: 3))
    form.update(.cvv, value: "123")
    #expect(form.currentState.isSubmitEnabled)
    #expect(form.currentState.network == .visa)
    #expect(form.currentState[.cardNumber]?.isValid == true)
  }

  @Test func requiredErrorsShowOnlyAfterASubmitAttempt() async throws {
    let checkout = try await checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.cardNumber]?.error == nil)
    await form.submit()
    #expect(form.currentState[.cardNumber]?.error == .cardNumberRequired)
    #expect(checkout.currentState == .ready)
  }

  @Test func billingFieldsFollowTheConfiguration() async throws {
    let checkout = try await checkout(
      cardForm: CardFormConfiguration(billingAddress: [.postalCode: .required, .country: .required, .email: .optional]))
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(
      form.currentState.visibleFields.map(\.field) == [
        .cardNumber, .expiryDate, .cvv, .cardholderName, .postalCode, .country, .email,
      ])
    #expect(form.currentState[.email]?.isRequired == false)
    #expect(form.currentState[.city]?.isVisible == false)
    form.update(.country, value: "NL")
    form.update(.postalCode, value: "1234")
    #expect(form.currentState[.postalCode]?.error == .postalCodeInvalid)
    form.update(.postalCode, value: "1234 AB")
    #expect(form.currentState[.postalCode]?.error == nil)
  }

  @Test func aCoBadgedCardLetsTheCustomerChooseTheNetwork() async throws {
    let checkout = try await checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: "4035 5010 0000 0008")
    #expect(Set(form.currentState.coBadgedChoices) == [.cartesBancaires, .visa])
    form.selectNetwork(.visa)
    #expect(form.currentState.network == .visa)
    form.selectNetwork(.amex)  // Not a choice: ignored.
    #expect(form.currentState.network == .visa)
    form.update(.cardNumber, value: "4242 4242 4242 4242")
    #expect(form.currentState.coBadgedChoices.isEmpty)
  }

  @Test func theBankPathFromTheListFindsAndPaysThroughABank() async throws {
    let checkout = try await checkout()
    await checkout.start()
    await checkout.paymentMethodSelection.select(.ideal)
    #expect(checkout.currentRoute == .paymentMethod(.ideal, .fromPaymentSelection))
    let banks = try #require(checkout.paymentMethod(identifier: "ideal") as? DefaultBankSelectorScope)
    #expect(banks.leadingAction == .back)
    banks.search(query: "sns")
    let sns = try #require(banks.currentState.filteredBanks.first)
    #expect(sns.name == "SNS Bank")
    try await banks.selectBank(sns)
    let customer = PageCustomer.act(.approve, on: checkout)
    await banks.submit()
    _ = try await customer.value
    if case .success(let result) = checkout.currentState {
      #expect(result.method == .ideal)
    } else {
      Issue.record("expected success, got \(checkout.currentState)")
    }
  }

  @Test func oneScopePerMethodWhoseContextFollowsHowItWasOpened() async throws {
    let checkout = try await checkout()
    await checkout.start()
    let scope = try #require(checkout.paymentMethod(.ideal) as? any BankSelectorScope)
    scope.customization = BankSelectorCustomization(bankRow: { .text($0.name) })
    await checkout.present(.ideal)
    #expect(scope.leadingAction == .cancel)
    #expect(scope.currentState.status == .ready)  // Presenting loads the banks.
    #expect(checkout.currentRoute == .paymentMethod(.ideal, .direct))
    await checkout.back()
    await checkout.paymentMethodSelection.select(.ideal)
    #expect(checkout.paymentMethod(.ideal) === scope)
    #expect(scope.leadingAction == .back)
    #expect(scope.customization.bankRow != nil)  // The merchant's hooks stay.
  }

  @Test func nothingMovesTheCheckoutWhileAPaymentIsInFlight() async throws {
    let held = LockedState<HeldPayments?>(nil)
    let checkout = try await backend.checkout(repositories: { repositories in
      var repositories = repositories
      let payments = HeldPayments(repositories.payments)
      held.withLock { $0 = payments }
      repositories.payments = payments
      return repositories
    })
    let service = try #require(held.withLock { $0 })
    await checkout.start()
    await checkout.paymentMethodSelection.select(.ideal)
    let banks = try #require(checkout.paymentMethod(.ideal) as? any BankSelectorScope)
    let ing = try #require(banks.currentState.banks.first { $0.id == "ing" })
    let customer = PageCustomer.act(.approve, on: checkout)
    let paying = Task {
      try await banks.selectBank(ing)
      await banks.submit()
    }
    // Held while resuming, once the customer is back from the bank's page.
    while await !service.isHolding { await Task.yield() }
    #expect(checkout.currentRoute == .processing)
    await checkout.back()
    await banks.dismiss()
    await checkout.paymentMethodSelection.cancel()
    await checkout.dismiss()
    await checkout.present(.dotpay)
    #expect(checkout.currentState == .ready)
    #expect(checkout.currentRoute == .processing)
    await service.release()
    try await paying.value
    _ = try await customer.value
    if case .success = checkout.currentState {} else { Issue.record("expected success, got \(checkout.currentState)") }
    #expect(await service.creations == 1)
  }

  @Test func dismissEndsEveryStream() async throws {
    let checkout = try await checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    let banks = try #require(checkout.paymentMethod((any BankSelectorScope).self))
    let streams = (form.state, banks.state, form.threeDSecureEvents, checkout.routes)
    await checkout.dismiss()
    for await _ in streams.0 {}
    for await _ in streams.1 {}
    for await _ in streams.2 {}
    for await _ in streams.3 {}
    #expect(checkout.currentState == .dismissed)
  }

  @Test func aCoBadgedChoiceOffersOnlyAcceptedNetworks() async throws {
    let checkout = try await checkout(cardForm: CardFormConfiguration(acceptedNetworks: [.visa, .mastercard]))
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: "4035 5010 0000 0008")
    #expect(form.currentState.coBadgedChoices.isEmpty)
    #expect(form.currentState.network == .visa)
  }

  @Test func backFromABankSelectorReturnsToTheList() async throws {
    let checkout = try await checkout()
    await checkout.start()
    await checkout.paymentMethodSelection.select(.dotpay)
    let banks = try #require(checkout.paymentMethod(.dotpay) as? any BankSelectorScope)
    await banks.dismiss()
    #expect(checkout.currentRoute == .paymentMethodSelection)
    #expect(checkout.currentState == .ready)
  }

  /// Cancelling before a payment closes the checkout: `dismissed` and
  /// `checkoutDidDismiss`, never `failure(.paymentCancelled)` and `checkoutDidFail`.
  @Test func cancellingBeforeAPaymentDismissesTheCheckout() async throws {
    let checkout = try await checkout()
    let delegate = RecordingDelegate()
    checkout.delegate = delegate
    await checkout.start()
    await checkout.paymentMethodSelection.cancel()
    #expect(checkout.currentState == .dismissed)
    #expect(delegate.calls == ["didDismiss"])
    #expect(try await backend.server.storedPayments().isEmpty)
  }

  @Test func retryGoesFromFailureBackToReady() async throws {
    let checkout = try await checkout()
    _ = try await Self.pay(with: "4000000000000002", in: checkout)
    await checkout.retry()
    #expect(checkout.currentState == .ready)
    #expect(checkout.currentRoute == .paymentMethodSelection)
  }

  @Test func withoutASuccessScreenSuccessDismisses() async throws {
    let checkout = try await checkout(settings: CheckoutSettings(showsSuccessScreen: false))
    let states = checkout.state
    _ = try await Self.pay(with: "4242424242424242", in: checkout)
    var seen: [CheckoutState] = []
    for await state in states { seen.append(state) }
    #expect(seen.count == 4)
    #expect(seen.first == .initializing && seen.last == .dismissed)
  }

  @Test func scopesByMetatypeCaseAndIdentifier() async throws {
    let checkout = try await checkout()
    #expect(checkout.paymentMethod((any CardFormScope).self)?.paymentMethod == .card)
    #expect(checkout.paymentMethod((any BankSelectorScope).self)?.paymentMethod == .ideal)
    #expect(checkout.paymentMethod(.dotpay)?.paymentMethod == .dotpay)
    #expect(checkout.paymentMethod(identifier: "ideal")?.paymentMethod == .ideal)
    #expect(checkout.paymentMethod(identifier: "paypal") == nil)
  }

  @Test func theLocaleSwitchesAtRuntime() async throws {
    let checkout = try await checkout(locale: "en")
    #expect(checkout.localizer(Strings.Navigation.back) == "Back")
    checkout.setLocale("pl")
    #expect(checkout.localizer(Strings.Navigation.back) == "Wstecz")
  }

  /// The value of `key` in a locale's `Checkout.strings`, read from the catalog itself.
  static func catalogValue(_ key: String, _ locale: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Strings/\(locale).lproj/Checkout.strings"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("\"\(key)\" = \"") })
    return String(line.dropFirst(key.count + 6).dropLast(2))
  }
}

/// Actions called twice at once take effect once.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct ConcurrentActionTests {
  let backend: TestBackend

  init() async throws {
    backend = try await TestBackend.start()
  }

  @Test func twoSubmitsAtOncePayOnce() async throws {
    let checkout = try await backend.checkout()
    await checkout.start()
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    form.update(.cardNumber, value: "4242424242424242")
    form.update(.expiryDate, value: "12/29")
    form.update(.cvv, value: "123")
    form.update(.cardholderName, value: "Ada Lovelace")
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { await form.submit() } }
    }
    #expect(try await backend.server.storedPayments().count == 1)
  }

  @Test func eightBankSubmitsAtOncePayOnce() async throws {
    let checkout = try await backend.checkout()
    await checkout.start()
    await checkout.present(.ideal)
    let scope = try #require(checkout.paymentMethod(.ideal) as? DefaultBankSelectorScope)
    let ing = try #require(scope.currentState.banks.first { $0.id == "ing" })
    try await scope.selectBank(ing)
    let customer = PageCustomer.act(.approve, on: checkout)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { await scope.submit() } }
    }
    _ = try await customer.value
    #expect(try await backend.server.storedPayments().count == 1)
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result.method == .ideal)
  }
}
