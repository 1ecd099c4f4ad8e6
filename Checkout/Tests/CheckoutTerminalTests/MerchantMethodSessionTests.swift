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
      amount: 2490, currency: "EUR", locale: locale, additionalPaymentMethods: [StoreCredit()], idealIssuerList: true)
    return CheckoutSession(
      scope: scope, context: ScreenContext(localizer: scope.localizer, amount: 2490, currency: "EUR"))
  }

  @Test func itsRowOpensItsScreenAndEnterPaysWithIt() async throws {
    let session = try await session(locale: "de")
    await start(session)
    let list = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(list.contains("Guthaben"))
    await play([.down, .down, .down, .down], on: session)
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
    await play([.down, .down, .down, .down, .enter], on: session)
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

/// The documentation's gift card, as the demo offers it: the customer types the code into the merchant's
/// own text field, the merchant's own pay button pays, and the receipt names the method.
@Suite(.timeLimit(.minutes(1))) struct GiftCardSessionTests {
  @Test func theCustomerTypesTheCodeIntoTheMerchantsFieldAndPays() async throws {
    let session = try await makeSession(locale: "nl", giftCard: true)
    await start(session)
    await play([.down, .down, .down, .down], on: session)
    #expect(session.focused == "checkout_components_payment_methods_gift_card_item")
    await play([.enter], on: session)
    guard case .paymentMethod(.giftCard, _)? = session.screen else {
      Issue.record("expected the gift card, got \(String(describing: session.screen))")
      return
    }
    // The merchant's texts in the session's locale, its field focused first.
    #expect(session.focused == GiftCardScope.Element.code.identifier)
    var frame = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(frame.contains("Betalen met een cadeaukaart"))
    #expect(frame.contains("Typ de 12 tekens op de achterkant van de kaart."))
    await play(KeyEvent.typing("tess-gift-2027") + [.backspace] + KeyEvent.typing("6"), on: session)
    frame = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(frame.contains("[ TESS-GIFT-2026 "), "\(frame)")
    let transcript = session.transcript(width: 80).joined(separator: "\n")
    #expect(transcript.contains("> textField: Code van de cadeaukaart | value: TESS-GIFT-2026"), "\(transcript)")
    // Enter in the field goes on to the pay button; Enter there pays.
    await play([.enter], on: session)
    #expect(session.focused == GiftCardScope.Element.pay.identifier)
    await play([.enter], on: session)
    guard case .success(let result)? = session.screen else {
      Issue.record("expected success, got \(String(describing: session.screen))")
      return
    }
    #expect(result.method == .giftCard && result.amount == 2490 && result.paymentID.hasPrefix("gift_"))
    frame = try #require(session.frame(width: 80, height: 24)).frame.plainText
    #expect(frame.contains("Betaald met Cadeaukaart"), "\(frame)")
    #expect(frame.contains("Betalingskenmerk: \(result.paymentID)"))
  }

  @Test func aWrongCodeFailsAndAnIncompleteOneCantPay() async throws {
    let session = try await makeSession(giftCard: true)
    await start(session)
    await session.scope.present(.giftCard)
    await ScriptRunner.settle(session)
    _ = session.layout(width: 80)
    await play(KeyEvent.typing("ABCD") + [.enter, .enter], on: session)
    guard case .paymentMethod(.giftCard, _)? = session.screen else {
      Issue.record("an incomplete code pays nothing; got \(String(describing: session.screen))")
      return
    }
    await play([.shiftTab] + KeyEvent.typing("-EFGH-IJKL") + [.enter, .enter], on: session)
    #expect(session.screen == .failure(.paymentDeclined))
  }
}

/// iDEAL without its issuer list, the sandbox's default: choosing it goes straight to iDEAL's
/// own page, with no bank list in the terminal.
@Suite(.timeLimit(.minutes(1))) struct IDEALOwnPageSessionTests {
  @Test func choosingIDEALOpensItsOwnPage() async throws {
    let session = try await makeSession(idealIssuerList: nil)
    await start(session)
    await play([.down, .enter], on: session)
    guard case .customerAction(let action)? = session.screen else {
      Issue.record("expected iDEAL's page, got \(String(describing: session.screen))")
      return
    }
    #expect(action.url.path.hasPrefix("/sandbox/schemes/ideal/"))
    await play([.escape], on: session)
    #expect(session.screen == .failure(.paymentCancelled))
  }
}
