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
  public enum Status: Sendable, Hashable {
    case loading
    case ready
    case selected(Bank)
  }

  public var status: Status
  /// Every bank, in the service's order.
  public var banks: [Bank]
  /// The banks matching ``searchQuery``; all of them when it is empty.
  public var filteredBanks: [Bank]
  public var selectedBank: Bank?
  public var searchQuery: String

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
  case noBanksAvailable
  case noBanksFound

  public var title: LocalizedString {
    switch self {
    case .noBanksAvailable: Strings.BankSelector.empty
    case .noBanksFound: Strings.BankSelector.noResults
    }
  }

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
  case back
  case cancel

  public var title: LocalizedString {
    switch self {
    case .back: Strings.Navigation.back
    case .cancel: Strings.Navigation.cancel
    }
  }

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
  public var screen: (@Sendable (BankSelectorState) -> ViewDescription)?
  public var bankRow: (@Sendable (Bank) -> ViewDescription)?
  public var searchBar: (@Sendable (String) -> ViewDescription)?
  public var emptyState: (@Sendable (BankSelectorEmptyState) -> ViewDescription)?

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
