import Foundation
import Testing

@testable import CheckoutComponents
@testable import CheckoutDI

/// Every interactor and the payment settlement are registrations of the
/// composition root: a test's `makeMock` replaces each one, and the checkout
/// the mock builds runs on the replacement.
@Suite("The composition root's interactors, each replaced in a mock")
struct CompositionRootTests {
  /// The checkout built from the real wiring with `overrides` replacing some
  /// registrations, started.
  static func checkout(
    _ repositories: MockRepositories = MockRepositories(), overrides: (Container) -> Void
  ) async throws -> DefaultCheckoutScope {
    let container = CompositionRoot.makeContainer(configuration: try .forMocks(), repositories: .mocks(repositories))
    let mock = container.makeMock(overrides)
    let checkout = try await withContainer(mock) { try await Container.current.resolve(DefaultCheckoutScope.self) }
    await checkout.start()
    return checkout
  }

  /// A card the real validation takes, with the postal code the mock session requires.
  static func fill(_ form: any CardFormScope) {
    form.update(.cardNumber, value: "4242 4242 4242 4242")
    form.update(.expiryDate, value: "12/40")
    form.update(.cvv, value: "123")
    form.update(.cardholderName, value: "Ada Lovelace")
    form.update(.postalCode, value: "1012 JS")
  }

  @Test("GetRequiredFieldsInteractor: the card form asks for what the replacement requires")
  func requiredFields() async throws {
    let checkout = try await Self.checkout { mock in
      mock.registerSync((any GetRequiredFieldsInteractor).self) { _ in
        StubRequiredFields(settings: CardSettings(acceptedNetworks: [.visa], requiredBillingFields: [.city]))
      }
    }
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    #expect(form.currentState[.city]?.isVisible == true)
    #expect(form.currentState[.city]?.isRequired == true)
    #expect(form.currentState[.postalCode]?.isVisible == false, "the real session's requirement is replaced")
  }

  @Test("GetBanksInteractor: the bank list is the replacement's")
  func banks() async throws {
    let banks = MockGetBanks(.success([Bank(id: "mock_bank", name: "Mock Bank")]))
    let checkout = try await Self.checkout { mock in
      mock.registerSync((any GetBanksInteractor).self) { _ in banks }
    }
    await checkout.present(.ideal)
    let scope = try #require(checkout.paymentMethod(.ideal) as? any BankSelectorScope)
    #expect(scope.currentState.banks.map(\.id) == ["mock_bank"])
    #expect(banks.arguments == [.ideal])
  }

  @Test("ValidatePaymentDataInteractor: the card form's errors are the replacement's")
  func validation() async throws {
    let checkout = try await Self.checkout { mock in
      mock.registerSync((any ValidatePaymentDataInteractor).self) { _ in RefusingValidation() }
    }
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fill(form)
    #expect(form.currentState[.cardNumber]?.error == .cardNumberInvalid)
    #expect(!form.currentState.isSubmitEnabled)
  }

  @Test("ProcessCardPaymentInteractor: a card pays through the replacement")
  func cardPayment() async throws {
    let repositories = MockRepositories()
    let result = PaymentResult(paymentID: "pay_replaced", method: .card, amount: 99, currency: "EUR")
    let checkout = try await Self.checkout(repositories) { mock in
      mock.registerSync((any ProcessCardPaymentInteractor).self) { _ in StubCardPayment(result: result) }
    }
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fill(form)
    await form.submit()
    #expect(checkout.currentState == .success(result))
    #expect(repositories.recorded.tokenized.isEmpty, "the real interactor never ran")
  }

  @Test("ProcessBankSelectorPaymentInteractor: a bank pays through the replacement")
  func bankPayment() async throws {
    let process = MockProcessBankPayment()
    let checkout = try await Self.checkout { mock in
      mock.registerSync((any ProcessBankSelectorPaymentInteractor).self) { _ in process }
    }
    await checkout.present(.ideal)
    let scope = try #require(checkout.paymentMethod(.ideal) as? any BankSelectorScope)
    try await scope.selectBank(Bank(id: "ing", name: "ING"))
    await scope.submit()
    #expect(process.arguments.map(\.bankID) == ["ing"])
    #expect(
      checkout.currentState
        == .success(PaymentResult(paymentID: "pay_mock", method: .ideal, amount: 1250, currency: "EUR")))
  }

  @Test("PaymentSettlement: both interactors settle through the replacement")
  func settlement() async throws {
    let real = MockRepositories()
    let other = MockRepositories()
    let checkout = try await Self.checkout(real) { mock in
      mock.registerSync(PaymentSettlement.self, retention: .singleton) { _ in
        PaymentSettlement(payments: other, actions: ScriptedActions(), deadline: .seconds(5), track: { _ in })
      }
    }
    let form = try #require(checkout.paymentMethod((any CardFormScope).self))
    Self.fill(form)
    await form.submit()
    guard case .success = checkout.currentState else {
      Issue.record("expected success, got \(checkout.currentState)")
      return
    }
    #expect(other.recorded.created.count == 1)
    #expect(real.recorded.created.isEmpty)
    #expect(real.recorded.tokenized == ["4242424242424242"], "tokenizing stays the interactor's")
  }
}

/// Card requirements a test sets.
struct StubRequiredFields: GetRequiredFieldsInteractor {
  let settings: CardSettings

  func execute() async throws(CheckoutError) -> CardSettings { settings }
}

/// Validation that shows every field and refuses every card number.
struct RefusingValidation: ValidatePaymentDataInteractor {
  func visibleFields(country: String?) -> [ValidationService.Field] { [.cardNumber, .expiryDate, .cvv] }
  func isRequired(_ field: ValidationService.Field, country: String?) -> Bool { true }
  func error(for field: ValidationService.Field, in form: ValidationService.Form) -> CardFormValidationError? {
    field == .cardNumber ? .cardNumberInvalid : nil
  }
  func network(in form: ValidationService.Form) -> CardNetwork? { nil }
  func expiry(in form: ValidationService.Form) -> CalendarMonth? { nil }
}

/// A card payment that answers `result` without any repository.
struct StubCardPayment: ProcessCardPaymentInteractor {
  let result: PaymentResult

  func execute(_ card: CardDetails, challenge: @escaping @Sendable (ThreeDSecureEvent) async -> Void)
    async throws(CheckoutError) -> PaymentResult
  { result }
}
