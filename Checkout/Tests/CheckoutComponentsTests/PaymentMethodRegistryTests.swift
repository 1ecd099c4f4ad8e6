import CheckoutAssets
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// A method's type registers it; the registry builds its scope on demand,
/// once, tells it how its screen was reached, and asks the method for its
/// view.
@Suite struct PaymentMethodRegistryTests {
  final class Scope: PaymentMethodScope {
    let context: PaymentMethodContext
    let label: String
    init(_ context: PaymentMethodContext, label: String) {
      self.context = context
      self.label = label
    }
    var paymentMethod: PaymentMethodType { context.paymentMethod }
    var presentationContext: PresentationContext { context.presentationContext }
    var state: AsyncStream<String> { AsyncStream { $0.finish() } }
    var currentState: String { label }
    func start() async {}
    func submit() async {}
    func dismiss() async { await context.dismiss() }
  }

  struct Method: PaymentMethod {
    var type: PaymentMethodType
    var label = "first"
    let built: LockedState<Int>
    var name: PaymentMethodText { PaymentMethodText("Voucher", translations: ["nl": "Waardebon"]) }
    var subtitle: PaymentMethodText { PaymentMethodText(Strings.PaymentMethods.cardSubtitle) }
    func makeScope(_ context: PaymentMethodContext) -> Scope {
      built.withLock { $0 += 1 }
      return Scope(context, label: label)
    }
    func makeView(for scope: Scope, localizer: Localizer) -> ViewDescription {
      .text("\(name.text(in: localizer)): \(scope.currentState)")
    }
  }

  @Test func aMethodRegistersItselfAndItsScopeIsBuiltOnDemandAndKept() throws {
    let registry = PaymentMethodRegistry()
    let built = LockedState(0)
    Method(type: "voucher", built: built).register(in: registry)
    #expect(registry.types == ["voucher"])
    #expect(registry.contains("voucher") && !registry.contains(.card))
    #expect(built.withLock { $0 } == 0)
    let first = try #require(registry.scope(for: "voucher") as? Scope)
    #expect(first.presentationContext == .direct)
    #expect(first.paymentMethod == "voucher")
    #expect(registry.scope(for: "voucher") === first)
    #expect(built.withLock { $0 } == 1)
    #expect(registry.scope(for: .card) == nil)
  }

  @Test func openingTellsTheScopeHowItsScreenWasReached() throws {
    let registry = PaymentMethodRegistry()
    Method(type: "voucher", built: LockedState(0)).register(in: registry)
    let scope = try #require(registry.open("voucher", in: .fromPaymentSelection) as? Scope)
    #expect(scope.presentationContext == .fromPaymentSelection)
    #expect(scope.dismissalMechanism == .back)
    #expect(registry.open("voucher", in: .direct) === scope)
    #expect(scope.dismissalMechanism == .cancel)
  }

  @Test func theMethodNamesItsRowAndDescribesItsScreen() throws {
    let registry = PaymentMethodRegistry()
    Method(type: "voucher", built: LockedState(0)).register(in: registry)
    let option = try #require(registry.option(for: "voucher"))
    #expect(option.name.text(in: Localizer(locale: "nl-BE")) == "Waardebon")
    #expect(option.name.text(in: Localizer(locale: "de")) == "Voucher")
    #expect(
      option.subtitle.text(in: Localizer(locale: "de")) == Localizer(locale: "de")(Strings.PaymentMethods.cardSubtitle))
    #expect(registry.view(for: "voucher", localizer: Localizer(locale: "nl")) == .text("Waardebon: first"))
    #expect(registry.view(for: .ideal, localizer: Localizer(locale: "nl")) == nil)
  }

  @Test func reRegisteringATypeReplacesTheMethodAndDropsItsScopeButKeepsItsPlace() throws {
    let registry = PaymentMethodRegistry()
    Method(type: "voucher", built: LockedState(0)).register(in: registry)
    Method(type: "points", built: LockedState(0)).register(in: registry)
    let old = try #require(registry.scope(for: "voucher"))
    Method(type: "voucher", label: "second", built: LockedState(0)).register(in: registry)
    let new = try #require(registry.scope(for: "voucher") as? Scope)
    #expect(new !== old)
    #expect(new.currentState == "second")
    #expect(registry.types == ["voucher", "points"])
  }

  @Test func scopesReportToTheCheckoutTheRegistryIsBoundTo() async throws {
    let registry = PaymentMethodRegistry()
    let flow = RecordingFlow()
    registry.bind(to: flow, amount: 4200, currency: "PLN")
    Method(type: "voucher", built: LockedState(0)).register(in: registry)
    let scope = try #require(registry.open("voucher", in: .fromPaymentSelection) as? Scope)
    #expect(scope.context.amount == 4200 && scope.context.currency == "PLN")
    #expect(scope.context.localizer.locale == "nl")
    #expect(await scope.context.paymentStarted())
    await scope.dismiss()
    #expect(flow.all == [.started, .returnedToSelection])
  }

  @Test func paymentMethodTypesAreOpen() {
    let voucher: PaymentMethodType = "voucher"
    #expect(voucher == PaymentMethodType(rawValue: "voucher"))
    #expect(voucher.identifier == "voucher" && "\(voucher)" == "voucher")
    #expect(PaymentMethodType.builtIn == [.card, .ideal, .dotpay, .eps])
    #expect(PaymentMethodType.ideal.rawValue == "ideal")
  }
}
