/// The banks of a bank-based method, in display order.
protocol GetBanksInteractor: Sendable {
  func execute(method: PaymentMethodType) async throws(CheckoutError) -> [Bank]
}

struct DefaultGetBanksInteractor: GetBanksInteractor {
  let repository: any BankRepository

  func execute(method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    try await repository.banks(for: method)
  }
}
