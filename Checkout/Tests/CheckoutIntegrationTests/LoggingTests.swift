import CheckoutSandbox
import Foundation
import Logging
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The merchant's logger, passed in the configuration, against the real
/// server: what the checkout logs, and that it logs only there.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct LoggingTests {
  @Test func theMerchantsLoggerSeesEachRetry() async throws {
    let backend = try await TestBackend.start()
    backend.server.setFaults(ResilienceTests.faults(.status(503), on: "getConfiguration", count: 2))
    let logs = LogLines()
    let configuration = CheckoutConfiguration(apiBaseURL: backend.url, network: .fastTests, logger: logs.logger)

    let checkout = try await Checkout.makeScope(clientToken: try await backend.token(), configuration: configuration)

    #expect(checkout.amount == 1250)
    #expect(
      logs.all.filter { $0.hasPrefix("info Retrying") } == [
        "info Retrying a call attempt=2 of 4 failure=HTTP 503 operation=getConfiguration",
        "info Retrying a call attempt=3 of 4 failure=HTTP 503 operation=getConfiguration",
      ])
  }
}

extension LoggingTests {
  /// A billing address reaches the server and nowhere else: not the merchant's log, even at
  /// trace level, through a retry and a decline, nor the result or the error.
  @Test func aBillingAddressIsNeverLogged() async throws {
    let backend = try await TestBackend.start(
      SandboxConfiguration(cardSettings: SandboxCardSettings(requiredBillingFields: ["addressLine1", "postalCode"])))
    backend.server.setFaults(ResilienceTests.faults(.status(503), on: "createPayment", count: 1))
    let logs = LogLines()
    let configuration = CheckoutConfiguration(apiBaseURL: backend.url, network: .fastTests, logger: logs.logger)
    let checkout = try await Checkout.makeScope(clientToken: try await backend.token(), configuration: configuration)
    await checkout.start()
    await checkout.present(.card)
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    for (field, value) in [
      (CardFormField.cardNumber, "4000 0000 0000 0036"), (.expiryDate, "12/40"), (.cvv, "123"),
      (.cardholderName, "Ada Lovelace"), (.addressLine1, "Keizersgracht 123"), (.postalCode, "1017 CT"),
    ] {
      form.update(field, value: value)
    }
    await form.submit()
    #expect(checkout.currentState == .failure(.addressVerificationFailed))
    #expect(try await backend.server.storedPayments().first?.billingAddress?.addressLine1 == "Keizersgracht 123")
    #expect(logs.all.contains { $0.hasPrefix("info Retrying") }, "the retry was logged")
    for line in logs.all + ["\(checkout.currentState)", "\(CheckoutError.addressVerificationFailed)"] {
      #expect(!line.contains("Keizersgracht") && !line.contains("1017"), "\(line)")
    }
  }
}

/// The lines a test's logger was given: the level, the message, then the
/// metadata sorted by key.
private final class LogLines: Sendable {
  private let lines = LockedState<[String]>([])

  var all: [String] { lines.withLock { $0 } }

  var logger: Logger {
    Logger(label: "test") { _ in Handler(lines: self) }
  }

  private struct Handler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
      let fields = merged.keys.sorted().map { "\($0)=\(merged[$0].map { "\($0)" } ?? "")" }
      let line = (["\(event.level)", "\(event.message)"] + fields).joined(separator: " ")
      lines.lines.withLock { $0.append(line) }
    }
  }
}
