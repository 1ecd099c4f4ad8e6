import CheckoutDI

/// The bank selector: loads the method's banks, filters them as the
/// customer types, and pays through the chosen bank, with interactors for
/// both.
final class DefaultBankSelectorScope: BankSelectorScope, ManagedPaymentMethodScope {
  private let context: PaymentMethodContext
  private let getBanks: any GetBanksInteractor
  private let processPayment: any ProcessBankSelectorPaymentInteractor
  private let track: @Sendable (AnalyticsEvent) -> Void
  private let broadcaster = StateBroadcaster(BankSelectorState())
  /// The loaded banks with their names folded once, for search.
  private let index = LockedState(BankSearch.Index([]))
  /// Set from submit until the payment's outcome: the choice is then fixed.
  private let paying = LockedState(false)
  private let customizationStorage = LockedState(BankSelectorCustomization())

  init(
    context: PaymentMethodContext, getBanks: any GetBanksInteractor,
    processPayment: any ProcessBankSelectorPaymentInteractor, track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    self.context = context
    self.getBanks = getBanks
    self.processPayment = processPayment
    self.track = track
  }

  var paymentMethod: PaymentMethodType { context.paymentMethod }
  var presentationContext: PresentationContext { context.presentationContext }

  func start() async { await load() }

  func finish() { broadcaster.finish() }

  var state: AsyncStream<BankSelectorState> { broadcaster.stream() }
  var currentState: BankSelectorState { broadcaster.value }

  var customization: BankSelectorCustomization {
    get { customizationStorage.withLock { $0 } }
    set { customizationStorage.withLock { $0 = newValue } }
  }

  /// Loads the banks: `loading → ready`. A failure goes to the checkout's
  /// error handling. Nothing happens while a payment is under way.
  func load() async {
    guard !paying.withLock({ $0 }) else { return }
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
      await context.paymentFailed(error)
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
    guard current.status != .loading else { throw .notReady }
    guard let known = current.banks.first(where: { $0.id == bank.id }) else { throw .unknownBank(bank) }
    guard !known.isDisabled else { throw .bankDisabled(known) }
    // The check and the change are one step with submit's: a bank can't be
    // swapped under a payment that has started.
    let selected = paying.withLock { paying in
      guard !paying else { return false }
      broadcaster.update { state in
        state.status = .selected(known)
        state.selectedBank = known
      }
      return true
    }
    guard selected else { throw .notReady }
    track(.bankSelected(bankID: known.id))
  }

  /// Pays through the chosen bank, once: a second submit while the first
  /// is under way, or with no bank chosen, does nothing.
  func submit() async {
    let bank = paying.withLock { paying -> Bank? in
      guard !paying, case .selected(let bank) = currentState.status else { return nil }
      paying = true
      return bank
    }
    guard let bank else { return }
    defer { paying.withLock { $0 = false } }
    guard await context.paymentStarted() else { return }
    track(.paymentSubmitted(method: paymentMethod))
    do {
      let result = try await processPayment.execute(method: paymentMethod, bankID: bank.id)
      await context.paymentSucceeded(result)
    } catch {
      await context.paymentFailed(error)
    }
  }

  func dismiss() async { await context.dismiss() }
}
