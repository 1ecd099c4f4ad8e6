/// A CLDR plural category. Sorted in CLDR's order: zero, one, two, few,
/// many, other.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case zero, one, two, few, many, other

  private var rank: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
