import Foundation

/// The in-process sandbox backend: deterministic, no network, the default
/// for the demo and the tests.
///
/// Test card numbers (any future expiry, any CVV of the right length):
///
/// | number | outcome |
/// | --- | --- |
/// | 4242 4242 4242 4242 | succeeds |
/// | 5555 5555 5555 4444 | succeeds |
/// | 4000 0000 0000 0002 | declined |
/// | 4000 0000 0000 9995 | declined: insufficient funds |
/// | 4000 0000 0000 0069 | declined: expired card |
/// | 4000 0000 0000 3220 | needs a 3-D Secure challenge, then succeeds |
/// | 4000 0000 0000 0119 | fails with the service's error code `processing_error` |
///
/// Any other valid number succeeds. Banks: iDEAL and Dotpay lists with real
/// bank names, each with one disabled bank; choosing a bank redirects, and
/// completing the redirect succeeds.
actor SandboxPaymentService: PaymentService {
  static let declinedCard = "4000000000000002"
  static let insufficientFundsCard = "4000000000009995"
  static let expiredCard = "4000000000000069"
  static let challengeCard = "4000000000003220"
  static let processingErrorCard = "4000000000000119"

  static let idealBanks: [Bank] = [
    Bank(id: "abn_amro", name: "ABN AMRO"),
    Bank(id: "asn_bank", name: "ASN Bank"),
    Bank(id: "bunq", name: "bunq"),
    Bank(id: "ing", name: "ING"),
    Bank(id: "knab", name: "Knab"),
    Bank(id: "n26", name: "N26"),
    Bank(id: "rabobank", name: "Rabobank"),
    Bank(id: "regiobank", name: "RegioBank"),
    Bank(id: "revolut", name: "Revolut"),
    Bank(id: "sns_bank", name: "SNS Bank"),
    Bank(id: "triodos_bank", name: "Triodos Bank"),
    Bank(id: "van_lanschot", name: "Van Lanschot Kempen", isDisabled: true),
    Bank(id: "yoursafe", name: "Yoursafe"),
  ]

  static let dotpayBanks: [Bank] = [
    Bank(id: "alior", name: "Alior Bank"),
    Bank(id: "pekao", name: "Bank Pekao"),
    Bank(id: "millennium", name: "Bank Millennium"),
    Bank(id: "pocztowy", name: "Bank Pocztowy", isDisabled: true),
    Bank(id: "bs", name: "Bank Spółdzielczy"),
    Bank(id: "bnp", name: "BNP Paribas"),
    Bank(id: "citi", name: "Citi Handlowy"),
    Bank(id: "credit_agricole", name: "Credit Agricole"),
    Bank(id: "ing_slaski", name: "ING Bank Śląski"),
    Bank(id: "inteligo", name: "Inteligo"),
    Bank(id: "mbank", name: "mBank"),
    Bank(id: "nest", name: "Nest Bank"),
    Bank(id: "pko", name: "PKO Bank Polski"),
    Bank(id: "santander", name: "Santander Bank Polska"),
    Bank(id: "velo", name: "VeloBank"),
  ]

  /// Fails every call with this error, to exercise error handling.
  private let failure: CheckoutError?
  private var payments = 0
  private var pending: [String: PaymentOutcome] = [:]
  /// The card behind each token; the token itself says nothing of it.
  private var cards: [String: String] = [:]

  init(failingWith failure: CheckoutError? = nil) {
    self.failure = failure
  }

  func banks(for method: PaymentMethodType) async throws(CheckoutError) -> [Bank] {
    if let failure { throw failure }
    switch method {
    case .ideal: return Self.idealBanks
    case .dotpay: return Self.dotpayBanks
    case .card: return []
    }
  }

  func tokenize(_ card: CardDetails) async throws(CheckoutError) -> PaymentToken {
    if let failure { throw failure }
    let digits = card.number.filter(\.isNumber)
    let token = "tok_sandbox_\(cards.count + 1)"
    cards[token] = digits
    return PaymentToken(value: token, maskedNumber: CardNumber.mask(digits))
  }

  func createPayment(_ request: PaymentRequest) async throws(CheckoutError) -> PaymentOutcome {
    if let failure { throw failure }
    payments += 1
    let id = "pay_sandbox_\(payments)"
    switch request.source {
    case .card(let token):
      guard let number = cards.removeValue(forKey: token.value) else { return .failed(.sessionExpired) }
      switch number {
      case Self.declinedCard: return .failed(.paymentDeclined)
      case Self.insufficientFundsCard: return .failed(.insufficientFunds)
      case Self.expiredCard: return .failed(.cardExpired)
      case Self.processingErrorCard: return .failed(.unknown(code: "processing_error"))
      case Self.challengeCard:
        pending[id] = .succeeded(paymentID: id)
        return .challengeRequired(paymentID: id)
      default: return .succeeded(paymentID: id)
      }
    case .bank(let method, let bankID):
      pending[id] = .succeeded(paymentID: id)
      return .redirect(paymentID: id, url: "https://sandbox.invalid/\(method.identifier)/\(bankID)/\(id)")
    }
  }

  func poll(paymentID: String) async throws(CheckoutError) -> PaymentOutcome {
    if let failure { throw failure }
    guard let outcome = pending.removeValue(forKey: paymentID) else { return .failed(.sessionExpired) }
    return outcome
  }
}
