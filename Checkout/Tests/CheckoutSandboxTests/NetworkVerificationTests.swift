import Foundation
import Testing

@testable import CheckoutSandbox

/// The server decides a card's network, and so its surcharge, from the number: a client's
/// `network` only chooses among what a co-badged number carries.
@Suite("Card networks are the server's decision")
struct NetworkVerificationTests {
  /// An American Express number, a Cartes Bancaires card with a Visa number, and a number that
  /// passes Luhn but that no network issues.
  static let amex = "378282246310005"
  static let cartesBancairesVisa = "4035501000000008"
  static let noNetwork = "000000000000"

  @Test(
    "a forged network is refused at the field, and nothing is tokenized or charged",
    arguments: [
      (amex, "visa", "/network"), (cartesBancairesVisa, "mastercard", "/network"),
      (noNetwork, "visa", "/number"), ("5555555555554444", "amex", "/network"),
      ("4242424242424242", "cartesBancaires", "/network"),
    ])
  func forgedNetwork(number: String, claimed: String, pointer: String) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 1_000)
      let result = try await sandbox.tokenize(number, cvv: "1234", network: claimed, clientToken: clientToken)
      #expect(result.isInvalid(at: pointer), "\(result.status) \(result.text)")
      #expect(result.string("token") == nil)
      #expect(!result.text.contains(number))
      #expect(try await sandbox.server.storedPayments().isEmpty)
    }
  }

  @Test("an American Express card pays its surcharge, whatever network the payment names")
  func amexSurchargeCannotBeSkipped() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession(amount: 1_000)
      let token = try await sandbox.cardToken(Self.amex, cvv: "1234", clientToken: clientToken)
      let forged = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken,
        body: #"{"source":{"type":"card","token":"\#(token)","network":"visa"}}"#,
        headers: ["Idempotency-Key": newKey()])
      #expect(forged.isInvalid(at: "/source/network"), "\(forged.text)")
      #expect(try await sandbox.server.storedPayments().isEmpty)

      // The refusal left the token unused: paying with it, as itself, charges the surcharge.
      let paid = try await sandbox.client.send(
        "POST", "payments", bearer: clientToken,
        body: #"{"source":{"type":"card","token":"\#(token)","network":"amex"}}"#,
        headers: ["Idempotency-Key": newKey()])
      #expect(paid.status == 201, "\(paid.text)")
      #expect(paid.int("amount") == 1_150)
      #expect(paid.int("surcharge") == 150)
      #expect(try await sandbox.server.storedPayments().map(\.amount) == [1_150])
    }
  }

  @Test("a co-badged card is processed on the network the customer chose, among its own")
  func coBadgedChoice() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      for (requested, expected) in [
        ("cartesBancaires", "cartesBancaires"), ("visa", "visa"), (nil, "cartesBancaires"),
      ] {
        let result = try await sandbox.tokenize(
          Self.cartesBancairesVisa, network: requested, clientToken: clientToken)
        #expect(result.status == 201, "\(requested ?? "none"): \(result.text)")
        #expect(result.string("network") == expected)
      }
    }
    // Without a choice, the first network the session accepts.
    let visaOnly = SandboxCardSettings(acceptedNetworks: ["visa"])
    try await TestSandbox.run(SandboxConfiguration(cardSettings: visaOnly)) { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.tokenize(Self.cartesBancairesVisa, clientToken: clientToken)
      #expect(result.string("network") == "visa", "\(result.text)")
      let refused = try await sandbox.tokenize(
        Self.cartesBancairesVisa, network: "cartesBancaires", clientToken: clientToken)
      #expect(refused.isInvalid(at: "/network"), "\(refused.text)")
    }
  }

  @Test(
    "a number its network doesn't issue, or a security code of the wrong length, is refused",
    arguments: [
      ("4242424242424241", "123", "/number"),  // Luhn
      ("424242424242424", "123", "/number"),  // 15 digits passing Luhn: Visa issues 13, 16 and 19
      ("37828224631003", "1234", "/number"),  // 14 digits passing Luhn: American Express issues 15
      (amex, "123", "/cvv"),  // American Express codes have 4 digits
      ("4242424242424242", "1234", "/cvv"),  // Visa's have 3
    ])
  func issuedNumbers(number: String, cvv: String, pointer: String) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.tokenize(number, cvv: cvv, clientToken: clientToken)
      #expect(result.isInvalid(at: pointer), "\(number): \(result.status) \(result.text)")
    }
  }

  @Test("the server reads numbers as the runtime does: UnionPay without a Luhn check, JCB's 2131")
  func agreesWithTheRuntime() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      // 6200000000000001 fails Luhn; UnionPay issues such numbers, and the runtime sends them.
      for (number, network) in [("6200000000000001", "unionPay"), ("2131000000000008", "jcb")] {
        let result = try await sandbox.tokenize(number, clientToken: clientToken)
        #expect(result.string("network") == network, "\(number): \(result.text)")
      }
    }
  }
}
