import CheckoutAPI
/// A bank a bank-based payment method (iDEAL, Dotpay, EPS) offers.
struct SandboxBank: Sendable, Equatable {
  /// A stable identifier, the same across runs (`abn_amro`, `pko`).
  let id: String
  /// The bank's name as customers know it.
  let name: String
  /// Whether the bank is listed but can't be chosen now.
  let disabled: Bool

  init(_ id: String, _ name: String, disabled: Bool = false) {
    self.id = id
    self.name = name
    self.disabled = disabled
  }
}

/// The banks of each bank-based method: the real iDEAL, Dotpay and EPS lists, or, for benchmarks,
/// as many generated banks as ``SandboxConfiguration/bankCount`` asks for.
struct BankCatalog: Sendable {
  private let ideal: [SandboxBank]
  private let dotpay: [SandboxBank]
  private let eps: [SandboxBank]

  /// The real lists when `generatedCount` is nil; otherwise that many generated banks per method.
  init(generatedCount: Int?) {
    if let generatedCount {
      ideal = Self.generated(count: generatedCount, prefix: "ideal", country: "NL")
      dotpay = Self.generated(count: generatedCount, prefix: "dotpay", country: "PL")
      eps = Self.generated(count: generatedCount, prefix: "eps", country: "AT")
    } else {
      ideal = Self.idealBanks
      dotpay = Self.dotpayBanks
      eps = Self.epsBanks
    }
  }

  /// The banks of a method, in display order.
  func banks(for method: Components.Schemas.BankMethod) -> [SandboxBank] {
    switch method {
    case .ideal: ideal
    case .dotpay: dotpay
    case .eps: eps
    }
  }

  /// The bank of a method with this identifier, if the method has one.
  func bank(_ id: String, of method: Components.Schemas.BankMethod) -> SandboxBank? {
    banks(for: method).first { $0.id == id }
  }

  /// The bank with this identifier, of whichever method lists it.
  func bank(id: String) -> SandboxBank? {
    (ideal + dotpay + eps).first { $0.id == id }
  }

  /// The iDEAL banks; Van Lanschot Kempen is listed disabled.
  static let idealBanks: [SandboxBank] = [
    SandboxBank("abn_amro", "ABN AMRO"),
    SandboxBank("asn_bank", "ASN Bank"),
    SandboxBank("bunq", "bunq"),
    SandboxBank("ing", "ING"),
    SandboxBank("knab", "Knab"),
    SandboxBank("n26", "N26"),
    SandboxBank("rabobank", "Rabobank"),
    SandboxBank("regiobank", "RegioBank"),
    SandboxBank("revolut", "Revolut"),
    SandboxBank("sns_bank", "SNS Bank"),
    SandboxBank("triodos_bank", "Triodos Bank"),
    SandboxBank("van_lanschot", "Van Lanschot Kempen", disabled: true),
    SandboxBank("yoursafe", "Yoursafe"),
  ]

  /// The Dotpay banks; Bank Pocztowy is listed disabled.
  static let dotpayBanks: [SandboxBank] = [
    SandboxBank("alior", "Alior Bank"),
    SandboxBank("pekao", "Bank Pekao"),
    SandboxBank("millennium", "Bank Millennium"),
    SandboxBank("pocztowy", "Bank Pocztowy", disabled: true),
    SandboxBank("bs", "Bank Spółdzielczy"),
    SandboxBank("bnp", "BNP Paribas"),
    SandboxBank("citi", "Citi Handlowy"),
    SandboxBank("credit_agricole", "Credit Agricole"),
    SandboxBank("ing_slaski", "ING Bank Śląski"),
    SandboxBank("inteligo", "Inteligo"),
    SandboxBank("mbank", "mBank"),
    SandboxBank("nest", "Nest Bank"),
    SandboxBank("pko", "PKO Bank Polski"),
    SandboxBank("santander", "Santander Bank Polska"),
    SandboxBank("velo", "VeloBank"),
  ]

  /// The EPS banks (Austria); Dolomitenbank is listed disabled.
  static let epsBanks: [SandboxBank] = [
    SandboxBank("bank_austria", "Bank Austria"),
    SandboxBank("bank99", "bank99"),
    SandboxBank("bawag", "BAWAG"),
    SandboxBank("bks_bank", "BKS Bank"),
    SandboxBank("dolomitenbank", "Dolomitenbank", disabled: true),
    SandboxBank("easybank", "easybank"),
    SandboxBank("erste", "Erste Bank und Sparkassen"),
    SandboxBank("hypo_tirol", "Hypo Tirol Bank"),
    SandboxBank("oberbank", "Oberbank"),
    SandboxBank("aerzte_apotheker", "Österreichische Ärzte- und Apothekerbank"),
    SandboxBank("raiffeisen", "Raiffeisen Bankengruppe Österreich"),
    SandboxBank("schelhammer", "Schelhammer Capital Bank"),
    SandboxBank("spaengler", "Bankhaus Spängler"),
    SandboxBank("volksbank", "Volksbank"),
  ]

  private static func generated(count: Int, prefix: String, country: String) -> [SandboxBank] {
    (0..<max(0, count)).map { index in
      SandboxBank("\(prefix)_bank_\(index + 1)", "Sandbox \(country) Bank \(index + 1)")
    }
  }
}
