import CheckoutDI
import Foundation
import Logging

/// The repositories the checkout runs on: the API's in production, a
/// test's own in tests.
struct Repositories: Sendable {
  var configuration: any ConfigurationRepository
  var paymentMethods: any PaymentMethodsRepository
  var banks: any BankRepository
  var tokenization: any TokenizationRepository
  var payments: any PaymentRepository

  /// Every repository over one API client.
  static func remote(client: Client) -> Repositories {
    let configuration = RemoteConfigurationRepository(client: client)
    return Repositories(
      configuration: configuration, paymentMethods: configuration, banks: RemoteBankRepository(client: client),
      tokenization: RemoteTokenizationRepository(client: client), payments: RemotePaymentRepository(client: client))
  }
}

/// The one place the checkout is wired: repositories, every interactor
/// (getting the payment methods, the required fields and the banks,
/// validating the card form, paying by card and by bank) and the payment
/// settlement they share, the analytics sink, the payment-method registry
/// and the checkout scope are registered here, and nowhere else constructs
/// them. Scopes get interactors only, so a test's `makeMock` replaces any
/// of them, and the health check resolves every one.
///
/// The ambient dependencies are injected rather than registered: the
/// clock, the logger and the analytics reporter (``InjectedValues``). The
/// objects made while the checkout is resolved keep the values in force
/// then, which ``Checkout/makeScope(_:repositories:)`` sets from the
/// configuration.
enum CompositionRoot {
  static func makeContainer(configuration: CheckoutConfiguration, repositories: Repositories) -> Container {
    let container = Container()
    container.registerSync(Repositories.self, retention: .singleton) { _ in repositories }
    container.registerSync(AnalyticsSink.self, retention: .singleton) { _ in AnalyticsSink() }
    container.registerSync(CheckoutConfiguration.self, retention: .singleton) { _ in configuration }
    container.registerSync(PaymentMethodRegistry.self, retention: .singleton) { _ in PaymentMethodRegistry() }
    container.registerSync(CustomerActionController.self, retention: .singleton) { _ in
      CustomerActionController(
        endpoint: configuration.webBridgeEndpoint, timeout: configuration.network.customerActionTimeout,
        logger: InjectedValues.resolve(\.logger))
    }
    registerInteractors(in: container, configuration: configuration)
    container.register(DefaultCheckoutScope.self, retention: .singleton) { resolver in
      let session = try await resolver.resolve((any ConfigurationRepository).self).configuration()
      let sink = try resolver.resolveSync(AnalyticsSink.self)
      let track: @Sendable (AnalyticsEvent) -> Void = { sink.send($0) }
      let registry = try resolver.resolveSync(PaymentMethodRegistry.self)
      try await registerMethods(
        in: registry, resolver: resolver, session: session, configuration: configuration, track: track)
      let methods = try methodsToShow(
        offered: try await resolver.resolve((any GetPaymentMethodsInteractor).self).execute(),
        registry: registry, configuration: configuration)
      let checkout = DefaultCheckoutScope(
        amount: session.amount, currency: session.currency, locale: configuration.locale ?? session.locale,
        methods: methods, settings: configuration.settings, registry: registry,
        actions: try resolver.resolveSync(CustomerActionController.self), onEvent: configuration.onEvent,
        track: track, finishAnalytics: { sink.finish() })
      let pump = AnalyticsPump(sink: sink)
      Task { await pump.run() }
      return checkout
    }
    return container
  }

  /// The session's methods the checkout can show, then the merchant's own,
  /// narrowed to the configuration's choice.
  ///
  /// - Throws: ``CheckoutError/noPaymentMethods`` when that leaves none.
  private static func methodsToShow(
    offered: [PaymentMethodType], registry: PaymentMethodRegistry, configuration: CheckoutConfiguration
  ) throws(CheckoutError) -> [PaymentMethodType] {
    let logger = InjectedValues.resolve(\.logger)
    let unknown = offered.filter { !registry.contains($0) }
    if !unknown.isEmpty {
      let names = unknown.map(\.rawValue).joined(separator: ",")
      logger.notice("Not showing payment methods with no implementation", metadata: ["methods": "\(names)"])
    }
    var shown = offered.filter(registry.contains)
    for method in configuration.additionalPaymentMethods where !shown.contains(method.type) {
      shown.append(method.type)
    }
    let methods = configuration.paymentMethods.map { wanted in shown.filter(wanted.contains) } ?? shown
    guard !methods.isEmpty else { throw .noPaymentMethods }
    let names = methods.map(\.rawValue).joined(separator: ",")
    logger.debug("Showing payment methods", metadata: ["methods": "\(names)"])
    return methods
  }

  /// Registers the checkout's own methods (the card; iDEAL, Dotpay and EPS
  /// with their issuer lists, or, for a bank method the session offers
  /// without one, straight to the scheme's page), then the merchant's,
  /// which may replace them. The checkout builds a method's scope the first
  /// time it is asked for.
  private static func registerMethods(
    in registry: PaymentMethodRegistry, resolver: Resolver, session: SessionConfiguration,
    configuration: CheckoutConfiguration, track: @escaping @Sendable (AnalyticsEvent) -> Void
  ) async throws {
    let cardForm = try await resolver.resolve(CardFormSetup.self)
    CardPaymentMethod(
      configuration: cardForm.configuration, surcharges: cardForm.surcharges,
      validation: try await resolver.resolve((any ValidatePaymentDataInteractor).self),
      processPayment: try await resolver.resolve((any ProcessCardPaymentInteractor).self), track: track
    ).register(in: registry)
    let getBanks = try await resolver.resolve((any GetBanksInteractor).self)
    let processBank = try await resolver.resolve((any ProcessBankSelectorPaymentInteractor).self)
    for method in BankSelectorPaymentMethod.builtIn {
      if session.showsIssuerList(method.type) {
        BankSelectorPaymentMethod(
          type: method.type, name: method.name, subtitle: method.subtitle, getBanks: getBanks,
          processPayment: processBank, track: track
        ).register(in: registry)
      } else {
        BankRedirectPaymentMethod(
          type: method.type, name: method.name, subtitle: method.subtitle, processPayment: processBank, track: track
        ).register(in: registry)
      }
    }
    for method in configuration.additionalPaymentMethods { method.register(in: registry) }
  }

  private static func registerInteractors(in container: Container, configuration: CheckoutConfiguration) {
    container.registerSync((any ConfigurationRepository).self) { resolver in
      try resolver.resolveSync(Repositories.self).configuration
    }
    container.registerSync((any GetPaymentMethodsInteractor).self) { resolver in
      DefaultGetPaymentMethodsInteractor(repository: try resolver.resolveSync(Repositories.self).paymentMethods)
    }
    container.registerSync((any GetRequiredFieldsInteractor).self) { resolver in
      DefaultGetRequiredFieldsInteractor(repository: try resolver.resolveSync(Repositories.self).configuration)
    }
    container.registerSync((any GetBanksInteractor).self) { resolver in
      DefaultGetBanksInteractor(repository: try resolver.resolveSync(Repositories.self).banks)
    }
    // The card form: the merchant's configuration under the session's requirements, read once.
    container.register(CardFormSetup.self, retention: .singleton) { resolver in
      let requirements = try await resolver.resolve((any GetRequiredFieldsInteractor).self).execute()
      return CardFormSetup(
        configuration: configuration.cardForm.applying(requirements), surcharges: requirements.surcharges)
    }
    container.register((any ValidatePaymentDataInteractor).self) { resolver in
      let form = try await resolver.resolve(CardFormSetup.self).configuration
      return DefaultValidatePaymentDataInteractor(service: ValidationService(configuration: form.validation))
    }
    // One settlement for every payment: one deadline per payment, the required actions' controller.
    container.registerSync(PaymentSettlement.self, retention: .singleton) { resolver in
      let sink = try resolver.resolveSync(AnalyticsSink.self)
      return PaymentSettlement(
        payments: try resolver.resolveSync(Repositories.self).payments,
        actions: try resolver.resolveSync(CustomerActionController.self),
        deadline: configuration.network.paymentDeadline, track: { sink.send($0) })
    }
    container.registerSync((any ProcessCardPaymentInteractor).self) { resolver in
      let repositories = try resolver.resolveSync(Repositories.self)
      return DefaultProcessCardPaymentInteractor(
        tokenization: repositories.tokenization, payments: repositories.payments,
        settlement: try resolver.resolveSync(PaymentSettlement.self))
    }
    container.registerSync((any ProcessBankSelectorPaymentInteractor).self) { resolver in
      DefaultProcessBankSelectorPaymentInteractor(settlement: try resolver.resolveSync(PaymentSettlement.self))
    }
  }
}

/// The card form as the session and the merchant set it up: its configuration
/// under the session's requirements, and the session's surcharges.
struct CardFormSetup: Sendable {
  let configuration: CardFormConfiguration
  let surcharges: [CardNetwork: Int]
}
