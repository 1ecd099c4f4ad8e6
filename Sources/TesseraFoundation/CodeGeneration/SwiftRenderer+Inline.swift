extension SwiftRenderer {
  /// `value` on one line, or `nil` for an expression that spans lines
  /// whatever its length: a raw multi-line string, a collection laid out
  /// an element a line or with comments, a closure of several statements.
  package func inlineText(_ value: SwiftExpression) -> String? {
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
    case .arrayLines(let lines):
      return lines.count == 0 ? "[]" : nil
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
  package static func text(of literal: SwiftLiteral) -> String {
    switch literal {
    case .string(let text):
      return SwiftName.stringLiteral(text)
    case .integer(let value):
      let digits = String(value.magnitude)
      return (value < 0 ? "-" : "") + (digits.utf8.count > 6 ? grouped(digits, by: 3) : digits)
    case .hexadecimal(let value, let count):
      return hexadecimalText(value, digits: count)
    case .double(let value):
      let text = "\(value)"
      // Scanned as bytes: `String.contains(_:)` with Foundation imported searches through NSString.
      let isDecimal = text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }
      return isDecimal || !value.isFinite ? text : text + ".0"
    case .bool(let value):
      return value ? "true" : "false"
    case .nil:
      return "nil"
    }
  }

  /// `0x` and `value`'s uppercase hexadecimal digits, zero-padded to at
  /// least `minimum`; eight digits or more are grouped in fours with `_`,
  /// counted from the right (`0x1416_1AFF`). Written straight into the
  /// String's storage: a catalog's colours are thousands of these.
  package static func hexadecimalText(_ value: UInt64, digits minimum: Int) -> String {
    var significant = 1
    while significant < 16, value >> (4 * UInt64(significant)) != 0 { significant += 1 }
    let digits = max(significant, minimum)
    let separators = digits >= 8 ? (digits - 1) / 4 : 0
    let length = 2 + digits + separators
    return String(unsafeUninitializedCapacity: length) { buffer in
      buffer[0] = UInt8(ascii: "0")
      buffer[1] = UInt8(ascii: "x")
      var position = length - 1
      var remaining = value
      for digit in 0..<digits {
        if separators > 0, digit > 0, digit % 4 == 0 {
          buffer[position] = UInt8(ascii: "_")
          position -= 1
        }
        let nibble = UInt8(truncatingIfNeeded: remaining & 0xF)
        remaining >>= 4
        buffer[position] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
        position -= 1
      }
      return length
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
