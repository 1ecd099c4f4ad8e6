import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a merchant's server does against the sandbox, over plain HTTP: the one call that takes
/// the secret key.
public enum SandboxMerchant {
  /// A client session as `POST /client-sessions` answers it.
  public struct ClientSession: Sendable, Equatable {
    /// The session's id (`cs_…`).
    public var sessionID: String
    /// The bearer token (`ct_…`) the app authenticates every other call with.
    public var clientToken: String
    /// When the session, and so the token, expires.
    public var expiresAt: Date
  }

  /// Creates a client session with `POST {baseURL}/client-sessions` and the secret key.
  ///
  /// - Parameters:
  ///   - baseURL: The API's base URL, such as `http://127.0.0.1:8080/v1`.
  ///   - amount: In minor units.
  ///   - currency: An ISO 4217 code such as `EUR`.
  ///   - paymentMethods: `card`, `ideal`, `dotpay`, `eps` in display order; nil for all of them.
  ///   - idealIssuerList: `true` for iDEAL with its banks listed in the app; nil (the server's
  ///     default) or `false` for iDEAL choosing the bank on its own page.
  /// - Throws: ``SandboxMerchantError/rejected(status:code:detail:)`` when the server answers with
  ///   a problem, ``SandboxMerchantError/unexpectedResponse(status:)`` for anything else it can't
  ///   read, or the URL loading system's error.
  public static func createClientSession(
    baseURL: URL,
    secretKey: String = SandboxConfiguration.defaultSecretKey,
    amount: Int,
    currency: String,
    orderID: String,
    locale: String? = nil,
    customerCountry: String? = nil,
    paymentMethods: [String]? = nil,
    idealIssuerList: Bool? = nil,
    urlSession: URLSession = .shared
  ) async throws -> ClientSession {
    var request = URLRequest(url: baseURL.appendingPathComponent("client-sessions"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json, application/problem+json", forHTTPHeaderField: "Accept")
    request.setValue("Bearer \(secretKey)", forHTTPHeaderField: "Authorization")
    request.httpBody = try JSONEncoder().encode(
      SessionRequest(
        amount: amount, currency: currency, orderId: orderID, locale: locale,
        customerCountry: customerCountry, paymentMethods: paymentMethods,
        paymentMethodOptions: idealIssuerList.map { PaymentMethodOptions(ideal: .init(issuerList: $0)) }))

    let (data, response) = try await urlSession.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 201 else {
      let problem = try? JSONDecoder().decode(Problem.self, from: data)
      if let problem { throw SandboxMerchantError.rejected(status: status, code: problem.code, detail: problem.detail) }
      throw SandboxMerchantError.unexpectedResponse(status: status)
    }
    guard let session = try? JSONDecoder().decode(SessionResponse.self, from: data),
      let expiresAt = parseDate(session.expiresAt)
    else { throw SandboxMerchantError.unexpectedResponse(status: status) }
    return ClientSession(sessionID: session.sessionId, clientToken: session.clientToken, expiresAt: expiresAt)
  }

  private struct SessionRequest: Encodable {
    var amount: Int
    var currency: String
    var orderId: String
    var locale: String?
    var customerCountry: String?
    var paymentMethods: [String]?
    var paymentMethodOptions: PaymentMethodOptions?
  }

  private struct PaymentMethodOptions: Encodable {
    struct Ideal: Encodable {
      var issuerList: Bool
    }

    var ideal: Ideal
  }

  private struct SessionResponse: Decodable {
    var sessionId: String
    var clientToken: String
    var expiresAt: String
  }

  private struct Problem: Decodable {
    var code: String
    var detail: String?
  }

  private static func parseDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }
}

/// Why ``SandboxMerchant`` got no client session.
public enum SandboxMerchantError: Error, Sendable, Equatable {
  /// The server answered with a problem: its status, `code` and `detail`.
  case rejected(status: Int, code: String, detail: String?)
  /// The server answered with something that is neither a session nor a problem.
  case unexpectedResponse(status: Int)
}

extension SandboxMerchantError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .rejected(let status, let code, let detail):
      "the payment API refused the client session (HTTP \(status), \(code))" + (detail.map { ": \($0)" } ?? "")
    case .unexpectedResponse(let status):
      "the payment API answered HTTP \(status) with neither a client session nor problem details"
    }
  }
}
