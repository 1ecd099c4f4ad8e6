import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Billing addresses and address verification")
struct BillingAddressTests {
  static let address =
    #"{"firstName":"Ada","lastName":"Lovelace","addressLine1":"Dam 1","city":"Amsterdam","postalCode":"1012 JS","country":"NL","email":"ada@example.com","phone":"+31 20 555 0100"}"#

  @Test("the address sent with the card is stored with its payment, with the card's network and last four digits")
  func storedWithThePayment() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let tokenized = try await sandbox.tokenize(
        "4242424242424242", billingAddress: Self.address, clientToken: clientToken)
      #expect(tokenized.status == 201, "\(tokenized.text)")
      let token = try #require(tokenized.string("token"))
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.status == 201)
      #expect(paid.string("network") == "visa")
      #expect(paid.string("lastFour") == "4242")
      let stored = try #require(try await sandbox.server.storedPayments().first)
      #expect(stored.network == "visa")
      #expect(stored.lastFour == "4242")
      #expect(
        stored.billingAddress
          == SandboxBillingAddress(
            firstName: "Ada", lastName: "Lovelace", addressLine1: "Dam 1", city: "Amsterdam", postalCode: "1012 JS",
            country: "NL", email: "ada@example.com", phone: "+31 20 555 0100"))
    }
  }

  @Test("without a country, the session's customer country is the address's; without either, none is stored")
  func countryDefaultsToTheCustomers() async throws {
    try await TestSandbox.run { sandbox in
      let dutch = try await sandbox.newSession(customerCountry: "NL")
      let token = try await sandbox.cardToken(
        "4242424242424242", billingAddress: #"{"postalCode":"1012 JS"}"#, clientToken: dutch)
      _ = try await sandbox.payWithCard(token, key: newKey(), clientToken: dutch)
      let onlyCountry = try await sandbox.cardToken("5555555555554444", clientToken: dutch)
      _ = try await sandbox.payWithCard(onlyCountry, key: newKey(), clientToken: dutch)
      let anywhere = try await sandbox.newSession()
      let none = try await sandbox.cardToken("4242424242424242", clientToken: anywhere)
      _ = try await sandbox.payWithCard(none, key: newKey(), clientToken: anywhere)
      let stored = try await sandbox.server.storedPayments()
      #expect(
        stored.map(\.billingAddress) == [
          SandboxBillingAddress(postalCode: "1012 JS", country: "NL"), SandboxBillingAddress(country: "NL"), nil,
        ])
    }
  }

  @Test(
    "the address verification card succeeds with its postal code and is declined with another or none",
    arguments: [
      (#"{"postalCode":"1012 JS"}"# as String?, "succeeded", nil as String?),
      (#"{"postalCode":"1012js"}"#, "succeeded", nil),
      (#"{"postalCode":"1012-JS","country":"NL"}"#, "succeeded", nil),
      (#"{"postalCode":"1017 CT"}"#, "declined", "address_verification_failed"),
      (#"{"city":"Amsterdam"}"#, "declined", "address_verification_failed"),
      (nil, "declined", "address_verification_failed"),
    ])
  func addressVerification(address: String?, status: String, declineCode: String?) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let token = try await sandbox.cardToken("4000000000000036", billingAddress: address, clientToken: clientToken)
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.status == 201)
      #expect(paid.string("status") == status)
      #expect(paid.string("declineCode") == declineCode)
    }
  }

  @Test(
    "a malformed address is refused, pointing at the field, without repeating its value",
    arguments: [
      (#"{"postalCode":""}"#, "/billingAddress/postalCode"),
      (#"{"postalCode":"12345678901234567"}"#, "/billingAddress/postalCode"),
      // 9 characters but 18 code points, and JSON Schema's maxLength counts code points
      (#"{"postalCode":"\#(String(repeating: #"e\u0301"#, count: 9))"}"#, "/billingAddress/postalCode"),
      (#"{"country":"nl"}"#, "/billingAddress/country"),
      (#"{"country":"NLD"}"#, "/billingAddress/country"),
      (#"{"city":""}"#, "/billingAddress/city"),
      (#"{"email":"a@"}"#, "/billingAddress/email"),
      (#"{"phone":"123456789012345678901234567890123"}"#, "/billingAddress/phone"),
      (#"{"city":"Amster\u0007dam"}"#, "/billingAddress/city"),
    ])
  func malformedAddresses(address: String, pointer: String) async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.tokenize("4242424242424242", billingAddress: address, clientToken: clientToken)
      #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      #expect(result.string("pointer") == pointer)
      #expect(!result.text.contains("12345678901234567"))
      #expect(try await sandbox.server.storageCounts().tokens == 0)
    }
  }

  @Test("a member the address doesn't have is refused, naming the address")
  func unknownMember() async throws {
    try await TestSandbox.run { sandbox in
      let clientToken = try await sandbox.newSession()
      let result = try await sandbox.tokenize(
        "4242424242424242", billingAddress: #"{"street":"Dam 1"}"#, clientToken: clientToken)
      #expect(result.isProblem(400, "invalid_request"), "\(result.text)")
      #expect(result.string("detail")?.contains("billingAddress") == true, "\(result.text)")
      #expect(!result.text.contains("Dam 1"))
    }
  }
}
