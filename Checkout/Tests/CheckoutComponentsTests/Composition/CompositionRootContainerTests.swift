import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// The container as the composition root fills it: every registration resolves, the registrations
/// are the expected ones, and a mock of it builds a checkout on a replaced interactor.
@Suite("The composition root's container")
struct CompositionRootContainerTests {
  @Test("Every registration of the real composition root resolves")
  func compositionRootIsHealthy() async throws {
    let repositories = MockRepositories()
    let container = CompositionRoot.makeContainer(configuration: try .forMocks(), repositories: .mocks(repositories))

    let report = await container.healthCheck()

    #expect(report.isHealthy, "\(report)")
    #expect(report.entries.allSatisfy { $0.outcome == .resolved })
    #expect(report.entries.map(\.key) == (await container.registrations).map(\.key))
    #expect(report.entries.count == 15)
    // The checkout loaded the session, its methods and its card requirements, once each.
    #expect(repositories.recorded.configuration == 3)
    #expect(
      await container.registrations.filter { $0.lifetime == .singleton }.allSatisfy(\.hasInstance),
      "the check builds every singleton, as resolving does")
  }

  @Test("The composition root's registrations")
  func compositionRootRegistrations() async throws {
    let container = CompositionRoot.makeContainer(configuration: try .forMocks(), repositories: .mocks())

    let descriptions = await container.registrations.map(\.description)
    #expect(
      descriptions == [
        "AnalyticsSink: singleton, sync, not built",
        "CardFormSetup: singleton, async, not built",
        "CheckoutConfiguration: singleton, sync, not built",
        "ConfigurationRepository: transient, sync",
        "CustomerActionController: singleton, sync, not built",
        "DefaultCheckoutScope: singleton, async, not built",
        "GetBanksInteractor: transient, sync",
        "GetPaymentMethodsInteractor: transient, sync",
        "GetRequiredFieldsInteractor: transient, sync",
        "PaymentMethodRegistry: singleton, sync, not built",
        "PaymentSettlement: singleton, sync, not built",
        "ProcessBankSelectorPaymentInteractor: transient, sync",
        "ProcessCardPaymentInteractor: transient, sync",
        "Repositories: singleton, sync, not built",
        "ValidatePaymentDataInteractor: transient, async",
      ], "\(descriptions)")
  }

  @Test("The composition root's mock, made current with withContainer, builds a checkout on the mocks")
  func compositionRootWithAMock() async throws {
    let repositories = MockRepositories()
    let container = CompositionRoot.makeContainer(configuration: try .forMocks(), repositories: .mocks(repositories))
    let mock = container.makeMock { mock in
      mock.registerSync((any GetPaymentMethodsInteractor).self) { _ in StubGetPaymentMethods(methods: [.card]) }
    }

    let checkout = try await withContainer(mock) {
      try await Container.current.resolve(DefaultCheckoutScope.self)
    }

    #expect(checkout.paymentMethod(.card) != nil)
    #expect(checkout.paymentMethod(.ideal) == nil)
    #expect(repositories.recorded.configuration == 2)
    #expect(await container.registrations.allSatisfy { !$0.hasInstance })
  }
}

extension Repositories {
  /// Every repository answered by one ``MockRepositories``.
  static func mocks(_ repositories: MockRepositories = MockRepositories()) -> Repositories {
    Repositories(
      configuration: repositories, paymentMethods: repositories, banks: repositories, tokenization: repositories,
      payments: repositories)
  }
}

extension CheckoutConfiguration {
  /// A configuration for checkouts on mock repositories: the URL is never called.
  static func forMocks() throws -> CheckoutConfiguration {
    CheckoutConfiguration(apiBaseURL: try #require(URL(string: "https://pay.invalid/v1")))
  }
}

/// A payment-methods interactor that offers what a test says.
struct StubGetPaymentMethods: GetPaymentMethodsInteractor {
  let methods: [PaymentMethodType]

  func execute() async throws(CheckoutError) -> [PaymentMethodType] { methods }
}
