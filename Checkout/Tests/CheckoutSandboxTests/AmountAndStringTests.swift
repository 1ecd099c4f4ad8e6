import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Amounts, currencies and strings a session can hold")
struct AmountAndStringTests {
  /// The contract's largest amount.
  static let maximum = 100_000_000_000

  @Test("a session leaves room for the largest surcharge below the contract's maximum")
  func amountPlusSurcharge() async throws {
    try await TestSandbox.run { sandbox in
      let over = try await sandbox.createSession(#""amount":\#(Self.maximum),"currency":"EUR","orderId":"o""#)
      #expect(over.isInvalid(at: "/amount"), "\(over.text)")
      #expect(over.string("detail")?.contains("150") == true)

      // The largest amount that leaves room for American Express's 150 pays within the maximum.
      let fits = try await sandbox.createSession(#""amount":\#(Self.maximum - 150),"currency":"EUR","orderId":"o""#)
      #expect(fits.status == 201, "\(fits.text)")
      let clientToken = try #require(fits.string("clientToken"))
      let token = try await sandbox.cardToken(NetworkVerificationTests.amex, clientToken: clientToken)
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.int("amount") == Self.maximum, "\(paid.text)")

      // Without cards no surcharge can be added.
      let banksOnly = try await sandbox.createSession(
        #""amount":\#(Self.maximum),"currency":"EUR","orderId":"o","paymentMethods":["ideal"]"#)
      #expect(banksOnly.status == 201, "\(banksOnly.text)")
    }
  }

  @Test(
    "a currency must be a current ISO 4217 code a payment is made in",
    arguments: [("XXX", false), ("XTS", false), ("XAU", false), ("ABC", false), ("EUR", true), ("JPY", true)])
  func currencies(code: String, accepted: Bool) async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.createSession(#""amount":100,"currency":"\#(code)","orderId":"o""#)
      if accepted {
        #expect(result.status == 201, "\(code): \(result.text)")
      } else {
        #expect(result.isInvalid(at: "/currency"), "\(code): \(result.text)")
      }
    }
  }

  @Test(
    "a locale must be a BCP 47 tag, as the contract's pattern says",
    arguments: [
      ("nl-BE", true), ("en", true), ("zh-Hant-TW", true), ("es-419", true), ("en_US", false), ("e", false),
      ("-en", false), ("en-", false), ("en--US", false), ("en-toolongsubtag", false), ("ñl", false),
    ])
  func locales(tag: String, accepted: Bool) async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.createSession(#""amount":100,"currency":"EUR","orderId":"o","locale":"\#(tag)""#)
      if accepted {
        #expect(result.status == 201, "\(tag): \(result.text)")
      } else {
        #expect(result.isInvalid(at: "/locale"), "\(tag): \(result.text)")
      }
    }
  }

  @Test(
    "a control character in any string field is refused at that field, never truncated",
    arguments: [
      ("client-sessions", #"{"amount":1,"currency":"EUR","orderId":"a\u0000b"}"#, "/orderId"),
      ("client-sessions", #"{"amount":1,"currency":"EUR","orderId":"a\u0085b"}"#, "/orderId"),
      ("client-sessions", #"{"amount":1,"currency":"EUR","orderId":"a\u007fb"}"#, "/orderId"),
      ("client-sessions", #"{"amount":1,"currency":"EUR","orderId":"o","locale":"en\u0000"}"#, "/locale"),
      (
        "tokens",
        #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040,"cvv":"123","cardholderName":"A\u0000B"}"#,
        "/cardholderName"
      ),
      ("payments", #"{"source":{"type":"bank","method":"ideal","bankId":"ing\u0000"}}"#, "/source/bankId"),
      ("payments", #"{"source":{"type":"card","token":"tok\u001b"}}"#, "/source/token"),
    ])
  func controlCharacters(path: String, body: String, pointer: String) async throws {
    try await TestSandbox.run { sandbox in
      let bearer = path == "client-sessions" ? sandbox.secretKey : try await sandbox.newSession()
      let result = try await sandbox.client.send(
        "POST", path, bearer: bearer, body: body, headers: ["Idempotency-Key": newKey()])
      #expect(result.isInvalid(at: pointer), "\(body): \(result.status) \(result.text)")
      #expect(try await sandbox.server.storedPayments().isEmpty)
    }
  }

  @Test("an unknown bank is refused at the field, and the contract lists the answer")
  func unknownBank() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken, body: TestSandbox.bankPayment(method: "ideal", bank: "nope"),
        headers: ["Idempotency-Key": newKey()])
      #expect(result.isInvalid(at: "/source/bankId"), "\(result.text)")
    }
  }

  @Test("a payment id over the contract's length is 400, not 404")
  func paymentIDLength() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let long = String(repeating: "p", count: 65)
      for (method, path) in [("GET", "payments/\(long)"), ("POST", "payments/\(long)/resume")] {
        let result = try await sandbox.client.send(method, path, bearer: clientToken)
        #expect(result.isProblem(400, "invalid_request"), "\(method) \(path): \(result.text)")
      }
      let known = try await sandbox.client.send(
        "GET", "payments/\(String(repeating: "p", count: 64))", bearer: clientToken)
      #expect(known.isProblem(404, "not_found"))
    }
  }
}

extension TestSandbox {
  /// `POST /client-sessions` with the secret key and a body of these members.
  func createSession(_ members: String) async throws -> HTTPResult {
    try await client.send("POST", "client-sessions", bearer: secretKey, body: "{\(members)}")
  }
}
