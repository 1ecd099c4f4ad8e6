import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw mode through termios, the alternate
/// screen, the window size, and restoring all of it.
///
/// ``restore()`` is idempotent and safe from any thread: the normal exit
/// and an error both call it. A signal that ends the process is handled by
/// ``SignalRelay``, which restores from inside the handler with
/// async-signal-safe calls only, never through this class's lock.
public final class TerminalDevice: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private let lock = NSLock()
  private var original: termios?
  private var entered = false
  private var usesAlternateScreen = true

  /// The terminal on `input` and `output`, not yet changed.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether both ends are a terminal.
  public var isTerminal: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// The window's size in cells; 80 × 24 when the terminal won't say.
  public var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Raw mode (no echo, no line buffering, no signals from keys, no output
  /// processing of input), then the alternate screen with the cursor hidden.
  public func enter(alternateScreen: Bool = true) throws(TerminalError) {
    lock.lock()
    defer { lock.unlock() }
    guard !entered else { return }
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw TerminalError.notATerminal }
    original = settings
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw TerminalError.notATerminal }
    entered = true
    usesAlternateScreen = alternateScreen
    SignalRelay.saveForHandlers(
      original: settings, raw: raw, input: input, output: output, alternateScreen: alternateScreen)
    if alternateScreen { writeUnlocked(TerminalSequence.enterScreen.description + "\u{1B}[H") }
  }

  /// Puts the terminal back as it was: the main screen, the cursor, and
  /// the original termios settings. Does nothing if already restored.
  public func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard entered else { return }
    entered = false
    writeUnlocked((usesAlternateScreen ? TerminalSequence.restoreScreen : TerminalSequence.restoreCursor).description)
    if var original { _ = tcsetattr(input, TCSAFLUSH, &original) }
    // Only now: a signal arriving during the lines above still restores.
    SignalRelay.forgetForHandlers()
  }

  /// Writes `text` to the terminal, all of it.
  public func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    writeUnlocked(text)
  }

  private func writeUnlocked(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return systemWrite(output, base + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR || errno == EAGAIN {
        continue
      } else {
        return
      }
    }
  }
}

/// Why the terminal couldn't be set up.
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input isn't a terminal: its termios settings can't be read or set.
  case notATerminal

  /// The message for the user, pointing to `--script` for a run without a
  /// terminal.
  public var description: String {
    "stdin and stdout must be a terminal for the interactive checkout; use --script FILE (or -) to play keys"
  }
}

/// What the signal handlers need, kept where a handler may read it
/// without allocating, locking or initializing anything: raw memory set
/// up, and every static touched, before raw mode is entered.
private enum HandlerState {
  /// The settings to restore, and the raw ones to go back to after a stop.
  nonisolated(unsafe) static let settings = UnsafeMutablePointer<termios>.allocate(capacity: 2)
  /// input, output, whether the alternate screen is in use, whether there is anything to restore (0/1).
  nonisolated(unsafe) static let descriptors = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
  /// The resize pipe's read and write ends.
  nonisolated(unsafe) static let resizePipe = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
}

/// The escape sequences that enter and leave the checkout's screen, as
/// static strings: the signal handlers write them without allocating.
private enum TerminalSequence {
  /// The alternate screen, the cursor hidden.
  static let enterScreen: StaticString = "\u{1B}[?1049h\u{1B}[?25l"
  /// Attributes reset, the cursor shown, the main screen back.
  static let restoreScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  /// The same for a run that stayed on the main screen (`--a11y`).
  static let restoreCursor: StaticString = "\u{1B}[0m\u{1B}[?25h"
}

/// Puts the terminal back, from inside a handler.
private func restoreFromHandler() {
  let descriptors = HandlerState.descriptors
  guard descriptors[3] == 1 else { return }
  let sequence = descriptors[2] == 1 ? TerminalSequence.restoreScreen : TerminalSequence.restoreCursor
  _ = systemWrite(descriptors[1], sequence.utf8Start, sequence.utf8CodeUnitCount)
  _ = tcsetattr(descriptors[0], TCSAFLUSH, HandlerState.settings)
}

/// Restores the terminal with async-signal-safe calls only (write,
/// tcsetattr), then lets the signal end the process as it would have: the
/// shell sees 128 + its number, and a crash still dumps its core.
private func restoreAndDie(_ signalNumber: Int32) {
  restoreFromHandler()
  HandlerState.descriptors[3] = 0
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

/// Ctrl-Z from another process (SIGTSTP): restore, stop, and on SIGCONT
/// go back to raw mode and the alternate screen and ask for a redraw.
private func suspend(_ signalNumber: Int32) {
  let savedErrno = errno
  restoreFromHandler()
  signal(SIGTSTP, SIG_DFL)
  // A handler runs with its own signal blocked: unblock it, or the raise waits for the handler to return.
  var mask = sigset_t()
  sigemptyset(&mask)
  sigaddset(&mask, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &mask, nil)
  raise(SIGTSTP)  // stops here until SIGCONT
  signal(SIGTSTP, suspend)
  let descriptors = HandlerState.descriptors
  if descriptors[3] == 1 {
    _ = tcsetattr(descriptors[0], TCSAFLUSH, HandlerState.settings + 1)
    if descriptors[2] == 1 {
      _ = systemWrite(
        descriptors[1], TerminalSequence.enterScreen.utf8Start, TerminalSequence.enterScreen.utf8CodeUnitCount)
    }
  }
  noteResize(signalNumber)
  errno = savedErrno
}

/// Wakes the resize source: one byte down the pipe.
private func noteResize(_: Int32) {
  let savedErrno = errno
  var byte: UInt8 = 1
  _ = systemWrite(HandlerState.resizePipe[1], &byte, 1)
  errno = savedErrno
}

/// Restores the terminal on every signal that ends the process (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, and the crashes: SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE) in the handler itself; restores and re-enters
/// around a stop (SIGTSTP); and turns SIGWINCH into a call on a queue
/// through a pipe.
///
/// The handlers are plain `sigaction` ones, not dispatch sources: a
/// dispatch source only sees a signal that reaches the thread that waits
/// for it, and a signal the process ignores never does.
public final class SignalRelay: @unchecked Sendable {
  private var resizeSource: (any DispatchSourceRead)?
  private var previous: [(Int32, sigaction)] = []
  static let terminating = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Installs the handlers, keeping the actions they replace for
  /// ``cancel()``. `onResize` runs on a queue of its own after each
  /// SIGWINCH, and when the process continues after a stop.
  public init(onResize: @escaping @Sendable () -> Void) {
    for signalNumber in Self.terminating { install(signalNumber, restoreAndDie) }
    install(SIGTSTP, suspend)
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      HandlerState.resizePipe[0] = ends[0]
      HandlerState.resizePipe[1] = ends[1]
      _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
      let source = DispatchSource.makeReadSource(
        fileDescriptor: ends[0], queue: DispatchQueue(label: "checkout.resize"))
      source.setEventHandler {
        var buffer = [UInt8](repeating: 0, count: 64)
        _ = read(ends[0], &buffer, buffer.count)
        onResize()
      }
      source.setCancelHandler {
        close(ends[0])
        close(ends[1])
      }
      source.resume()
      resizeSource = source
      install(SIGWINCH, noteResize)
    }
  }

  /// Stops relaying and gives every signal back the action it had before.
  public func cancel() {
    for (signalNumber, action) in previous.reversed() {
      var action = action
      sigaction(signalNumber, &action, nil)
    }
    previous = []
    resizeSource?.cancel()
    resizeSource = nil
  }

  static func saveForHandlers(original: termios, raw: termios, input: Int32, output: Int32, alternateScreen: Bool) {
    HandlerState.settings[0] = original
    HandlerState.settings[1] = raw
    HandlerState.descriptors[0] = input
    HandlerState.descriptors[1] = output
    HandlerState.descriptors[2] = alternateScreen ? 1 : 0
    // Initialize the statics now, outside any handler.
    _ =
      TerminalSequence.restoreScreen.utf8CodeUnitCount + TerminalSequence.restoreCursor.utf8CodeUnitCount
      + TerminalSequence.enterScreen.utf8CodeUnitCount
    HandlerState.descriptors[3] = 1
  }

  static func forgetForHandlers() {
    HandlerState.descriptors[3] = 0
  }

  private func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var old = sigaction()
    sigaction(signalNumber, &action, &old)
    previous.append((signalNumber, old))
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
