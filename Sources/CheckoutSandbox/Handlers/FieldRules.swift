/// Checks of request fields that the generated decoder doesn't make (lengths, patterns, ranges).
/// Each failure is a `400 invalid_request` naming the field and never repeating its value.
enum FieldRules {
  /// The contract's largest amount in minor units.
  static let maximumAmount: Int64 = 100_000_000_000

  static func requireAmount(_ amount: Int64, field: String = "amount") throws {
    guard (0...maximumAmount).contains(amount) else {
      throw ProblemError.invalidRequest("`\(field)` must be between 0 and \(maximumAmount).")
    }
  }

  /// `count` uppercase ASCII letters, as ISO 4217 and ISO 3166-1 alpha-2 codes are.
  static func requireUppercaseCode(_ value: String, count: Int, field: String) throws {
    guard value.count == count, value.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      throw ProblemError.invalidRequest("`\(field)` must be \(count) uppercase letters.")
    }
  }

  static func requireLength(_ value: String, _ range: ClosedRange<Int>, field: String) throws {
    guard range.contains(value.count) else {
      throw ProblemError.invalidRequest("`\(field)` must be \(range.lowerBound) to \(range.upperBound) characters.")
    }
  }

  /// ASCII digits only, `range` of them.
  static func requireDigits(_ value: String, _ range: ClosedRange<Int>, field: String) throws {
    guard range.contains(value.count), value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw ProblemError.invalidRequest("`\(field)` must be \(range.lowerBound) to \(range.upperBound) digits.")
    }
  }

  /// A BCP 47 tag's characters: ASCII letters, digits and hyphens, at most 35 of them.
  static func requireLocale(_ value: String) throws {
    guard (1...35).contains(value.count),
      value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw ProblemError.invalidRequest("`locale` must be a BCP 47 tag such as nl-BE.")
    }
  }
}
