import Foundation
import Testing

@testable import CheckoutSandbox

@Suite("Privacy")
struct PrivacyTests {
  /// An American Express number, whose four-digit security code is unlike anything else stored.
  private static let number = "371449635398431"
  private static let cvv = "8317"

  @Test("neither the card number nor the CVV reaches the database file or the log")
  func cardDataIsNeverStoredOrLogged() async throws {
    let (path, folder) = try temporaryDatabase()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = LockedValue<[String]>([])
    var configuration = SandboxConfiguration(databasePath: path)
    configuration.logSink = { line in log.withLock { $0.append(line) } }

    try await TestSandbox.run(configuration) { sandbox in
      let clientToken = try await sandbox.newSession()
      let tokenized = try await sandbox.tokenize(Self.number, cvv: Self.cvv, clientToken: clientToken)
      #expect(tokenized.status == 201)
      let token = try #require(tokenized.string("token"))
      // Requests that fail after the card was decoded: an expired card, a refused network.
      let expired = try await sandbox.client.send(
        "POST", "tokens", bearer: clientToken,
        body: #"{"number":"\#(Self.number)","expiryMonth":1,"expiryYear":2001,"cvv":"\#(Self.cvv)"}"#)
      #expect(expired.isProblem(400, "invalid_request"))
      let refused = try await sandbox.tokenize(Self.number, cvv: Self.cvv, network: "mir", clientToken: clientToken)
      #expect(refused.isProblem(400, "invalid_request"))
      for result in [tokenized, expired, refused] {
        #expect(!result.text.contains(Self.number))
        #expect(!result.text.contains(Self.cvv))
      }
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.status == 201)

      let bytes = try Self.databaseBytes(at: path)
      #expect(!bytes.isEmpty)
      #expect(!Self.contains(bytes, Self.number))
      #expect(!Self.contains(bytes, Self.cvv))
      #expect(Self.contains(bytes, token))
    }
    let lines = log.current
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(!line.contains(Self.number))
      #expect(!line.contains(Self.cvv))
    }
    // Closed, the database still holds none of it.
    let closed = try Self.databaseBytes(at: path)
    #expect(!Self.contains(closed, Self.number))
    #expect(!Self.contains(closed, Self.cvv))
  }

  @Test("a billing address is stored, never logged, and a refusal doesn't repeat it")
  func billingDataIsNeverLogged() async throws {
    let log = LockedValue<[String]>([])
    var configuration = SandboxConfiguration()
    configuration.logSink = { line in log.withLock { $0.append(line) } }
    let secrets = ["Lovelace", "Dam 1", "1012 JS", "ada@example.com", "555 0100"]
    try await TestSandbox.run(configuration) { sandbox in
      let clientToken = try await sandbox.newSession()
      let address =
        #"{"lastName":"Lovelace","addressLine1":"Dam 1","postalCode":"1012 JS","email":"ada@example.com","phone":"+31 20 555 0100"}"#
      let token = try await sandbox.cardToken("4242424242424242", billingAddress: address, clientToken: clientToken)
      let paid = try await sandbox.payWithCard(token, key: newKey(), clientToken: clientToken)
      #expect(paid.status == 201)
      // Refused for its country, after the rest was read.
      let refused = try await sandbox.tokenize(
        "4242424242424242", billingAddress: #"{"addressLine1":"Dam 1","country":"nl"}"#, clientToken: clientToken)
      #expect(refused.isProblem(400, "invalid_request"))
      for secret in secrets { #expect(!paid.text.contains(secret) && !refused.text.contains(secret)) }
      #expect(try await sandbox.server.storedPayments().first?.billingAddress?.addressLine1 == "Dam 1")
    }
    let lines = log.current
    #expect(!lines.isEmpty)
    for line in lines {
      for secret in secrets { #expect(!line.contains(secret), "\(line)") }
    }
  }

  /// The bytes of the database and of its WAL and shared-memory files.
  private static func databaseBytes(at path: String) throws -> Data {
    var bytes = Data()
    for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
      bytes.append(try Data(contentsOf: URL(fileURLWithPath: file)))
    }
    return bytes
  }

  private static func contains(_ bytes: Data, _ text: String) -> Bool {
    bytes.range(of: Data(text.utf8)) != nil
  }
}
