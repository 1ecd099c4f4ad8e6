/// Timed samples of one operation, summarized: the count, the median, the
/// 99th percentile and the maximum, by the nearest-rank method, and the mean.
struct Percentiles: Sendable {
  let count: Int
  let p50: Duration
  let p99: Duration
  let max: Duration
  let mean: Duration

  /// The summary of `samples`, or `nil` when there are none.
  init?(_ samples: [Duration]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    count = sorted.count
    p50 = Self.rank(50, in: sorted)
    p99 = Self.rank(99, in: sorted)
    max = sorted[sorted.count - 1]
    mean = sorted.reduce(.zero, +) / sorted.count
  }

  /// The smallest sample at least `percent` percent of `sorted` are at or below.
  private static func rank(_ percent: Int, in sorted: [Duration]) -> Duration {
    let rank = (percent * sorted.count + 99) / 100
    return sorted[Swift.max(rank, 1) - 1]
  }
}

extension Duration {
  /// The duration in microseconds.
  var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
  }
}

/// Samples of one operation, taken with `ContinuousClock`.
struct Sampler {
  private let clock = ContinuousClock()
  private(set) var samples: [Duration] = []

  init(reservingCapacity capacity: Int = 0) {
    samples.reserveCapacity(capacity)
  }

  /// Runs `body` once and keeps how long it took.
  mutating func time<Result>(_ body: () -> Result) -> Result {
    let start = clock.now
    let result = body()
    samples.append(clock.now - start)
    return result
  }

  /// Awaits `body` once and keeps how long it took; a call that throws isn't kept.
  mutating func timeAwaiting<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    let start = clock.now
    let result = try await body()
    samples.append(clock.now - start)
    return result
  }
}

/// Keeps `value` alive so the optimizer can't drop the work that made it.
@inline(never)
func blackHole<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}
