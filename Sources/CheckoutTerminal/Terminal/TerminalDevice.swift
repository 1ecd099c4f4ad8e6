import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal: raw mode through termios, the alternate
/// screen, the window size, and restoring all of it.
///
/// ``restore()`` is idempotent and safe from any thread, so the normal
/// exit, an error, and the SIGINT, SIGTERM and SIGHUP handlers
/// (``SignalRelay``) can all call it.
public final class TerminalDevice: @unchecked Sendable {
  /// What entering sets up, in order; leaving undoes it in reverse.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H"
  /// Leaves the alternate screen with the cursor shown and attributes reset.
  public static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private let input: Int32
  private let output: Int32
  private let lock = NSLock()
  private var original: termios?
  private var entered = false

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
    if alternateScreen { writeUnlocked(Self.enterSequence) }
  }

  /// Puts the terminal back as it was: the main screen, the cursor, and
  /// the original termios settings. Does nothing if already restored.
  public func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard entered else { return }
    entered = false
    writeUnlocked(Self.restoreSequence)
    if var original { _ = tcsetattr(input, TCSAFLUSH, &original) }
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
  case notATerminal

  public var description: String {
    "stdin and stdout must be a terminal for the interactive checkout; use --script FILE (or -) to play keys"
  }
}

/// Turns SIGINT, SIGTERM, SIGHUP and SIGWINCH into calls on a queue, so a
/// handler may do more than async-signal-safe work: the terminal is
/// restored, then the process exits with 128 + the signal's number.
public final class SignalRelay: @unchecked Sendable {
  private var sources: [any DispatchSourceSignal] = []
  private let queue = DispatchQueue(label: "checkout.signals")

  public init(
    terminal: TerminalDevice, onResize: @escaping @Sendable () -> Void
  ) {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler {
        terminal.restore()
        signal(signalNumber, SIG_DFL)
        exit(128 + signalNumber)
      }
      source.resume()
      sources.append(source)
    }
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
    resize.setEventHandler(handler: onResize)
    resize.resume()
    sources.append(resize)
  }

  /// Stops relaying and gives the signals their default actions back.
  public func cancel() {
    for source in sources { source.cancel() }
    sources = []
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { signal(signalNumber, SIG_DFL) }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
