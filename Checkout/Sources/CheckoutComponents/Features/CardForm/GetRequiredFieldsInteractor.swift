/// What the card form must ask for: the session's accepted networks, its
/// required billing fields and cardholder name, and its surcharges.
protocol GetRequiredFieldsInteractor: Sendable {
  func execute() async throws(CheckoutError) -> CardSettings
}

struct DefaultGetRequiredFieldsInteractor: GetRequiredFieldsInteractor {
  let repository: any ConfigurationRepository

  func execute() async throws(CheckoutError) -> CardSettings {
    // A session without cards asks for nothing; the card form isn't offered.
    try await repository.configuration().card ?? CardSettings(acceptedNetworks: [])
  }
}
