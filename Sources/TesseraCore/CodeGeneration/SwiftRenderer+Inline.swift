extension SwiftRenderer {
  /// `value` on one line, or `nil` for an expression that spans lines
  /// whatever its length: a raw multi-line string, a collection laid out
  /// an element a line or with comments, a closure of several statements.
  func inlineText(_ value: SwiftExpression) -> String? {
    switch value {
    case .identifier(let name):
      return name
    case .member(let base, let name):
      guard let base else { return "." + name }
      return inlineText(base).map { $0 + "." + name }
    case .literal(let literal):
      return Self.text(of: literal)
    case .interpolatedString(let segments):
      var text = "\""
      for segment in segments {
        switch segment {
        case .text(let part):
          text += SwiftName.stringLiteral(part).dropFirst().dropLast()
        case .interpolation(let value):
          guard let inner = inlineText(value) else { return nil }
          text += "\\(" + inner + ")"
        }
      }
      return text + "\""
    case .rawLines:
      return nil
    case .call(let callee, let arguments):
      guard var text = inlineText(callee) else { return nil }
      text += "("
      for (index, argument) in arguments.enumerated() {
        guard let value = inlineText(argument.value) else { return nil }
        if index > 0 { text += ", " }
        if let label = argument.label { text += SwiftName.argumentLabel(label) + ": " }
        text += value
      }
      return text + ")"
    case .array(let elements, let layout):
      if case .elementPerLine = layout, !elements.isEmpty { return nil }
      guard elements.allSatisfy({ $0.comment == nil }) else { return nil }
      let values = elements.compactMap { inlineText($0.value) }
      guard values.count == elements.count else { return nil }
      return "[" + values.joined(separator: ", ") + "]"
    case .dictionary(let elements):
      guard !elements.isEmpty else { return "[:]" }
      guard elements.allSatisfy({ $0.comment == nil }) else { return nil }
      let pairs = elements.compactMap { element in
        inlineText(element.key).flatMap { key in inlineText(element.value).map { key + ": " + $0 } }
      }
      guard pairs.count == elements.count else { return nil }
      return "[" + pairs.joined(separator: ", ") + "]"
    case .closure(let body):
      guard let statement = body.first else { return "{}" }
      guard body.count == 1, let text = inlineText(statement) else { return nil }
      return "{ " + text + " }"
    case .binary(let left, let operation, let right):
      guard let left = inlineText(left), let right = inlineText(right) else { return nil }
      // `spacesAroundRangeFormationOperators: false`: `0...5`.
      let spaced = operation == .closedRange ? operation.rawValue : " " + operation.rawValue + " "
      return left + spaced + right
    case .prefix(let operation, let operand):
      return inlineText(operand).map { operation + $0 }
    case .parenthesized(let inner):
      return inlineText(inner).map { "(" + $0 + ")" }
    case .inOut(let inner):
      return inlineText(inner).map { "&" + $0 }
    }
  }

  /// A literal's spelling. Long numbers have their digits grouped with `_`,
  /// as the format lint asks.
  static func text(of literal: SwiftLiteral) -> String {
    switch literal {
    case .string(let text):
      return SwiftName.stringLiteral(text)
    case .integer(let value):
      let digits = String(value.magnitude)
      return (value < 0 ? "-" : "") + (digits.utf8.count > 6 ? grouped(digits, by: 3) : digits)
    case .hexadecimal(let value, let count):
      let digits = String(value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, count - digits.utf8.count)) + digits
      return "0x" + (padded.utf8.count >= 8 ? grouped(padded, by: 4) : padded)
    case .double(let value):
      let text = "\(value)"
      return text.contains(".") || text.contains("e") || !value.isFinite ? text : text + ".0"
    case .bool(let value):
      return value ? "true" : "false"
    case .nil:
      return "nil"
    }
  }

  /// `digits` (ASCII) with a `_` between each group of `size`, counted
  /// from the right.
  private static func grouped(_ digits: String, by size: Int) -> String {
    let bytes = Array(digits.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + bytes.count / size)
    for (index, byte) in bytes.enumerated() {
      if index > 0, (bytes.count - index) % size == 0 { result.append(UInt8(ascii: "_")) }
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
