/// The payment methods to offer, in the session's display order.
protocol GetPaymentMethodsInteractor: Sendable {
  func execute() async throws(CheckoutError) -> [PaymentMethodType]
}

struct DefaultGetPaymentMethodsInteractor: GetPaymentMethodsInteractor {
  let repository: any PaymentMethodsRepository

  func execute() async throws(CheckoutError) -> [PaymentMethodType] {
    try await repository.paymentMethods()
  }
}
