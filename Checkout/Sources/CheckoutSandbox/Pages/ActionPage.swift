import CheckoutAPI
import CheckoutAssets

/// A third-party page of the sandbox: the bank's page of an iDEAL, Dotpay or EPS payment, the
/// scheme's own page where the customer chooses the bank of an iDEAL payment made without one, or
/// the card issuer's 3-D Secure challenge, as the browser (or web view) of a payment's required
/// action shows it.
///
/// The page is in the session's locale, from the `ActionPages` strings (English where a locale
/// has none). While the payment is pending it offers Approve, Decline and Cancel, which
/// `action-page.js` sends to `POST /sandbox/actions/{paymentId}` and then to the app through the
/// bridge; once the payment is settled it says so, without buttons. It shows the amount and, for
/// a bank, the bank's name; never card data.
struct ActionPage {
  /// Whose page it is.
  enum Kind: Equatable {
    /// The bank's page of a bank payment.
    case bank(method: Components.Schemas.BankMethod, bank: SandboxBank)
    /// The scheme's own page of a bank payment made without a bank: the customer chooses one of
    /// `banks`, whose page it links, keeping the page's `query` (the bridge's `state` and
    /// `redirect_uri`).
    case scheme(method: Components.Schemas.BankMethod, banks: [SandboxBank], query: String)
    /// The card issuer's 3-D Secure challenge of a card payment.
    case threeDSecure

    /// The page's `data-kind`: `bank`, `scheme` or `threeDSecure`.
    var dataKind: String {
      switch self {
      case .bank: "bank"
      case .scheme: "scheme"
      case .threeDSecure: "threeDSecure"
      }
    }

    private var method: Components.Schemas.BankMethod? {
      switch self {
      case .bank(let method, _), .scheme(let method, _, _): method
      case .threeDSecure: nil
      }
    }

    /// The class of the provider's badge, which gives it its colour.
    var providerClass: String {
      method.map { "provider provider-\($0.rawValue)" } ?? "provider"
    }

    /// The provider named above the title; brand names, the same in every language.
    var provider: String {
      switch method {
      case .ideal: "iDEAL"
      case .dotpay: "Dotpay"
      case .eps: "EPS"
      case nil: "3-D Secure"
      }
    }
  }

  /// The path of the page's script.
  static let scriptPath = "/sandbox/assets/action-page.js"
  /// The path of the page's style sheet.
  static let stylePath = "/sandbox/assets/action-page.css"

  /// The path the page posts its decision to.
  static func actionPath(paymentID: String) -> String {
    "/sandbox/actions/\(paymentID)"
  }

  let kind: Kind
  let payment: StoredPayment
  /// The session's locale, such as `nl-BE`.
  let locale: String

  /// The page as HTML.
  var html: String {
    let text = Localizer(locale: locale)
    let title: String
    let explanation: String
    let declineMessage: String
    switch kind {
    case .bank(_, let bank):
      title = text(Strings.ActionPages.bankTitle(bank.name))
      explanation = text(Strings.ActionPages.bankExplanation)
      declineMessage = text(Strings.ActionPages.bankDeclinedMessage)
    case .scheme:
      title = text(Strings.ActionPages.schemeTitle)
      explanation = text(Strings.ActionPages.schemeExplanation)
      declineMessage = text(Strings.ActionPages.bankDeclinedMessage)
    case .threeDSecure:
      title = text(Strings.ActionPages.threeDSecureTitle)
      explanation = text(Strings.ActionPages.threeDSecureExplanation)
      declineMessage = text(Strings.ActionPages.threeDSecureFailedMessage)
    }
    let amount = AmountText.format(minorUnits: payment.amount, currency: payment.currency, locale: locale)
    let isPending = payment.status == "pending"

    var page = Self.head(localizer: text, title: title, script: true)
    page.open(
      "main",
      [
        ("data-payment-id", payment.id),
        ("data-kind", kind.dataKind),
        ("data-action", Self.actionPath(paymentID: payment.id)),
        ("data-state", isPending ? "pending" : "complete"),
      ])
    page.element("p", [("class", kind.providerClass)], text: kind.provider)
    page.element("h1", text: title)
    page.element("p", [("class", "amount")], text: text(Strings.ActionPages.amount(amount)))
    if isPending {
      page.element("p", [("class", "explanation")], text: explanation)
      if case .scheme(let method, let banks, let query) = kind {
        Self.bankLinks(banks, method: method, paymentID: payment.id, query: query, label: text, into: &page)
      }
      page.open("div", [("class", "actions")])
      if case .scheme = kind {
        // The bank approves or declines; here the customer can only choose one, or cancel.
      } else {
        page.element(
          "button", [("type", "button"), ("class", "approve"), ("data-decision", "approve"), ("autofocus", nil)],
          text: text(Strings.ActionPages.approve))
        page.element(
          "button", [("type", "button"), ("class", "decline"), ("data-decision", "decline")],
          text: text(Strings.ActionPages.decline))
      }
      page.element(
        "button", [("type", "button"), ("class", "cancel"), ("data-decision", "cancel")],
        text: text(Strings.ActionPages.cancel))
      page.close("div")
      page.element(
        "p",
        [
          ("id", "status"), ("class", "status"), ("role", "status"), ("aria-live", "polite"), ("tabindex", "-1"),
          ("data-sending", text(Strings.ActionPages.sending)),
          ("data-confirmed", text(Strings.ActionPages.confirmed)),
          ("data-declined", text(Strings.ActionPages.declined)),
          ("data-cancelled", text(Strings.ActionPages.cancelled)),
          ("data-unreachable", text(Strings.ActionPages.unreachable)),
          ("data-send-failed", text(Strings.ActionPages.sendFailed)),
          ("data-already-complete", text(Strings.ActionPages.alreadyComplete)),
          ("data-decline-message", declineMessage),
        ],
        text: "")
    } else {
      page.element(
        "p", [("id", "status"), ("class", "status complete"), ("role", "status"), ("aria-live", "polite")],
        text: text(Strings.ActionPages.alreadyComplete))
    }
    page.element("p", [("class", "notice")], text: text(Strings.ActionPages.sandboxNotice))
    page.close("main")
    return Self.end(page)
  }

  /// The scheme page's list of banks: a link to each enabled bank's page for the payment, with its
  /// icon and name, the first one focused.
  private static func bankLinks(
    _ banks: [SandboxBank], method: Components.Schemas.BankMethod, paymentID: String, query: String,
    label text: Localizer, into page: inout HTMLWriter
  ) {
    page.open("ul", [("class", "banks"), ("aria-label", text(Strings.ActionPages.schemeBanks))])
    var first = true
    for bank in banks where !bank.disabled {
      let address = "/sandbox/banks/\(method.rawValue)/\(bank.id)/\(paymentID)" + (query.isEmpty ? "" : "?" + query)
      page.open("li")
      var attributes: [HTMLWriter.Attribute] = [("href", address), ("data-bank-id", bank.id)]
      if first { attributes.append(("autofocus", nil)) }
      first = false
      page.open("a", attributes)
      page.open("img", [("src", "/sandbox/icons/\(bank.id).svg"), ("alt", ""), ("width", "32"), ("height", "32")])
      page.element("span", text: bank.name)
      page.close("a")
      page.close("li")
    }
    page.close("ul")
  }

  /// The page for an address that leads to no payment page: an unknown payment, or one whose
  /// method, bank or action is not the address's. In `locale` when the payment is known.
  static func notFound(locale: String) -> String {
    let text = Localizer(locale: locale)
    let title = text(Strings.ActionPages.notFoundTitle)
    var page = head(localizer: text, title: title, script: false)
    page.open("main", [("data-state", "not-found")])
    page.element("h1", text: title)
    page.element("p", [("class", "explanation")], text: text(Strings.ActionPages.notFoundText))
    page.element("p", [("class", "notice")], text: text(Strings.ActionPages.sandboxNotice))
    page.close("main")
    return end(page)
  }

  /// Languages written right to left, by their primary subtag; `ar-XB`, the pseudo-locale, is one.
  private static let rightToLeftLanguages: Set<String> = ["ar", "fa", "he", "ur"]

  /// `<html>` in the language the text comes from (the first compiled locale of the
  /// localizer's chain: `nl` for `nl-BE`, English for a language the strings lack), and `<head>`.
  private static func head(localizer: Localizer, title: String, script: Bool) -> HTMLWriter {
    let language = localizer.fallbackChain.first ?? Localizer.baseLocale
    let primary = language.split(separator: "-").first.map(String.init) ?? language
    var page = HTMLWriter()
    page.open(
      "html", [("lang", language), ("dir", rightToLeftLanguages.contains(primary.lowercased()) ? "rtl" : "ltr")])
    page.open("head")
    page.open("meta", [("charset", "utf-8")])
    page.open("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    page.element("title", text: title)
    page.open("link", [("rel", "stylesheet"), ("href", stylePath)])
    if script {
      page.element("script", [("src", scriptPath), ("defer", nil)], text: "")
    }
    page.close("head")
    page.open("body")
    return page
  }

  private static func end(_ page: HTMLWriter) -> String {
    var page = page
    page.close("body")
    page.close("html")
    return page.html
  }
}
