import Foundation

/// The sandbox payment server: the checkout contract (`API/checkout-api.yaml`) over HTTP, with
/// its sessions, card tokens and payments in SQLite.
///
/// ```swift
/// let server = SandboxServer()
/// let baseURL = try await server.start()  // http://127.0.0.1:54321/v1
/// let session = try await server.createClientSession(amount: 1_000, currency: "EUR", orderID: "order-1")
/// // … the app calls baseURL with `Authorization: Bearer \(session.token)` …
/// await server.stop()
/// ```
///
/// Test cards are listed in ``testCards``. Faults for resilience tests are set with
/// ``setFaults(_:)`` while the server runs.
public final class SandboxServer: Sendable {
  private enum State {
    case idle
    case starting
    case running(RunningServer)
  }

  private let configuration: SandboxConfiguration
  private let state = LockedValue(State.idle)
  private let faults = LockedValue(SandboxFaults())

  /// A server with this configuration; nothing listens before ``start()``.
  public init(configuration: SandboxConfiguration = .init()) {
    self.configuration = configuration
  }

  /// Opens the database and starts listening; returns the API's base URL with the port actually
  /// bound, such as `http://127.0.0.1:54321/v1`.
  ///
  /// - Throws: ``SandboxServerError/portInUse(host:port:)`` when the port is taken,
  ///   ``SandboxServerError/databaseUnavailable(path:reason:)`` when the database can't be
  ///   opened, ``SandboxServerError/invalidConfiguration(_:)`` for settings the contract doesn't
  ///   allow, ``SandboxServerError/alreadyRunning`` when started twice.
  public func start() async throws -> URL {
    let isIdle = state.withLock { state in
      guard case .idle = state else { return false }
      state = .starting
      return true
    }
    guard isIdle else { throw SandboxServerError.alreadyRunning }
    do {
      let running = try await RunningServer.launch(configuration: configuration, faults: faults)
      state.withLock { $0 = .running(running) }
      return running.baseURL
    } catch {
      state.withLock { $0 = .idle }
      throw error
    }
  }

  /// The API's base URL while the server runs; nil before ``start()`` and after ``stop()``.
  public var baseURL: URL? {
    running?.baseURL
  }

  /// Stops as a killed process would: every connection is closed, so a request in flight fails
  /// on the client's side at once instead of being answered; hung handlers are cancelled; then the
  /// database is closed. Safe to call twice, or before ``start()``.
  public func stop() async {
    let running = state.withLock { state -> RunningServer? in
      guard case .running(let running) = state else { return nil }
      state = .idle
      return running
    }
    await running?.shutDown()
  }

  /// Replaces the faults the server injects; takes effect with the next request.
  public func setFaults(_ faults: SandboxFaults) {
    self.faults.withLock { $0 = faults }
  }

  /// The faults still to be injected: a fault with a count leaves once its requests have come.
  func pendingFaults() -> SandboxFaults {
    faults.withLock { $0 }
  }

  /// What a merchant's server does before a checkout: `POST /client-sessions` with the secret
  /// key, over HTTP, to this server. Returns the client token the app authenticates with and the
  /// session's id.
  ///
  /// - Parameters:
  ///   - amount: In minor units.
  ///   - currency: An ISO 4217 code such as `EUR`.
  ///   - paymentMethods: `card`, `ideal`, `dotpay`, `eps` in display order; nil for all of them.
  ///   - idealIssuerList: `true` for iDEAL with its banks listed in the app; nil or `false` for iDEAL
  ///     choosing the bank on its own page.
  /// - Throws: ``SandboxServerError/notRunning``, or ``SandboxMerchantError`` when the server
  ///   refuses the session.
  public func createClientSession(
    amount: Int,
    currency: String,
    orderID: String,
    locale: String? = nil,
    customerCountry: String? = nil,
    paymentMethods: [String]? = nil,
    idealIssuerList: Bool? = nil
  ) async throws -> (token: String, sessionID: String) {
    guard let baseURL else { throw SandboxServerError.notRunning }
    let session = try await SandboxMerchant.createClientSession(
      baseURL: baseURL,
      secretKey: configuration.secretKey,
      amount: amount,
      currency: currency,
      orderID: orderID,
      locale: locale,
      customerCountry: customerCountry,
      paymentMethods: paymentMethods,
      idealIssuerList: idealIssuerList
    )
    return (session.clientToken, session.sessionID)
  }

  /// Every payment stored, oldest first, as the database holds it.
  ///
  /// - Throws: ``SandboxServerError/notRunning``, or the database's error.
  public func storedPayments() async throws -> [SandboxPaymentRecord] {
    guard let running else { throw SandboxServerError.notRunning }
    return try await running.store.allPayments().map { payment in
      SandboxPaymentRecord(
        id: payment.id,
        sessionID: payment.sessionId,
        idempotencyKey: payment.idempotencyKey,
        status: payment.status,
        amount: Int(payment.amount),
        surcharge: Int(payment.surcharge),
        currency: payment.currency,
        method: payment.method,
        declineCode: payment.declineCode,
        network: payment.network,
        lastFour: payment.lastFour,
        billingAddress: payment.billingAddress
      )
    }
  }

  /// How many sessions, card tokens and payments the database holds now.
  ///
  /// - Throws: ``SandboxServerError/notRunning``, or the database's error.
  public func storageCounts() async throws -> SandboxStorageCounts {
    guard let running else { throw SandboxServerError.notRunning }
    let counts = try await running.store.counts()
    return SandboxStorageCounts(sessions: counts.sessions, tokens: counts.tokens, payments: counts.payments)
  }

  private var running: RunningServer? {
    state.withLock { state in
      guard case .running(let running) = state else { return nil }
      return running
    }
  }
}
