import Foundation
import Testing

@testable import CheckoutSandbox

/// A sandbox server started in this process on 127.0.0.1, an ephemeral port unless told
/// otherwise, and a client for it.
struct TestSandbox {
  let server: SandboxServer
  let client: SandboxClient
  let secretKey: String

  /// Starts a server with `configuration`, runs `body`, and stops the server whatever happens.
  static func run(
    _ configuration: SandboxConfiguration = SandboxConfiguration(),
    _ body: (TestSandbox) async throws -> Void
  ) async throws {
    let server = SandboxServer(configuration: configuration)
    let baseURL = try await server.start()
    let sandbox = TestSandbox(
      server: server, client: SandboxClient(baseURL: baseURL), secretKey: configuration.secretKey)
    do {
      try await body(sandbox)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  /// A new client session's token, through the server's merchant helper.
  /// A client session, as the merchant's server creates one. Its iDEAL lists its banks unless
  /// `idealIssuerList` is false (the server's own default, which the tests of iDEAL's own page use).
  func newSession(
    amount: Int = 1_000, currency: String = "EUR", locale: String? = nil, methods: [String]? = nil,
    customerCountry: String? = nil, idealIssuerList: Bool? = true
  ) async throws -> String {
    try await server.createClientSession(
      amount: amount, currency: currency, orderID: "order-\(UUID().uuidString)", locale: locale,
      customerCountry: customerCountry, paymentMethods: methods, idealIssuerList: idealIssuerList
    ).token
  }

  /// `POST /tokens` for a card with a valid expiry; the whole response.
  /// A security code of the right length for the number's network when `cvv` is nil: four digits
  /// for American Express (34, 37), three for the rest.
  func tokenize(
    _ number: String, cvv: String? = nil, network: String? = nil, billingAddress: String? = nil, clientToken: String
  ) async throws -> HTTPResult {
    let cvv = cvv ?? (number.hasPrefix("34") || number.hasPrefix("37") ? "1234" : "123")
    var fields = [
      #""number":"\#(number)""#, #""expiryMonth":12"#, #""expiryYear":2040"#, #""cvv":"\#(cvv)""#,
    ]
    if let network { fields.append(#""network":"\#(network)""#) }
    if let billingAddress { fields.append(#""billingAddress":\#(billingAddress)"#) }
    return try await client.send("POST", "tokens", bearer: clientToken, body: "{\(fields.joined(separator: ","))}")
  }

  /// A card token for `number`, failing the test when tokenization fails.
  func cardToken(
    _ number: String, cvv: String? = nil, billingAddress: String? = nil, clientToken: String
  ) async throws -> String {
    let result = try await tokenize(number, cvv: cvv, billingAddress: billingAddress, clientToken: clientToken)
    return try #require(result.string("token"), "tokenize answered \(result.status): \(result.text)")
  }

  /// `POST /payments` with a card token.
  func payWithCard(_ token: String, key: String, clientToken: String) async throws -> HTTPResult {
    try await client.send(
      "POST", "payments", bearer: clientToken, body: Self.cardPayment(token), headers: ["Idempotency-Key": key])
  }

  /// The body of a card payment.
  static func cardPayment(_ token: String) -> String {
    #"{"source":{"type":"card","token":"\#(token)"}}"#
  }

  /// The body of a bank payment.
  static func bankPayment(method: String, bank: String) -> String {
    #"{"source":{"type":"bank","method":"\#(method)","bankId":"\#(bank)"}}"#
  }
}

/// A fresh idempotency key.
func newKey() -> String { "key-\(UUID().uuidString)" }

/// A path for a SQLite file in a fresh temporary folder, and the folder to remove afterwards.
func temporaryDatabase() throws -> (path: String, folder: URL) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return (folder.appendingPathComponent("sandbox.sqlite").path, folder)
}
