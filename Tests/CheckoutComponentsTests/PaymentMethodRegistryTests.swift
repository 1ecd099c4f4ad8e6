import Testing

@testable import CheckoutComponents

/// Methods register their scope's factory; the checkout builds scopes on
/// demand, once per presentation context.
@Suite struct PaymentMethodRegistryTests {
  final class Scope: PaymentMethodScope {
    let paymentMethod: PaymentMethodType
    let context: PresentationContext
    init(_ method: PaymentMethodType, _ context: PresentationContext) {
      paymentMethod = method
      self.context = context
    }
  }

  @Test func scopesAreBuiltOnDemandAndKept() throws {
    let registry = PaymentMethodRegistry()
    let built = LockedState(0)
    registry.register(.ideal) { context in
      built.withLock { $0 += 1 }
      return Scope(.ideal, context)
    }
    #expect(registry.methods == [.ideal])
    #expect(built.withLock { $0 } == 0)
    let first = try #require(registry.scope(for: .ideal) as? Scope)
    #expect(first.context == .direct)
    #expect(registry.scope(for: .ideal) === first)
    #expect(built.withLock { $0 } == 1)
    #expect(registry.scope(for: .card) == nil)
  }

  @Test func reRegisteringDropsTheBuiltScope() throws {
    let registry = PaymentMethodRegistry()
    registry.register(.dotpay) { Scope(.dotpay, $0) }
    let old = try #require(registry.scope(for: .dotpay))
    registry.register(.dotpay) { Scope(.dotpay, $0) }
    #expect(registry.scope(for: .dotpay) !== old)
  }
}
