import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real `checkout` binary on a pseudo-terminal: it enters raw mode and
/// the alternate screen, and however it ends, leaves the terminal as it
/// found it.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TerminalRestoreTests {
  /// A pseudo-terminal pair; the child gets the follower as its terminal.
  private struct PTY: Sendable {
    let leader: Int32
    let follower: Int32

    init() throws {
      var leader: Int32 = -1
      var follower: Int32 = -1
      var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&leader, &follower, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
      self.leader = leader
      self.follower = follower
    }

    var settings: termios {
      var settings = termios()
      tcgetattr(follower, &settings)
      return settings
    }

    /// Reads what the child wrote until `done` holds of it or time runs out.
    /// Off the cooperative threads, which it would hold for as long as it waits.
    func read(until done: @escaping @Sendable (String) -> Bool, seconds: Double = 20) async -> String {
      await blocking { readBlocking(until: done, seconds: seconds) }
    }

    private func readBlocking(until done: (String) -> Bool, seconds: Double) -> String {
      var collected: [UInt8] = []
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        var poller = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { continue }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(leader, &buffer, buffer.count)
        if count <= 0 { break }
        collected += buffer[0..<count]
        if done(String(decoding: collected, as: UTF8.self)) { break }
      }
      return String(decoding: collected, as: UTF8.self)
    }

    func send(_ text: String) {
      _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(leader, $0.baseAddress, $0.count - 1) }
    }
  }

  /// Runs `checkout` on a new pseudo-terminal until it shows the payment
  /// methods, hands it to `body`, and closes the terminal after.
  private func withCheckout(_ body: (PTY, termios, Process) async throws -> Void) async throws {
    let pty = try PTY()
    defer {
      close(pty.leader)
      close(pty.follower)
    }
    let before = pty.settings
    let process = try launch(pty)
    let drawn = await pty.read { $0.contains("Pay €24.90") }
    #expect(drawn.contains(Self.enteredAlternateScreen))
    #expect(pty.settings.c_lflag & tcflag_t(ECHO | ICANON) == 0, "raw mode was not entered")
    try await body(pty, before, process)
  }

  /// Waits, without blocking a thread, for `process` to end.
  private func exited(_ process: Process) async {
    while process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
  }

  private func launch(_ pty: PTY) throws -> Process {
    let process = Process()
    process.executableURL = checkoutBinary
    process.arguments = ["--theme", "dark"]
    process.environment = ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
    let handle = FileHandle(fileDescriptor: pty.follower, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try spawn(process)
    return process
  }

  private static let enteredAlternateScreen = "\u{1B}[?1049h"
  private static let restored = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private func expectRestored(
    _ pty: PTY, before: termios, output: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      output.contains(Self.restored), "the main screen and the cursor were not restored", sourceLocation: sourceLocation
    )
    let after = pty.settings
    #expect(
      after.c_lflag == before.c_lflag, "echo and canonical mode were not restored", sourceLocation: sourceLocation)
    #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
    #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
    #expect(after.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), sourceLocation: sourceLocation)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalRestoresTheTerminal(signal: Int32) async throws {
    try await withCheckout { pty, before, process in
      kill(process.processIdentifier, signal)
      let rest = await pty.read { $0.contains(Self.restored) }
      await exited(process)
      // It dies of the signal, as the shell expects (status 128 + the signal's number there).
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == signal)
      expectRestored(pty, before: before, output: rest)
    }
  }

  @Test func quittingWithCtrlCRestoresTheTerminal() async throws {
    try await withCheckout { pty, before, process in
      pty.send("\u{3}")
      let rest = await pty.read { $0.contains(Self.restored) }
      await exited(process)
      #expect(process.terminationStatus == 130)  // interrupted, as a shell reports Ctrl-C
      expectRestored(pty, before: before, output: rest)
    }
  }

  @Test func leavingIDEALsPageAndClosingRestoresTheTerminal() async throws {
    try await withCheckout { pty, before, process in
      pty.send("\u{1B}[B")  // down: iDEAL
      _ = await pty.read { $0.contains("\u{1B}[") }
      pty.send("\r")  // iDEAL without an issuer list, the default: straight to iDEAL's own page
      let page = await pty.read { $0.contains("Continue at your bank") }
      #expect(page.contains("Continue at your bank"))
      pty.send("\u{1B}")  // Esc: give up on the bank's page
      let failure = await pty.read { $0.contains("The payment was cancelled.") }
      #expect(failure.contains("The payment was cancelled."))
      pty.send("\u{1B}")  // Esc: close
      let rest = await pty.read { $0.contains(Self.restored) }
      await exited(process)
      #expect(process.terminationStatus == 1)
      expectRestored(pty, before: before, output: rest)
    }
  }
}
