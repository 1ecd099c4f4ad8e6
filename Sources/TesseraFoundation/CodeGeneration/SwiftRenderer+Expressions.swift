extension SwiftRenderer {
  /// Writes `value` on the current line, followed on its last line by
  /// `trailing` more characters that the caller writes. An expression that
  /// doesn't fit breaks the way `swift format` breaks it:
  /// - a call after its `(`, its arguments filling each line, and an
  ///   argument that fits on no line broken in turn;
  /// - a collection literal after its `[`, an element a line;
  /// - a chain of a binary operator before each operator that doesn't fit.
  package mutating func expression(_ value: SwiftExpression, trailing: Int) {
    if let text = inlineText(value), fits(Self.width(text) + trailing) {
      write(text)
      return
    }
    switch value {
    case .call(let callee, let arguments):
      write((inlineText(callee) ?? "_") + "(")
      guard !arguments.isEmpty else {
        write(")")
        return
      }
      depth += 1
      newline()
      self.arguments(arguments, trailing: trailing)
      depth -= 1
    case .array(let elements, _):
      collection(elements.count) { (elements[$0].value, nil, elements[$0].comment) }
    case .arrayLines(let lines):
      collection(lines)
    case .dictionary(let elements):
      collection(elements.count) { (elements[$0].value, elements[$0].key, elements[$0].comment) }
    case .rawLines(let lines):
      let hashes = String(repeating: "#", count: Self.longestRun(of: UInt8(ascii: "#"), in: lines) + 1)
      line(hashes + "\"\"\"")
      depth += 1
      for text in lines { line(text) }
      write("\"\"\"" + hashes)
      depth -= 1
    case .closure(let body):
      line("{")
      statements(body)
      write("}")
    case .binary(_, let operation, _):
      chain(value, operation, trailing: trailing)
    case .parenthesized(let inner):
      write("(")
      expression(inner, trailing: trailing + 1)
      write(")")
    case .prefix(let operation, let operand):
      write(operation)
      expression(operand, trailing: trailing)
    case .identifier, .member, .literal, .interpolatedString, .inOut:
      write(inlineText(value) ?? "_")
    }
  }

  /// Writes the value of a `let`, a `var` or an assignment after its `=`.
  /// A value that can't break and doesn't fit goes on the next line.
  package mutating func assignedValue(_ value: SwiftExpression) {
    switch value {
    case .call, .array, .arrayLines, .dictionary, .rawLines, .closure, .binary:
      expression(value, trailing: 0)
    case .identifier, .member, .literal, .interpolatedString, .prefix, .parenthesized, .inOut:
      let text = inlineText(value) ?? "_"
      if !fits(Self.width(text)), (depth + 1) * 2 + Self.width(text) <= Self.lineLength {
        depth += 1
        newline()
        write(text)
        depth -= 1
      } else {
        write(text)
      }
    }
  }

  /// The arguments of a broken call, from the start of a line, and its `)`.
  private mutating func arguments(_ arguments: [SwiftArgument], trailing: Int) {
    for (index, argument) in arguments.enumerated() {
      let isLast = index == arguments.count - 1
      let closing = isLast ? ")" : ","
      let after = 1 + (isLast ? trailing : 0)
      let label = argument.label.map { SwiftName.argumentLabel($0) + ": " } ?? ""
      if let text = inlineText(argument.value).map({ label + $0 }) {
        let width = Self.width(text) + after
        if isLineStarted, fits(1 + width) {
          write(" " + text + closing)
          continue
        }
        if depth * 2 + width <= Self.lineLength {
          endLine()
          write(text + closing)
          continue
        }
      }
      endLine()
      write(label)
      expression(argument.value, trailing: after)
      if isLast, case .rawLines = argument.value {
        // The `)` after a multi-line string gets a line of its own, at the call's level.
        depth -= 1
        newline()
        write(closing)
        depth += 1
      } else {
        write(closing)
      }
    }
  }

  /// A broken collection literal: `[`, an element a line with a trailing
  /// comma and its comment, then `]`.
  /// The `count` elements are read by position, not copied into an array
  /// of their own first.
  private mutating func collection(
    _ count: Int, _ element: (Int) -> (value: SwiftExpression, key: SwiftExpression?, comment: String?)
  ) {
    guard count > 0 else {
      write("[]")
      return
    }
    line("[")
    depth += 1
    for position in 0..<count {
      let (value, key, comment) = element(position)
      if let key {
        write(inlineText(key) ?? "_")
        write(": ")
      }
      expression(value, trailing: 1)
      write(",")
      writeTrailingComment(comment)
      newline()
    }
    depth -= 1
    write("]")
  }

  /// A collection literal whose element lines are written
  /// (``SwiftArrayLines``): `[`, each line at the next depth, then `]`, as
  /// ``collection(_:_:)`` writes the same elements.
  private mutating func collection(_ lines: SwiftArrayLines) {
    guard lines.count > 0 else {
      write("[]")
      return
    }
    line("[")
    depth += 1
    writeLines(lines.text)
    depth -= 1
    write("]")
  }

  /// A chain of one binary operator, breaking before each operator whose
  /// operand doesn't fit on the line; the lines after the first are
  /// indented a level.
  private mutating func chain(_ value: SwiftExpression, _ operation: SwiftOperator, trailing: Int) {
    var operands: [SwiftExpression] = []
    var rest = value
    while case .binary(let left, let op, let right) = rest, op == operation {
      operands.append(right)
      rest = left
    }
    operands.append(rest)
    operands.reverse()
    write(inlineText(operands[0]) ?? "_")
    depth += 1
    for (index, operand) in operands.enumerated().dropFirst() {
      let text = operation.rawValue + " " + (inlineText(operand) ?? "_")
      let width = Self.width(text) + (index == operands.count - 1 ? trailing : 0)
      if fits(1 + width) {
        write(" " + text)
      } else {
        newline()
        write(text)
      }
    }
    depth -= 1
  }

  /// The longest run of `byte` in any of `lines`.
  package static func longestRun(of byte: UInt8, in lines: [String]) -> Int {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line.utf8 {
        run = character == byte ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    return longest
  }
}
