/// A statement in an emitted body.
package indirect enum SwiftStatement: Sendable {
  /// An expression on a line of its own, such as a getter's value.
  case expression(SwiftExpression)
  /// `return value`, or a bare `return`.
  case `return`(SwiftExpression?)
  /// `target = value`
  case assignment(target: SwiftExpression, value: SwiftExpression)
  /// A local declaration, such as `let name = value`.
  case declaration(SwiftDeclaration)
  /// `if condition { … } else if … { … } else { … }`: one branch or
  /// more, then the statements of the final `else`, if any.
  case `if`([SwiftConditionalBranch], else: [SwiftStatement]?)
  /// `switch subject { case …: … }`
  case `switch`(SwiftExpression, [SwiftSwitchCase])
}

/// A branch of an `if`: its condition and its statements.
package struct SwiftConditionalBranch: Sendable {
  package var condition: SwiftExpression
  package var body: [SwiftStatement]

  /// Every stored property, as the memberwise initializer takes them.
  package init(condition: SwiftExpression, body: [SwiftStatement]) {
    self.condition = condition
    self.body = body
  }
}

/// A case of a `switch`: its patterns, or `default`, and its statements.
package struct SwiftSwitchCase: Sendable {
  /// The patterns after `case`, such as `.light`; empty for `default`.
  package var patterns: [SwiftExpression]
  package var body: [SwiftStatement]

  /// Every stored property, as the memberwise initializer takes them.
  package init(patterns: [SwiftExpression], body: [SwiftStatement]) {
    self.patterns = patterns
    self.body = body
  }
}
