/// An expression in emitted code.
package indirect enum SwiftExpression: Sendable {
  /// A name as it is referenced: `mode`, `Swift.Bool`, `` `default` ``.
  case identifier(String)
  /// `base.member`, or the implicit member `.member` without a base.
  case member(SwiftExpression?, String)
  /// A literal value.
  case literal(SwiftLiteral)
  /// `"text \(value) text"`: a string literal with interpolations.
  case interpolatedString([SwiftInterpolationSegment])
  /// A raw multi-line string literal (`#"""` … `"""#`), a line per
  /// element. The renderer picks the number of `#` so that no line can end
  /// the literal or start an escape: the lines stand in the program exactly
  /// as they are. A line must hold no line break.
  case rawLines([String])
  /// `callee(label: argument, …)`
  case call(SwiftExpression, [SwiftArgument])
  /// `[element, …]`; see ``SwiftArrayElement``.
  case array([SwiftArrayElement], layout: SwiftCollectionLayout = .automatic)
  /// `[element, …]`, an element a line, each line written as its element
  /// was added; printed as the same ``array(_:layout:)`` laid out
  /// ``SwiftCollectionLayout/elementPerLine`` would be.
  case arrayLines(SwiftArrayLines)
  /// `[key: value, …]`, a pair a line when it doesn't fit on one.
  case dictionary([SwiftDictionaryElement])
  /// `{ statements }`
  case closure([SwiftStatement])
  /// `lhs operator rhs`
  case binary(SwiftExpression, SwiftOperator, SwiftExpression)
  /// `operator operand`, such as `!value`.
  case prefix(String, SwiftExpression)
  /// `(expression)`
  case parenthesized(SwiftExpression)
  /// `&value`, an `inout` argument.
  case inOut(SwiftExpression)

  /// `callee(arguments)` for a callee named by `name`.
  package static func call(_ name: String, _ arguments: [SwiftArgument] = []) -> SwiftExpression {
    .call(.identifier(name), arguments)
  }

  /// A dotted path of names: `Strings.CardForm.title`.
  package static func path(_ names: [String]) -> SwiftExpression {
    guard let first = names.first else { return .identifier("_") }
    return names.dropFirst().reduce(SwiftExpression.identifier(first)) { .member($0, $1) }
  }

  /// A string literal.
  package static func string(_ text: String) -> SwiftExpression { .literal(.string(text)) }

  /// An integer literal.
  package static func int(_ value: Int64) -> SwiftExpression { .literal(.integer(value)) }

  /// `.name`: an implicit member, such as an enum case.
  package static func dot(_ name: String) -> SwiftExpression { .member(nil, name) }
}

/// A literal value, written in its canonical spelling.
package enum SwiftLiteral: Sendable, Hashable {
  /// A string literal, escaped: nothing in it can end it early.
  case string(String)
  /// A decimal integer, its digits grouped in threes from seven digits on.
  case integer(Int64)
  /// `0x…` with at least `digits` uppercase hexadecimal digits, grouped in
  /// fours from eight digits on.
  case hexadecimal(UInt64, digits: Int)
  /// A `Double`: its shortest round-trip digits, always with a point or an
  /// exponent.
  case double(Double)
  /// `true` or `false`
  case bool(Bool)
  /// `nil`
  case `nil`
}

/// A piece of an interpolated string literal.
package enum SwiftInterpolationSegment: Sendable {
  /// Text, escaped as in a string literal.
  case text(String)
  /// `\(value)`
  case interpolation(SwiftExpression)
}

/// An argument of a call: `label: value`, or `value` without a label.
package struct SwiftArgument: Sendable {
  package var label: String?
  package var value: SwiftExpression

  package init(_ label: String?, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }
}

/// An element of an array literal, with an optional trailing comment that
/// names it, such as the token it is the value of.
package struct SwiftArrayElement: Sendable {
  package var value: SwiftExpression
  /// Text after the element, on its line: `value,  // comment`.
  package var comment: String?

  package init(_ value: SwiftExpression, comment: String? = nil) {
    self.value = value
    self.comment = comment
  }
}

/// A pair of a dictionary literal, with an optional trailing comment.
package struct SwiftDictionaryElement: Sendable {
  package var key: SwiftExpression
  package var value: SwiftExpression
  package var comment: String?
}

/// How a collection literal is laid out.
package enum SwiftCollectionLayout: Sendable {
  /// On one line when it fits, else an element a line. An element with a
  /// comment always starts a line.
  case automatic
  /// An element a line, whatever the length: a long list reads (and
  /// diffs) as a column.
  case elementPerLine
}

/// A binary operator.
package enum SwiftOperator: String, Sendable {
  case equal = "=="
  case notEqual = "!="
  case and = "&&"
  case or = "||"
  case remainder = "%"
  case closedRange = "..."
}
