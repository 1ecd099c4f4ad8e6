import CheckoutAPI
extension SandboxAPI {
  /// `GET /payment-methods/{method}/banks`: the banks of a method the session offers with an issuer
  /// list.
  func listBanks(_ input: Operations.ListBanks.Input) async throws -> Operations.ListBanks.Output {
    let session = try Principal.requireSession()
    let method = input.path.method
    guard Self.offers(session, method.rawValue) else {
      throw ProblemError.notFound("This session doesn't offer \(method.rawValue).")
    }
    guard Self.hasIssuerList(method, session) else {
      throw ProblemError.notFound(
        "This session's \(method.rawValue) has no issuer list: the customer chooses the bank on its own page.")
    }
    let base = publicBase()
    let banks = settings.banks.banks(for: method).map { bank in
      Components.Schemas.Bank(
        id: bank.id,
        name: bank.name,
        iconUrl: "\(base)/sandbox/icons/\(bank.id).svg",
        disabled: bank.disabled
      )
    }
    return .ok(.init(body: .json(Components.Schemas.BankList(banks: banks))))
  }
}
