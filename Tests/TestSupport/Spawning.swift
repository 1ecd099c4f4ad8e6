import Foundation

/// Starts `process`, one start at a time in the whole test run.
///
/// Foundation's `Process.run()` on Linux copies the list of the process's
/// open descriptors while it starts a child; started from several threads at
/// once, with descriptors opening and closing under it, it overruns that copy
/// and crashes the test run. Every test starts its processes through this.
public func spawn(_ process: Process) throws {
  try spawning.withLock { try process.run() }
}

private let spawning = NSLock()

/// Runs `work`, which starts a process and waits for it, once fewer than
/// ``ProcessSlots/limit`` such runs are under way; waiting for a slot holds
/// no thread.
///
/// Blocking work runs on threads of its own (``blocking(_:)``), so nothing
/// else would bound how many of the test run's processes run at once (the
/// command-line tests alone start about a hundred), and the tests that run in
/// this process would get ever less of the machine. As many as it has cores.
public func withProcessSlot<Value: Sendable>(_ work: () async throws -> Value) async throws -> Value {
  await ProcessSlots.shared.acquire()
  do {
    let value = try await work()
    await ProcessSlots.shared.release()
    return value
  } catch {
    await ProcessSlots.shared.release()
    throw error
  }
}

/// The slots ``withProcessSlot(_:)`` hands out.
public actor ProcessSlots {
  /// How many processes run at once.
  public static let limit = max(1, ProcessInfo.processInfo.activeProcessorCount)
  static let shared = ProcessSlots()

  private var free = ProcessSlots.limit
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// Runs `executable` with `arguments` to its end on the calling thread (so inside ``blocking(_:)``): its
/// exit status and what it wrote on its standard output, with its standard error too when
/// `mergingStandardError`, else none of it.
public func runToEnd(_ executable: URL, _ arguments: [String], mergingStandardError: Bool = false) throws -> (
  status: Int32, output: Data
) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = mergingStandardError ? pipe : FileHandle.nullDevice
  try spawn(process)
  let output = try readToEnd(pipe.fileHandleForReading)
  process.waitUntilExit()
  return (process.terminationStatus, output)
}
