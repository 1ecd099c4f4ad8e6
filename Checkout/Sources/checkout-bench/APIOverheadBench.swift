import ArgumentParser
import CheckoutComponents
import CheckoutSandbox
import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `checkout-bench api-overhead`: what the SDK adds to an API call, as a
/// ratio over a bare URLSession request to the same loopback server.
struct APIOverheadBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api-overhead",
    abstract: "Time the SDK's API calls against bare URLSession requests to the same sandbox server.",
    discussion: """
      Starts the sandbox server in this process (127.0.0.1, an ephemeral port, \
      SQLite in memory) and creates a client session on it. Then, for each \
      GET, it times --iterations pairs of calls after --warm-up pairs, the two \
      sides interleaved and their order alternated to cancel drift:

      SDK: the repository that maps the answer to domain models, over the \
      generated client with the middlewares APIClientFactory gives it \
      (retries, the per-request timeout, the bearer token).

      bare URLSession: a data task to the same URL with the same bearer \
      header, its status checked and its body not decoded.

      Both sides share one URLSession with the SDK's default configuration. \
      Each GET prints p50, p99 and the mean of both sides in microseconds, and \
      the ratios of the medians and of the means; PASS when the ratio of the \
      medians is under --target-ratio.

      --breakdown also times, against the same baseline, the banks GET through \
      URLSessionTransport.send alone (no generated client, no middleware, \
      nothing decoded), and the SDK's banks call on a transport that replays \
      the server's answer from memory: the SDK's own work per call, without \
      the network.
      """
  )

  @Option(help: "Timed pairs of calls per GET.")
  var iterations = 2_000

  @Option(name: .customLong("warm-up"), help: "Untimed pairs of calls per GET first.")
  var warmUp = 200

  @Option(help: "The largest ratio of medians that passes.")
  var targetRatio = 1.2

  @Flag(help: "Exit with a failure when a GET misses the target ratio.")
  var failOnMiss = false

  @Flag(help: "Also time the transport alone, and the SDK without the network.")
  var breakdown = false

  func validate() throws {
    guard iterations > 0, warmUp >= 0, targetRatio > 0 else {
      throw ValidationError("--iterations and --target-ratio must be positive, --warm-up at least 0.")
    }
  }

  func run() async throws {
    #if DEBUG
      print("warning: a debug build; run with -c release for figures that mean something.\n")
    #endif
    let server = SandboxServer(configuration: SandboxConfiguration())
    let baseURL = try await server.start()
    let missed: Int
    do {
      missed = try await measure(server: server, baseURL: baseURL)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
    if failOnMiss, missed > 0 { throw ExitCode.failure }
  }

  /// Measures every GET; returns how many missed the target.
  private func measure(server: SandboxServer, baseURL: URL) async throws -> Int {
    let token = try await server.createClientSession(amount: 2_490, currency: "EUR", orderID: "bench-order").token
    let policy = NetworkPolicy()
    let session = URLSession(configuration: APIClientFactory.sessionConfiguration(policy: policy))
    let transport = URLSessionTransport(configuration: .init(session: session))
    let bare = BareGET(session: session, token: token)
    let banksURL = baseURL.appendingPathComponent("payment-methods/ideal/banks")
    let configurationURL = baseURL.appendingPathComponent("configuration")

    print(
      """
      API overhead per call, the sandbox on \(baseURL.absoluteString) in this process; \
      \(iterations.formatted()) interleaved pairs per GET after \(warmUp.formatted()) warm-up pairs.
      SDK: repository → generated client → RetryMiddleware, TimeoutMiddleware, BearerTokenMiddleware → transport.
      Baseline, bare URLSession: data(for:) with the bearer header; status checked, body not decoded.
      Both sides: one URLSession, APIClientFactory.sessionConfiguration (ephemeral, no cache, no cookies).

      """)

    let banks = RemoteBankRepository(baseURL: baseURL, clientToken: token, transport: transport, policy: policy)
    let bankCount = try await banks.banks(for: .ideal).count
    let expectedBanks = try await bare.jsonArrayCount(banksURL, key: "banks")
    guard bankCount == expectedBanks, bankCount > 0 else {
      throw BenchFailure("the SDK read \(bankCount) banks where the server sent \(expectedBanks)")
    }
    let banksResult = try await pairs(
      sdk: { _ in try await banks.banks(for: .ideal).count },
      bare: { try await bare.get(banksURL) })

    // The repository keeps the configuration once fetched, so each call goes
    // through a new one, as each checkout's first call does; they are made
    // before the clock runs.
    let configurations = (0..<warmUp + iterations).map { _ in
      RemoteConfigurationRepository(baseURL: baseURL, clientToken: token, transport: transport, policy: policy)
    }
    let methods = try await RemoteConfigurationRepository(
      baseURL: baseURL, clientToken: token, transport: transport, policy: policy
    ).paymentMethods()
    let configurationResult = try await pairs(
      sdk: { index in try await configurations[index].paymentMethods().count },
      bare: { try await bare.get(configurationURL) })

    var missed = 0
    let banksBytes = try await bare.get(banksURL)
    let configurationBytes = try await bare.get(configurationURL)
    if !report(
      "GET /payment-methods/ideal/banks: RemoteBankRepository.banks(for: .ideal), "
        + "\(bankCount) banks, \(banksBytes.formatted()) bytes",
      banksResult)
    {
      missed += 1
    }
    if !report(
      "GET /configuration: paymentMethods() of a new RemoteConfigurationRepository, "
        + "\(methods.count) methods, \(configurationBytes.formatted()) bytes",
      configurationResult)
    {
      missed += 1
    }
    if breakdown {
      try await reportBreakdown(
        transport: transport, baseURL: baseURL, token: token, policy: policy, bare: bare, banksURL: banksURL)
    }
    return missed
  }

  /// The banks GET through the transport alone, and the SDK's banks call
  /// on a transport that replays the server's answer, each interleaved with
  /// the bare URLSession GET as above.
  private func reportBreakdown(
    transport: URLSessionTransport, baseURL: URL, token: String, policy: NetworkPolicy, bare: BareGET, banksURL: URL
  ) async throws {
    var request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/payment-methods/ideal/banks")
    request.headerFields[.authorization] = "Bearer \(token)"
    request.headerFields[.accept] = "application/json"
    let transportResult = try await pairs(
      sdk: { _ in
        let (_, body) = try await transport.send(request, body: nil, baseURL: baseURL, operationID: "listBanks")
        guard let body else { return 0 }
        return try await Data(collecting: body, upTo: 4 * 1024 * 1024).count
      },
      bare: { try await bare.get(banksURL) })
    print("Breakdown of the banks GET:")
    _ = report(
      "URLSessionTransport.send alone, the body collected", transportResult, side: "transport", judged: false)

    let (response, body) = try await transport.send(request, body: nil, baseURL: baseURL, operationID: "listBanks")
    var data = Data()
    if let body { data = try await Data(collecting: body, upTo: 4 * 1024 * 1024) }
    let replaying = RemoteBankRepository(
      baseURL: baseURL, clientToken: token, transport: ReplayingTransport(response: response, body: data),
      policy: policy)
    let replayResult = try await pairs(
      sdk: { _ in try await replaying.banks(for: .ideal).count },
      bare: { try await bare.get(banksURL) })
    if let own = Percentiles(replayResult.sdk) {
      print(
        String(
          format: "The SDK's own work, on a transport replaying the answer from memory: p50 %.1f µs, p99 %.1f µs, "
            + "mean %.1f µs per call",
          own.p50.microseconds, own.p99.microseconds, own.mean.microseconds))
    }
  }

  /// The samples of both sides, `iterations` pairs after `warmUp` untimed
  /// ones, the side that goes first alternating. `sdk` gets the call's index.
  private func pairs(
    sdk: (Int) async throws -> Int, bare: () async throws -> Int
  ) async throws -> (sdk: [Duration], bare: [Duration]) {
    var sink = 0
    for index in 0..<warmUp {
      sink &+= try await sdk(index)
      sink &+= try await bare()
    }
    var sdkSampler = Sampler(reservingCapacity: iterations)
    var bareSampler = Sampler(reservingCapacity: iterations)
    for iteration in 0..<iterations {
      if iteration.isMultiple(of: 2) {
        sink &+= try await sdkSampler.timeAwaiting { try await sdk(warmUp + iteration) }
        sink &+= try await bareSampler.timeAwaiting(bare)
      } else {
        sink &+= try await bareSampler.timeAwaiting(bare)
        sink &+= try await sdkSampler.timeAwaiting { try await sdk(warmUp + iteration) }
      }
    }
    blackHole(sink)
    return (sdkSampler.samples, bareSampler.samples)
  }

  /// Prints one GET's table; returns whether the ratio of medians meets
  /// the target. `side` names the measured side; an unjudged table has no target.
  private func report(
    _ title: String, _ samples: (sdk: [Duration], bare: [Duration]), side: String = "SDK", judged: Bool = true
  ) -> Bool {
    guard let measured = Percentiles(samples.sdk), let bare = Percentiles(samples.bare) else { return false }
    print(title)
    print(
      pad("side", 18) + pad("count", 8, right: true)
        + ["p50 µs", "p99 µs", "mean µs"].map { pad($0, 10, right: true) }.joined())
    for (name, summary) in [(side, measured), ("bare URLSession", bare)] {
      let figures = [summary.p50, summary.p99, summary.mean].map {
        pad(String(format: "%.1f", $0.microseconds), 10, right: true)
      }
      print(pad(name, 18) + pad("\(summary.count)", 8, right: true) + figures.joined())
    }
    let medians = measured.p50.microseconds / bare.p50.microseconds
    let means = measured.mean.microseconds / bare.mean.microseconds
    let passes = medians < targetRatio
    let ratios = String(format: "%.2f× (medians), %.2f× (means)", medians, means)
    let verdict = String(format: "; target < %.2f×: ", targetRatio) + (passes ? "PASS" : "MISS")
    print("\(side) / bare URLSession: \(ratios)\(judged ? verdict : "")\n")
    return passes
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return right ? padding + text : text + padding
  }
}

/// The baseline: a GET on a URLSession with the bearer header and nothing else.
struct BareGET {
  let session: URLSession
  let token: String

  /// GETs `url`; returns the body's size, after checking the status is 200.
  func get(_ url: URL) async throws -> Int {
    try await data(url).count
  }

  /// GETs `url` and counts the elements of its JSON body's array `key`; for the sanity check.
  func jsonArrayCount(_ url: URL, key: String) async throws -> Int {
    let object = try JSONSerialization.jsonObject(with: try await data(url)) as? [String: Any]
    return (object?[key] as? [Any])?.count ?? 0
  }

  private func data(_ url: URL) async throws -> Data {
    var request = URLRequest(url: url)
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    let (data, response) = try await session.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 200 else { throw BenchFailure("GET \(url.path) answered HTTP \(status)") }
    return data
  }
}

/// A transport that answers every request with the same response and body,
/// without the network.
struct ReplayingTransport: ClientTransport {
  let response: HTTPResponse
  let body: Data

  func send(
    _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
  ) async throws -> (HTTPResponse, HTTPBody?) {
    (response, HTTPBody(self.body))
  }
}

/// A run that can't measure what it means to: an answer other than the one expected.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
