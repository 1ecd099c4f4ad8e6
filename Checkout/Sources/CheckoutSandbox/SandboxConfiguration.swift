import Foundation

/// How a ``SandboxServer`` listens, stores and behaves.
///
/// Every property has a default, so `SandboxConfiguration()` is a server on an ephemeral port of
/// 127.0.0.1 with its data in memory.
public struct SandboxConfiguration: Sendable {
  /// The secret key a merchant's server authenticates `POST /client-sessions` with, unless
  /// ``secretKey`` says otherwise.
  public static let defaultSecretKey = "sk_sandbox_tessera"

  /// The address to listen on.
  public var host: String
  /// The port to listen on; 0 lets the system choose a free one, which ``SandboxServer/start()``
  /// reports in the URL it returns.
  public var port: Int
  /// The SQLite file that holds sessions, tokens and payments; a server started again on the same
  /// file serves what the previous one stored. Nil keeps everything in memory.
  public var databasePath: String?
  /// The merchant's secret key, the only credential `POST /client-sessions` accepts.
  public var secretKey: String
  /// How long a client session, and so its client token, stays valid.
  public var sessionLifetime: Duration
  /// How long a single-use card token stays valid.
  public var tokenLifetime: Duration
  /// The largest request body accepted; a bigger one is answered `413` before any handler runs.
  public var maximumBodyBytes: Int
  /// Nil for the real iDEAL and Dotpay bank lists; a number for that many generated banks per
  /// method, for benchmarks.
  public var bankCount: Int?
  /// What the card method accepts and asks for.
  public var cardSettings: SandboxCardSettings
  /// How long a client has, from the first byte of a request, to send its whole header; the
  /// connection is closed otherwise.
  public var headerTimeout: Duration
  /// How long a connection may stay open with no request in progress and nothing arriving.
  public var idleTimeout: Duration
  /// How many connections are open at once, at most; more wait in the listen queue until one
  /// closes. Keep it below the process's file descriptor limit (`ulimit -n`).
  public var maximumConnections: Int
  /// How expired and abandoned data is deleted, and how often.
  public var retention: SandboxRetention

  /// Receives every line the server logs, at every level; nil logs warnings and errors to the
  /// standard output. For tests that check what the server logs.
  var logSink: (@Sendable (String) -> Void)?

  /// The server's clock: the system's, or a test's that it moves by hand.
  var clock: @Sendable () -> Date = { Date() }

  /// A configuration; each parameter left out takes its documented default.
  public init(
    host: String = "127.0.0.1",
    port: Int = 0,
    databasePath: String? = nil,
    secretKey: String = SandboxConfiguration.defaultSecretKey,
    sessionLifetime: Duration = .seconds(15 * 60),
    tokenLifetime: Duration = .seconds(15 * 60),
    maximumBodyBytes: Int = 64 * 1024,
    bankCount: Int? = nil,
    cardSettings: SandboxCardSettings = SandboxCardSettings(),
    headerTimeout: Duration = .seconds(10),
    idleTimeout: Duration = .seconds(60),
    maximumConnections: Int = 512,
    retention: SandboxRetention = SandboxRetention()
  ) {
    self.host = host
    self.port = port
    self.databasePath = databasePath
    self.secretKey = secretKey
    self.sessionLifetime = sessionLifetime
    self.tokenLifetime = tokenLifetime
    self.maximumBodyBytes = maximumBodyBytes
    self.bankCount = bankCount
    self.cardSettings = cardSettings
    self.headerTimeout = headerTimeout
    self.idleTimeout = idleTimeout
    self.maximumConnections = maximumConnections
    self.retention = retention
  }
}
