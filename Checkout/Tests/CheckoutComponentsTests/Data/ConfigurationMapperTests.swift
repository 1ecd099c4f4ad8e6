import CheckoutAPI
import Foundation
import Testing

@testable import CheckoutComponents

/// The configuration from the wire to the domain: methods in display
/// order, a method the runtime doesn't implement kept as an open type (the
/// checkout then skips it), card settings from the card method.
@Suite struct ConfigurationMapperTests {
  static func decode(_ json: String) throws -> Components.Schemas.CheckoutConfiguration {
    try JSONDecoder().decode(Components.Schemas.CheckoutConfiguration.self, from: Data(json.utf8))
  }

  @Test func methodsFollowTheDisplayOrderAndAnUnknownOneStillDecodes() throws {
    let wire = try Self.decode(
      """
      {"amount": 2490, "currency": "EUR", "locale": "nl", "orderId": "o1", "paymentMethods": [
        {"type": "dotpay", "displayOrder": 3},
        {"type": "blik", "displayOrder": 0},
        {"type": "card", "displayOrder": 1, "card": {"acceptedNetworks": ["visa", "amex"],
          "requiredBillingFields": ["postalCode"], "surcharges": [{"network": "amex", "amount": 150}]}},
        {"type": "ideal", "displayOrder": 1},
        {"type": "card", "displayOrder": 9}
      ]}
      """)
    let session = ConfigurationMapper.map(wire)
    #expect(session.methods == ["blik", .card, .ideal, .dotpay])
    #expect(session.amount == 2490 && session.currency == "EUR" && session.locale == "nl" && session.orderID == "o1")
    let card = try #require(session.card)
    #expect(card.acceptedNetworks == [.visa, .amex])
    #expect(card.requiredBillingFields == [.postalCode])
    #expect(card.surcharges == [.amex: 150])
    #expect(card.requiresCardholderName)
  }

  @Test func aSessionWithoutCardsHasNoCardSettings() throws {
    let wire = try Self.decode(
      """
      {"amount": 100, "currency": "PLN", "locale": "pl", "orderId": "o2",
       "paymentMethods": [{"type": "dotpay", "displayOrder": 0}]}
      """)
    let session = ConfigurationMapper.map(wire)
    #expect(session.methods == [.dotpay])
    #expect(session.card == nil)
  }

  @Test func onlyTheBankMethodsHaveABankMethodOnTheWire() {
    #expect(PaymentMethodMapper.bankMethod(.ideal) == .ideal)
    #expect(PaymentMethodMapper.bankMethod(.dotpay) == .dotpay)
    #expect(PaymentMethodMapper.bankMethod(.card) == nil)
    #expect(PaymentMethodMapper.bankMethod("blik") == nil)
  }
}
