public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case zero, one, two, few, many, other
  public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
public struct PluralRuleSet: Sendable {
  public var categories: Set<PluralCategory> { [.one, .other] }
}
public enum CLDRPlurals {
  public static let version = "41"
  public static func ruleSet(for localeIdentifier: String) -> PluralRuleSet? { PluralRuleSet() }
}
extension PluralRuleSet { func swiftFunctionBody(operands: String) -> String { "return .other" } }
