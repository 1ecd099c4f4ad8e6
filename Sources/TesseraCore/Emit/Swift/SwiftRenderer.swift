/// Prints ``SwiftFile`` values as source text, indented by two spaces.
///
/// The output depends only on the model: the same model always prints the
/// same bytes, ending in one newline.
struct SwiftRenderer {
  private var lines: [String] = []
  private var depth = 0

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
    return renderer.lines.joined(separator: "\n") + "\n"
  }

  private mutating func emit(_ line: String) {
    lines.append(line.isEmpty ? "" : String(repeating: "  ", count: depth) + line)
  }

  /// Doc comment lines. Catalog text can hold any line break (`\r`, a
  /// `\r\n`, U+2028…); each one starts a new `///` line, so no text can end
  /// the comment and become code.
  private mutating func documentation(_ lines: [String]) {
    for text in lines {
      for line in Self.lines(text) { emit(line.isEmpty ? "///" : "/// \(line)") }
    }
  }

  static func lines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0.isNewline }
  }

  private mutating func render(_ declaration: SwiftDeclaration) {
    switch declaration {
    case .structure(let header, let members):
      documentation(header.documentation)
      emit("\(header.access) struct \(header.name)\(conformances(header)) {")
      block(members)
      emit("}")
    case .enumeration(let header, let cases, let members):
      documentation(header.documentation)
      emit("\(header.access) enum \(header.name)\(conformances(header)) {")
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
      var line = "\(header.access) \(isStatic ? "static " : "")let \(header.name)"
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
        "\(header.access) \(isStatic ? "static " : "")func \(header.name)(\(parameters.joined(separator: ", "))) -> \(returns) {"
      )
      depth += 1
      for line in body { emit(line) }
      depth -= 1
      emit("}")
    case .verbatim(let text):
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) { emit(String(line)) }
    }
  }

  private mutating func block(_ members: [SwiftDeclaration]) {
    depth += 1
    for (index, member) in members.enumerated() {
      // A blank line between documented members, as a person would write it.
      if index > 0, case .constant(let header, _, _, _) = member, !header.documentation.isEmpty { emit("") }
      if index > 0, case .function = member { emit("") }
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
      emit(prefix + text + suffix)
    case .call(let callee, let arguments):
      if expression.isSimple {
        emit(prefix + expression.inlineText + suffix)
        return
      }
      emit(prefix + callee + "(")
      depth += 1
      for (index, argument) in arguments.enumerated() {
        let label = argument.label.map { "\($0): " } ?? ""
        self.expression(argument.value, prefix: label, suffix: index == arguments.count - 1 ? "" : ",")
      }
      depth -= 1
      emit(")" + suffix)
    }
  }
}
