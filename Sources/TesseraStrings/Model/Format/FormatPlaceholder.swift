import TesseraFoundation

/// The Swift type a format placeholder takes.
package enum FormatValueType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  case string = "String"
  case int = "Int"
  case uint = "UInt"
  case double = "Double"
  case character = "Character"

  package var description: String { rawValue }

  /// The type of a printf conversion character, or `nil` for one Swift
  /// has no safe argument for.
  ///
  /// `%@` is String; `d i D` are Int; `o u x X O U` are UInt; `a e f g`
  /// (either case) are Double, whatever the length modifier (`%Lf` too);
  /// `c C` are Character.
  package static func of(conversion: UInt8) -> FormatValueType? {
    switch conversion {
    case UInt8(ascii: "@"): .string
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): .int
    case UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "O"),
      UInt8(ascii: "U"):
      .uint
    case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"),
      UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "G"):
      .double
    case UInt8(ascii: "c"), UInt8(ascii: "C"): .character
    default: nil
    }
  }
}

/// One placeholder in a format string, such as `%1$@`, `%-10.3lf`, the `*`
/// of `%*d`, or a `.stringsdict` variable `%#@count@`.
package struct FormatPlaceholder: Sendable, Hashable {
  /// What the placeholder's argument is for.
  package enum Role: String, Sendable, Hashable, Codable {
    /// The value printed.
    case value
    /// A `*` width or precision, which takes an Int argument of its own.
    case width
    /// A `.stringsdict` variable, `%#@name@`, replaced by a plural form.
    case variable
  }

  /// The placeholder as written, such as `%2$@`.
  package var specifier: String
  /// The 1-based argument it reads.
  package var position: Int
  /// Whether the position was written (`%2$@`) rather than counted.
  package var isPositional: Bool
  package var type: FormatValueType
  package var role: Role
  /// The variable's name, for ``Role/variable``.
  package var variable: String?
  /// The UTF-8 offsets of the specifier within its string.
  package var range: Range<Int>

  package init(
    specifier: String, position: Int, isPositional: Bool, type: FormatValueType, role: Role = .value,
    variable: String? = nil, range: Range<Int>
  ) {
    self.specifier = specifier
    self.position = position
    self.isPositional = isPositional
    self.type = type
    self.role = role
    self.variable = variable
    self.range = range
  }
}

/// A problem with a format string found while parsing it.
package struct FormatIssue: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A `%` that is not a placeholder: reported as `suspicious-percent`.
    case suspiciousPercent
    /// A placeholder Swift can't use, or a contradiction between
    /// placeholders: reported as `strings-format-invalid`.
    case invalid
    /// Numbered and unnumbered placeholders in one string, which Apple's
    /// formatter numbers apart (see ``FormatArguments/collect(_:issues:firstPosition:checkMixing:)``):
    /// reported as `strings-format-mixed`, a warning that says how.
    case mixed
    /// A position below the highest that nothing reads, so its type is
    /// unknown: `strings-format-invalid` in a base locale's text, whose
    /// arguments the accessor takes; a translation may leave an argument out.
    case gap
  }

  package var kind: Kind
  package var message: String
  /// The UTF-8 offset in the string where the problem starts.
  package var offset: Int
}

/// The arguments a format string takes, by position, and what was wrong.
package struct FormatArguments: Sendable, Hashable {
  /// Every placeholder, in the order written; `%%` is not one.
  package var placeholders: [FormatPlaceholder]
  /// The type at each position used, sorted by position. A position never
  /// used (a gap) is absent and reported. An array, not a dictionary: a
  /// string takes few arguments, and a catalog keeps these for every entry.
  package private(set) var positionTypes: [PositionType]
  package var issues: [FormatIssue]

  /// The type of one position.
  package struct PositionType: Sendable, Hashable {
    package var position: Int
    package var type: FormatValueType
  }

  package init(placeholders: [FormatPlaceholder], typesByPosition: [Int: FormatValueType], issues: [FormatIssue]) {
    self.placeholders = placeholders
    positionTypes = typesByPosition.sorted { $0.key < $1.key }.map { PositionType(position: $0.key, type: $0.value) }
    self.issues = issues
  }

  /// The type at each position, 1 through ``count``; a gap is absent.
  package var typesByPosition: [Int: FormatValueType] {
    Dictionary(positionTypes.map { ($0.position, $0.type) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether `other` takes the same types at the same positions.
  package func hasSameTypes(as other: FormatArguments) -> Bool { positionTypes == other.positionTypes }

  /// The number of arguments: the highest position used.
  package var count: Int { positionTypes.last?.position ?? 0 }

  /// The argument types in position order, for a function's parameters.
  package var types: [FormatValueType] {
    let byPosition = typesByPosition
    return (0..<count).map { byPosition[$0 + 1] ?? .string }
  }

  /// `%1$@, %2$d`: the signature as a translator reads it.
  package var signature: String {
    if positionTypes.isEmpty { return "no placeholders" }
    return positionTypes.map { used in
      let placeholder = placeholders.first { $0.position == used.position && $0.role != .width }
      return placeholder.map { "\($0.specifier) (\($0.type))" } ?? "* (Int)"
    }.joined(separator: ", ")
  }
}
