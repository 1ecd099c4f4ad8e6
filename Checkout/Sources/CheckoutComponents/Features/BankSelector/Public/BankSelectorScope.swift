import CheckoutAssets

/// The bank selector of iDEAL and Dotpay: `loading → ready → selected(bank)`,
/// search that ignores case and diacritics, disabled banks that can't be
/// chosen, and two distinct empty states.
///
/// ``PaymentMethodScope/start()`` loads the banks; ``selectBank(_:)``
/// chooses one; ``PaymentMethodScope/submit()`` pays through the chosen
/// bank.
public protocol BankSelectorScope: PaymentMethodScope<BankSelectorState> {
  /// Screen, row, search-bar and empty-state replacements.
  var customization: BankSelectorCustomization { get set }

  /// Filters the banks by name, ignoring case and diacritics; an empty
  /// query restores the whole list.
  func search(query: String)
  /// Chooses a bank: `selected(bank)`. Another bank may be chosen instead
  /// until the payment is submitted. A disabled or unknown bank is
  /// refused, and the state doesn't change.
  func selectBank(_ bank: Bank) async throws(BankSelectorError)
}

extension BankSelectorScope {
  /// `cancel` when the merchant opened the bank selector directly, `back`
  /// when the customer came from the payment-method list.
  public var leadingAction: BankSelectorLeadingAction {
    switch dismissalMechanism {
    case .back: .back
    case .cancel: .cancel
    }
  }
}

/// The bank selector's state.
public struct BankSelectorState: Sendable, Hashable {
  /// Where the bank selector is: `loading → ready → selected(bank)`.
  public enum Status: Sendable, Hashable {
    /// The banks are loading, each time the screen is shown
    /// (``PaymentMethodScope/start()``); no bank can be chosen yet. If they
    /// can't be loaded, the checkout fails instead.
    case loading
    /// The banks are loaded, perhaps none (see ``BankSelectorState/emptyState``),
    /// and none is chosen yet.
    case ready
    /// The customer chose this bank; ``PaymentMethodScope/submit()`` pays
    /// through it, and the default screen says the bank's page is opening.
    case selected(Bank)
  }

  /// Where the selector is: loading, ready, or a bank chosen.
  public var status: Status
  /// Every bank, in the service's order.
  public var banks: [Bank]
  /// The banks matching ``searchQuery``; all of them when it is empty.
  public var filteredBanks: [Bank]
  /// The chosen bank, as in ``Status/selected(_:)``; `nil` until the
  /// customer chooses one, and again once the banks reload.
  public var selectedBank: Bank?
  /// The text last given to ``BankSelectorScope/search(query:)``; empty for
  /// none, and again once the banks reload.
  public var searchQuery: String

  /// A state with the given values. It doesn't filter `banks` itself: the
  /// scope keeps ``filteredBanks`` in step with ``searchQuery``.
  public init(
    status: Status = .loading, banks: [Bank] = [], filteredBanks: [Bank] = [], selectedBank: Bank? = nil,
    searchQuery: String = ""
  ) {
    self.status = status
    self.banks = banks
    self.filteredBanks = filteredBanks
    self.selectedBank = selectedBank
    self.searchQuery = searchQuery
  }

  /// Which empty state to show, if any: none while loading.
  public var emptyState: BankSelectorEmptyState? {
    guard status != .loading else { return nil }
    if banks.isEmpty { return .noBanksAvailable }
    if filteredBanks.isEmpty { return .noBanksFound }
    return nil
  }
}

/// "No banks available" (the method has none now) differs from "No banks
/// found" (the search matches none).
public enum BankSelectorEmptyState: Sendable, Hashable {
  /// The method has no banks now: the payment service's list is empty.
  case noBanksAvailable
  /// No bank's name matches the search.
  case noBanksFound

  /// The heading: "No banks available" or "No banks found", localized.
  public var title: LocalizedString {
    switch self {
    case .noBanksAvailable: Strings.BankSelector.empty
    case .noBanksFound: Strings.BankSelector.noResults
    }
  }

  /// The hint under the heading: to try again later or choose another
  /// payment method, or to search for another name.
  public var message: LocalizedString {
    switch self {
    case .noBanksAvailable: Strings.BankSelector.emptyHint
    case .noBanksFound: Strings.BankSelector.noResultsHint
    }
  }

  /// The element that announces it.
  public var element: A11yElement {
    switch self {
    case .noBanksAvailable: A11y.BankSelector.emptyState
    case .noBanksFound: A11y.BankSelector.noResults
    }
  }
}

/// The bank selector's leading action.
public enum BankSelectorLeadingAction: Sendable, Hashable {
  /// Back to the payment-method list, where the customer came from.
  case back
  /// Cancel the checkout, which closes it: the merchant opened the method
  /// directly.
  case cancel

  /// The button's title: "Back" or "Cancel", localized.
  public var title: LocalizedString {
    switch self {
    case .back: Strings.Navigation.back
    case .cancel: Strings.Navigation.cancel
    }
  }

  /// The button's accessibility element on the bank selector's screen;
  /// ``BankRedirectView`` has elements of its own.
  public var element: A11yElement {
    switch self {
    case .back: A11y.BankSelector.backButton
    case .cancel: A11y.BankSelector.cancelButton
    }
  }
}

/// Why a bank can't be chosen.
public enum BankSelectorError: Error, Sendable, Hashable {
  /// The bank is temporarily unavailable.
  case bankDisabled(Bank)
  /// The bank isn't in the list.
  case unknownBank(Bank)
  /// The list is still loading, or a payment through the chosen bank is
  /// under way.
  case notReady
}

/// Replacements for the bank selector's parts; `nil` keeps the default.
public struct BankSelectorCustomization: Sendable {
  /// Replaces the whole screen, drawn from the selector's state; the other
  /// hooks are then unused.
  public var screen: (@Sendable (BankSelectorState) -> ViewDescription)?
  /// Replaces the row of each bank the search leaves
  /// (``BankSelectorState/filteredBanks``), disabled ones included. A row
  /// with the bank's ``Bank/element`` keeps the identifier the terminal
  /// renderer chooses the bank by.
  public var bankRow: (@Sendable (Bank) -> ViewDescription)?
  /// Replaces the search field, drawn from the query; shown once the banks
  /// have loaded and there are some. The default clear button still follows
  /// it while there is a query.
  public var searchBar: (@Sendable (String) -> ViewDescription)?
  /// Replaces the "No banks available" or "No banks found" message, shown
  /// when ``BankSelectorState/emptyState`` has one.
  public var emptyState: (@Sendable (BankSelectorEmptyState) -> ViewDescription)?

  /// Replacements for the given parts; `nil` keeps a part's default.
  public init(
    screen: (@Sendable (BankSelectorState) -> ViewDescription)? = nil,
    bankRow: (@Sendable (Bank) -> ViewDescription)? = nil,
    searchBar: (@Sendable (String) -> ViewDescription)? = nil,
    emptyState: (@Sendable (BankSelectorEmptyState) -> ViewDescription)? = nil
  ) {
    self.screen = screen
    self.bankRow = bankRow
    self.searchBar = searchBar
    self.emptyState = emptyState
  }
}
