import Foundation

/// Checks a postal code against the format of its country.
///
/// Formats known: US ZIP codes (`12345`, `12345-6789`), UK postcodes (the
/// outward code `A9`, `A99`, `AA9`, `AA99`, `A9A` or `AA9A`, an optional
/// space, then the inward code `9AA`; also `GIR 0AA`), Dutch postcodes
/// (`1234 AB`, the space optional, never `SA`, `SD` or `SS`), German and
/// French codes (five digits) and Polish codes (`12-345`). Letters may be
/// typed in either case. Any other country accepts up to
/// ``otherCountriesMaximumLength`` characters.
enum PostalCodeValidator {
  /// The longest postal code accepted for a country without a known format.
  static let otherCountriesMaximumLength = 12

  /// Whether `code` is a postal code of `country`, an ISO 3166-1 alpha-2
  /// code such as `GB`, in either case; an empty code never is.
  static func isValid(_ code: String, country: String?) -> Bool {
    let code = code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    guard !code.isEmpty else { return false }
    let shape = shape(of: code)
    switch country?.trimmingCharacters(in: .whitespacesAndNewlines).uppercased() {
    case "US": return shape == "99999" || shape == "99999-9999"
    case "DE", "FR": return shape == "99999"
    case "PL": return shape == "99-999"
    case "NL": return isDutch(code, shape: shape)
    case "GB": return isBritish(code)
    default: return code.count <= otherCountriesMaximumLength
    }
  }

  /// `code` with every ASCII digit as `9` and every ASCII letter as `A`.
  private static func shape(of code: String) -> String {
    String(
      code.map { character in
        guard character.isASCII else { return character }
        if character.isNumber { return "9" }
        return character.isLetter ? "A" : character
      })
  }

  private static func isDutch(_ code: String, shape: String) -> Bool {
    guard shape == "9999AA" || shape == "9999 AA", code.first != "0" else { return false }
    return !["SA", "SD", "SS"].contains(String(code.suffix(2)))
  }

  private static let britishOutwardShapes: Set<String> = ["A9", "A99", "AA9", "AA99", "A9A", "AA9A"]

  private static func isBritish(_ code: String) -> Bool {
    let parts = code.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 1 || (parts.count == 2 && parts[1].count == 3) else { return false }
    let compact = parts.joined()
    guard compact.count >= 5 else { return false }
    if compact == "GIR0AA" { return true }
    let inward = shape(of: String(compact.suffix(3)))
    let outward = shape(of: String(compact.dropLast(3)))
    return inward == "9AA" && britishOutwardShapes.contains(outward)
  }
}
