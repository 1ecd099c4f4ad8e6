import CheckoutAssets
import Foundation
import TestSupport
import Testing

@testable import CheckoutTerminal

/// The `checkout` executable, run as a user runs it.
@Suite(.timeLimit(.minutes(1))) struct CheckoutCommandTests {
  private func run(_ arguments: [String], input: String = "") async throws -> (
    status: Int32, output: String, error: String
  ) {
    try await blocking { try Self.runBlocking(arguments, input: input) }
  }

  private static func runBlocking(_ arguments: [String], input: String) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = checkoutBinary
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try spawn(process)
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = try readToEnd(stdout.fileHandleForReading)
    let error = try readToEnd(stderr.fileHandleForReading)
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
  }

  @Test func aScriptFromStdinGoesToTheBankAndBackAndPrintsEachFrame() async throws {
    // With no browser to open, the bank's address is on the screen; Esc gives up on it.
    let result = try await run(
      ["--script", "-", "--locale", "nl", "--width", "60", "--height", "16", "--ideal-issuer-list"],
      input: "# iDEAL\ndown\nenter\ntype rabo\nenter\nenter\nescape\nescape\n")
    #expect(result.status == 1, "\(result.error)")
    let frames = result.output.components(separatedBy: "--- ").dropFirst()
    #expect(
      frames.map { $0.prefix { $0 != "\n" } } == [
        "0: start", "1: down", "2: enter", "3: type rabo", "4: enter", "5: enter", "6: escape",
        "7: escape: checkout closed",
      ])
    #expect(frames.dropFirst(3).first?.contains("  1 bank") == true)
    let atTheBank = frames.dropFirst(5).first ?? ""
    #expect(atTheBank.contains("Ga verder bij je bank"))
    #expect(atTheBank.contains("/sandbox/banks/ideal/rabobank/"))
    #expect(frames.dropFirst(6).first?.contains("De betaling is geannuleerd.") == true)
    // Frames are the requested size: the header, then 16 rows.
    #expect(frames.first?.split(separator: "\n", omittingEmptySubsequences: false).count == 1 + 16 + 1)
  }

  @Test func aBadScriptLineIsNamed() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).txt")
    try Data("down\nenter\njump\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await run(["--script", file.path])
    #expect(result.status == 64)
    #expect(result.error.contains("\(file.path): line 3: unknown key 'jump'"))
  }

  @Test func aScriptThatCantBeReadIsAUsageErrorThatSaysWhy() async throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString).txt")
    let result = try await run(["--script", missing.path])
    #expect(result.status == 64)
    #expect(result.error.contains("Can't read the script '\(missing.path)': No such file or directory."))
    // Just over the limit, so the checkout reads all of it before it refuses.
    let huge = try await run(["--script", "-"], input: String(repeating: "down\n", count: 209_716))
    #expect(huge.status == 64)
    #expect(
      huge.error.contains(
        "Can't read the script 'standard input': it holds more than 1 MiB; a script is a list of keys, one a line."))
  }

  @Test func badOptionsAreUsageErrors() async throws {
    let locale = try await run(["--locale", "xx", "--script", "-"])
    #expect(locale.status == 64)
    #expect(locale.error.contains("No strings for locale 'xx'"))
    let amount = try await run(["--amount", "12.345", "--script", "-"])
    #expect(amount.status == 64)
    #expect(amount.error.contains("'12.345' is not an amount in EUR"))
    let yen = try await run(["--amount", "12.5", "--currency", "jpy", "--script", "-"])
    #expect(yen.status == 64)
    #expect(yen.error.contains("write it like 2490."))
  }

  @Test func withoutATerminalItPrintsPlainFramesAndReadsKeysALineAtATime() async throws {
    let result = try await run([], input: "down\njump\nenter\n")
    #expect(result.status == 0)  // the checkout is still open when the input ends
    #expect(!result.output.contains("\u{1B}"), "no escape codes without a terminal")
    #expect(result.output.contains("--- 0: start\n\n  Choose payment method\n"))
    #expect(result.output.contains("--- 2: enter\n"))
    // iDEAL without its issuer list, the sandbox's default: straight to iDEAL's own page.
    #expect(result.output.contains("Continue at your bank"))
    #expect(result.output.contains("/sandbox/schemes/ideal/"))
    #expect(!result.output.contains("Choose your bank for iDEAL"))
    #expect(
      result.error == "checkout: line 2: unknown key 'jump'; use one of "
        + KeyEvent.names.keys.sorted().joined(separator: ", ") + ", or 'type TEXT'\n")
  }

  @Test func theExitStatusSaysHowTheCheckoutEnded() async throws {
    #expect(try await run(["--script", "-"], input: "esc\nesc\n").status == 1)  // cancelled, then closed: no payment
    #expect(try await run(["--script", "-"], input: "ctrl-c\n").status == 130)
  }

  @Test func theAuditPassesAndWritesTheCoverageTesseraReads() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try await run(["audit", "--locales", "en,nl", "--coverage", file.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("catalog coverage: 73/73 (100.0%)"))
    #expect(result.output.contains("audit passed"))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: [String]]
    let identifiers = try #require(json?["identifiers"])
    #expect(identifiers == identifiers.sorted())
    #expect(identifiers.contains("checkout_components_bank_selector_rabobank_item"))
    #expect(identifiers.contains("checkout_components_card_form_network_cartes_bancaires_choice"))
    #expect(identifiers.contains("checkout_components_bank_redirect_continue_button"))
    // The demo's gift card was audited, but its elements are the merchant's, not the catalog's.
    #expect(result.output.contains("payment_method"))
    #expect(!identifiers.contains { $0.hasPrefix("merchant_") })
  }

  @Test func anUnknownAuditLocaleIsAUsageError() async throws {
    let result = try await run(["audit", "--locales", "en,xx"])
    #expect(result.status == 64)
    #expect(result.error.contains("Unknown locale xx"))
  }
}
