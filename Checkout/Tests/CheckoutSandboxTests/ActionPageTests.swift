import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Third-party pages")
struct ActionPageTests {
  /// A page to open, in a session's locale, and what it must say.
  struct PageCase: Sendable, CustomTestStringConvertible {
    /// `ideal`, `dotpay`, or nil for the 3-D Secure challenge.
    let method: String?
    let bank: String
    let locale: String
    let lang: String
    let kind: String
    let expected: [String]

    var testDescription: String { "\(method ?? "3-D Secure") in \(locale)" }
  }

  static let pageCases: [PageCase] = [
    PageCase(
      method: "ideal", bank: "abn_amro", locale: "nl", lang: "nl", kind: "bank",
      expected: ["Betalen bij ABN AMRO", "Goedkeuren", "Weigeren", "Annuleren", "iDEAL", "12,50"]),
    PageCase(
      method: "dotpay", bank: "ing_slaski", locale: "pl", lang: "pl", kind: "bank",
      expected: ["Płatność w banku ING Bank Śląski", "Zatwierdź", "Odrzuć", "Anuluj", "Dotpay", "12,50"]),
    PageCase(
      method: nil, bank: "", locale: "de-AT", lang: "de", kind: "threeDSecure",
      expected: ["Bestätigen Sie, dass Sie es sind", "Freigeben", "Ablehnen", "Abbrechen", "3-D Secure", "12,50"]),
  ]

  @Test("a pending payment's page is in the session's locale, with its bank, amount and buttons", arguments: pageCases)
  func pageInSessionLocale(_ page: PageCase) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 1_250, locale: page.locale)
      let id: String
      let path: String
      if let method = page.method {
        id = try await sandbox.pendingBankPayment(method: method, bank: page.bank, clientToken: clientToken)
        path = "sandbox/banks/\(method)/\(page.bank)/\(id)"
      } else {
        id = try await sandbox.pendingChallengePayment(clientToken: clientToken)
        path = "sandbox/3ds/\(id)"
      }
      let result = try await sandbox.pages.send("GET", path)
      #expect(result.status == 200)
      #expect(result.contentType == "text/html; charset=utf-8")
      #expect(result.headers["content-security-policy"] == PageResponse.contentSecurityPolicy)
      #expect(
        PageResponse.contentSecurityPolicy
          == "default-src 'none'; script-src 'self'; style-src 'self'; "
          + "connect-src 'self' http://127.0.0.1:* http://localhost:* http://[::1]:*; img-src 'self'; "
          + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
      #expect(result.headers["x-content-type-options"] == "nosniff")
      #expect(result.headers["referrer-policy"] == "no-referrer")
      #expect(result.headers["cache-control"] == "no-store")
      let html = result.text
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      #expect(html.contains(#"<html lang="\#(page.lang)" dir="ltr">"#))
      for text in page.expected {
        #expect(html.contains(text), "\(text) is missing")
      }
      #expect(html.contains(#"data-payment-id="\#(id)""#))
      #expect(html.contains(#"data-kind="\#(page.kind)""#))
      #expect(html.contains(#"data-action="/sandbox/actions/\#(id)""#))
      #expect(!html.contains("Approve"))
      // No card data: neither the number nor any part of it, once the payment's id is set aside.
      let withoutID = html.replacingOccurrences(of: id, with: "")
      for digits in ["4000000000003220", "400000", "3220"] {
        #expect(!withoutID.contains(digits))
      }
    }
  }

  @Test("the page is accessible: a main landmark, one heading, real buttons in order, a status region")
  func accessibleStructure() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id = try await sandbox.pendingBankPayment(method: "ideal", bank: "ing", clientToken: clientToken)
      let html = try await sandbox.pages.send("GET", "sandbox/banks/ideal/ing/\(id)").text
      #expect(Self.count("<main", in: html) == 1)
      #expect(Self.count("<h1", in: html) == 1)
      #expect(html.contains("<h1>Pay at ING</h1>"))
      let buttons = Self.lines(html).filter { $0.hasPrefix("<button") }
      #expect(
        buttons == [
          #"<button type="button" class="approve" data-decision="approve" autofocus>Approve</button>"#,
          #"<button type="button" class="decline" data-decision="decline">Decline</button>"#,
          #"<button type="button" class="cancel" data-decision="cancel">Cancel</button>"#,
        ])
      let status = try #require(Self.lines(html).first { $0.hasPrefix(#"<p id="status""#) })
      #expect(status.contains(#"role="status" aria-live="polite""#))
      #expect(status.contains(#"data-sending="Sending…""#))
      #expect(status.contains(#"data-confirmed="Payment confirmed. Returning to the app…""#))
      #expect(status.contains(#"data-unreachable="Could not reach the app. You can close this window.""#))
      #expect(status.contains(#"data-decline-message="You declined the payment at your bank.""#))
      // The policy forbids inline code, so the page has none: its script and style sheet are files.
      #expect(html.contains(#"<link rel="stylesheet" href="/sandbox/assets/action-page.css">"#))
      #expect(html.contains(#"<script src="/sandbox/assets/action-page.js" defer>"#))
      #expect(!html.contains("style="))
      #expect(html.range(of: #" on[a-z]+="#, options: .regularExpression) == nil)
      #expect(Self.count("<script", in: html) == 1)
    }
  }

  @Test("a locale the strings lack falls back to English; a regional one to its language")
  func localeFallback() async throws {
    try await TestSandbox.run { sandbox in
      for (locale, lang, approve) in [
        ("ja", "en", "Approve"), ("nl-BE", "nl", "Goedkeuren"), ("fr", "fr", "Approuver"),
      ] {
        let clientToken = try await sandbox.newSession(locale: locale)
        let id = try await sandbox.pendingChallengePayment(clientToken: clientToken)
        let html = try await sandbox.pages.send("GET", "sandbox/3ds/\(id)").text
        #expect(html.contains(#"<html lang="\#(lang)""#), "\(locale)")
        #expect(html.contains(">\(approve)</button>"), "\(locale)")
      }
    }
  }

  @Test("an unknown payment is a 404 page, in English, with the same headers")
  func unknownPayment() async throws {
    try await TestSandbox.run { sandbox in
      for path in ["sandbox/3ds/pay_unknown", "sandbox/banks/ideal/ing/pay_unknown"] {
        let result = try await sandbox.pages.send("GET", path)
        #expect(result.status == 404, "\(path)")
        #expect(result.contentType == "text/html; charset=utf-8")
        #expect(result.headers["content-security-policy"] == PageResponse.contentSecurityPolicy)
        #expect(result.text.contains(#"<html lang="en""#))
        #expect(result.text.contains("<h1>Page not found</h1>"))
        #expect(!result.text.contains("<button"))
      }
    }
  }

  @Test("an address that is not the payment's own page is a 404 page, in the session's locale")
  func mismatchedPage() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(locale: "de")
      let bankID = try await sandbox.pendingBankPayment(method: "ideal", bank: "ing", clientToken: clientToken)
      let challengeID = try await sandbox.pendingChallengePayment(clientToken: clientToken)
      let card = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let paid = try await sandbox.payWithCard(card, key: newKey(), clientToken: clientToken)
      let paidID = try #require(paid.string("id"))
      for path in [
        "sandbox/3ds/\(bankID)",  // the challenge of a bank payment
        "sandbox/banks/ideal/rabobank/\(bankID)",  // another bank
        "sandbox/banks/dotpay/ing/\(bankID)",  // another method
        "sandbox/banks/sepa/ing/\(bankID)",  // no such method
        "sandbox/banks/ideal/ing/\(challengeID)",  // the bank page of a card payment
        "sandbox/3ds/\(paidID)",  // a card payment without a challenge
      ] {
        let result = try await sandbox.pages.send("GET", path)
        #expect(result.status == 404, "\(path)")
        #expect(result.text.contains("<h1>Seite nicht gefunden</h1>"), "\(path)")
        #expect(!result.text.contains(bankID) && !result.text.contains(challengeID), "\(path)")
      }
    }
  }

  @Test("a payment that is no longer pending shows that it is complete, without buttons")
  func alreadyComplete() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(locale: "fr")
      let id = try await sandbox.pendingBankPayment(method: "dotpay", bank: "mbank", clientToken: clientToken)
      #expect(try await sandbox.decide("approve", paymentID: id).status == 200)
      let result = try await sandbox.pages.send("GET", "sandbox/banks/dotpay/mbank/\(id)")
      #expect(result.status == 200)
      let html = result.text
      #expect(html.contains("Ce paiement est déjà terminé."))
      #expect(html.contains(#"data-state="complete""#))
      #expect(html.contains(#"role="status" aria-live="polite""#))
      #expect(!html.contains("<button"))
      #expect(Self.count("<h1", in: html) == 1)
    }
  }

  @Test("the script and the style sheet are served as files, with no sniffing")
  func assets() async throws {
    try await TestSandbox.run { sandbox in
      let script = try await sandbox.pages.send("GET", "sandbox/assets/action-page.js")
      #expect(script.status == 200)
      #expect(script.contentType == "text/javascript; charset=utf-8")
      #expect(script.headers["x-content-type-options"] == "nosniff")
      #expect(script.text == ActionPageScript.source)
      for part in ["tesseraBridge", "redirect_uri", "text/plain;charset=UTF-8", "location.assign", "shown"] {
        #expect(script.text.contains(part), "\(part)")
      }
      let style = try await sandbox.pages.send("GET", "sandbox/assets/action-page.css")
      #expect(style.status == 200)
      #expect(style.contentType == "text/css; charset=utf-8")
      #expect(style.headers["x-content-type-options"] == "nosniff")
      #expect(style.text.contains(":focus-visible"))
    }
  }

  @Test("the page needs no client token, and the API's credentials don't reach it")
  func noAuthentication() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id = try await sandbox.pendingChallengePayment(clientToken: clientToken)
      let anonymous = try await sandbox.pages.send("GET", "sandbox/3ds/\(id)")
      #expect(anonymous.status == 200)
      let withToken = try await sandbox.pages.send("GET", "sandbox/3ds/\(id)", bearer: clientToken)
      #expect(withToken.text == anonymous.text)
    }
  }

  private static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  private static func lines(_ html: String) -> [String] {
    html.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
