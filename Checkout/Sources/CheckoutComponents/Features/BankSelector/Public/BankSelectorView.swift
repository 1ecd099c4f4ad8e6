import CheckoutAssets
import Foundation

/// The bank selector's default screen: the view description the bank
/// methods give for their state, with the merchant's hooks applied where
/// set (the whole screen, the search bar, a bank row, the empty state).
public struct BankSelectorView: Sendable {
  /// The screen.
  public let body: ViewDescription
  /// Whether the search field is shown: the banks are loaded and there are some.
  public let showsSearch: Bool

  /// The screen for `state`, titled `title`, left by `leadingAction`.
  public init(
    _ state: BankSelectorState, title: LocalizedString, leadingAction: BankSelectorLeadingAction,
    customization: BankSelectorCustomization = BankSelectorCustomization(), localizer t: Localizer
  ) {
    showsSearch = state.status == .ready && !state.banks.isEmpty
    if let screen = customization.screen {
      body = screen(state)
      return
    }
    var body: [ViewDescription] = [
      .stack(.horizontal, [.button(leadingAction.element, title: t(leadingAction.title))]),
      .text(""),
      .header(A11y.BankSelector.title, text: t(title)),
      .text(""),
    ]
    switch state.status {
    case .loading:
      body.append(.status(A11y.BankSelector.loadingIndicator, text: t(Strings.BankSelector.loading)))
    case .selected(let bank):
      body.append(
        .status(
          A11y.BankSelector.redirecting(bankName: bank.name), text: t(Strings.BankSelector.redirecting(bank.name))))
    case .ready:
      if !state.banks.isEmpty {
        var search: [ViewDescription] = [
          customization.searchBar?(state.searchQuery)
            ?? .field(
              A11y.BankSelector.searchField, value: state.searchQuery,
              placeholder: t(Strings.BankSelector.searchPlaceholder))
        ]
        if !state.searchQuery.isEmpty {
          search.append(
            .button(A11y.BankSelector.clearSearchButton, title: t(Strings.Accessibility.bankSelectorClearSearchLabel)))
        }
        body.append(.stack(.horizontal, search))
        if !state.searchQuery.isEmpty {
          let count = state.filteredBanks.count
          body.append(
            .status(
              A11y.BankSelector.resultsCount(count: count), text: t(Strings.BankSelector.resultsCount(count: count))))
        }
        body.append(.text(""))
      }
      if let empty = state.emptyState {
        body.append(
          customization.emptyState?(empty)
            ?? .stack(
              .vertical,
              [
                .status(empty.element, text: t(empty.title), style: .body),
                .text(t(empty.message), style: .caption),
              ]))
      } else {
        let rows = state.filteredBanks.map { bank in
          customization.bankRow?(bank)
            ?? .row(
              bank.element, title: bank.name,
              subtitle: bank.isDisabled ? t(Strings.BankSelector.bankUnavailable) : nil,
              image: bank.iconURL.map { ViewImage.decorative(url: $0, fallbackText: bank.name) },
              isEnabled: !bank.isDisabled)
        }
        body.append(.list(A11y.BankSelector.bankList, rows: rows))
      }
    }
    self.body = .container(A11y.BankSelector.container, body)
  }

  /// The screen's title for `method`: iDEAL's, Dotpay's and EPS's own,
  /// else the generic one.
  public static func title(for method: PaymentMethodType) -> LocalizedString {
    switch method {
    case .ideal: Strings.BankSelector.idealTitle
    case .dotpay: Strings.BankSelector.dotpayTitle
    case .eps: Strings.BankSelector.epsTitle
    default: Strings.BankSelector.title
    }
  }
}
