import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What every test that runs a child reads its output with.
@Suite struct ReadingToEndTests {
  /// Foundation's `readDataToEndOfFile()` traps here: a signal whose
  /// handler doesn't restart system calls arrives while the read waits for a
  /// child's output. (A crash's backtrace pauses every other thread with
  /// such a signal, so one crash showed up as this trap.)
  @Test func aReadThatASignalInterruptsIsReadAgain() async throws {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in }
    action.sa_flags = 0  // no SA_RESTART: a blocked read fails with EINTR
    var previous = sigaction()
    sigaction(SIGURG, &action, &previous)
    defer { sigaction(SIGURG, &previous, nil) }

    let pipe = Pipe()
    let reader = ReaderThread()
    async let read = blocking { () throws -> Data in
      // Threads started from the cooperative pool block most signals; this one takes SIGURG.
      var urgent = sigset_t()
      sigemptyset(&urgent)
      sigaddset(&urgent, SIGURG)
      pthread_sigmask(SIG_UNBLOCK, &urgent, nil)
      reader.started(pthread_self())
      return try readToEnd(pipe.fileHandleForReading)
    }
    let thread = await reader.thread()
    for _ in 0..<5 {
      try await Task.sleep(for: .milliseconds(20))
      pthread_kill(thread, SIGURG)  // only the reading thread is interrupted
    }
    pipe.fileHandleForWriting.write(Data("after the signals".utf8))
    try pipe.fileHandleForWriting.close()
    #expect(String(decoding: try await read, as: UTF8.self) == "after the signals")
  }
}

/// Hands the reading thread's id to the test once it runs.
private final class ReaderThread: Sendable {
  private let id = Mutex<pthread_t?>(nil)

  func started(_ thread: pthread_t) { id.withLock { $0 = thread } }

  func thread() async -> pthread_t {
    while true {
      if let thread = id.withLock({ $0 }) { return thread }
      try? await Task.sleep(for: .milliseconds(5))
    }
  }
}
