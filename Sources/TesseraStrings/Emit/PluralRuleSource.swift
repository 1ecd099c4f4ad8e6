import TesseraFoundation

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
  /// `@Sendable static func name(_ o: TesseraPluralOperands) -> TesseraPluralCategory`,
  /// selecting the category of the operands `o`.
  package func swiftFunction(named name: String, isStatic: Bool = true) -> SwiftFunction {
    SwiftFunction(
      attributes: ["Sendable"], isStatic: isStatic, kind: .function(name),
      parameters: [SwiftParameter(label: "_", "o", "TesseraPluralOperands")], returnType: "TesseraPluralCategory",
      body: swiftStatements(operands: "o"))
  }

  /// The body of ``swiftFunction(named:isStatic:)`` over the operands value `o`.
  package func swiftStatements(operands o: String) -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    for (category, rule) in rules where category != .other {
      let result = SwiftStatement.return(.dot(category.rawValue))
      for conjunction in rule.condition {
        let tests = conjunction.map { $0.swiftExpression(operands: o, standalone: conjunction.count == 1) }
        guard let first = tests.first else {
          // An empty condition always holds.
          statements.append(result)
          continue
        }
        let condition = tests.dropFirst().reduce(first) { .binary($0, .and, $1) }
        statements.append(.if([SwiftConditionalBranch(condition: condition, body: [result])], else: nil))
      }
    }
    statements.append(.return(.dot("other")))
    return statements
  }
}

extension PluralRule.Relation {
  /// The relation as a Swift Boolean expression over the operands value
  /// `o`, parenthesized unless it is the whole condition.
  package func swiftExpression(operands o: String, standalone: Bool) -> SwiftExpression {
    let operands = SwiftExpression.identifier(o)
    let value: SwiftExpression
    switch (operand, modulus) {
    case (.n, let modulus?):
      value = .call(.member(operands, "n"), [SwiftArgument("modulo", .int(Int64(modulus)))])
    case (.c, let modulus?), (.e, let modulus?):
      value = .binary(.member(operands, "e"), .remainder, .int(Int64(modulus)))
    case (.c, nil), (.e, nil): value = .member(operands, "e")
    case (let operand, let modulus?):
      value = .binary(.member(operands, operand.rawValue), .remainder, .int(Int64(modulus)))
    case (let operand, nil): value = .member(operands, operand.rawValue)
    }
    if ranges.count == 1, let range = ranges.first {
      if range.lower == range.upper { return .binary(value, negated ? .notEqual : .equal, .int(Int64(range.lower))) }
      return negated ? .prefix("!", contains(value, range)) : contains(value, range)
    }
    let tests = ranges.map { range in
      range.lower == range.upper ? .binary(value, .equal, .int(Int64(range.lower))) : contains(value, range)
    }
    guard let first = tests.first else { return .literal(.bool(negated)) }
    let any = tests.dropFirst().reduce(first) { .binary($0, .or, $1) }
    if negated { return .prefix("!", .parenthesized(any)) }
    return standalone ? any : .parenthesized(any)
  }

  /// Whether `value` lies in `range`; for `n`, only as a whole number.
  private func contains(_ value: SwiftExpression, _ range: PluralRule.Range) -> SwiftExpression {
    let bounds = SwiftExpression.binary(.int(Int64(range.lower)), .closedRange, .int(Int64(range.upper)))
    return operand == .n
      ? .call(.path(["TesseraPluralOperands", "whole"]), [SwiftArgument(nil, value), SwiftArgument("in", bounds)])
      : .call(.member(.parenthesized(bounds), "contains"), [SwiftArgument(nil, value)])
  }
}
