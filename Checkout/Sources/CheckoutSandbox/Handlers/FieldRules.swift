/// Checks of request fields that the generated decoder doesn't make (lengths, patterns, ranges,
/// code lists). Each failure is a `400 invalid_request` whose `pointer` is the field's and whose
/// detail names it without repeating its value.
enum FieldRules {
  /// The contract's largest amount in minor units (`MinorAmount`'s maximum).
  static let maximumAmount: Int64 = 100_000_000_000

  static func requireAmount(_ amount: Int64, field: RequestField = "amount") throws(ProblemError) {
    guard (0...maximumAmount).contains(amount) else {
      throw .invalidRequest("`\(field.name)` must be between 0 and \(maximumAmount).", pointer: field.pointer)
    }
  }

  /// A current ISO 4217 code with a minor unit (``ISO4217``): `EUR`, not `XXX` or `ABC`.
  static func requireCurrency(_ value: String, field: RequestField = "currency") throws(ProblemError) {
    guard ISO4217.minorUnits[value] != nil else {
      throw .invalidRequest(
        "`\(field.name)` must be a current ISO 4217 currency code such as EUR.", pointer: field.pointer)
    }
  }

  /// `count` uppercase ASCII letters, as ISO 3166-1 alpha-2 codes are.
  static func requireUppercaseCode(_ value: String, count: Int, field: RequestField) throws(ProblemError) {
    guard value.count == count, value.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      throw .invalidRequest("`\(field.name)` must be \(count) uppercase letters.", pointer: field.pointer)
    }
  }

  /// `range` characters, none of them a control character. Characters are
  /// counted as JSON Schema's `minLength` and `maxLength` count them: as
  /// Unicode scalars (code points), so `"e\u{301}"` is two, not one.
  static func requireLength(_ value: String, _ range: ClosedRange<Int>, field: RequestField) throws(ProblemError) {
    guard range.contains(value.unicodeScalars.count) else {
      throw .invalidRequest(
        "`\(field.name)` must be \(range.lowerBound) to \(range.upperBound) characters.", pointer: field.pointer)
    }
    try requireNoControlCharacters(value, field: field)
  }

  /// `range` visible ASCII characters, `!` to `~`: no space, no control, nothing beyond ASCII.
  static func requireVisibleASCII(_ value: String, _ range: ClosedRange<Int>, field: RequestField) throws(ProblemError)
  {
    guard range.contains(value.utf8.count), value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw .invalidRequest(
        "`\(field.name)` must be \(range.lowerBound) to \(range.upperBound) visible ASCII characters.",
        pointer: field.pointer)
    }
  }

  /// ASCII digits only, `range` of them.
  static func requireDigits(_ value: String, _ range: ClosedRange<Int>, field: RequestField) throws(ProblemError) {
    guard range.contains(value.utf8.count), value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      throw .invalidRequest(
        "`\(field.name)` must be \(range.lowerBound) to \(range.upperBound) digits.", pointer: field.pointer)
    }
  }

  /// No control character (``StrictJSON/isControl(_:)``).
  static func requireNoControlCharacters(_ value: String, field: RequestField) throws(ProblemError) {
    guard !value.unicodeScalars.contains(where: StrictJSON.isControl) else {
      throw .invalidRequest("`\(field.name)` must not contain control characters.", pointer: field.pointer)
    }
  }

  /// A BCP 47 language tag, as the contract's pattern has it: a language of 2 to 8 ASCII letters,
  /// then subtags of 1 to 8 ASCII letters or digits after hyphens, at most 35 characters in all.
  static func requireLocale(_ value: String) throws(ProblemError) {
    let subtags = value.split(separator: "-", omittingEmptySubsequences: false)
    let isAlphanumeric = { (tag: Substring) in
      (1...8).contains(tag.utf8.count)
        && tag.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
    guard value.utf8.count <= 35, let language = subtags.first,
      (2...8).contains(language.utf8.count),
      language.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
      subtags.dropFirst().allSatisfy(isAlphanumeric)
    else {
      throw .invalidRequest("`locale` must be a BCP 47 language tag such as nl-BE.", pointer: "/locale")
    }
  }

}

/// A field a request carries: a member of its JSON body (a string literal, with dots between
/// nested names: `source.bankId`), a header or a path parameter.
struct RequestField: Sendable, Equatable, ExpressibleByStringLiteral {
  /// The field's name as a detail quotes it.
  let name: String
  /// The body member's RFC 6901 JSON Pointer (`/source/bankId`); nil for a header or a parameter.
  let pointer: String?

  init(stringLiteral name: String) {
    self.name = name
    self.pointer = "/" + name.split(separator: ".").joined(separator: "/")
  }

  private init(name: String, pointer: String?) {
    self.name = name
    self.pointer = pointer
  }

  /// A request header.
  static func header(_ name: String) -> Self { Self(name: name, pointer: nil) }

  /// A path parameter.
  static func path(_ name: String) -> Self { Self(name: name, pointer: nil) }
}
