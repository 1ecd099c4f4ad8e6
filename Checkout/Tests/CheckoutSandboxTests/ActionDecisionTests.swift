import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Third-party page decisions")
struct ActionDecisionTests {
  /// A decision on a kind of page, and how it settles the payment.
  struct DecisionCase: Sendable, CustomTestStringConvertible {
    let bank: Bool
    let decision: String
    let status: String
    let declineCode: String?

    var testDescription: String { "\(decision) on \(bank ? "a bank's page" : "a 3-D Secure challenge")" }
  }

  static let decisionCases: [DecisionCase] = [
    DecisionCase(bank: true, decision: "approve", status: "succeeded", declineCode: nil),
    DecisionCase(bank: true, decision: "decline", status: "declined", declineCode: "do_not_honor"),
    DecisionCase(bank: true, decision: "cancel", status: "declined", declineCode: "cancelled"),
    DecisionCase(bank: false, decision: "approve", status: "succeeded", declineCode: nil),
    DecisionCase(bank: false, decision: "decline", status: "declined", declineCode: "authentication_failed"),
    DecisionCase(bank: false, decision: "cancel", status: "declined", declineCode: "cancelled"),
  ]

  @Test("each decision settles the payment at once", arguments: decisionCases)
  func decisionSettles(_ expected: DecisionCase) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id =
        expected.bank
        ? try await sandbox.pendingBankPayment(method: "dotpay", bank: "pko", clientToken: clientToken)
        : try await sandbox.pendingChallengePayment(clientToken: clientToken)
      let result = try await sandbox.decide(expected.decision, paymentID: id)
      #expect(result.status == 200)
      #expect(result.contentType == "application/json")
      #expect(result.json?.count == 1)
      #expect(result.string("status") == expected.status)
      let payment = try await sandbox.client.send("GET", "payments/\(id)", bearer: clientToken)
      #expect(payment.string("status") == expected.status)
      #expect(payment.string("declineCode") == expected.declineCode)
      #expect(payment.json?["requiredAction"] == nil)
      let resumed = try await sandbox.client.send("POST", "payments/\(id)/resume", bearer: clientToken)
      #expect(resumed.string("status") == expected.status)
      #expect(resumed.string("declineCode") == expected.declineCode)
    }
  }

  @Test("a second decision is 409 and changes nothing")
  func secondDecisionConflicts() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id = try await sandbox.pendingChallengePayment(clientToken: clientToken)
      #expect(try await sandbox.decide("decline", paymentID: id).status == 200)
      for decision in ["approve", "decline", "cancel"] {
        let again = try await sandbox.decide(decision, paymentID: id)
        #expect(again.isProblem(409, "invalid_request"), "\(again.text)")
        #expect(again.string("title") == "Already decided")
        #expect(again.string("detail")?.contains("declined") == true)
      }
      let payment = try await sandbox.client.send("GET", "payments/\(id)", bearer: clientToken)
      #expect(payment.string("status") == "declined")
      #expect(payment.string("declineCode") == "authentication_failed")
    }
  }

  @Test("a payment that never waited for a page is already decided")
  func paymentWithoutAction() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4242424242424242", clientToken: clientToken)
      let id = try #require(try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken).string("id"))
      #expect(try await sandbox.decide("decline", paymentID: id).isProblem(409, "invalid_request"))
      #expect(try await sandbox.server.storedPayments().map(\.status) == ["succeeded"])
    }
  }

  @Test("an unknown payment is not_found")
  func unknownPayment() async throws {
    try await TestSandbox.run { sandbox in
      let result = try await sandbox.decide("approve", paymentID: "pay_unknown")
      #expect(result.isProblem(404, "not_found"))
    }
  }

  @Test("a body that isn't JSON is 415; too large, 413; malformed, 400; the payment stays pending")
  func badRequests() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let id = try await sandbox.pendingBankPayment(method: "ideal", bank: "bunq", clientToken: clientToken)
      let path = "sandbox/actions/\(id)"
      for contentType in ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"] {
        let result = try await sandbox.pages.send(
          "POST", path, body: #"{"decision":"approve"}"#, contentType: contentType)
        #expect(result.isProblem(415, "unsupported_media_type"), "\(contentType)")
      }
      let withCharset = #"{"decision":"cancel","#
      let charset = try await sandbox.pages.send(
        "POST", path, body: withCharset, contentType: "application/json; charset=utf-8")
      #expect(charset.isProblem(400, "invalid_request"), "a JSON media type with a charset gets past the type check")

      let padding = String(repeating: "x", count: ActionDecisionHandler.maximumBodyBytes)
      let large = try await sandbox.pages.send("POST", path, body: #"{"decision":"approve","pad":"\#(padding)"}"#)
      #expect(large.isProblem(413, "payload_too_large"))

      for body in ["", "not json", #"{"decision":"maybe"}"#, #"{"choice":"approve"}"#, #"{"decision":1}"#, "[]"] {
        let result = try await sandbox.pages.send("POST", path, body: body)
        #expect(result.isProblem(400, "invalid_request"), "\(body): \(result.text)")
      }
      #expect(try await sandbox.server.storedPayments().map(\.status) == ["pending"])
    }
  }
}
