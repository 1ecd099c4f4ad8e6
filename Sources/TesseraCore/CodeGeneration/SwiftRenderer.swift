/// Prints ``SwiftFile`` values as source text, indented by two spaces.
///
/// The output depends only on the model: the same model always prints the
/// same bytes, ending in one newline.
struct SwiftRenderer {
  /// The UTF-8 so far: every line ends in a newline.
  private var output: [UInt8] = []
  private var depth = 0
  /// The indentation of each depth, made once.
  private var indents: [String] = [""]

  static func render(_ file: SwiftFile) -> String {
    var renderer = SwiftRenderer()
    for line in file.headerComment { renderer.emit(line.isEmpty ? "//" : "// \(line)") }
    if !file.imports.isEmpty {
      renderer.emit("")
      for module in file.imports { renderer.emit("import \(module)") }
    }
    for declaration in file.declarations {
      renderer.emit("")
      renderer.render(declaration)
    }
    return String(decoding: renderer.output, as: UTF8.self)
  }

  /// Writes one line of `parts`, indented unless it is empty.
  private mutating func emit(_ line: String, _ more: String = "", _ rest: String = "") {
    if !(line.isEmpty && more.isEmpty && rest.isEmpty) {
      while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
      write(indents[depth])
      write(line)
      write(more)
      write(rest)
    }
    output.append(UInt8(ascii: "\n"))
  }

  private mutating func write(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
    if copied == nil { output.append(contentsOf: text.utf8) }
  }

  /// Doc comment lines. Catalog text can hold any line break (`\r`, a
  /// `\r\n`, U+2028…); each one starts a new `///` line, so no text can end
  /// the comment and become code.
  private mutating func documentation(_ lines: [String]) {
    for text in lines {
      if Self.isOneLine(text) {
        if text.isEmpty { emit("///") } else { emit("/// ", SwiftName.commentText(text)) }
        continue
      }
      for line in Self.lines(text) { emit(line.isEmpty ? "///" : "/// \(SwiftName.commentText(String(line)))") }
    }
  }

  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.isNewline }
  }

  /// Whether `text` holds no line break: none of U+000A–U+000D, U+0085
  /// (`C2 85` in UTF-8), U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`). Other
  /// characters that start with those lead bytes, such as `’` and `€`, are
  /// no line break.
  private static func isOneLine(_ text: String) -> Bool {
    func isOneLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if (0x0A...0x0D).contains(byte) { return false }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return false }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
          return false
        }
        index += 1
      }
      return true
    }
    return text.utf8.withContiguousStorageIfAvailable(isOneLine) ?? Array(text.utf8).withUnsafeBufferPointer(isOneLine)
  }

  private mutating func render(_ declaration: SwiftDeclaration) {
    switch declaration {
    case .structure(let header, let members):
      documentation(header.documentation)
      emit("\(header.accessPrefix)struct \(header.name)\(conformances(header)) {")
      block(members)
      emit("}")
    case .enumeration(let header, let cases, let members):
      documentation(header.documentation)
      emit("\(header.accessPrefix)enum \(header.name)\(conformances(header)) {")
      depth += 1
      for name in cases { emit("case \(name)") }
      depth -= 1
      if !cases.isEmpty, !members.isEmpty { emit("") }
      block(members)
      emit("}")
    case .extension(let name, let members):
      emit("extension \(name) {")
      block(members)
      emit("}")
    case .constant(let header, let type, let isStatic, let value):
      documentation(header.documentation)
      var line = "\(header.accessPrefix)\(isStatic ? "static " : "")let \(header.name)"
      if let type { line += ": \(type)" }
      if let value {
        line += " = "
        expression(value, prefix: line)
      } else {
        emit(line)
      }
    case .function(let header, let isStatic, let parameters, let returns, let body):
      documentation(header.documentation)
      emit(
        "\(header.accessPrefix)\(isStatic ? "static " : "")func \(header.name)"
          + (header.name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? true ? "" : " ")
          + "(\(parameters.joined(separator: ", ")))\(returns.isEmpty ? "" : " -> " + returns) {"
      )
      depth += 1
      for line in body { emit(line) }
      depth -= 1
      emit("}")
    case .computed(let header, let type, let isStatic, let value):
      documentation(header.documentation)
      let line =
        "\(header.accessPrefix)\(isStatic ? "static " : "")var \(header.name): \(type) {"
      if value.isSimple {
        emit(line, " ", value.inlineText + " }")
      } else {
        emit(line)
        depth += 1
        expression(value, prefix: "")
        depth -= 1
        emit("}")
      }
    case .initializer(let header, let parameters, let body):
      documentation(header.documentation)
      emit("\(header.accessPrefix)init(\(parameters.joined(separator: ", "))) {")
      depth += 1
      for statement in body {
        switch statement {
        case .assignment(let target, let value): expression(value, prefix: target + " = ")
        }
      }
      depth -= 1
      emit("}")
    case .verbatim(let text):
      // Split on the byte: a Character split walks grapheme clusters, which is slow on large text.
      for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        emit(String(decoding: line, as: UTF8.self))
      }
    }
  }

  private mutating func block(_ members: [SwiftDeclaration]) {
    depth += 1
    for (index, member) in members.enumerated() {
      // A blank line between documented members, as a person would write it.
      if index > 0, case .constant(let header, _, _, _) = member, !header.documentation.isEmpty { emit("") }
      if index > 0, case .computed(let header, _, _, _) = member, !header.documentation.isEmpty { emit("") }
      if index > 0, case .function = member { emit("") }
      if index > 0, case .initializer = member { emit("") }
      if index > 0, case .structure = member { emit("") }
      if index > 0, case .enumeration = member { emit("") }
      render(member)
    }
    depth -= 1
  }

  private func conformances(_ header: SwiftDeclaration.Header) -> String {
    header.conformances.isEmpty ? "" : ": " + header.conformances.joined(separator: ", ")
  }

  /// Writes `expression` after `prefix`; calls with nested calls break one
  /// argument per line.
  private mutating func expression(_ expression: SwiftExpression, prefix: String, suffix: String = "") {
    switch expression {
    case .literal(let text):
      emit(prefix, text, suffix)
    case .array(let elements):
      if elements.isEmpty {
        emit(prefix, "[]", suffix)
        return
      }
      emit(prefix, "[")
      depth += 1
      for element in elements {
        let comment = element.comment.map { "  // " + SwiftName.commentText(Self.oneLine($0)) } ?? ""
        self.expression(element.value, prefix: "", suffix: "," + comment)
      }
      depth -= 1
      emit("]", suffix)
    case .rawLines(let lines):
      let hashes = String(repeating: "#", count: Self.longestRun(of: UInt8(ascii: "#"), in: lines) + 1)
      emit(prefix, hashes, "\"\"\"")
      depth += 1
      for line in lines { emit(line) }
      emit("\"\"\"", hashes, suffix)
      depth -= 1
    case .call(let callee, let arguments):
      if expression.isSimple {
        while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
        // Never empty: a call has its parentheses.
        write(indents[depth])
        write(prefix)
        inline(expression)
        write(suffix)
        output.append(UInt8(ascii: "\n"))
        return
      }
      emit(prefix, callee, "(")
      depth += 1
      for (index, argument) in arguments.enumerated() {
        let label = argument.label.map { "\($0): " } ?? ""
        self.expression(argument.value, prefix: label, suffix: index == arguments.count - 1 ? "" : ",")
      }
      depth -= 1
      emit(")", suffix)
    }
  }

  /// The longest run of `byte` in any of `lines`.
  static func longestRun(of byte: UInt8, in lines: [String]) -> Int {
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

  /// `text` with every line break made a space, for a `//` comment.
  static func oneLine(_ text: String) -> String {
    isOneLine(text) ? text : lines(text).joined(separator: " ")
  }

  /// Writes ``SwiftExpression/inlineText`` straight into the output.
  private mutating func inline(_ expression: SwiftExpression) {
    switch expression {
    case .literal(let text):
      write(text)
    case .array, .rawLines:
      write(expression.inlineText)
    case .call(let callee, let arguments):
      write(callee)
      write("(")
      for (index, argument) in arguments.enumerated() {
        if index > 0 { write(", ") }
        if let label = argument.label {
          write(label)
          write(": ")
        }
        inline(argument.value)
      }
      write(")")
    }
  }
}
