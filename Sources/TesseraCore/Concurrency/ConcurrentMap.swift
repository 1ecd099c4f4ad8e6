import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map(transform)`, with the elements transformed on as many threads as
  /// the machine has cores, and the results in the elements' order.
  ///
  /// The run's ``ReadLog`` is carried to each thread, so a file read there
  /// is recorded as one read on the calling thread is. With fewer than two
  /// elements or one core, it is a plain `map`.
  ///
  /// ```swift
  /// let parsed = files.concurrentMap { loader.loadFile($0) }
  /// ```
  package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    guard count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else { return map(transform) }
    let results = ResultSlots<Result>(count: count)
    let log = ReadLog.current
    DispatchQueue.concurrentPerform(iterations: count) { offset in
      let element = self[offset]
      let result = log.map { log in log.recording { transform(element) } } ?? transform(element)
      results.set(offset, result)
    }
    return results.values()
  }
}

/// One slot per element of a ``Swift/Array/concurrentMap(_:)``: each
/// thread writes only its own slots, and the caller reads them all after
/// every thread is done, so no slot is shared.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<Value?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func set(_ index: Int, _ value: Value) {
    slots[index] = value
  }

  func values() -> [Value] {
    (0..<count).compactMap { slots[$0] }
  }
}
