/// A statement in an emitted body.
indirect enum SwiftStatement: Sendable {
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
struct SwiftConditionalBranch: Sendable {
  var condition: SwiftExpression
  var body: [SwiftStatement]
}

/// A case of a `switch`: its patterns, or `default`, and its statements.
struct SwiftSwitchCase: Sendable {
  /// The patterns after `case`, such as `.light`; empty for `default`.
  var patterns: [SwiftExpression]
  var body: [SwiftStatement]
}
