extension SwiftRenderer {
  /// Writes `body` a level deeper, a statement a line.
  package mutating func statements(_ body: [SwiftStatement]) {
    depth += 1
    for statement in body { self.statement(statement) }
    depth -= 1
  }

  package mutating func statement(_ statement: SwiftStatement) {
    switch statement {
    case .expression(let value):
      expression(value, trailing: 0)
      newline()
    case .return(let value?):
      write("return ")
      expression(value, trailing: 0)
      newline()
    case .return(nil):
      line("return")
    case .assignment(let target, let value):
      write((inlineText(target) ?? "_") + " = ")
      assignedValue(value)
      newline()
    case .declaration(let declaration):
      render(declaration)
    case .if(let branches, let otherwise):
      conditional(branches, otherwise: otherwise)
    case .switch(let subject, let cases):
      line("switch " + (inlineText(subject) ?? "_") + " {")
      for switchCase in cases { self.switchCase(switchCase) }
      line("}")
    }
  }

  /// The statement on one line, or `nil` when it can't be: `return .one`.
  package func inlineText(_ statement: SwiftStatement) -> String? {
    switch statement {
    case .expression(let value): inlineText(value)
    case .return(let value?): inlineText(value).map { "return " + $0 }
    case .return(nil): "return"
    case .assignment(let target, let value):
      inlineText(target).flatMap { target in inlineText(value).map { target + " = " + $0 } }
    case .declaration, .if, .switch: nil
    }
  }

  /// `if condition { statement }` on one line when it is one short branch
  /// of one statement; else each branch's statements a level deeper. A
  /// condition too long for its line breaks before its `&&`s, and `{` then
  /// goes on a line of its own, as `swift format` writes it.
  private mutating func conditional(_ branches: [SwiftConditionalBranch], otherwise: [SwiftStatement]?) {
    if branches.count == 1, otherwise == nil, let branch = branches.first, branch.body.count == 1,
      let condition = inlineText(branch.condition), let statement = branch.body.first.flatMap(inlineText),
      fits(Self.width(condition) + Self.width(statement) + 8)
    {
      line("if " + condition + " { " + statement + " }")
      return
    }
    for (index, branch) in branches.enumerated() {
      write(index == 0 ? "if " : "} else if ")
      if let condition = inlineText(branch.condition), fits(Self.width(condition) + 2) {
        line(condition + " {")
      } else {
        expression(branch.condition, trailing: 0)
        newline()
        line("{")
      }
      statements(branch.body)
    }
    if let otherwise {
      line("} else {")
      statements(otherwise)
    }
    line("}")
  }

  /// `case pattern: statement` on one line when it fits, else the
  /// statements a level deeper.
  private mutating func switchCase(_ switchCase: SwiftSwitchCase) {
    let label =
      switchCase.patterns.isEmpty
      ? "default:" : "case " + switchCase.patterns.map { inlineText($0) ?? "_" }.joined(separator: ", ") + ":"
    if switchCase.body.count == 1, let text = switchCase.body.first.flatMap(inlineText),
      fits(Self.width(label) + 1 + Self.width(text))
    {
      line(label + " " + text)
    } else {
      line(label)
      statements(switchCase.body)
    }
  }
}
