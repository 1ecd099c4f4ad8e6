import TesseraFoundation

/// A CLDR plural category: the generated code's `TesseraPluralCategory`, compiled from the same
/// source (`Sources/TesseraSupport/Localization/PluralOperands.swift`, linked in `Support/Shared`).
///
/// The compiler adds what it needs on top: the category's CLDR name as its raw value, every
/// category, and CLDR's order (zero, one, two, few, many, other).
package typealias PluralCategory = TesseraPluralCategory

extension TesseraPluralCategory: RawRepresentable, CaseIterable, Comparable, Codable {
  package static let allCases: [Self] = [.zero, .one, .two, .few, .many, .other]

  /// The category of a CLDR name (`one`, `few`), or `nil`.
  package init?(rawValue: String) {
    guard let category = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = category
  }

  /// The CLDR name: `zero`, `one`, `two`, `few`, `many` or `other`.
  package var rawValue: String {
    switch self {
    case .zero: "zero"
    case .one: "one"
    case .two: "two"
    case .few: "few"
    case .many: "many"
    case .other: "other"
    }
  }

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
