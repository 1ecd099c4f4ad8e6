/// CLDR plural rules as Swift statements, for the generated string tables.
///
/// A rule set becomes one `if` per `and` condition, in CLDR's order, then
/// `return .other`:
///
/// ```swift
/// if o.i == 1 && o.v == 0 { return .one }
/// return .other
/// ```
///
/// Integer operands are `Int`s; `n` is a `Double`, so `n % 10` keeps its
/// fraction (`n(modulo:)`) and a range on `n` also requires a whole value
/// (`whole(_:in:)`), as CLDR specifies. Each statement stays small, so the type checker
/// never meets a long expression.
extension PluralRuleSet {
  func swiftFunctionBody(operands o: String) -> String {
    var lines: [String] = []
    for (category, rule) in rules where category != .other {
      for conjunction in rule.condition {
        let test = conjunction.map { $0.swiftExpression(operands: o, standalone: conjunction.count == 1) }
        lines.append("if \(test.joined(separator: " && ")) { return .\(category.rawValue) }")
      }
    }
    lines.append("return .other")
    return lines.joined(separator: "\n")
  }
}

extension PluralRule.Relation {
  /// The relation as a Swift Boolean expression over the operands value
  /// `o`, parenthesized unless it is the whole condition.
  func swiftExpression(operands o: String, standalone: Bool) -> String {
    let value: String
    switch (operand, modulus) {
    case (.n, let modulus?): value = "\(o).n(modulo: \(modulus))"
    case (.c, let modulus?), (.e, let modulus?): value = "\(o).e % \(modulus)"
    case (.c, nil), (.e, nil): value = "\(o).e"
    case (let operand, let modulus?): value = "\(o).\(operand.rawValue) % \(modulus)"
    case (let operand, nil): value = "\(o).\(operand.rawValue)"
    }
    if ranges.count == 1, let range = ranges.first {
      if range.lower == range.upper { return "\(value) \(negated ? "!=" : "==") \(range.lower)" }
      return (negated ? "!" : "") + contains(value, range)
    }
    let any = ranges.map { range in
      range.lower == range.upper ? "\(value) == \(range.lower)" : contains(value, range)
    }.joined(separator: " || ")
    if negated { return "!(\(any))" }
    return standalone ? any : "(\(any))"
  }

  /// Whether `value` lies in `range`; for `n`, only as a whole number.
  private func contains(_ value: String, _ range: PluralRule.Range) -> String {
    let bounds = "\(range.lower)...\(range.upper)"
    return operand == .n ? "TesseraPluralOperands.whole(\(value), in: \(bounds))" : "(\(bounds)).contains(\(value))"
  }
}
