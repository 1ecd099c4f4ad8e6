import CheckoutAssets
import CheckoutComponents
import Testing

@testable import CheckoutTerminal

@Suite struct LayoutTests {
  @Test func horizontalStacksSitSideBySideWhenTheyFitAndStackWhenNot() {
    let view = ViewDescription.stack(
      .horizontal,
      [
        .button(A11y.Failure.tryAgainButton, title: "Try again"),
        .button(A11y.Failure.chooseAnotherMethodButton, title: "Choose another method"),
      ])
    let wide = LayoutEngine.layout(view, width: 80)
    #expect(wide.canvas.text(ofRow: 1) == "    Try again" + String(repeating: " ", count: 30) + "Choose another method")
    let narrow = LayoutEngine.layout(view, width: 30)
    #expect(narrow.canvas.text(ofRow: 1) == "    Try again")
    #expect(narrow.canvas.text(ofRow: 2) == "    Choose another method")
  }

  @Test func aButtonTooLongForItsLineEndsInAnEllipsis() {
    let layout = LayoutEngine.layout(.button(A11y.Success.doneButton, title: "Close this checkout now"), width: 20)
    #expect(layout.canvas.text(ofRow: 1) == "    Close this…")  // 12 columns: the space before the cut goes
    #expect(layout.texts.first?.isTruncated == true)
  }

  @Test func paragraphsWrapByDisplayWidth() {
    let layout = LayoutEngine.layout(.text("お支払いが完了しました ありがとう"), width: 16)
    // 12 columns of content: six wide characters a line.
    #expect(layout.canvas.text(ofRow: 1) == "  お支払いが完")
    #expect(layout.canvas.text(ofRow: 2) == "  了しました")
    #expect(layout.canvas.text(ofRow: 3) == "  ありがとう")
  }

  @Test func theFocusedElementIsMarkedAndOnlyEnabledInteractiveOnesTakeFocus() {
    let view = ViewDescription.list(
      A11y.BankSelector.bankList,
      rows: [
        .row(A11y.BankSelector.bankItem(bankId: "ing", bankName: "ING"), title: "ING"),
        .row(
          A11y.BankSelector.unavailableBankItem(bankId: "knab", bankName: "Knab"), title: "Knab",
          subtitle: "Unavailable", isEnabled: false),
        .row(A11y.BankSelector.bankItem(bankId: "bunq", bankName: "bunq"), title: "bunq"),
      ])
    let layout = LayoutEngine.layout(view, width: 40, focused: "checkout_components_bank_selector_bunq_item")
    #expect(
      layout.focusOrder == [
        "checkout_components_bank_selector_ing_item", "checkout_components_bank_selector_bunq_item",
      ])
    #expect(layout.canvas.text(ofRow: 3) == "›  bunq")
    #expect(layout.canvas[3, 3].style.background == .surfaceSelected)
    #expect(layout.canvas[3, 2].style.kind == .disabledText)
  }

  @Test func theViewportScrollsToTheFocusAndMarksWhatIsHidden() {
    let rows = (0..<30).map { index in
      ViewDescription.row(
        A11y.BankSelector.bankItem(bankId: "b\(index)", bankName: "Bank \(index)"), title: "Bank \(index)")
    }
    let layout = LayoutEngine.layout(
      .list(A11y.BankSelector.bankList, rows: rows), width: 40, focused: "checkout_components_bank_selector_b25_item")
    let viewport = Viewport(height: 10).scrolled(toShow: layout, focused: "checkout_components_bank_selector_b25_item")
    let frame = viewport.frame(of: layout)
    #expect(frame.height == 10)
    #expect((0..<10).contains { frame.text(ofRow: $0).hasPrefix("›  Bank 25") })
    #expect(frame.text(ofRow: 0).hasSuffix("↑"))
    #expect(frame.text(ofRow: 9).hasSuffix("↓"))
  }

  @Test func aSpokenOnlyAnnouncementTakesNoRowButIsPlaced() {
    let layout = LayoutEngine.layout(
      .stack(.vertical, [.status(A11y.Success.announcement, text: ""), .text("Done")]), width: 40)
    #expect(layout.canvas.text(ofRow: 1) == "  Done")
    #expect(layout.elements.map(\.element.identifier) == ["checkout_components_success_announcement"])
    #expect(layout.elements.first?.rows.isEmpty == true)
  }
}
