import CheckoutAssets
import CheckoutComponents
import Testing

@testable import CheckoutTerminal

/// The interactive checkout driven by keys, as a person would, against
/// the sandbox.
@Suite(.timeLimit(.minutes(1))) struct SessionTests {
  @Test func iDEALBySearchingForTheBankOpensItsPageAndEscGivesUp() async throws {
    let session = try await makeSession(locale: "nl")
    await start(session)
    #expect(session.focused == "checkout_components_payment_methods_card_item")
    await play([.down, .enter], on: session)
    guard case .bankSelector(_, .ideal, .back) = session.screen else {
      Issue.record("expected the iDEAL bank selector, got \(String(describing: session.screen))")
      return
    }
    #expect(session.focused == "checkout_components_bank_selector_search_field")
    await play(KeyEvent.typing("RABO"), on: session)
    let state = try #require(session.screen.flatMap(\.bankSelectorState), "expected the bank selector")
    #expect(state.filteredBanks.map(\.name) == ["Rabobank"])
    let frame = try #require(session.frame(width: 80, height: 24)).frame
    #expect(frame.plainText.contains("[ RABO "))
    await play([.enter], on: session)
    #expect(session.focused == "checkout_components_bank_selector_rabobank_item")
    await play([.enter], on: session)
    guard case .customerAction(let action) = session.screen else {
      Issue.record("expected the bank's page, got \(String(describing: session.screen))")
      return
    }
    #expect(action.kind == .redirect && action.method == .ideal)
    #expect(action.url.path.hasPrefix("/sandbox/banks/ideal/rabobank/"))
    // The address first, where a screen reader reads it out; Esc or the cancel button gives up.
    #expect(session.focused == A11y.CustomerAction.address.identifier)
    await play([.escape], on: session)
    #expect(session.screen == .failure(.paymentCancelled))
    await play([.escape], on: session)
    #expect(session.isFinished)
  }

  @Test func payWithACardTypingEachField() async throws {
    let session = try await makeSession()
    await start(session)
    await play([.enter] + KeyEvent.typing("4242424242424242"), on: session)
    guard case .cardForm(let state, _) = session.screen else {
      Issue.record("expected the card form")
      return
    }
    #expect(state.network == .visa)
    await play(
      [.tab] + KeyEvent.typing("12/30") + [.tab] + KeyEvent.typing("123") + [.tab] + KeyEvent.typing("Ada")
        + [.tab, .enter], on: session)
    guard case .success(let result) = session.screen else {
      Issue.record("expected success, got \(String(describing: session.screen))")
      return
    }
    #expect(result.method == .card)
  }

  @Test func aDeclinedCardShowsTheFailureAndChooseAnotherMethodGoesBack() async throws {
    let session = try await makeSession()
    await start(session)
    await play(
      [.enter] + KeyEvent.typing("4000000000000002") + [.tab] + KeyEvent.typing("12/30") + [.tab]
        + KeyEvent.typing("123") + [.tab] + KeyEvent.typing("Ada") + [.tab, .enter], on: session)
    #expect(session.screen == .failure(.paymentDeclined))
    #expect(session.focused == "checkout_components_failure_try_again_button")
    await play([.tab, .enter], on: session)
    guard case .paymentMethods = session.screen else {
      Issue.record("expected the payment methods")
      return
    }
  }

  @Test func tryAgainReturnsToTheMethodThatFailed() async throws {
    let session = try await makeSession()
    await start(session)
    await play(
      [.enter] + KeyEvent.typing("4000000000000002") + [.tab] + KeyEvent.typing("12/30") + [.tab]
        + KeyEvent.typing("123") + [.tab] + KeyEvent.typing("Ada") + [.tab, .enter], on: session)
    #expect(session.focused == "checkout_components_failure_try_again_button")
    await play([.enter], on: session)
    guard case .cardForm(let state, .fromPaymentSelection) = session.screen else {
      Issue.record("expected the card form again, got \(String(describing: session.screen))")
      return
    }
    #expect(state[.cardholderName]?.value == "Ada")
  }

  @Test func payOnTheListPaysWithTheMethodFocusedLast() async throws {
    let session = try await makeSession()
    await start(session)
    await play([.down, .down, .down, .down], on: session)
    #expect(session.focused == "checkout_components_payment_methods_pay_button")
    await play([.enter], on: session)
    guard case .bankSelector(_, .eps, _) = session.screen else {
      Issue.record("expected EPS's banks, got \(String(describing: session.screen))")
      return
    }
  }

  @Test func aScreenReaderHearsANewScreenInFullAndThenOnlyWhatChanged() {
    let before = ["  header: Card | id: a", "> textField: Number | id: b", "  button: Pay | id: c"]
    let typed = ["  header: Card | id: a", "> textField: Number | value: 4 | id: b", "  button: Pay | id: c"]
    #expect(ScreenReaderTranscript.changes(from: before, to: typed) == ["> textField: Number | value: 4 | id: b"])
    let moved = ["  header: Card | id: a", "  textField: Number | value: 4 | id: b", "> button: Pay | id: c"]
    #expect(ScreenReaderTranscript.changes(from: typed, to: moved) == ["> button: Pay | id: c"])
    let other = ["  header: Done | id: d"]
    #expect(ScreenReaderTranscript.changes(from: moved, to: other) == ["—", "  header: Done | id: d"])
  }

  @Test func escapeGoesBackAndBackspaceEdits() async throws {
    let session = try await makeSession()
    await start(session)
    await play([.enter] + KeyEvent.typing("42x") + [.backspace], on: session)
    guard case .cardForm(let state, _) = session.screen else {
      Issue.record("expected the card form")
      return
    }
    #expect(state[.cardNumber]?.value == "42")
    await play([.escape], on: session)
    guard case .paymentMethods = session.screen else {
      Issue.record("expected the payment methods after Esc")
      return
    }
  }

  @Test func focusWrapsBothWays() async throws {
    let session = try await makeSession()
    await start(session)
    #expect(session.focused == "checkout_components_payment_methods_card_item")
    await play([.shiftTab], on: session)
    #expect(session.focused == "checkout_components_payment_methods_cancel_button")
    await play([.tab], on: session)
    #expect(session.focused == "checkout_components_payment_methods_card_item")
    await play([.down, .down, .down, .right], on: session)
    #expect(session.focused == "checkout_components_payment_methods_pay_button")
    await play([.left], on: session)
    #expect(session.focused == "checkout_components_payment_methods_eps_item")
  }

  @Test func ctrlCQuits() async throws {
    let session = try await makeSession()
    await start(session)
    #expect(await session.handle(.interrupt, width: 80) == false)
  }

  @Test func theMerchantsHooksAreDrawn() async throws {
    // The merchant sets hooks on the scopes, as the runtime documents.
    let session = try await makeSession()
    let ideal = try #require(session.scope.paymentMethod(.ideal) as? any BankSelectorScope)
    ideal.customization = BankSelectorCustomization(bankRow: { bank in
      .row(bank.element, title: "★ " + bank.name.uppercased())
    })
    session.scope.customization = CheckoutCustomization(failure: { _ in
      .header(A11y.Failure.title, text: "Jammer!")
    })
    await start(session)
    await play([.down, .enter], on: session)
    let frame = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(frame.contains("★ ABN AMRO"))
    // Off to ING's page, and back without paying: the failure hook draws it.
    await play(KeyEvent.typing("ing") + [.enter, .enter, .escape], on: session)
    #expect(try #require(session.frame(width: 80, height: 24)).frame.plainText.contains("Jammer!"))
  }

  @Test func cardFormAndListHooksReplaceTheirParts() async throws {
    let session = try await makeSession()
    let card = try #require(session.scope.paymentMethod((any CardFormScope).self))
    card.customization = CardFormCustomization(
      field: { field in .text("<\(field.field.rawValue)>") },
      submitButton: { state in
        .button(A11y.CardForm.submitButton(amount: "€24.90"), title: "Betalen", isEnabled: state.isSubmitEnabled)
      })
    session.scope.paymentMethodSelection.customization = PaymentMethodSelectionCustomization(row: { option in
      .row(option.element(Localizer(locale: "en")), title: option.method.identifier.uppercased())
    })
    await start(session)
    let list = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(list.contains("›  CARD"))
    #expect(list.contains("   IDEAL"))
    await play([.enter], on: session)
    let form = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(form.contains("<cardNumber>"))
    #expect(form.contains("<cvv>"))
    #expect(form.contains("\n    Betalen\n"))
    #expect(!form.contains("Card number"))
  }

  @Test func theScreenReaderTranscriptListsEachElementWithRoleLabelHintAndIdentifier() async throws {
    let session = try await makeSession()
    await start(session)
    let lines = session.transcript(width: 80)
    #expect(lines.first == "  container: Choose payment method | id: checkout_components_payment_methods_container")
    #expect(
      lines.contains(
        "> listItem: Pay with Card | hint: Continues with this payment method. | id: checkout_components_payment_methods_card_item"
      ))
    #expect(
      lines.contains(
        "  button: Pay €24.90 | hint: Confirms the payment with the selected method. | id: checkout_components_payment_methods_pay_button"
      ))
  }
}

extension CheckoutScreen {
  /// The bank selector's state, when this screen is the bank selector.
  fileprivate var bankSelectorState: BankSelectorState? {
    if case .bankSelector(let state, _, _) = self { state } else { nil }
  }
}
