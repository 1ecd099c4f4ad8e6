import Testing

@testable import CheckoutComponents

/// The bank selector's state model: its defaults, a custom init, status
/// equality, and which empty state it shows.
@Suite struct BankSelectorStateTests {
  let ing = Bank(id: "ing", name: "ING")
  let rabo = Bank(id: "rabobank", name: "Rabobank")

  @Test func theDefaultsAreLoadingWithNothingChosen() {
    let state = BankSelectorState()
    #expect(state.status == .loading)
    #expect(state.banks.isEmpty && state.filteredBanks.isEmpty)
    #expect(state.selectedBank == nil)
    #expect(state.searchQuery.isEmpty)
    #expect(state.emptyState == nil)
  }

  @Test func aCustomInitKeepsEveryValue() {
    let state = BankSelectorState(
      status: .selected(ing), banks: [ing, rabo], filteredBanks: [ing], selectedBank: ing, searchQuery: "in")
    #expect(state.status == .selected(ing))
    #expect(state.banks == [ing, rabo])
    #expect(state.filteredBanks == [ing])
    #expect(state.selectedBank == ing)
    #expect(state.searchQuery == "in")
    #expect(
      state
        == BankSelectorState(
          status: .selected(ing), banks: [ing, rabo], filteredBanks: [ing], selectedBank: ing, searchQuery: "in"))
    #expect(
      state
        != BankSelectorState(
          status: .selected(ing), banks: [ing, rabo], filteredBanks: [ing], selectedBank: ing, searchQuery: "i"))
  }

  @Test func statusesAreEqualOnlyWithTheSameCaseAndBank() {
    #expect(BankSelectorState.Status.loading == .loading)
    #expect(BankSelectorState.Status.ready == .ready)
    #expect(BankSelectorState.Status.selected(ing) == .selected(Bank(id: "ing", name: "ING")))
    #expect(BankSelectorState.Status.selected(ing) != .selected(rabo))
    #expect(BankSelectorState.Status.selected(ing) != .selected(Bank(id: "ing", name: "ING", isDisabled: true)))
    #expect(BankSelectorState.Status.loading != .ready)
    #expect(BankSelectorState.Status.ready != .selected(ing))
  }

  @Test func theEmptyStateDependsOnTheStatusTheBanksAndTheFilter() {
    #expect(BankSelectorState(status: .ready).emptyState == .noBanksAvailable)
    #expect(BankSelectorState(status: .ready, banks: [ing], filteredBanks: []).emptyState == .noBanksFound)
    #expect(BankSelectorState(status: .ready, banks: [ing], filteredBanks: [ing]).emptyState == nil)
    #expect(BankSelectorState(status: .loading, banks: [], filteredBanks: []).emptyState == nil)
  }
}
