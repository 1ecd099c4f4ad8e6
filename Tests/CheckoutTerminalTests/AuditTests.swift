import CheckoutAssets
import CheckoutComponents
import Testing

@testable import CheckoutTerminal

@Suite(.timeLimit(.minutes(1))) struct AuditTests {
  @Test func theCheckoutPassesWithTheWholeCatalogCovered() async {
    let report = CheckoutAudit().run(await AuditFixtures.all())
    #expect(report.violations.isEmpty, "\(report.violations.prefix(5))")
    #expect(report.covered == A11y.declaredIdentifiers.count)
    #expect(report.declared == A11y.declaredIdentifiers.count)
    #expect(report.locales.contains("en-XA"))
    // Every state × 7 locales × 2 themes × 2 widths.
    #expect(report.frames == report.screens.map(\.states).reduce(0, +) * Localizer.availableLocales.count * 4)
    #expect(report.passed)
  }

  @Test func aDuplicateIdentifierOnAScreenIsReported() {
    let duplicate = AuditCase(name: "failure/declined", screen: .failure(.paymentDeclined))
    let report = CheckoutAudit(locales: ["en"], themes: [.light], widths: [80]).run([duplicate]) { context in
      context.checkout = CheckoutCustomization(failure: { _ in
        .stack(
          .vertical,
          [
            .button(A11y.Failure.closeButton, title: "Close"),
            .button(A11y.Failure.closeButton, title: "Close"),
          ])
      })
    }
    #expect(
      report.violations.map(\.rule) == ["audit-duplicate-id"])
    #expect(report.violations.first?.screen == "failure/declined")
    #expect(report.violations.first?.message.contains("checkout_components_failure_close_button") == true)
  }

  @Test func textTruncatedAt80ColumnsIsReported() {
    let auditCase = AuditCase(name: "success/success", screen: .processing)
    let long = String(repeating: "Payment ", count: 12)
    let report = CheckoutAudit(locales: ["en"], themes: [.light], widths: [80, 40]).run([auditCase]) { context in
      context.checkout = CheckoutCustomization(processing: { .button(A11y.Success.doneButton, title: long) })
    }
    #expect(report.violations.map(\.rule) == ["audit-truncation"])
    #expect(report.violations.first?.width == 80)
    #expect(report.screens.first?.ellipsized == 2)
  }

  @Test func aPairBelowAAIsReportedWithItsRatioAndTheme() {
    var audit = CheckoutAudit(locales: ["en"], themes: [.light], widths: [80])
    audit.color = { ink, mode in
      ink == .textSecondary
        ? RGBAColor(red: 0x77, green: 0x77, blue: 0x77)
        : ink == .surface ? RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF) : ink.color(in: mode.theme)
    }
    let report = audit.run([AuditCase(name: "processing/processing", screen: .processing)])
    #expect(report.violations.map(\.rule) == ["audit-contrast"])
    // #777777 on #FFFFFF is 4.48:1: below 4.5, never rounded up.
    #expect(report.violations.first?.message.hasPrefix("textSecondary on surface is 4.48:1 in light") == true)
  }

  @Test func coverageCountsATemplateOnceAnyInstanceIsDrawn() {
    let report = CheckoutAudit(locales: ["en"], themes: [.light], widths: [80]).run([
      AuditCase(
        name: "payment_methods/list", screen: .paymentMethods(PaymentMethodSelectionState(methods: [.init(.ideal)])))
    ])
    #expect(report.identifiers.contains("checkout_components_payment_methods_ideal_item"))
    #expect(report.covered == 6)  // container, title, list, item template, pay, cancel
    #expect(!report.passed)
  }

  @Test func identifiersOutsideTheCatalogAreUnknown() {
    let catalog = IdentifierCatalog(["a_title", "a_{id}_item"])
    #expect(catalog.contains("a_title"))
    #expect(catalog.contains("a_abn_amro_item"))
    #expect(!catalog.contains("a__item"))
    #expect(!catalog.contains("a_subtitle"))
  }
}
