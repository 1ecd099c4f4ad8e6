import CheckoutAssets
import CheckoutComponents
import Foundation
import Testing

@testable import CheckoutTerminal

/// Images drawn as their label's initials in a box of fixed width, and an app's own elements
/// audited as the catalog's are.
@Suite struct ImageLayoutTests {
  static let icon = URL(string: "http://127.0.0.1:8080/sandbox/icons/abn_amro.svg") ?? URL(fileURLWithPath: "/")

  @Test(arguments: [
    ("ABN AMRO", "[AA]"), ("ING", "[I ]"), ("みずほ 銀行", "[み]"), ("Österreichische Ärzte- und Apothekerbank", "[ÖÄ]"),
  ])
  func anImageIsItsLabelsInitialsInAFixedWidthBox(label: String, box: String) {
    let layout = LayoutEngine.layout(.image(ViewImage(url: Self.icon, label: label)), width: 40)
    #expect(layout.canvas.text(ofRow: 1) == "  " + box)
    #expect(DisplayWidth.of(box) == LayoutEngine.imageWidth)
    #expect(layout.images == [Layout.PlacedImage(label: label, rows: 1..<2)])
  }

  @Test func aDecorativeImageTakesNoRoomAndIsNotRead() {
    let layout = LayoutEngine.layout(
      .stack(.vertical, [.image(.decorative(url: Self.icon)), .text("Pay")]), width: 40)
    #expect(layout.canvas.text(ofRow: 1) == "  Pay")
    #expect(layout.images.isEmpty)
  }

  @Test func aRowsImageGoesBeforeItsTitleAndRowsStayAligned() {
    let view = ViewDescription.list(
      A11y.BankSelector.bankList,
      rows: [
        .row(
          A11y.BankSelector.bankItem(bankId: "abn_amro", bankName: "ABN AMRO"), title: "ABN AMRO",
          image: ViewImage(url: Self.icon, label: "ABN AMRO")),
        .row(
          A11y.BankSelector.unavailableBankItem(bankId: "ing", bankName: "ING"), title: "ING", subtitle: "Unavailable",
          image: ViewImage(url: Self.icon, label: "ING"), isEnabled: false),
      ])
    let layout = LayoutEngine.layout(view, width: 40)
    #expect(layout.canvas.text(ofRow: 1) == "   [AA] ABN AMRO")
    #expect(layout.canvas.text(ofRow: 2) == "   [I ] ING   Unavailable")
    // The row is read by its element's label; its image is part of it.
    #expect(layout.images.isEmpty)
    let transcript = ScreenReaderTranscript.lines(
      for: LayoutEngine.layout(.image(ViewImage(url: Self.icon, label: "ING")), width: 40),
      localizer: Localizer(locale: "en"), focused: nil)
    #expect(transcript == ["  image: ING"])
  }

  @Test func aDecorativeImageWithAFallbackTextIsDrawnAsItsInitialsButNeverRead() {
    let view = ViewDescription.list(
      A11y.BankSelector.bankList,
      rows: [
        .row(
          A11y.BankSelector.bankItem(bankId: "abn_amro", bankName: "ABN AMRO"), title: "ABN AMRO",
          image: .decorative(url: Self.icon, fallbackText: "ABN AMRO"))
      ])
    let layout = LayoutEngine.layout(view, width: 40)
    #expect(layout.canvas.text(ofRow: 1) == "   [AA] ABN AMRO")
    let alone = LayoutEngine.layout(.image(.decorative(url: Self.icon, fallbackText: "ING")), width: 40)
    #expect(alone.canvas.text(ofRow: 1) == "  [I ]")
    #expect(alone.images.isEmpty)
    let transcript = ScreenReaderTranscript.lines(for: alone, localizer: Localizer(locale: "en"), focused: nil)
    #expect(transcript.isEmpty, "\(transcript)")
  }
}

@Suite struct MerchantElementAuditTests {
  static let label = LocalizedString(verbatim: "Gift card code", translations: ["nl": "Cadeaukaartcode"])

  static func audit(_ view: ViewDescription, locales: [String] = ["en", "en-XA"]) -> CheckoutAudit.Report {
    CheckoutAudit(locales: locales, themes: [.light], widths: [80]).run([
      AuditCase(name: "payment_method/gift_card", screen: .paymentMethod("gift_card", view: view))
    ])
  }

  @Test func anAppsOwnElementsPassWithTheirOwnIdentifiersAndLabels() {
    let report = Self.audit(
      .container(
        A11yElement.custom(identifier: "gift_card_screen", role: .container, label: Self.label),
        [
          .field(
            A11yElement.custom(identifier: "gift_card_code", role: .textField, label: Self.label), value: "",
            placeholder: "XXXX"),
          .button(A11yElement.custom(identifier: "gift_card_pay", role: .button, label: Self.label), title: "Pay"),
        ]))
    #expect(report.violations.isEmpty, "\(report.violations)")
    // Not the catalog's: they don't count towards its coverage, and `tessera lint --coverage` never sees them.
    #expect(!report.identifiers.contains { $0.hasPrefix("gift_card") })
  }

  @Test func anEmptyOrBorrowedIdentifierAnEmptyLabelAndATwiceUsedOneAreReported() {
    let report = Self.audit(
      .stack(
        .vertical,
        [
          .button(A11yElement.custom(identifier: " ", role: .button, label: Self.label), title: "A"),
          .button(
            A11yElement.custom(
              identifier: A11y.Failure.closeButton.identifier, role: .button, label: Self.label), title: "B"),
          .button(
            A11yElement.custom(identifier: "gift_card_pay", role: .button, label: LocalizedString(verbatim: "")),
            title: "C"),
          .button(A11yElement.custom(identifier: "gift_card_pay", role: .button, label: Self.label), title: "D"),
          .image(ViewImage(url: ImageLayoutTests.icon, label: " ")),
        ]), locales: ["en"])
    let found = report.violations.map { "\($0.rule): \($0.message)" }
    #expect(
      found == [
        "audit-unknown-id: an element of the app's own ('Gift card code') has no identifier; give it one",
        "audit-unknown-id: 'checkout_components_failure_close_button' is an identifier of the accessibility catalog, "
          + "used by an element of the app's own; give it an identifier of its own",
        "audit-duplicate-id: 'gift_card_pay' is drawn twice on one screen; give each element its own",
        "audit-label: 'gift_card_pay' has an empty label (''); translate it",
        "audit-label: an image has an empty label; give it one, or make it decorative",
      ], "\(found)")
  }
}
