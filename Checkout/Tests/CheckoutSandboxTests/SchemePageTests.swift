import Foundation
import Testing

@testable import CheckoutSandbox

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// iDEAL without an issuer list: its payment leads to iDEAL's own page, where the customer
/// chooses a bank, whose page then approves or declines the payment.
@Suite("iDEAL's own page")
struct SchemePageTests {
  /// A pending iDEAL payment made without a bank, and its page's path.
  static func schemePayment(_ sandbox: TestSandbox, locale: String? = nil) async throws -> (id: String, path: String) {
    let clientToken = try await sandbox.newSession(amount: 1_250, locale: locale, idealIssuerList: false)
    let result = try await sandbox.client.send(
      "POST", "payments", bearer: clientToken, body: #"{"source":{"type":"bank","method":"ideal"}}"#,
      headers: ["Idempotency-Key": newKey()])
    let id = try #require(result.string("id"), "\(result.text)")
    return (id, "sandbox/schemes/ideal/\(id)")
  }

  @Test("the page lists the enabled banks, each linking its page with the bridge's state and redirect_uri")
  func theBankChoice() async throws {
    try await TestSandbox.run { sandbox in
      let (id, path) = try await Self.schemePayment(sandbox, locale: "nl")
      let redirect = "http://127.0.0.1:5000/bridge"
      let encoded = redirect.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      let address = sandbox.pages.baseURL.absoluteString + path + "?state=abc123&redirect_uri=\(encoded)&other=x"
      let result = try await sandbox.pages.send(URLRequest(url: try #require(URL(string: address))))
      #expect(result.status == 200)
      let html = result.text
      #expect(html.contains("Kies je bank"))
      #expect(html.contains("iDEAL"))
      #expect(html.contains(#"data-kind="scheme""#))
      #expect(html.contains(#"data-payment-id="\#(id)""#))
      let query = "?state=abc123&amp;redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fbridge"
      for bank in BankCatalog.idealBanks {
        let link = #"href="/sandbox/banks/ideal/\#(bank.id)/\#(id)\#(query)""#
        #expect(html.contains(link) == !bank.disabled, "\(bank.id)")
      }
      #expect(!html.contains("other=x"), "only the bridge's parameters are passed on")
      #expect(html.contains(#"src="/sandbox/icons/ing.svg""#))
      // The customer may cancel here; approving and declining are the bank's.
      #expect(html.contains(#"data-decision="cancel""#))
      #expect(!html.contains(#"data-decision="approve""#))
    }
  }

  @Test("a chosen bank's page is the payment's; a disabled bank's, another method's, or another payment's is not")
  func theBanksPages() async throws {
    try await TestSandbox.run { sandbox in
      let (id, _) = try await Self.schemePayment(sandbox)
      let chosen = try await sandbox.pages.send("GET", "sandbox/banks/ideal/rabobank/\(id)")
      #expect(chosen.status == 200)
      #expect(chosen.text.contains("Pay at Rabobank"))
      #expect(chosen.text.contains(#"data-decision="approve""#))
      for other in [
        "sandbox/banks/ideal/van_lanschot/\(id)", "sandbox/banks/dotpay/alior/\(id)", "sandbox/schemes/dotpay/\(id)",
        "sandbox/schemes/ideal/pay_unknown", "sandbox/3ds/\(id)",
      ] {
        #expect(try await sandbox.pages.send("GET", other).status == 404, "\(other)")
      }
      // The bank's page settles the payment.
      #expect(try await sandbox.decide("approve", paymentID: id).string("status") == "succeeded")
      let settled = try await sandbox.pages.send("GET", "sandbox/schemes/ideal/\(id)")
      #expect(settled.text.contains("already complete"))
    }
  }

  @Test("a payment with a bank has no scheme page")
  func aBankPaymentHasNone() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(idealIssuerList: true)
      let id = try await sandbox.pendingBankPayment(method: "ideal", bank: "ing", clientToken: clientToken)
      #expect(try await sandbox.pages.send("GET", "sandbox/schemes/ideal/\(id)").status == 404)
      #expect(try await sandbox.pages.send("GET", "sandbox/banks/ideal/rabobank/\(id)").status == 404)
    }
  }
}
