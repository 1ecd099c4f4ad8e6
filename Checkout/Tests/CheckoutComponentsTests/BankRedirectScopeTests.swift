import Foundation
import Testing

@testable import CheckoutAssets
@testable import CheckoutComponents
@testable import CheckoutDI

/// iDEAL as the session offers it: with its issuer list, the bank selector;
/// without, straight to iDEAL's own page, with no bank in the payment.
@Suite struct BankRedirectScopeTests {
  static func checkout(issuerList: Bool?) async throws -> (DefaultCheckoutScope, MockRepositories, ScriptedActions) {
    let page = try #require(URL(string: "https://ideal.example/choose/pay_1"))
    var session = MockRepositories.session
    session.methods = [.ideal, .dotpay, .eps, .card]
    if let issuerList { session.issuerLists = [.ideal: issuerList] }
    let repositories = MockRepositories(session: session, answers: [.actionRequired(.redirect(page)), .succeeded])
    let actions = ScriptedActions()
    let container = CompositionRoot.makeContainer(configuration: try .forMocks(), repositories: .mocks(repositories))
    let mock = container.makeMock { mock in
      mock.registerSync(PaymentSettlement.self, retention: .singleton) { _ in
        PaymentSettlement(payments: repositories, actions: actions, deadline: .seconds(5), track: { _ in })
      }
    }
    let checkout = try await withContainer(mock) { try await Container.current.resolve(DefaultCheckoutScope.self) }
    await checkout.start()
    return (checkout, repositories, actions)
  }

  @Test func withoutAnIssuerListChoosingIDEALGoesStraightToItsPage() async throws {
    let (checkout, repositories, actions) = try await Self.checkout(issuerList: false)
    let scope = try #require(checkout.paymentMethod(.ideal) as? any BankRedirectScope)
    #expect(checkout.paymentMethod(.dotpay) is any BankSelectorScope)
    #expect(checkout.paymentMethod(.eps) is any BankSelectorScope)
    await checkout.paymentMethodSelection.select(.ideal)
    // Selecting returned with the payment under way: never the bank list.
    #expect(checkout.currentRoute != .paymentMethod(.ideal, .fromPaymentSelection))
    await waitUntilSettled(checkout)
    #expect(
      checkout.currentState
        == .success(PaymentResult(paymentID: "pay_1", method: .ideal, amount: 1280, currency: "EUR", surcharge: 30)))
    let created = try #require(repositories.recorded.created.first)
    #expect(created.request.source == .bank(method: .ideal, bankID: nil))
    #expect(repositories.recorded.banks.isEmpty, "no issuer list was asked for")
    #expect(actions.performed == ["pay_1"])
    #expect(scope.dismissalMechanism == .back)
  }

  @Test func withAnIssuerListIDEALKeepsTheBankSelector() async throws {
    for issuerList in [true, nil] {
      let (checkout, _, _) = try await Self.checkout(issuerList: issuerList)
      #expect(checkout.paymentMethod(.ideal) is any BankSelectorScope)
      await checkout.paymentMethodSelection.select(.ideal)
      #expect(checkout.currentRoute == .paymentMethod(.ideal, .fromPaymentSelection))
    }
  }

  @Test func itsScreenNamesTheSchemeAndItsButtonsLeaveOrPay() throws {
    let t = Localizer(locale: "nl")
    let ready = BankRedirectView(BankRedirectState(), methodName: "iDEAL", leadingAction: .cancel, localizer: t)
    #expect(ready.leadingElement == A11y.BankRedirect.cancelButton)
    #expect(ready.continueElement.identifier == "checkout_components_bank_redirect_continue_button")
    #expect("\(ready.body)".contains("Verder naar iDEAL"))
    let redirecting = BankRedirectView(
      BankRedirectState(isRedirecting: true), methodName: "iDEAL", leadingAction: .back, localizer: t)
    #expect("\(redirecting.body)".contains("iDEAL wordt geopend"))
    #expect(!"\(redirecting.body)".contains("Verder naar"))
  }

  private func waitUntilSettled(_ checkout: DefaultCheckoutScope) async {
    for await state in checkout.state {
      if case .success = state { return }
      if case .failure = state { return }
    }
  }
}
