import Foundation
import Testing

@testable import CheckoutSandbox

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Problem details for bad requests")
struct ProblemDetailsTests {
  @Test("a body over the limit is payload_too_large, declared or chunked")
  func oversizedBody() async throws {
    try await TestSandbox.run(SandboxConfiguration(maximumBodyBytes: 4_096)) { sandbox in
      let clientToken = try await sandbox.newSession()
      let padding = String(repeating: "x", count: 10_000)
      let body =
        #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040,"cvv":"123","cardholderName":"\#(padding)"}"#
      let declared = try await sandbox.client.send("POST", "tokens", bearer: clientToken, body: body)
      #expect(declared.isProblem(413, "payload_too_large"))

      var chunked = sandbox.client.request("POST", "tokens", bearer: clientToken)
      chunked.setValue("application/json", forHTTPHeaderField: "Content-Type")
      chunked.httpBodyStream = InputStream(data: Data(body.utf8))
      let streamed = try await sandbox.client.send(chunked)
      #expect(streamed.isProblem(413, "payload_too_large"))

      let small = try await sandbox.tokenize("4242424242424242", clientToken: clientToken)
      #expect(small.status == 201)
    }
  }

  @Test("the default limit is 64 KiB")
  func defaultLimit() async throws {
    try await TestSandbox.run { sandbox in
      let body = #"{"amount":1,"currency":"EUR","orderId":"\#(String(repeating: "o", count: 70_000))"}"#
      let result = try await sandbox.client.send("POST", "client-sessions", bearer: sandbox.secretKey, body: body)
      #expect(result.isProblem(413, "payload_too_large"))
    }
  }

  @Test("malformed JSON is invalid_request")
  func malformedJSON() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      for body in [#"{"number":"#, "not json", #"{"source":{"type":"card"}}"#] {
        let result = try await sandbox.client.send(
          "POST", "payments", bearer: clientToken, body: body, headers: ["Idempotency-Key": newKey()])
        #expect(result.isProblem(400, "invalid_request"), "\(body): \(result.text)")
      }
    }
  }

  @Test("a wrong type or a missing field is invalid_request naming the field")
  func wrongTypesAndMissingFields() async throws {
    try await TestSandbox.run { sandbox in
      let wrongType = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: #"{"amount":"ten","currency":"EUR","orderId":"o"}"#)
      #expect(wrongType.isProblem(400, "invalid_request"))
      #expect(wrongType.string("detail")?.contains("amount") == true)
      let missing = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: #"{"amount":10,"currency":"EUR"}"#)
      #expect(missing.isProblem(400, "invalid_request"))
      #expect(missing.string("detail")?.contains("orderId") == true)
      let badCurrency = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: #"{"amount":10,"currency":"eur","orderId":"o"}"#)
      #expect(badCurrency.isProblem(400, "invalid_request"))
      let unknownSource = try await sandbox.client.send(
        "POST", "payments", bearer: try await sandbox.newSession(), body: #"{"source":{"type":"crypto"}}"#,
        headers: ["Idempotency-Key": newKey()])
      #expect(unknownSource.isProblem(400, "invalid_request"))
    }
  }

  @Test("a body that isn't JSON by its Content-Type is unsupported_media_type")
  func textPlainBody() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.client.send(
        "POST", "tokens", bearer: clientToken, body: "4242424242424242", contentType: "text/plain")
      #expect(result.isProblem(415, "unsupported_media_type"))
    }
  }

  @Test("an unknown route is not_found problem details")
  func unknownRoute() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      for (method, path) in [("GET", "nowhere"), ("DELETE", "payments/pay_1/other"), ("GET", "../other")] {
        let result = try await sandbox.client.send(method, path, bearer: clientToken)
        #expect(result.isProblem(404, "not_found"), "\(method) \(path): \(result.status) \(result.text)")
      }
    }
  }
}
