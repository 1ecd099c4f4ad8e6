import Foundation
import TestSupport
import Testing

@testable import CheckoutSandbox

@Suite("The checkout-sandbox command", .timeLimit(.minutes(1)))
struct CommandLineTests {
  @Test("it prints its URL, serves sessions, stops cleanly on SIGTERM, and a restart on its database keeps them")
  func servesStopsAndRestarts() async throws {
    let (path, folder) = try temporaryDatabase()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secretKey = "sk_cli_\(UUID().uuidString.prefix(8))"
    let arguments = ["--port", "0", "--database", path, "--secret-key", secretKey]

    let first = try SandboxProcess(arguments)
    let firstURL = try await first.baseURL()
    #expect(firstURL.host == "127.0.0.1")
    #expect(firstURL.path == "/v1")
    #expect(first.output.contains("Secret key: \(secretKey)"))
    let client = SandboxClient(baseURL: firstURL)
    let created = try await client.send(
      "POST", "client-sessions", bearer: secretKey, body: #"{"amount":1250,"currency":"EUR","orderId":"cli-1"}"#)
    #expect(created.status == 201, "\(created.text)")
    let token = try #require(created.string("clientToken"))
    #expect(token.hasPrefix("ct_"))
    let refused = try await client.send(
      "POST", "client-sessions", bearer: SandboxConfiguration.defaultSecretKey,
      body: #"{"amount":1250,"currency":"EUR","orderId":"cli-2"}"#)
    #expect(refused.status == 401)

    let firstExit = await first.terminate()
    #expect(firstExit.reason == .exit)
    #expect(firstExit.status == 0, "stderr: \(first.error)")
    #expect(first.output.contains("Checkout sandbox stopping (SIGTERM)."))

    let second = try SandboxProcess(arguments)
    let secondURL = try await second.baseURL()
    let configuration = try await SandboxClient(baseURL: secondURL).send("GET", "configuration", bearer: token)
    #expect(configuration.status == 200, "\(configuration.text)")
    #expect(configuration.int("amount") == 1250)
    let secondExit = await second.terminate()
    #expect(secondExit.reason == .exit)
    #expect(secondExit.status == 0, "stderr: \(second.error)")
  }

  @Test(
    "timeouts and the connection cap must be usable values",
    arguments: [
      (["--header-timeout", "0"], "--header-timeout must be more than 0 and at most 86400 seconds."),
      (["--idle-timeout", "1e300"], "--idle-timeout must be more than 0 and at most 86400 seconds."),
      (["--idle-timeout", "nan"], "--idle-timeout must be more than 0 and at most 86400 seconds."),
      (["--max-connections", "0"], "--max-connections must be positive."),
    ])
  func limitOptions(arguments: [String], message: String) async throws {
    let process = try SandboxProcess(["--port", "0"] + arguments)
    let exit = await process.exit()
    #expect(exit.status == 64)
    #expect(process.error.contains(message), "\(process.error)")
  }

  @Test("an unknown flag is a usage error on stderr")
  func unknownFlag() async throws {
    let process = try SandboxProcess(["--port", "0", "--no-such-flag"])
    let exit = await process.exit()
    #expect(exit.reason == .exit)
    #expect(exit.status == 64)  // EX_USAGE, as ArgumentParser exits on a usage error
    #expect(process.error.contains("Unknown option '--no-such-flag'"))
    #expect(process.error.contains("Usage: checkout-sandbox"))
    #expect(!process.output.contains("listening"))
  }
}

/// The built `checkout-sandbox` executable, running; its standard output and
/// standard error go to files, so a test reads them while it runs and a
/// chatty server can't fill a pipe.
final class SandboxProcess {
  private let process = Process()
  private let outputFile: URL
  private let errorFile: URL

  /// The executable beside the test bundle, as the build leaves it.
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("checkout-sandbox")
  }

  /// Starts the executable with `arguments`.
  init(_ arguments: [String]) throws {
    let folder = FileManager.default.temporaryDirectory
    let name = "checkout-sandbox-\(UUID().uuidString)"
    outputFile = folder.appendingPathComponent("\(name).out")
    errorFile = folder.appendingPathComponent("\(name).err")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    process.executableURL = Self.binary
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try spawn(process)
  }

  deinit {
    if process.isRunning { process.interrupt() }
    try? FileManager.default.removeItem(at: outputFile)
    try? FileManager.default.removeItem(at: errorFile)
  }

  /// What it printed on its standard output so far.
  var output: String { String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self) }

  /// What it printed on its standard error so far.
  var error: String { String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self) }

  /// The URL of its `Checkout sandbox listening on …` line, once printed.
  func baseURL() async throws -> URL {
    let prefix = "Checkout sandbox listening on "
    while process.isRunning {
      let line = output.split(separator: "\n").first { $0.hasPrefix(prefix) }
      if let line, let url = URL(string: String(line.dropFirst(prefix.count))) { return url }
      try await Task.sleep(for: .milliseconds(20))
    }
    throw SandboxProcessEnded(output: output, error: error)
  }

  /// Sends SIGTERM and waits for the process to end.
  func terminate() async -> (status: Int32, reason: Process.TerminationReason) {
    process.terminate()
    return await exit()
  }

  /// Waits for the process to end; its exit status or signal, and which.
  func exit() async -> (status: Int32, reason: Process.TerminationReason) {
    while process.isRunning, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(20))
    }
    // Cancelled (the time limit) with the process still running: no status to read yet.
    guard !process.isRunning else { return (-1, .uncaughtSignal) }
    return (process.terminationStatus, process.terminationReason)
  }
}

/// The process ended before printing its URL.
struct SandboxProcessEnded: Error, CustomStringConvertible {
  let output: String
  let error: String

  var description: String { "checkout-sandbox ended early; stdout: \(output) stderr: \(error)" }
}
