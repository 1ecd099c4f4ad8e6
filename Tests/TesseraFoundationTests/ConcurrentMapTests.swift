import Foundation
import Testing

@testable import TesseraFoundation

/// ``Swift/Array/concurrentMap(_:)``: the results of `map`, in order, and
/// every file read on a worker thread through a recording port in its log,
/// which the input cache depends on.
@Suite struct ConcurrentMapTests {
  @Test func resultsAreInTheElementsOrder() {
    let numbers = Array(0..<2_000)
    #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    #expect([Int]().concurrentMap { $0 } == [])
    #expect([7].concurrentMap { $0 + 1 } == [8])
  }

  /// Taken heaviest first (a large file read before the small ones, so it
  /// doesn't run alone at the end), the results still in the elements' order.
  @Test func heaviestFirstTakesTheHeaviestFirstAndKeepsTheOrder() {
    #expect([Int].heaviestFirst([1, 5, 3, 5, 0]) == [1, 3, 2, 0, 4])
    #expect([Int].heaviestFirst([]) == [])
    let numbers = Array(0..<500)
    #expect(numbers.concurrentMap(heaviestFirst: { $0 % 7 }, { $0 * 3 }) == numbers.map { $0 * 3 })
    #expect([7].concurrentMap(heaviestFirst: { $0 }, { $0 + 1 }) == [8])
  }

  @Test func filesReadOnWorkerThreadsAreLogged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-map-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try (0..<64).map { index in
      let url = folder.appendingPathComponent("file\(index).strings")
      try Data("\"k\" = \"\(index)\";\n".utf8).write(to: url)
      return url
    }
    let log = ReadLog()
    let reader = CatalogFileReader(maximumFileSize: 1_000, files: .recording(into: log))
    let sizes = files.concurrentMap { url in
      (try? reader.read(url, displayPath: url.lastPathComponent).get())?.count
    }
    #expect(sizes == files.map { try? Data(contentsOf: $0).count })
    #expect(log.stamps.map(\.path) == files.map(\.standardizedFileURL.path).sorted())
    #expect(log.stamps.allSatisfy { $0.digest != nil })
  }
}

extension ConcurrentMapTests {
  /// Each element runs with a main thread's stack, whichever thread takes
  /// it: recursion that needs a few MiB (as rendering a deeply nested
  /// catalog can) doesn't overflow a worker.
  @Test func workersHaveAMainThreadsStack() {
    @Sendable @inline(never) func depth(_ remaining: Int) -> Int {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
        buffer.initialize(repeating: UInt8(truncatingIfNeeded: remaining))
        return remaining == 0 ? Int(buffer[0]) : depth(remaining - 1) + Int(buffer[remaining % 1024] & 1)
      }
    }
    let results = Array(repeating: 2_000, count: 4).concurrentMap { depth($0) }
    #expect(results == Array(repeating: results[0], count: 4))
  }
}

extension ConcurrentMapTests {
  /// Workers take the next element left rather than a fixed share: one
  /// element that holds its worker until every other element is done
  /// can only finish when the other worker took all the rest.
  @Test func aLongElementDoesNotHoldUpTheRest() {
    guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
    let done = DoneCount()
    let total = 40
    let results = Array(0..<total).concurrentMap { index -> Int in
      if index == 0 {
        // Waits, with a bound, for the other 39 elements: a fixed share would give it every other one.
        for _ in 0..<2_000 where done.value < total - 1 { usleep(1_000) }
        return done.value
      }
      done.increment()
      return index
    }
    #expect(results[0] == total - 1, "the other elements were all taken while the first ran")
    #expect(Array(results.dropFirst()) == Array(1..<total))
  }

  /// ``concurrently(_:_:)``: both results, and a file the other thread reads
  /// through a recording port is in its log.
  @Test func concurrentlyReturnsBothAndLogsReads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-both-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("read.strings")
    try Data("\"k\" = \"v\";\n".utf8).write(to: url)
    let log = ReadLog()
    let reader = CatalogFileReader(maximumFileSize: 1_000, files: .recording(into: log))
    let (first, second) = concurrently(
      { (1...100).reduce(0, +) },
      { (try? reader.read(url, displayPath: "read.strings").get())?.count })
    #expect(first == 5_050)
    #expect(second == 11)
    #expect(log.stamps.map(\.path) == [url.standardizedFileURL.path])
  }
}

/// A count several threads add to.
private final class DoneCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}
