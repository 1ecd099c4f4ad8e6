/// Pays through a bank the customer chose (iDEAL, Dotpay): creates the
/// payment under one idempotency key and settles it after the redirect.
protocol ProcessBankSelectorPaymentInteractor: Sendable {
  func execute(method: PaymentMethodType, bankID: String) async throws(CheckoutError) -> PaymentResult
}

struct DefaultProcessBankSelectorPaymentInteractor: ProcessBankSelectorPaymentInteractor {
  let settlement: PaymentSettlement

  func execute(method: PaymentMethodType, bankID: String) async throws(CheckoutError) -> PaymentResult {
    try await settlement.run(method: method) { () async throws(CheckoutError) in
      PaymentRequest(source: .bank(method: method, bankID: bankID))
    }
  }
}
