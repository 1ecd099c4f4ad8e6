import Foundation

/// Money in a locale's format.
public enum AmountFormatting {
  /// ISO 4217 currencies without minor units (Foundation on Linux doesn't expose the exponent).
  static let zeroDecimalCurrencies: Set<String> = [
    "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
  ]

  /// ISO 4217 currencies with three minor-unit digits.
  static let threeDecimalCurrencies: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

  /// The number of minor-unit digits of `currency`, per ISO 4217.
  public static func minorDigits(_ currency: String) -> Int {
    let code = currency.uppercased()
    if zeroDecimalCurrencies.contains(code) { return 0 }
    return threeDecimalCurrencies.contains(code) ? 3 : 2
  }

  /// `minorUnits` of `currency` as `locale` writes money.
  public static func format(minorUnits: Int, currency: String, locale: String) -> String {
    let digits = minorDigits(currency)
    var value = Decimal(minorUnits)
    for _ in 0..<digits { value /= 10 }
    return value.formatted(
      .currency(code: currency.uppercased()).locale(Locale(identifier: locale)).precision(
        .fractionLength(digits)))
  }

  /// Minor units from a decimal amount such as `24.90`; `nil` if it isn't
  /// one, is negative, or has more decimals than the currency.
  public static func minorUnits(of text: String, currency: String) -> Int? {
    let digits = minorDigits(currency)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII),
      whole.allSatisfy(\.isNumber)
    else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= digits, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    let padded = fraction + String(repeating: "0", count: digits - fraction.count)
    guard let units = Int(whole + padded), units <= 1_000_000_000_00 else { return nil }
    return units
  }
}
