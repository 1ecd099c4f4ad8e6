import CheckoutComponents
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A customer on a required action's page, doing over HTTP what the
/// sandbox's page script does in a browser: it records the decision with
/// the page's server (`POST /sandbox/actions/{id}`), then posts the bridge
/// messages to the page's `redirect_uri` with the page's `Origin`. The real
/// page, in a real browser, is driven by `Scripts/check-browser.sh`.
struct PageCustomer: Sendable {
  enum Decision: String, Sendable {
    case approve, decline, cancel
  }

  /// What the page reads from its own address.
  struct Page: Sendable {
    var paymentID: String
    var state: String
    var redirectURI: URL
    var origin: String
    var url: URL

    init(_ action: CustomerAction) throws {
      let components = try #require(URLComponents(url: action.url, resolvingAgainstBaseURL: false))
      let items = components.queryItems ?? []
      paymentID = action.url.lastPathComponent
      state = try #require(items.first { $0.name == "state" }?.value)
      redirectURI = try #require(items.first { $0.name == "redirect_uri" }?.value.flatMap(URL.init(string:)))
      origin = "\(components.scheme ?? "http")://\(components.host ?? ""):\(components.port ?? 80)"
      url = action.url
    }
  }

  /// The first action the checkout opens, as soon as it opens.
  static func nextAction(of checkout: any CheckoutScope) async -> CustomerAction? {
    for await route in checkout.routes {
      if case .customerAction(let action) = route { return action }
    }
    return nil
  }

  /// Acts on the next action the checkout opens with `decision`, in the
  /// background; the task's value is the page's replies.
  static func act(_ decision: Decision, on checkout: any CheckoutScope) -> Task<[Reply], any Error> {
    Task {
      guard let action = await nextAction(of: checkout) else { throw CancellationError() }
      return try await act(decision, on: Page(action))
    }
  }

  /// What the page's script does for `decision`.
  static func act(_ decision: Decision, on page: Page) async throws -> [Reply] {
    var replies = [try await post("shown", page: page)]
    let decided = try await record(decision, page: page)
    #expect(decided.status == 200)
    switch decision {
    case .approve: replies.append(try await post("completed", page: page))
    case .decline: replies.append(try await post("failed", page: page, extra: ["code": "declined", "message": "No"]))
    case .cancel: replies.append(try await post("cancelled", page: page))
    }
    return replies
  }

  /// `POST /sandbox/actions/{id}`, as the page does on its own server.
  static func record(_ decision: Decision, page: Page) async throws -> Reply {
    let url = try #require(URL(string: "\(page.origin)/sandbox/actions/\(page.paymentID)"))
    return try await send(
      url, body: Data(#"{"decision":"\#(decision.rawValue)"}"#.utf8), contentType: "application/json")
  }

  /// Posts one bridge message to the page's `redirect_uri`.
  static func post(_ name: String, page: Page, extra: [String: String] = [:], origin: String? = nil) async throws
    -> Reply
  {
    var fields = ["paymentId": page.paymentID, "state": page.state]
    fields.merge(extra) { _, new in new }
    return try await send(page.redirectURI, body: message(name, fields), origin: origin ?? page.origin)
  }

  static func message(_ name: String, _ fields: [String: String]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let body = (try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (try? encoder.encode(["name": name, "body": body])) ?? Data()
  }

  /// An answer: its status and JSON body.
  struct Reply: Sendable, Hashable {
    var status: Int
    var body: [String: String]
  }

  /// A `GET`: its status and text.
  static func get(_ url: URL) async throws -> (status: Int, text: String) {
    let (data, response) = try await URLSession.shared.data(for: URLRequest(url: url))
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
  }

  static func send(
    _ url: URL, method: String = "POST", body: Data?, contentType: String = "text/plain;charset=UTF-8",
    origin: String? = nil
  ) async throws -> Reply {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.httpBody = body
    request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    return Reply(status: status, body: json.compactMapValues { $0 as? String })
  }
}
