import Foundation

/// The one place the checkout is wired: every service and scope is
/// registered here, and nowhere else constructs them.
enum CompositionRoot {
  /// A container with the checkout's services: the payment service (the
  /// sandbox unless one is given), the analytics sink, and the
  /// payment-method registry.
  static func makeContainer(
    configuration: CheckoutConfiguration, service: (any PaymentService)? = nil,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) -> Container {
    let container = Container()
    container.registerSync((any PaymentService).self, retention: .singleton) { _ in
      service ?? SandboxPaymentService()
    }
    container.registerSync(AnalyticsSink.self, retention: .singleton) { _ in AnalyticsSink() }
    container.registerSync(CheckoutConfiguration.self, retention: .singleton) { _ in configuration }
    container.registerSync(PaymentMethodRegistry.self, retention: .singleton) { _ in PaymentMethodRegistry() }
    container.register(DefaultCheckoutScope.self, retention: .singleton) { resolver in
      let service = try resolver.resolveSync((any PaymentService).self)
      let sink = try resolver.resolveSync(AnalyticsSink.self)
      let registry = try resolver.resolveSync(PaymentMethodRegistry.self)
      let track: @Sendable (AnalyticsEvent) -> Void = { sink.send($0) }
      let checkout = DefaultCheckoutScope(
        configuration: configuration, registry: registry, track: track, finishAnalytics: { sink.finish() })
      // Each method registers its scope's factory; the checkout builds a
      // scope the first time it is asked for.
      registry.register(.card) { [weak checkout] context in
        DefaultCardFormScope(
          configuration: configuration.cardForm, context: context, service: service, amount: configuration.amount,
          currency: configuration.currency, flow: checkout, clock: clock, track: track)
      }
      for method in [PaymentMethodType.ideal, .dotpay] {
        registry.register(method) { [weak checkout] context in
          DefaultBankSelectorScope(
            method: method, context: context, service: service, amount: configuration.amount,
            currency: configuration.currency, flow: checkout, track: track)
        }
      }
      if let reporter = configuration.analytics {
        let pump = AnalyticsPump(sink: sink, reporter: reporter)
        Task { await pump.run() }
      }
      return checkout
    }
    return container
  }
}

/// Where a checkout starts.
public enum Checkout {
  /// A checkout for `configuration`, against the sandbox payment service.
  /// Call ``CheckoutScope/start()`` to show it.
  public static func makeScope(_ configuration: CheckoutConfiguration) async -> any CheckoutScope {
    await makeScope(configuration, service: nil)
  }

  /// A checkout on a given payment service, for tests.
  static func makeScope(
    _ configuration: CheckoutConfiguration, service: (any PaymentService)?,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) async -> DefaultCheckoutScope {
    let container = CompositionRoot.makeContainer(configuration: configuration, service: service, clock: clock)
    if let scope = try? await container.resolve(DefaultCheckoutScope.self) { return scope }
    // The registrations above resolve; this only keeps the function total.
    return DefaultCheckoutScope(
      configuration: configuration, registry: PaymentMethodRegistry(), track: { _ in })
  }
}
