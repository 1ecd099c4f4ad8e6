import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The part a merchant's own server plays: it holds the secret key, creates
/// a client session for an order with `POST /client-sessions`, and hands
/// only the short-lived client token to the app.
struct MerchantServer: Sendable {
  var apiBaseURL: URL
  var secretKey: String

  struct SessionRequest: Encodable {
    var amount: Int
    var currency: String
    var orderId: String
    var locale: String?
    var customerCountry: String?
    var paymentMethods: [String]?
  }

  private struct SessionResponse: Decodable {
    var clientToken: String
  }

  /// A problem the payment API reported, or no answer at all.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Creates a session and returns its client token.
  func createClientSession(_ request: SessionRequest) async throws -> String {
    var urlRequest = URLRequest(url: apiBaseURL.appendingPathComponent("client-sessions"))
    urlRequest.httpMethod = "POST"
    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
    urlRequest.setValue("Bearer \(secretKey)", forHTTPHeaderField: "Authorization")
    urlRequest.httpBody = try JSONEncoder().encode(request)
    urlRequest.timeoutInterval = 15
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await URLSession.shared.data(for: urlRequest)
    } catch {
      throw Failure(description: "can't reach \(apiBaseURL.absoluteString): \(error.localizedDescription)")
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 201, let session = try? JSONDecoder().decode(SessionResponse.self, from: data) else {
      let detail = String(decoding: data.prefix(500), as: UTF8.self)
      throw Failure(description: "creating a client session failed with HTTP \(status): \(detail)")
    }
    return session.clientToken
  }
}
