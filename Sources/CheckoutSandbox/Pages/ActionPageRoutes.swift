import CheckoutAssets
import Hummingbird

/// The third-party pages a pending payment's required action leads to, on the sandbox's router
/// beside the API and outside it: a browser opens them, with no client token, so the payment's
/// unguessable id is the capability.
///
/// - `GET /sandbox/banks/{method}/{bankId}/{paymentId}`: the bank's page of an iDEAL or Dotpay
///   payment.
/// - `GET /sandbox/3ds/{paymentId}`: the 3-D Secure challenge of a card payment.
/// - `GET /sandbox/assets/action-page.js` and `/sandbox/assets/action-page.css`: their script and
///   style sheet.
/// - `GET /sandbox/icons/{bankId}.svg`: a bank's icon (``BankIcon``), which the bank list links.
/// - `POST /sandbox/actions/{paymentId}`: the decision a page sends (``ActionDecisionHandler``).
///
/// A page answers `200` with HTML (``ActionPage``), or `404` with the not-found page when no
/// payment has the id, or when the payment's method, bank or action is not the address's: each
/// payment has exactly one page, the URL of its required action.
struct ActionPageRoutes: Sendable {
  let store: SandboxStore
  let banks: BankCatalog

  /// The bank page's path.
  static let bankPagePath = "/sandbox/banks/:method/:bankId/:paymentId"
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
    else { return notFound(locale: found.session.locale) }
    let page = ActionPage(
      kind: .bank(method: bankMethod, bank: bank), payment: found.payment, locale: found.session.locale)
    return PageResponse.html(page.html)
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
