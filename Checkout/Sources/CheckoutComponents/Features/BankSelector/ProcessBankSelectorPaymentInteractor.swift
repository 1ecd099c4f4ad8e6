/// Pays through a bank method (iDEAL, Dotpay, EPS): creates the payment
/// under one idempotency key and settles it after the redirect. `bankID`
/// is the bank the customer chose from the method's issuer list; `nil` for
/// a method without one, whose own page lets the customer choose.
protocol ProcessBankSelectorPaymentInteractor: Sendable {
  func execute(method: PaymentMethodType, bankID: String?) async throws(CheckoutError) -> PaymentResult
}

struct DefaultProcessBankSelectorPaymentInteractor: ProcessBankSelectorPaymentInteractor {
  let settlement: PaymentSettlement

  func execute(method: PaymentMethodType, bankID: String?) async throws(CheckoutError) -> PaymentResult {
    try await settlement.run(method: method) { () async throws(CheckoutError) in
      PaymentRequest(source: .bank(method: method, bankID: bankID))
    }
  }
}
