/// The bank selector: loads the method's banks, filters them as the
/// customer types, and pays through the chosen bank, with interactors for
/// both.
final class DefaultBankSelectorScope: BankSelectorScope, ManagedPaymentMethodScope {
  let paymentMethod: PaymentMethodType
  private let context: LockedState<PresentationContext>
  private let getBanks: any GetBanksInteractor
  private let processPayment: any ProcessBankSelectorPaymentInteractor
  private let track: @Sendable (AnalyticsEvent) -> Void
  private weak let flow: (any PaymentFlow)?
  private let broadcaster = StateBroadcaster(BankSelectorState())
  /// The loaded banks with their names folded once, for search.
  private let index = LockedState(BankSearch.Index([]))
  private let customizationStorage = LockedState(BankSelectorCustomization())

  init(
    method: PaymentMethodType, context: PresentationContext, getBanks: any GetBanksInteractor,
    processPayment: any ProcessBankSelectorPaymentInteractor, flow: (any PaymentFlow)?,
    track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    paymentMethod = method
    self.context = LockedState(context)
    self.getBanks = getBanks
    self.processPayment = processPayment
    self.flow = flow
    self.track = track
  }

  var presentationContext: PresentationContext {
    get { context.withLock { $0 } }
    set { context.withLock { $0 = newValue } }
  }

  func present() async { await load() }

  func finish() { broadcaster.finish() }

  var leadingAction: BankSelectorLeadingAction {
    presentationContext == .direct ? .cancel : .back
  }

  var state: AsyncStream<BankSelectorState> { broadcaster.stream() }
  var currentState: BankSelectorState { broadcaster.value }

  var customization: BankSelectorCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  /// Loads the banks: `loading → ready`. A failure goes to the checkout's
  /// error handling.
  func load() async {
    if currentState.status != .loading { broadcaster.send(BankSelectorState(status: .loading)) }
    do {
      let banks = try await getBanks.execute(method: paymentMethod)
      let loaded = BankSearch.Index(banks)
      index.withLock { $0 = loaded }
      broadcaster.update { state in
        state.status = .ready
        state.banks = banks
        state.filteredBanks = loaded.filter(query: state.searchQuery)
      }
      track(.bankSelectionShown(method: paymentMethod, bankCount: banks.count))
    } catch {
      await flow?.paymentFailed(error)
    }
  }

  func search(query: String) {
    let loaded = index.withLock { $0 }
    broadcaster.update { state in
      state.searchQuery = query
      state.filteredBanks = loaded.filter(query: query)
    }
  }

  func selectBank(_ bank: Bank) async throws(BankSelectorError) {
    let current = currentState
    guard current.status == .ready else { throw .notReady }
    guard let known = current.banks.first(where: { $0.id == bank.id }) else { throw .unknownBank(bank) }
    guard !known.isDisabled else { throw .bankDisabled(known) }
    // One selection at a time: a second call finds the state selected.
    let selected = broadcaster.transition { state in
      guard state.status == .ready else { return false }
      state.status = .selected(known)
      state.selectedBank = known
      return true
    }
    guard selected else { throw .notReady }
    guard await flow?.paymentStarted(paymentMethod) ?? true else {
      broadcaster.update { state in
        state.status = .ready
        state.selectedBank = nil
      }
      throw .notReady
    }
    track(.bankSelected(bankID: known.id))
    track(.paymentSubmitted(method: paymentMethod))
    await pay(through: known)
  }

  func performLeadingAction() async {
    switch leadingAction {
    case .back: await flow?.returnToPaymentSelection()
    case .cancel: await flow?.cancel()
    }
  }

  /// Pays through `bank` and reports the outcome to the checkout.
  private func pay(through bank: Bank) async {
    do {
      let result = try await processPayment.execute(method: paymentMethod, bankID: bank.id)
      await flow?.paymentSucceeded(result)
    } catch {
      await flow?.paymentFailed(error)
    }
  }
}
