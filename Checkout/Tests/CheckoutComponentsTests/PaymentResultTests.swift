import CheckoutAPI
import CheckoutAssets
import Foundation
import Testing

@testable import CheckoutComponents

/// A result says what was paid, and holds no more of a card than its last
/// four digits.
@Suite struct PaymentResultTests {
  @Test func itKeepsTheLastFourDigitsAndNeverMore() {
    #expect(
      PaymentResult(paymentID: "p", method: .card, amount: 1, currency: "EUR", lastFourDigits: "4242").lastFourDigits
        == "4242")
    let whole = PaymentResult(
      paymentID: "p", method: .card, amount: 1, currency: "EUR", lastFourDigits: "4242 4242 4242 4241")
    #expect(whole.lastFourDigits == "4241")
    #expect(!"\(whole)".contains("42424242"))
    #expect(
      PaymentResult(paymentID: "p", method: .card, amount: 1, currency: "EUR", lastFourDigits: "123").lastFourDigits
        == nil)
    #expect(
      PaymentResult(paymentID: "p", method: .card, amount: 1, currency: "EUR", lastFourDigits: "ab12").lastFourDigits
        == nil)
  }

  @Test func theAmountChargedIncludesTheSurcharge() {
    let result = PaymentResult(
      paymentID: "pay_1", method: .card, amount: 1400, currency: "EUR", surcharge: 150, network: .amex,
      lastFourDigits: "0005")
    #expect(result.amountBeforeSurcharge == 1250)
    #expect(result.status == .succeeded)
    #expect("\(result)" == "PaymentResult(pay_1, succeeded, 1400 EUR, card, surcharge 150, amex, …0005)")
  }

  @Test func theServersAnswerMakesTheResult() throws {
    let wire = Components.Schemas.Payment(
      id: "pay_9", status: .succeeded, amount: 1400, surcharge: 150, currency: "EUR", method: .card, network: .amex,
      lastFour: "0005")
    let record = try PaymentMapper.map(wire)
    #expect(record.network == .amex)
    #expect(record.lastFourDigits == "0005")
    // A malformed `lastFour` is dropped, never shown.
    var longer = wire
    longer.lastFour = "310005"
    #expect(try PaymentMapper.map(longer).lastFourDigits == nil)
  }

  @Test func anAddressVerificationDeclineHasItsOwnError() {
    #expect(PaymentMapper.map(.addressVerificationFailed) == .addressVerificationFailed)
    #expect(Localizer(locale: "en")(CheckoutError.addressVerificationFailed.message).contains("postal code"))
  }
}
