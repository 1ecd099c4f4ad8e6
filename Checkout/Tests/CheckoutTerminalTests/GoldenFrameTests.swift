import CheckoutAssets
import CheckoutComponents
import Testing

@testable import CheckoutTerminal
@testable import checkout

/// Every screen in every state, colour off, read from the cell buffer:
/// in English and in Dutch at 80 columns, and in English at 40.
@Suite(.timeLimit(.minutes(1))) struct GoldenFrameTests {
  @Test(arguments: [("en", 80), ("nl", 80), ("en", 40)])
  func everyScreenAndState(locale: String, width: Int) async throws {
    let cases = try await AuditFixtures.all(makeCheckout: embeddedBackend.value.auditFactory)
    #expect(cases.count >= 20)
    for auditCase in cases {
      let context = ScreenContext(localizer: Localizer(locale: locale), amount: 2490, currency: "EUR")
      let built = ScreenBuilder.build(auditCase.screen(in: context.localizer), context: context)
      let layout = LayoutEngine.layout(
        built.view, width: width, focused: built.initialFocus(in: LayoutEngine.layout(built.view, width: width)))
      let name = "\(locale)-\(width)/\(auditCase.name.replacingOccurrences(of: "/", with: "."))"
      try expectFrame(layout.canvas.plainText, named: name + ".txt")
    }
  }
}
