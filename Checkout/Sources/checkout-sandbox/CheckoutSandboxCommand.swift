import ArgumentParser
import CheckoutSandbox
import Foundation

/// `checkout-sandbox`: runs the sandbox payment server until SIGINT or SIGTERM.
@main
struct CheckoutSandboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "checkout-sandbox",
    abstract: "Runs the checkout's sandbox payment server.",
    discussion: """
      Serves the checkout API (API/checkout-api.yaml) over HTTP until interrupted (SIGINT or SIGTERM). \
      Sessions, card tokens and payments are kept in memory, or in --database so a restart loses nothing.
      """
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 lets the system choose.")
  var port = 8080

  @Option(name: .customLong("database"), help: "The SQLite file to keep data in. (default: in memory)")
  var databasePath: String?

  @Option(help: "The merchant's secret key, the credential POST /client-sessions takes.")
  var secretKey = SandboxConfiguration.defaultSecretKey

  @Option(help: "Seconds a client has, from a request's first byte, to send its whole header.")
  var headerTimeout: Double = 10

  @Option(help: "Seconds a connection may stay open with no request in progress and nothing arriving.")
  var idleTimeout: Double = 60

  @Option(help: "Connections open at once, at most; more wait in the listen queue. Keep it under `ulimit -n`.")
  var maxConnections = 512

  func validate() throws {
    guard headerTimeout > 0, headerTimeout <= 86_400 else {
      throw ValidationError("--header-timeout must be more than 0 and at most 86400 seconds.")
    }
    guard idleTimeout > 0, idleTimeout <= 86_400 else {
      throw ValidationError("--idle-timeout must be more than 0 and at most 86400 seconds.")
    }
    guard maxConnections > 0 else { throw ValidationError("--max-connections must be positive.") }
  }

  func run() async throws {
    let signals = TerminationSignals()
    let server = SandboxServer(
      configuration: SandboxConfiguration(
        host: host, port: port, databasePath: databasePath, secretKey: secretKey,
        headerTimeout: .milliseconds(Int64(headerTimeout * 1000)),
        idleTimeout: .milliseconds(Int64(idleTimeout * 1000)),
        maximumConnections: maxConnections))
    let baseURL: URL
    do {
      baseURL = try await server.start()
    } catch {
      FileHandle.standardError.write(Data("checkout-sandbox: \(error)\n".utf8))
      throw ExitCode.failure
    }
    Self.say(Self.banner(baseURL: baseURL, secretKey: secretKey))
    let signal = await signals.first()
    Self.say("Checkout sandbox stopping (\(signal)).")
    await server.stop()
  }

  /// What the server prints once it listens: its URL, the secret key and the test cards.
  static func banner(baseURL: URL, secretKey: String) -> String {
    var lines = [
      "Checkout sandbox listening on \(baseURL.absoluteString)",
      "Secret key: \(secretKey)",
      "Test cards (any future expiry, any CVV):",
    ]
    let width = SandboxServer.testCards.map { grouped($0.number).count }.max() ?? 0
    for card in SandboxServer.testCards {
      let number = grouped(card.number)
      lines.append("  \(number)\(String(repeating: " ", count: width - number.count))  \(card.outcome)")
    }
    lines.append("Any other valid card number succeeds. Stop with Ctrl-C.")
    return lines.joined(separator: "\n")
  }

  /// Writes a line to the standard output at once, unbuffered, so a log file or a pipe sees it
  /// while the server runs.
  private static func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// A card number in groups of four digits.
  private static func grouped(_ number: String) -> String {
    var groups: [String] = []
    var rest = Substring(number)
    while !rest.isEmpty {
      groups.append(String(rest.prefix(4)))
      rest = rest.dropFirst(4)
    }
    return groups.joined(separator: " ")
  }
}
