import CheckoutAssets
import Testing

@testable import CheckoutComponents

/// The bank selector on mock interactors that count their calls and keep
/// their arguments: loading, search, selection, the two empty states, the
/// leading action, errors and analytics.
@Suite(.timeLimit(.minutes(1))) struct BankSelectorScopeTests {
  static func scope(
    _ method: PaymentMethodType = .ideal, context: PresentationContext = .fromPaymentSelection,
    getBanks: MockGetBanks = MockGetBanks(), pay: MockProcessBankPayment = MockProcessBankPayment(),
    flow: RecordingFlow = RecordingFlow(), events: RecordedEvents = RecordedEvents()
  ) -> DefaultBankSelectorScope {
    DefaultBankSelectorScope(
      context: flow.context(method, presentation: context), getBanks: getBanks, processPayment: pay,
      track: events.track)
  }

  @Test func loadingThenReadyWithEveryBank() async {
    let scope = Self.scope()
    #expect(scope.currentState.status == .loading)
    #expect(scope.currentState.emptyState == nil)
    await scope.load()
    #expect(scope.currentState.status == .ready)
    #expect(scope.currentState.banks == testBanks)
    #expect(scope.currentState.filteredBanks == testBanks)
  }

  @Test func theStateStreamYieldsEveryTransition() async {
    let scope = Self.scope()
    let stream = scope.state
    await scope.load()
    scope.search(query: "sns")
    let states = await first(3, of: stream)
    #expect(states.map(\.status) == [.loading, .ready, .ready])
    #expect(states.last?.filteredBanks.map(\.name) == ["SNS Bank"])
  }

  @Test(arguments: [
    ("sns", ["SNS Bank"]), ("ïng", ["ING"]), ("ING", ["ING"]), ("  rabo ", ["Rabobank"]),
    ("BANK", ["ASN Bank", "Rabobank", "RegioBank", "SNS Bank", "Triodos Bank"]),
  ])
  func idealSearchIgnoresCaseAndDiacritics(query: String, names: [String]) async {
    let scope = Self.scope()
    await scope.load()
    scope.search(query: query)
    #expect(scope.currentState.filteredBanks.map(\.name) == names)
    #expect(scope.currentState.searchQuery == query)
  }

  @Test(arguments: [
    ("slaski", ["ING Bank Śląski"]), ("ŚLĄSKI", ["ING Bank Śląski"]), ("spoldzielczy", ["Bank Spółdzielczy"]),
    ("pko", ["PKO Bank Polski"]),
  ])
  func dotpaySearchFindsPolishNames(query: String, names: [String]) async {
    let scope = Self.scope(.dotpay)
    await scope.load()
    scope.search(query: query)
    #expect(scope.currentState.filteredBanks.map(\.name) == names)
  }

  @Test func anEmptyQueryRestoresTheList() async {
    let scope = Self.scope()
    await scope.load()
    scope.search(query: "zzz")
    #expect(scope.currentState.filteredBanks.isEmpty)
    #expect(scope.currentState.emptyState == .noBanksFound)
    scope.search(query: "")
    #expect(scope.currentState.filteredBanks == testBanks)
    #expect(scope.currentState.emptyState == nil)
  }

  @Test func noBanksAvailableDiffersFromNoBanksFound() async {
    let scope = Self.scope(getBanks: MockGetBanks(.success([])))
    await scope.load()
    #expect(scope.currentState.emptyState == .noBanksAvailable)
    scope.search(query: "ing")
    #expect(scope.currentState.emptyState == .noBanksAvailable)
    let german = Localizer(locale: "de")
    #expect(german(BankSelectorEmptyState.noBanksAvailable.title) == "Keine Banken verfügbar")
    #expect(german(BankSelectorEmptyState.noBanksFound.title) == "Keine Banken gefunden")
    #expect(BankSelectorEmptyState.noBanksFound.element.identifier == "checkout_components_bank_selector_no_results")
  }

  @Test func aDisabledBankCantBeSelectedAndNothingChanges() async throws {
    let flow = RecordingFlow()
    let scope = Self.scope(flow: flow)
    await scope.load()
    let disabled = try #require(scope.currentState.banks.first { $0.isDisabled })
    let before = scope.currentState
    await #expect(throws: BankSelectorError.bankDisabled(disabled)) { try await scope.selectBank(disabled) }
    #expect(scope.currentState == before)
    #expect(flow.all.isEmpty)
  }

  @Test func anUnknownBankOrOneBeforeLoadingIsRefused() async {
    let scope = Self.scope()
    let ing = Bank(id: "ing", name: "ING")
    await #expect(throws: BankSelectorError.notReady) { try await scope.selectBank(ing) }
    await scope.load()
    let stranger = Bank(id: "nope", name: "Nope Bank")
    await #expect(throws: BankSelectorError.unknownBank(stranger)) { try await scope.selectBank(stranger) }
  }

  @Test func selectingABankChoosesItAndPaysNothingUntilSubmit() async throws {
    let flow = RecordingFlow()
    let pay = MockProcessBankPayment()
    let scope = Self.scope(pay: pay, flow: flow)
    await scope.start()
    let ing = try #require(scope.currentState.banks.first { $0.id == "ing" })
    let rabo = try #require(scope.currentState.banks.first { $0.id == "rabobank" })
    try await scope.selectBank(ing)
    #expect(scope.currentState.status == .selected(ing))
    // Until the payment is submitted, the customer may choose another.
    try await scope.selectBank(rabo)
    #expect(scope.currentState.status == .selected(rabo))
    #expect(scope.currentState.selectedBank == rabo)
    #expect(flow.all.isEmpty)
    #expect(pay.arguments.isEmpty)
  }

  @Test func submitWithoutABankDoesNothing() async {
    let flow = RecordingFlow()
    let pay = MockProcessBankPayment()
    let scope = Self.scope(pay: pay, flow: flow)
    await scope.submit()
    await scope.start()
    await scope.submit()
    #expect(scope.currentState.status == .ready)
    #expect(flow.all.isEmpty)
    #expect(pay.arguments.isEmpty)
  }

  @Test func submitPaysThroughTheSelectedBankAndReportsSuccess() async throws {
    let flow = RecordingFlow()
    let events = RecordedEvents()
    let getBanks = MockGetBanks()
    let pay = MockProcessBankPayment()
    let scope = Self.scope(getBanks: getBanks, pay: pay, flow: flow, events: events)
    await scope.start()
    let ing = try #require(scope.currentState.banks.first { $0.id == "ing" })
    try await scope.selectBank(ing)
    await scope.submit()
    #expect(scope.currentState.status == .selected(ing))
    #expect(scope.currentState.selectedBank == ing)
    #expect(flow.all.first == .started)
    guard case .succeeded(let result)? = flow.all.last else {
      Issue.record("expected success, got \(flow.all)")
      return
    }
    #expect(result.method == .ideal && result.amount == 1250 && result.currency == "EUR")
    #expect(
      events.all == [
        .bankSelectionShown(method: .ideal, bankCount: testBanks.count),
        .bankSelected(bankID: "ing"), .paymentSubmitted(method: .ideal),
      ])
    #expect(getBanks.arguments == [.ideal])
    #expect(pay.arguments.map(\.method) == [.ideal])
    #expect(pay.arguments.map(\.bankID) == ["ing"])
  }

  @Test func aFailedBankPaymentGoesToTheCheckoutWithItsError() async throws {
    let flow = RecordingFlow()
    let scope = Self.scope(pay: MockProcessBankPayment(.failure(.serviceUnavailable)), flow: flow)
    await scope.load()
    try await scope.selectBank(try #require(scope.currentState.banks.first { $0.id == "ing" }))
    await scope.submit()
    #expect(flow.all == [.started, .failed(.serviceUnavailable)])
  }

  @Test func aFetchErrorGoesToTheCheckoutsErrorHandling() async {
    let flow = RecordingFlow()
    let scope = Self.scope(getBanks: MockGetBanks(.failure(.bankFetchFailed)), flow: flow)
    await scope.load()
    #expect(flow.all == [.failed(.bankFetchFailed)])
    #expect(scope.currentState.status == .loading)
  }

  @Test func aCheckoutThatCantTakeAPaymentNowKeepsTheChoiceAndPaysNothing() async throws {
    let flow = RecordingFlow(accepts: false)
    let pay = MockProcessBankPayment()
    let scope = Self.scope(pay: pay, flow: flow)
    await scope.start()
    let ing = try #require(scope.currentState.banks.first { $0.id == "ing" })
    try await scope.selectBank(ing)
    await scope.submit()
    #expect(flow.all == [.started])
    #expect(pay.arguments.isEmpty)
    #expect(scope.currentState.status == .selected(ing))
  }

  @Test func concurrentSubmitsPayOnceAndTheBankCantChangeUnderThePayment() async throws {
    let flow = RecordingFlow()
    let gate = Gate()
    let pay = MockProcessBankPayment(gate: gate)
    let scope = Self.scope(pay: pay, flow: flow)
    await scope.start()
    let ing = try #require(scope.currentState.banks.first { $0.id == "ing" })
    let rabo = try #require(scope.currentState.banks.first { $0.id == "rabobank" })
    try await scope.selectBank(ing)
    let first = Task { await scope.submit() }
    await gate.waitUntilEntered()
    await scope.submit()
    await #expect(throws: BankSelectorError.notReady) { try await scope.selectBank(rabo) }
    gate.open()
    await first.value
    #expect(pay.arguments.map(\.bankID) == ["ing"])
    #expect(flow.all.filter { $0 == .started }.count == 1)
  }

  @Test func theLeadingActionDependsOnHowTheScreenWasReached() async {
    let direct = RecordingFlow()
    let fromList = RecordingFlow()
    let cancelScope = Self.scope(context: .direct, flow: direct)
    let backScope = Self.scope(context: .fromPaymentSelection, flow: fromList)
    #expect(cancelScope.leadingAction == .cancel)
    #expect(backScope.leadingAction == .back)
    #expect(cancelScope.leadingAction.element.identifier == "checkout_components_bank_selector_cancel_button")
    #expect(cancelScope.dismissalMechanism == .cancel)
    #expect(backScope.dismissalMechanism == .back)
    await cancelScope.dismiss()
    await backScope.dismiss()
    #expect(direct.all == [.cancelled])
    #expect(fromList.all == [.returnedToSelection])
  }

  @Test func everyRowCarriesItsAccessibilityElement() async {
    let scope = Self.scope()
    await scope.load()
    let elements = scope.currentState.banks.map(\.element)
    #expect(elements.first { $0.identifier == "checkout_components_bank_selector_ing_item" }?.isInteractive == true)
    #expect(
      elements.first { $0.identifier == "checkout_components_bank_selector_van_lanschot_unavailable" }?.isInteractive
        == false)
    #expect(Set(elements.map(\.identifier)).count == elements.count)
  }

  @Test func customizationHooksAreKept() {
    let scope = Self.scope()
    scope.customization = BankSelectorCustomization(bankRow: { bank in .text(bank.name) })
    #expect(scope.customization.bankRow?(Bank(id: "x", name: "X Bank")) == .text("X Bank"))
    #expect(scope.customization.screen == nil)
  }
}
