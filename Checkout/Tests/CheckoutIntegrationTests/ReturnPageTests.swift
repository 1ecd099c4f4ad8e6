import CheckoutAssets
import Testing

@testable import CheckoutComponents
@testable import CheckoutLoopback

/// The page the loopback listener serves at the end of a required action:
/// what the host hands the checkout (its locale) is escaped like the
/// sandbox's pages, NUL included.
@Suite struct ReturnPageTests {
  @Test func theLocaleIsEscapedAndANulBecomesTheReplacementCharacter() {
    let html = ReturnPage.html(localizer: Localizer(locale: "de\u{0}\"><script>x</script>"))
    #expect(html.contains(#"<html lang="de"# + "\u{FFFD}" + #"&quot;&gt;&lt;script&gt;x&lt;/script&gt;">"#))
    #expect(!html.contains("\u{0}"))
    #expect(!html.contains("<script>"))
    // An unknown locale falls back to the base strings.
    let title = HTMLEscaping.escape(Localizer(locale: "en")(Strings.Checkout.actionReturnTitle))
    #expect(html.contains("<h1>\(title)</h1>"))
  }
}
