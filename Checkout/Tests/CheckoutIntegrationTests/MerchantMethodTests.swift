import CheckoutAssets
import CheckoutComponents
import Foundation
import Testing

// This file uses the public API only, as a merchant's code would: adding a
// payment method takes no change to the library.

extension PaymentMethodType {
  static let giftCard: PaymentMethodType = "gift_card"
}

/// A merchant's gift card: a code, redeemed by the merchant's own server.
struct GiftCardMethod: PaymentMethod {
  var type: PaymentMethodType = .giftCard
  /// The merchant's server: a payment id for a good code, else an error.
  var redeem: @Sendable (String) async -> Result<String, CheckoutError>

  var name: PaymentMethodText { PaymentMethodText("Gift card", translations: ["nl": "Cadeaukaart"]) }
  var subtitle: PaymentMethodText { PaymentMethodText("Pay with a store gift card") }

  func makeScope(_ context: PaymentMethodContext) -> GiftCardScope {
    GiftCardScope(context: context, redeem: redeem)
  }

  func makeView(for scope: GiftCardScope, localizer: Localizer) -> ViewDescription {
    .stack(
      .vertical,
      [.text(name.text(in: localizer), style: .title), .text("Code: \(scope.currentState.code)", style: .body)])
  }
}

/// The gift card's scope: its state, start, submit and dismissal.
final class GiftCardScope: PaymentMethodScope, @unchecked Sendable {
  struct State: Sendable, Hashable {
    var code = ""
    var starts = 0
    var isPaying = false
  }

  private let context: PaymentMethodContext
  private let redeem: @Sendable (String) async -> Result<String, CheckoutError>
  private let lock = NSLock()
  private var value = State()
  private var continuations: [UUID: AsyncStream<State>.Continuation] = [:]

  init(context: PaymentMethodContext, redeem: @escaping @Sendable (String) async -> Result<String, CheckoutError>) {
    self.context = context
    self.redeem = redeem
  }

  var paymentMethod: PaymentMethodType { context.paymentMethod }
  var presentationContext: PresentationContext { context.presentationContext }
  var currentState: State { lock.withLock { value } }

  var state: AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self)
    lock.withLock {
      continuation.yield(value)
      continuations[UUID()] = continuation
    }
    return stream
  }

  private func update(_ change: (inout State) -> Void) {
    lock.withLock {
      change(&value)
      for continuation in continuations.values { continuation.yield(value) }
    }
  }

  func enter(code: String) { update { $0.code = code } }

  func start() async { update { $0.starts += 1 } }

  func submit() async {
    let code = lock.withLock { () -> String? in
      guard !value.code.isEmpty, !value.isPaying else { return nil }
      value.isPaying = true
      return value.code
    }
    guard let code else { return }
    defer { update { $0.isPaying = false } }
    guard await context.paymentStarted() else { return }
    switch await redeem(code) {
    case .success(let paymentID):
      await context.paymentSucceeded(
        PaymentResult(paymentID: paymentID, method: paymentMethod, amount: context.amount, currency: context.currency))
    case .failure(let error):
      await context.paymentFailed(error)
    }
  }

  func dismiss() async { await context.dismiss() }
}

/// A merchant adds a method through the configuration, against the real
/// server: it is offered after the session's, opens, describes its screen,
/// pays through the checkout and is dismissed like the built-in ones.
@Suite(.timeLimit(.minutes(1)), .stopsBackends) struct MerchantMethodTests {
  let backend: TestBackend

  init() async throws {
    backend = try await TestBackend.start()
  }

  func checkout(
    _ methods: [any PaymentMethod], only: [PaymentMethodType]? = nil, locale: String = "nl"
  ) async throws -> any CheckoutScope {
    let configuration = CheckoutConfiguration(
      apiBaseURL: backend.url, network: .fastTests, locale: locale, paymentMethods: only,
      additionalPaymentMethods: methods)
    return try await Checkout.makeScope(clientToken: try await backend.token(), configuration: configuration)
  }

  static let redeemed = GiftCardMethod(redeem: { code in
    code == "GIFT-2026" ? .success("gift_\(code)") : .failure(.paymentDeclined)
  })

  @Test func itIsOfferedAfterTheSessionsMethodsAndPaysThroughTheCheckout() async throws {
    let checkout = try await checkout([Self.redeemed])
    await checkout.start()
    let list = checkout.paymentMethodSelection.currentState.methods
    #expect(list.map(\.method) == [.card, .ideal, .dotpay, .eps, .giftCard])
    let option = try #require(list.last)
    #expect(option.name.text(in: checkout.localizer) == "Cadeaukaart")
    #expect(option.element(checkout.localizer).identifier.contains("gift_card"))

    await checkout.paymentMethodSelection.select(.giftCard)
    #expect(checkout.currentRoute == .paymentMethod(.giftCard, .fromPaymentSelection))
    let scope = try #require(checkout.paymentMethod(.giftCard) as? GiftCardScope)
    #expect(checkout.paymentMethod(identifier: "gift_card") === scope)
    #expect(scope.currentState.starts == 1)
    #expect(scope.dismissalMechanism == .back)
    scope.enter(code: "GIFT-2026")
    #expect(
      checkout.paymentMethodView(.giftCard)
        == .stack(.vertical, [.text("Cadeaukaart", style: .title), .text("Code: GIFT-2026", style: .body)]))

    await scope.submit()
    guard case .success(let result) = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(result == PaymentResult(paymentID: "gift_GIFT-2026", method: .giftCard, amount: 1250, currency: "EUR"))
    #expect(checkout.currentRoute == .success)
    // The built-in methods never saw a payment.
    #expect(try await backend.server.storedPayments().isEmpty)
  }

  @Test func itsFailureIsTheCheckoutsFailure() async throws {
    let checkout = try await checkout([Self.redeemed])
    await checkout.start()
    await checkout.present(.giftCard)
    let scope = try #require(checkout.paymentMethod(.giftCard) as? GiftCardScope)
    scope.enter(code: "WRONG")
    await scope.submit()
    #expect(checkout.currentState == .failure(.paymentDeclined))
  }

  @Test func presentedDirectlyItClosesTheCheckoutWhenDismissed() async throws {
    let checkout = try await checkout([Self.redeemed], only: [.giftCard])
    await checkout.start()
    #expect(checkout.paymentMethodSelection.currentState.methods.map(\.method) == [.giftCard])
    #expect(checkout.paymentMethod(.card) == nil)
    await checkout.present(.giftCard)
    let scope = try #require(checkout.paymentMethod(.giftCard) as? GiftCardScope)
    #expect(scope.dismissalMechanism == .cancel)
    await scope.dismiss()
    #expect(checkout.currentState == .dismissed)
  }

  @Test func oneWithABuiltInTypeReplacesTheBuiltInMethodInItsPlace() async throws {
    var replacement = Self.redeemed
    replacement.type = .ideal
    let checkout = try await checkout([replacement])
    await checkout.start()
    let list = checkout.paymentMethodSelection.currentState.methods
    #expect(list.map(\.method) == [.card, .ideal, .dotpay, .eps])
    #expect(list[1].name.text(in: checkout.localizer) == "Cadeaukaart")
    #expect(checkout.paymentMethod(.ideal) is GiftCardScope)
    #expect(checkout.paymentMethod(.dotpay) is any BankSelectorScope)
  }

  @Test func aMethodNobodyOffersOrRegisteredIsNotThere() async throws {
    let checkout = try await checkout([Self.redeemed], only: [.card, "blik"])
    await checkout.start()
    #expect(checkout.paymentMethodSelection.currentState.methods.map(\.method) == [.card])
    #expect(checkout.paymentMethod("blik") == nil)
    #expect(checkout.paymentMethodView("blik") == nil)
    await checkout.present("blik")
    #expect(checkout.currentRoute == .paymentMethodSelection)
  }
}
