import CheckoutAssets
import CheckoutComponents
import Foundation
import Testing

@testable import CheckoutTerminal
@testable import checkout

/// The sandbox payment server these tests pay over HTTP, started once in
/// this process on 127.0.0.1, port 0.
let embeddedBackend = Task<PaymentBackend, any Error> { try await PaymentBackend.embedded() }

/// The committed golden frames.
let framesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frames")

/// Compares `text` with the golden file `name` under Frames/; with
/// `TESSERA_RECORD_GOLDEN=1` in the environment, writes it first.
func expectFrame(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
  let golden = framesFolder.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["TESSERA_RECORD_GOLDEN"] != nil {
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: golden)
  }
  let expected = try String(contentsOf: golden, encoding: .utf8)
  #expect(text == expected, "\(name) differs from its golden frame", sourceLocation: sourceLocation)
}

/// The `checkout` binary, built beside the tests.
var checkoutBinary: URL {
  URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("checkout")
}

/// A checkout against the sandbox server, and a session on it: the session's methods (with
/// iDEAL's issuer list unless `idealIssuerList` says otherwise), and the demo's gift card with
/// `giftCard`.
func makeSession(
  locale: String = "en", idealIssuerList: Bool? = true, giftCard: Bool = false
) async throws -> CheckoutSession {
  let scope = try await embeddedBackend.value.makeCheckout(
    amount: 2490, currency: "EUR", locale: locale, additionalPaymentMethods: giftCard ? [DemoGiftCards.method] : [],
    idealIssuerList: idealIssuerList)
  return CheckoutSession(
    scope: scope, context: ScreenContext(localizer: scope.localizer, amount: 2490, currency: "EUR"))
}

/// Starts the checkout and shows its first screen.
func start(_ session: CheckoutSession, width: Int = 80) async {
  await session.scope.start()
  await ScriptRunner.settle(session)
  _ = session.layout(width: width)
}

/// Plays `keys` on a started session, letting the sandbox settle and the
/// screen redraw after each, as the runners do.
func play(_ keys: [KeyEvent], on session: CheckoutSession, width: Int = 80) async {
  for key in keys {
    _ = await session.handle(key, width: width)
    if key.mayStartAsyncWork { await ScriptRunner.settle(session) }
    _ = session.layout(width: width)
  }
}

extension KeyEvent {
  /// The keys that type `text`.
  static func typing(_ text: String) -> [KeyEvent] { text.map { .character($0) } }
}
