import Foundation

/// An amount as a page shows it, in the session's locale.
///
/// The sandbox can't import the runtime's `AmountFormatting`; this is the same rule, kept small:
/// the ISO 4217 number of minor-unit digits, then Foundation's currency format for the locale.
enum AmountText {
  /// Currencies without minor units.
  private static let zeroDecimalCurrencies: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
  ]

  /// Currencies with three minor-unit digits.
  private static let threeDecimalCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

  /// `minorUnits` of `currency` as `locale` writes money, such as `€12.50` or `12,50 €`.
  static func format(minorUnits: Int64, currency: String, locale: String) -> String {
    let code = currency.uppercased()
    let digits = zeroDecimalCurrencies.contains(code) ? 0 : threeDecimalCurrencies.contains(code) ? 3 : 2
    var value = Decimal(minorUnits)
    for _ in 0..<digits { value /= 10 }
    return value.formatted(
      .currency(code: code).locale(Locale(identifier: locale)).precision(.fractionLength(digits)))
  }
}
