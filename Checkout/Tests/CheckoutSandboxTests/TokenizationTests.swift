import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Card tokenization")
struct TokenizationTests {
  @Test("a token is single-use, random, and shows only the first six and last four digits")
  func tokenShape() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let first = try await sandbox.tokenize("4242424242424242", clientToken: clientToken)
      #expect(first.status == 201)
      #expect(first.string("maskedNumber") == "424242••••••4242")
      #expect(first.string("network") == "visa")
      #expect(first.string("expiresAt") != nil)
      let token = try #require(first.string("token"))
      #expect(token.hasPrefix("tok_"))
      #expect((token.count - "tok_".count) * 6 >= 128)
      let second = try await sandbox.tokenize("4242424242424242", clientToken: clientToken)
      #expect(second.string("token") != token)
      #expect(!first.text.contains("4242424242424242"))
    }
  }

  @Test("the network comes from the number, or from the client for a co-badged card")
  func networkDetection() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let cases = [
        ("378282246310005", nil, "amex"), ("5555555555554444", nil, "mastercard"),
        ("6011111111111117", nil, "discover"), ("3530111333300000", nil, "jcb"),
        ("4035501000000008", "cartesBancaires", "cartesBancaires"),
      ]
      for (number, requested, expected) in cases {
        let result = try await sandbox.tokenize(number, network: requested, clientToken: clientToken)
        #expect(result.string("network") == expected, "\(number): \(result.text)")
      }
    }
  }

  @Test(
    "invalid cards are invalid_request",
    arguments: [
      #"{"number":"4242424242424241","expiryMonth":12,"expiryYear":2040,"cvv":"123"}"#,
      #"{"number":"42424242","expiryMonth":12,"expiryYear":2040,"cvv":"123"}"#,
      #"{"number":"4242 4242 4242 4242","expiryMonth":12,"expiryYear":2040,"cvv":"123"}"#,
      #"{"number":"4242424242424242","expiryMonth":1,"expiryYear":2020,"cvv":"123"}"#,
      #"{"number":"4242424242424242","expiryMonth":13,"expiryYear":2040,"cvv":"123"}"#,
      #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040,"cvv":"12"}"#,
      #"{"number":"4242424242424242","expiryMonth":12,"expiryYear":2040}"#,
    ])
  func invalidCards(body: String) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.client.send("POST", "tokens", bearer: clientToken, body: body)
      #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      #expect(!result.text.contains("424242424242"))
    }
  }

  @Test("a network the session doesn't accept is refused")
  func networkNotAccepted() async throws {
    let settings = SandboxCardSettings(acceptedNetworks: ["visa", "mastercard"])
    try await TestSandbox.run(SandboxConfiguration(cardSettings: settings)) { sandbox in
      let clientToken = try await sandbox.newSession()
      let amex = try await sandbox.tokenize("378282246310005", clientToken: clientToken)
      #expect(amex.isProblem(400, "invalid_request"))
      let declared = try await sandbox.tokenize("4242424242424242", network: "jcb", clientToken: clientToken)
      #expect(declared.isProblem(400, "invalid_request"))
    }
  }

  @Test("a session without the card method can't tokenize")
  func noCardMethod() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(methods: ["ideal"])
      let result = try await sandbox.tokenize("4242424242424242", clientToken: clientToken)
      #expect(result.isProblem(400, "invalid_request"))
    }
  }
}
