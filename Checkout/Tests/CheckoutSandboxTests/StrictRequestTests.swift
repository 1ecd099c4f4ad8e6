import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Strict JSON and HTTP")
struct StrictRequestTests {
  @Test(
    "a member named twice is refused, however it is spelled",
    arguments: [
      (#"{"amount":1,"amount":99999,"currency":"EUR","orderId":"o"}"#, "/amount"),
      (#"{"amount":1,"\u0061mount":99999,"currency":"EUR","orderId":"o"}"#, "/amount"),
      (#"{"amount":1,"currency":"EUR","orderId":"o","orderId":"p"}"#, "/orderId"),
      (#"{"amount":1,"currency":"EUR","orderId":"o","paymentMethods":["card"],"x":{"a/b":1,"a/b":2}}"#, "/x/a~1b"),
    ])
  func duplicateMembers(body: String, pointer: String) async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.client.send("POST", "client-sessions", bearer: sandbox.secretKey, body: body)
      #expect(result.isInvalid(at: pointer), "\(body): \(result.text)")
    }
  }

  @Test("a duplicated member deep in a payment's source is refused before any token is used")
  func nestedDuplicate() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let result = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken,
        body: #"{"source":{"type":"card","token":"\#(token)","token":"tok_other"}}"#,
        headers: ["Idempotency-Key": newKey()])
      #expect(result.isInvalid(at: "/source/token"), "\(result.text)")
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.status == 201)
    }
  }

  @Test(
    "a body that isn't JSON in UTF-8 by its Content-Type is 415",
    arguments: [
      "text/plain", "application/x-www-form-urlencoded", "application/json; charset=iso-8859-1",
      "application/json;charset=utf-16", "application/jsonx", "application/json-patch+json",
    ])
  func mediaTypes(contentType: String) async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: #"{"amount":1,"currency":"EUR","orderId":"o"}"#,
        contentType: contentType)
      #expect(result.isProblem(415, "unsupported_media_type"), "\(contentType): \(result.text)")
    }
  }

  @Test(
    "JSON with a charset parameter of UTF-8 is read, in any case and quoted",
    arguments: ["application/json", "application/json; charset=utf-8", #"Application/JSON; Charset="UTF-8""#])
  func utf8MediaTypes(contentType: String) async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.client.send(
        "POST", "client-sessions", bearer: sandbox.secretKey, body: #"{"amount":1,"currency":"EUR","orderId":"o"}"#,
        contentType: contentType)
      #expect(result.status == 201, "\(contentType): \(result.text)")
    }
  }

  @Test("a body with no Content-Type is 415; no body at all is 400")
  func missingContentType() async throws {
    try await TestSandbox.run { sandbox in
      let body = #"{"amount":1,"currency":"EUR","orderId":"o"}"#
      let withBody = try await sandbox.rawRequest(
        "POST /v1/client-sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(sandbox.secretKey)\r\n"
          + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n",
        body: Array(body.utf8))
      #expect(withBody.hasPrefix("HTTP/1.1 415"), "\(withBody)")
      let empty = try await sandbox.rawRequest(
        "POST /v1/client-sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(sandbox.secretKey)\r\n"
          + "Content-Length: 0\r\nConnection: close\r\n\r\n")
      #expect(empty.hasPrefix("HTTP/1.1 400"), "\(empty)")
    }
  }

  @Test("a body that isn't UTF-8, or starts with a byte-order mark, is 400")
  func encodings() async throws {
    try await TestSandbox.run { sandbox in
      let text = #"{"amount":1,"currency":"EUR","orderId":"o"}"#
      var utf16 = Data([0xFF, 0xFE])
      utf16.append(text.data(using: .utf16LittleEndian) ?? Data())
      let bom = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
      let latin1 = Data(#"{"amount":1,"currency":"EUR","orderId":"caf"#.utf8) + Data([0xE9]) + Data(#""}"#.utf8)
      for data in [utf16, bom, latin1] {
        let result = try await sandbox.client.send(
          "POST", "client-sessions", bearer: sandbox.secretKey, data: data, contentType: "application/json")
        #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      }
    }
  }

  @Test("nesting deeper than the limit is refused without reading further")
  func depth() async throws {
    try await TestSandbox.run { sandbox in
      let deep =
        #"{"amount":1,"currency":"EUR","orderId":"o","x":"# + String(repeating: "[", count: 40)
        + String(repeating: "]", count: 40) + "}"
      let result = try await sandbox.client.send("POST", "client-sessions", bearer: sandbox.secretKey, body: deep)
      #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      #expect(result.string("pointer")?.hasPrefix("/x/0/0") == true)
    }
  }

  @Test("every 401 carries a Bearer challenge; an unknown token's says invalid_token")
  func authenticationChallenge() async throws {
    try await TestSandbox.run { sandbox in
      let none = try await sandbox.client.send("GET", "configuration")
      #expect(none.isProblem(401, "unauthorized"))
      #expect(none.headers["www-authenticate"] == #"Bearer realm="checkout""#)
      let unknown = try await sandbox.client.send("GET", "configuration", bearer: "ct_unknown")
      #expect(unknown.isProblem(401, "session_expired"))
      #expect(unknown.headers["www-authenticate"] == #"Bearer realm="checkout", error="invalid_token""#)
      let wrongKey = try await sandbox.client.send(
        "POST", "client-sessions", bearer: "sk_wrong", body: #"{"amount":1,"currency":"EUR","orderId":"o"}"#)
      #expect(wrongKey.status == 401)
      #expect(wrongKey.headers["www-authenticate"]?.hasPrefix("Bearer") == true)
    }
  }

  @Test(
    "a known path asked with another method is 405 with Allow",
    arguments: [
      ("DELETE", "configuration", "GET, HEAD"), ("PUT", "payments", "POST"),
      ("POST", "payments/pay_1", "GET, HEAD"), ("GET", "payments/pay_1/resume", "POST"),
      ("PATCH", "payment-methods/ideal/banks", "GET, HEAD"),
    ])
  func methodNotAllowed(method: String, path: String, allow: String) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.client.send(method, path, bearer: clientToken)
      #expect(result.status == 405, "\(method) \(path): \(result.text)")
      #expect(result.headers["allow"] == allow)
      #expect(result.contentType.hasPrefix("application/problem+json"))
    }
  }

  @Test("an unknown path is still 404, and the pages' paths are 405 for other methods")
  func unknownPaths() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let unknown = try await sandbox.client.send("GET", "nowhere", bearer: clientToken)
      #expect(unknown.isProblem(404, "not_found"))
      let page = try await sandbox.pages.send("DELETE", "sandbox/3ds/pay_1")
      #expect(page.status == 405)
      #expect(page.headers["allow"] == "GET, HEAD")
    }
  }

  @Test("HEAD answers wherever GET does, with GET's headers and no body")
  func head() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let get = try await sandbox.client.send("GET", "configuration", bearer: clientToken)
      let head = try await sandbox.client.send("HEAD", "configuration", bearer: clientToken)
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      #expect(head.contentType == get.contentType)
      let banks = try await sandbox.client.send("HEAD", "payment-methods/ideal/banks", bearer: clientToken)
      #expect(banks.status == 200)
      let script = try await sandbox.pages.send("HEAD", "sandbox/assets/action-page.js")
      #expect(script.status == 200)
      #expect(script.body.isEmpty)
    }
  }

  @Test("a bad path parameter of a GET is named as such, never as a JSON body")
  func pathParameter() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.client.send("GET", "payment-methods/bitcoin/banks", bearer: clientToken)
      #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      #expect(result.string("detail")?.contains("method") == true, "\(result.text)")
      #expect(result.string("detail")?.contains("JSON") == false, "\(result.text)")
    }
  }
}
