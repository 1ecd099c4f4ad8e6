import CheckoutAPI
import CheckoutAssets
import Foundation
import Hummingbird

/// The third-party pages a pending payment's required action leads to, on the sandbox's router
/// beside the API and outside it: a browser opens them, with no client token, so the payment's
/// unguessable id is the capability.
///
/// - `GET /sandbox/banks/{method}/{bankId}/{paymentId}`: the bank's page of an iDEAL, Dotpay or
///   EPS payment.
/// - `GET /sandbox/schemes/{method}/{paymentId}`: the scheme's own page of a payment made without
///   a bank (iDEAL without an issuer list): the customer chooses a bank there, whose page it links
///   with the bridge's `state` and `redirect_uri`.
/// - `GET /sandbox/3ds/{paymentId}`: the 3-D Secure challenge of a card payment.
/// - `GET /sandbox/assets/action-page.js` and `/sandbox/assets/action-page.css`: their script and
///   style sheet.
/// - `GET /sandbox/icons/{bankId}.svg`: a bank's icon (``BankIcon``), which the bank list links.
/// - `POST /sandbox/actions/{paymentId}`: the decision a page sends (``ActionDecisionHandler``).
///
/// A page answers `200` with HTML (``ActionPage``), or `404` with the not-found page when no
/// payment has the id, or when the payment's method, bank or action is not the address's: each
/// payment has one page, the URL of its required action, and a payment made without a bank also
/// has the page of each enabled bank of its method, which its scheme's page links.
struct ActionPageRoutes: Sendable {
  let store: SandboxStore
  let banks: BankCatalog

  /// The bank page's path.
  static let bankPagePath = "/sandbox/banks/:method/:bankId/:paymentId"
  /// The scheme's page's path.
  static let schemePagePath = "/sandbox/schemes/:method/:paymentId"
  /// The 3-D Secure challenge's path.
  static let threeDSecurePath = "/sandbox/3ds/:paymentId"
  /// The path a page posts its decision to.
  static let decisionPath = "/sandbox/actions/:paymentId"

  /// Adds the routes to `router`, and records them in `table`.
  func register(on router: Router<SandboxRequestContext>, table: RouteTable) {
    get(Self.bankPagePath, on: router, table: table) { _, context in
      try await bankPage(
        method: context.parameters.get("method") ?? "",
        bankID: context.parameters.get("bankId") ?? "",
        paymentID: context.parameters.get("paymentId") ?? "")
    }
    get(Self.schemePagePath, on: router, table: table) { request, context in
      try await schemePage(
        method: context.parameters.get("method") ?? "", paymentID: context.parameters.get("paymentId") ?? "",
        query: Self.bridgeQuery(of: request))
    }
    get(Self.threeDSecurePath, on: router, table: table) { _, context in
      try await threeDSecurePage(paymentID: context.parameters.get("paymentId") ?? "")
    }
    get(ActionPage.scriptPath, on: router, table: table) { _, _ in
      PageResponse.asset(ActionPageScript.source, contentType: "text/javascript; charset=utf-8")
    }
    get(ActionPage.stylePath, on: router, table: table) { _, _ in
      PageResponse.asset(ActionPageStyle.source, contentType: "text/css; charset=utf-8")
    }
    get(BankIcon.routePath, on: router, table: table) { request, context in
      try BankIcon.response(
        file: context.parameters.get("file") ?? "", ifNoneMatch: request.headers[.ifNoneMatch], banks: banks)
    }
    let decisions = ActionDecisionHandler(store: store)
    router.post(RouterPath(Self.decisionPath)) { request, context -> Response in
      try await decisions.decide(request, paymentID: context.parameters.get("paymentId") ?? "")
    }
    table.add(Self.decisionPath, method: .post)
  }

  /// Adds a `GET` route (and so `HEAD`) and records it.
  private func get(
    _ path: String,
    on router: Router<SandboxRequestContext>,
    table: RouteTable,
    _ respond: @escaping @Sendable (Request, SandboxRequestContext) async throws -> Response
  ) {
    router.get(RouterPath(path)) { request, context -> Response in try await respond(request, context) }
    table.add(path, method: .get)
  }

  /// The bank's page, when the payment is a payment of this method at this bank.
  func bankPage(method: String, bankID: String, paymentID: String) async throws -> Response {
    guard let found = try await store.paymentWithSession(id: paymentID) else {
      return notFound(locale: Localizer.baseLocale)
    }
    let path = "/sandbox/banks/\(method)/\(bankID)/\(paymentID)"
    guard let bankMethod = Components.Schemas.BankMethod(rawValue: method),
      let bank = banks.bank(bankID, of: bankMethod),
      found.payment.method == bankMethod.rawValue,
      found.payment.actionType == "redirect",
      found.payment.actionPath == path
        // A payment made without a bank reaches each enabled bank's page from its scheme's page.
        || (found.payment.actionPath == PaymentDecision.schemePagePath(bankMethod, paymentID) && !bank.disabled)
    else { return notFound(locale: found.session.locale) }
    let page = ActionPage(
      kind: .bank(method: bankMethod, bank: bank), payment: found.payment, locale: found.session.locale)
    return PageResponse.html(page.html)
  }

  /// The scheme's page, when the payment is a payment of this method made without a bank.
  func schemePage(method: String, paymentID: String, query: String) async throws -> Response {
    guard let found = try await store.paymentWithSession(id: paymentID) else {
      return notFound(locale: Localizer.baseLocale)
    }
    guard let bankMethod = Components.Schemas.BankMethod(rawValue: method),
      found.payment.method == bankMethod.rawValue,
      found.payment.actionType == "redirect",
      found.payment.actionPath == PaymentDecision.schemePagePath(bankMethod, paymentID)
    else { return notFound(locale: found.session.locale) }
    let page = ActionPage(
      kind: .scheme(method: bankMethod, banks: banks.banks(for: bankMethod), query: query), payment: found.payment,
      locale: found.session.locale)
    return PageResponse.html(page.html)
  }

  /// The bridge's `state` and `redirect_uri` of a page's address, as a query to pass on to the
  /// next page; nothing else of it.
  static func bridgeQuery(of request: Request) -> String {
    var components = URLComponents()
    components.queryItems = ["state", "redirect_uri"].compactMap { name in
      request.uri.queryParameters[name[...]].map { URLQueryItem(name: name, value: String($0)) }
    }
    // `URLQueryItem` leaves `:` and `/` as they are; the value is safer fully escaped.
    return (components.percentEncodedQuery ?? "").replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: "/", with: "%2F")
  }

  /// The 3-D Secure challenge, when the payment is a card payment that has one.
  func threeDSecurePage(paymentID: String) async throws -> Response {
    guard let found = try await store.paymentWithSession(id: paymentID) else {
      return notFound(locale: Localizer.baseLocale)
    }
    guard found.payment.method == "card",
      found.payment.actionType == "threeDSecureChallenge",
      found.payment.actionPath == "/sandbox/3ds/\(paymentID)"
    else { return notFound(locale: found.session.locale) }
    let page = ActionPage(kind: .threeDSecure, payment: found.payment, locale: found.session.locale)
    return PageResponse.html(page.html)
  }

  private func notFound(locale: String) -> Response {
    PageResponse.html(ActionPage.notFound(locale: locale), status: .notFound)
  }
}
