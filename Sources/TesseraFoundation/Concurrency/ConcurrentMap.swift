import Foundation

extension Array where Element: Sendable {
  /// `map(transform)`, with the elements transformed on as many threads as
  /// the machine has cores, and the results in the elements' order.
  ///
  /// The threads are the caller's and threads of their own with a main
  /// thread's stack (``workerStackSize``), not a dispatch queue's:
  /// rendering a deeply nested catalog recurses as deep there as on the
  /// main thread, and Darwin's dispatch workers have a sixteenth of its
  /// stack. With fewer than two elements or one core, it is a plain `map`.
  ///
  /// ```swift
  /// let parsed = files.concurrentMap { loader.loadFile($0) }
  /// ```
  package func concurrentMap<Result: Sendable>(_ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
    concurrentMap(order: nil, transform)
  }

  /// ``concurrentMap(_:)``, with the elements taken heaviest first, as
  /// `weight` says, and the results still in the elements' order: the
  /// longest job starts first, so it doesn't run alone at the end while
  /// the other cores wait (a large file read after the small ones).
  package func concurrentMap<Result: Sendable>(
    heaviestFirst weight: (Element) -> Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else { return map(transform) }
    return concurrentMap(order: Self.heaviestFirst(map(weight)), transform)
  }

  /// The indexes of `weights`, heaviest first; equal weights keep their
  /// order, so the order taken is the same every run.
  package static func heaviestFirst(_ weights: [Int]) -> [Int] {
    weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
  }

  private func concurrentMap<Result: Sendable>(
    order: [Int]?, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    let workers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount)
    guard workers > 1 else { return map(transform) }
    let results = ResultSlots<Result>(count: count)
    let elements = self
    // Each worker takes the next element no worker has taken, so a long one
    // doesn't hold up the ones a fixed share would have put after it; the
    // caller is a worker too.
    let next = NextIndex()
    let work: @Sendable () -> Void = {
      while true {
        let taken = next.take()
        guard taken < elements.count else { return }
        let index = order?[taken] ?? taken
        let element = elements[index]
        results.set(index, transform(element))
      }
    }
    let threads = (1..<workers).map { _ in WorkerThread.start(work) }
    work()
    // Joined, not only waited for: when this returns, no thread holds the
    // elements or the results, so the caller's freeing them frees them.
    for thread in threads { thread.join() }
    return results.values()
  }
}

/// `(first(), second())`, with `second` run on a thread of its own while
/// `first` runs on the caller's: two stages that read the same data and
/// don't depend on each other, side by side. With one core, `first` then
/// `second`.
package func concurrently<First, Second: Sendable>(
  _ first: () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
  guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
  let result = ResultSlots<Second>(count: 1)
  let thread = WorkerThread.start { result.set(0, second()) }
  let firstResult = first()
  thread.join()
  // The slot is set before the thread ends, and the thread was joined.
  guard let secondResult = result.values().first else { return (firstResult, second()) }
  return (firstResult, secondResult)
}

/// A POSIX thread with ``workerStackSize`` of stack, running one closure,
/// that can be joined; one that can't be started runs its closure at once.
private struct WorkerThread {
  private var handle: pthread_t?

  static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, workerStackSize)
    let context = Unmanaged.passRetained(WorkerBody(body)).toOpaque()
    #if canImport(Darwin)
      var handle: pthread_t?
    #else
      var handle = pthread_t()
    #endif
    guard pthread_create(&handle, &attributes, { runWorkerBody($0) }, context) == 0 else {
      Unmanaged<WorkerBody>.fromOpaque(context).release()
      body()
      return WorkerThread(handle: nil)
    }
    return WorkerThread(handle: handle)
  }

  func join() {
    guard let handle else { return }
    pthread_join(handle, nil)
  }
}

/// The closure a ``WorkerThread`` runs, passed through C as a retained
/// pointer.
private final class WorkerBody {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// A ``WorkerThread``'s start routine: takes back the retained body, runs it.
private func runWorkerBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  Unmanaged<WorkerBody>.fromOpaque(context).takeRetainedValue().run()
  return nil
}

/// The stack of each thread of ``Swift/Array/concurrentMap(_:)``: a main
/// thread's usual 8 MiB.
package let workerStackSize = 8 << 20

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

/// The next element of a ``Swift/Array/concurrentMap(_:)`` that no worker
/// has taken. A lock, not an atomic: `Synchronization`'s `Atomic` needs
/// macOS 15, and the package builds for macOS 13; a map takes it once per
/// element, which is nothing beside the element's work.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  /// The index to transform next; past the end when every one is taken.
  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let index = next
    next += 1
    return index
  }
}
