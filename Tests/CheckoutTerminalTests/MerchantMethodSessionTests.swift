import CheckoutAssets
import CheckoutComponents
import Foundation
import Testing

@testable import CheckoutTerminal
@testable import checkout

/// A merchant's own method in the terminal: its row on the list, its
/// screen drawn from the view description it gives, Enter to pay with it
/// and Esc to leave it.
@Suite(.timeLimit(.minutes(1))) struct MerchantMethodSessionTests {
  /// Store credit: paid at once, by the merchant, for any amount.
  struct StoreCredit: PaymentMethod {
    var type: PaymentMethodType { "store_credit" }
    var name: PaymentMethodText { PaymentMethodText("Store credit", translations: ["de": "Guthaben"]) }
    var subtitle: PaymentMethodText { PaymentMethodText("Use your balance") }
    func makeScope(_ context: PaymentMethodContext) -> Scope { Scope(context) }
    func makeView(for scope: Scope, localizer: Localizer) -> ViewDescription {
      .stack(.vertical, [.text(name.text(in: localizer), style: .title), .text("Balance: 50.00")])
    }
  }

  final class Scope: PaymentMethodScope {
    let context: PaymentMethodContext
    init(_ context: PaymentMethodContext) { self.context = context }
    var paymentMethod: PaymentMethodType { context.paymentMethod }
    var presentationContext: PresentationContext { context.presentationContext }
    var state: AsyncStream<Int> { AsyncStream { $0.yield(0) } }
    var currentState: Int { 0 }
    func start() async {}
    func submit() async {
      guard await context.paymentStarted() else { return }
      await context.paymentSucceeded(
        PaymentResult(paymentID: "credit_1", method: paymentMethod, amount: context.amount, currency: context.currency))
    }
    func dismiss() async { await context.dismiss() }
  }

  func session(locale: String) async throws -> CheckoutSession {
    let scope = try await embeddedBackend.value.makeCheckout(
      amount: 2490, currency: "EUR", locale: locale, additionalPaymentMethods: [StoreCredit()])
    return CheckoutSession(
      scope: scope, context: ScreenContext(localizer: scope.localizer, amount: 2490, currency: "EUR"))
  }

  @Test func itsRowOpensItsScreenAndEnterPaysWithIt() async throws {
    let session = try await session(locale: "de")
    await start(session)
    let list = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(list.contains("Guthaben"))
    await play([.down, .down, .down], on: session)
    #expect(session.focused == "checkout_components_payment_methods_store_credit_item")
    await play([.enter], on: session)
    guard case .paymentMethod("store_credit", _)? = session.screen else {
      Issue.record("expected the store-credit screen, got \(String(describing: session.screen))")
      return
    }
    let screen = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(screen.contains("Guthaben") && screen.contains("Balance: 50.00"))
    await play([.enter], on: session)
    guard case .success(let result)? = session.screen else {
      Issue.record("expected success, got \(String(describing: session.screen))")
      return
    }
    #expect(result.method == "store_credit" && result.amount == 2490)
  }

  @Test func escLeavesItsScreenForTheList() async throws {
    let session = try await session(locale: "en")
    await start(session)
    await play([.down, .down, .down, .enter], on: session)
    guard case .paymentMethod? = session.screen else {
      Issue.record("expected the store-credit screen, got \(String(describing: session.screen))")
      return
    }
    await play([.escape], on: session)
    guard case .paymentMethods? = session.screen else {
      Issue.record("expected the list, got \(String(describing: session.screen))")
      return
    }
  }
}
