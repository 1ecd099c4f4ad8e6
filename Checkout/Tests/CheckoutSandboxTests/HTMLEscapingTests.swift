import CheckoutComponents
import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("HTML of the third-party pages")
struct HTMLEscapingTests {
  @Test("the escaper writes markup characters as references and keeps everything else")
  func escapes() {
    #expect(
      HTMLEscaping.escape(#"<a href="x" title='y'>Tom & Jerry</a>"#)
        == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;")
    #expect(HTMLEscaping.escape("ING Bank Śląski — 12,50 €") == "ING Bank Śląski — 12,50 €")
    #expect(HTMLEscaping.escape("&amp;") == "&amp;amp;")
    #expect(HTMLEscaping.escape("a\u{0}b") == "a\u{FFFD}b")
    #expect(HTMLEscaping.escape("") == "")
  }

  @Test("a hostile bank name stays text on the page")
  func hostileBankName() {
    let name = #"<script>alert("x")</script>" onmouseover='steal()'"#
    let payment = StoredPayment(
      id: #"pay_"><img src=x>"#, sessionId: "cs_1", idempotencyKey: "key-1", requestFingerprint: "",
      status: "pending", amount: 1_250, surcharge: 0, currency: "EUR", method: "ideal", declineCode: nil,
      actionType: "redirect", actionPath: "/sandbox/banks/ideal/evil/pay_1", createdAt: Date())
    let html = ActionPage(kind: .bank(method: .ideal, bank: SandboxBank("evil", name)), payment: payment, locale: "en")
      .html
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img"))
    #expect(!html.contains(#"" onmouseover"#))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot; onmouseover=&#39;steal()&#39;"))
    #expect(html.contains(#"data-payment-id="pay_&quot;&gt;&lt;img src=x&gt;""#))
  }

  @Test("amounts follow the currency's minor units and the locale")
  func amounts() {
    #expect(AmountText.format(minorUnits: 1_250, currency: "EUR", locale: "en") == "€12.50")
    #expect(AmountText.format(minorUnits: 1_250, currency: "EUR", locale: "nl").contains("12,50"))
    #expect(AmountText.format(minorUnits: 1_250, currency: "JPY", locale: "en") == "¥1,250")
    #expect(AmountText.format(minorUnits: 1_250, currency: "KWD", locale: "en").contains("1.250"))
    #expect(AmountText.format(minorUnits: 0, currency: "PLN", locale: "pl").contains("0,00"))
  }
}
