import CheckoutAssets
import CheckoutComponents
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the checkout is shown.
public struct DisplayOptions: Sendable {
  /// How many colours the terminal shows, which decides the escape codes
  /// the frames are written with.
  public var colorMode: ColorMode
  /// The theme the frames are drawn in, its contrast included.
  public var theme: ThemeMode
  /// Print each screen as a screen reader presents it, instead of drawing.
  public var accessible: Bool

  /// Frames in `colorMode` and `theme`, or with `accessible` the screen
  /// reader's lines instead.
  public init(colorMode: ColorMode, theme: ThemeMode, accessible: Bool = false) {
    self.colorMode = colorMode
    self.theme = theme
    self.accessible = accessible
  }
}

/// Runs the checkout in the terminal until it closes or the user quits.
/// The terminal is restored however the run ends: normally, by an error,
/// or by SIGINT, SIGTERM or SIGHUP.
public enum InteractiveRunner {
  enum Event: Sendable {
    case key(KeyEvent)
    case refresh
    case resize
  }

  /// Shows `session` on `terminal` and acts on each key until the checkout
  /// closes or the user quits (Ctrl-C, Ctrl-D, or the end of input). It
  /// redraws after each key, after a resize (in full), and whenever the
  /// scopes change on their own. With `options.accessible` it stays on the
  /// main screen and prints what changed in the screen reader's lines.
  /// Throws ``TerminalError/notATerminal`` when raw mode can't be entered.
  public static func run(
    _ session: CheckoutSession, terminal: TerminalDevice, options: DisplayOptions
  ) async throws(TerminalError) {
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    // The handlers first, so no signal finds the terminal raw and unguarded; on
    // the way out the terminal is restored first, then the handlers go.
    let relay = SignalRelay { continuation.yield(.resize) }
    defer { relay.cancel() }
    try terminal.enter(alternateScreen: !options.accessible)
    defer { terminal.restore() }
    let reader = KeyReader(descriptor: STDIN_FILENO) { keys in
      for key in keys { continuation.yield(.key(key)) }
    }
    defer { reader.cancel() }
    let observers = observe(session.scope) { continuation.yield(.refresh) }
    defer { for observer in observers { observer.cancel() } }

    var writer = FrameWriter(palette: Palette(mode: options.colorMode, theme: options.theme.theme))
    var spoken: [String] = []
    func draw() {
      session.openCustomerActionIfNeeded()
      let size = terminal.size
      if options.accessible {
        let lines = session.transcript(width: size.columns)
        guard lines != spoken else { return }
        let changed = ScreenReaderTranscript.changes(from: spoken, to: lines)
        spoken = lines
        terminal.write(changed.joined(separator: "\r\n") + "\r\n")
      } else if let (frame, cursor) = session.frame(width: size.columns, height: size.rows) {
        terminal.write(writer.render(frame, cursor: cursor))
      }
    }

    await session.scope.start()
    draw()
    loop: for await event in events {
      switch event {
      case .key(let key):
        guard await session.handle(key, width: terminal.size.columns) else { break loop }
      case .resize:
        writer.invalidate()
      case .refresh:
        break
      }
      if session.isFinished { break }
      draw()
    }
  }

  /// Tasks that call `refresh` whenever a scope's state or route changes
  /// on its own: banks arriving, a redirect completing.
  static func observe(_ scope: any CheckoutScope, refresh: @escaping @Sendable () -> Void) -> [Task<Void, Never>] {
    var streams: [AsyncStream<Void>] = [
      scope.routes.map { _ in () }.erased, scope.state.map { _ in () }.erased,
    ]
    for option in scope.paymentMethodSelection.currentState.methods {
      if let method = scope.paymentMethod(option.method) { streams.append(changes(of: method)) }
    }
    return streams.map { stream in
      Task {
        for await _ in stream { refresh() }
      }
    }
  }
}

/// A `Void` for each state a payment method's scope publishes.
private func changes<Scope: PaymentMethodScope>(of scope: Scope) -> AsyncStream<Void> {
  scope.state.map { _ in () }.erased
}

extension AsyncSequence where Self: Sendable, Element == Void {
  /// This sequence as an `AsyncStream`.
  fileprivate var erased: AsyncStream<Void> {
    AsyncStream { continuation in
      let task = Task {
        do {
          for try await _ in self { continuation.yield() }
        } catch {}
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// Reads key presses from a file descriptor on a dispatch queue.
final class KeyReader {
  private let source: any DispatchSourceRead

  init(descriptor: Int32, deliver: @escaping @Sendable ([KeyEvent]) -> Void) {
    let queue = DispatchQueue(label: "checkout.keys")
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
    // The decoder lives in the handlers, which only the one serial queue runs.
    nonisolated(unsafe) var decoder = KeyDecoder()
    nonisolated(unsafe) var reads = 0
    source.setEventHandler { [source] in
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else {
        deliver([.interrupt])  // end of input: nothing more will come
        source.cancel()
        return
      }
      reads += 1
      deliver(decoder.feed(Array(buffer[0..<count])))
      guard decoder.isHoldingEscape else { return }
      // A lone Esc: the key itself, unless the rest of a sequence arrives within 30 ms.
      let read = reads
      queue.asyncAfter(deadline: .now() + .milliseconds(30)) {
        if reads == read { deliver(decoder.flushEscape()) }
      }
    }
    source.resume()
    self.source = source
  }

  /// Stops reading; the handler, and what it holds, is released.
  func cancel() {
    source.cancel()
  }
}

/// Plays a key script without a terminal and prints a frame (or, with
/// `accessible`, a transcript) after each step.
public enum ScriptRunner {
  /// Plays `steps` on `session` and passes `emit` the first frame, under
  /// `--- 0: start`, then one after each step, under `--- N: label`: each
  /// `width` × `height` cells of plain text, or with `accessible` the
  /// screen reader's lines. After a key that may start work it waits for
  /// the scopes to settle. Stops, saying so, after a step that quits or
  /// closes the checkout.
  public static func run(
    _ session: CheckoutSession, steps: some Sequence<KeyScript.Step>, width: Int, height: Int, accessible: Bool,
    emit: (String) -> Void
  ) async {
    await session.scope.start()
    await settle(session)
    emit(render(session, label: "start", index: 0, width: width, height: height, accessible: accessible))
    for (index, step) in steps.enumerated() {
      for key in step.keys {
        guard await session.handle(key, width: width) else {
          emit("--- \(index + 1): \(step.label): quit\n")
          return
        }
        if key.mayStartAsyncWork { await settle(session) }
      }
      if session.isFinished {
        emit("--- \(index + 1): \(step.label): checkout closed\n")
        return
      }
      emit(render(session, label: step.label, index: index + 1, width: width, height: height, accessible: accessible))
    }
  }

  private static func render(
    _ session: CheckoutSession, label: String, index: Int, width: Int, height: Int, accessible: Bool
  ) -> String {
    let header = "--- \(index): \(label)\n"
    if accessible { return header + session.transcript(width: width).joined(separator: "\n") + "\n" }
    guard let (frame, _) = session.frame(width: width, height: height) else { return header }
    return header + frame.plainText
  }

  /// Waits until the scopes stop changing: the sandbox answers at once,
  /// but through several tasks.
  public static func settle(_ session: CheckoutSession) async {
    var last = session.screen
    var stable = 0
    // Up to about ten seconds while the payment API works: a screen that
    // waits for it (processing, loading banks, submitting) is not settled.
    for _ in 0..<5000 {
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(2))
      let now = session.screen
      if now == last, !(now?.isWaiting ?? false), !session.isPaying {
        stable += 1
        if stable >= 5 { return }
      } else {
        stable = 0
        last = now
      }
    }
  }

}
