extension SwiftRenderer {
  mutating func render(_ declaration: SwiftDeclaration) {
    switch declaration {
    case .commented(let comment, let declaration):
      self.comment(comment)
      render(declaration)
    case .structure(let type):
      typeDeclaration("struct", type)
    case .enumeration(let type):
      typeDeclaration("enum", type)
    case .enumCase(let name):
      line("case " + SwiftName.escaped(name))
    case .extension(let name, let members):
      block("extension \(name) {", members)
    case .variable(let variable):
      self.variable(variable)
    case .function(let function):
      self.function(function)
    case .typealias(let access, let name, let existing):
      line(Self.modifiers(access) + "typealias " + SwiftName.escaped(name) + " = " + existing)
    case .written(let member):
      written(member)
    case .deferred(let make):
      for made in make() { render(made) }
    case .supportFile(let text):
      // Split on the byte: a Character split walks grapheme clusters, which is slow on large text.
      for part in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        line(String(decoding: part, as: UTF8.self))
      }
    }
  }

  /// `access static `: the modifiers of a declaration, each followed by a space.
  static func modifiers(_ access: SwiftAccessModifier?, isStatic: Bool = false) -> String {
    (access.map { $0.keyword + " " } ?? "") + (isStatic ? "static " : "")
  }

  private mutating func typeDeclaration(_ keyword: String, _ type: SwiftTypeDeclaration) {
    let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
    block(
      Self.modifiers(type.access) + keyword + " " + SwiftName.escaped(type.name) + conformances + " {", type.members)
  }

  /// The members of a type, a level deeper, with a blank line before each
  /// one a person would set apart: a documented member, a function, a
  /// type, and the first member after the cases.
  private mutating func block(_ head: String, _ members: [SwiftDeclaration]) {
    // The head is written with the first member, since deferred members may make none.
    var opened = false
    var previous: SwiftDeclaration?
    func add(_ member: SwiftDeclaration) {
      if case .deferred(let make) = member {
        // Spaced as the declarations it stands for would be.
        for made in make() { add(made) }
        return
      }
      if !opened {
        line(head)
        depth += 1
        opened = true
      }
      if let previous, Self.isSetApart(member, after: previous) { newline() }
      render(member)
      previous = member
    }
    for member in members { add(member) }
    guard opened else {
      line(head + "}")
      return
    }
    depth -= 1
    line("}")
  }

  private static func isSetApart(_ member: SwiftDeclaration, after previous: SwiftDeclaration) -> Bool {
    switch (previous, member) {
    case (.enumCase, .enumCase): false
    case (.enumCase, _): true
    case (_, .commented), (_, .function), (_, .structure), (_, .enumeration), (_, .extension): true
    case (_, .written(let written)): written.isDocumented
    default: false
    }
  }

  /// A written member's lines at the current depth when its declaration's
  /// line fits there, else its model.
  private mutating func written(_ member: SwiftWrittenMember) {
    guard depth * 2 + member.codeWidth <= Self.lineLength else {
      render(member.model())
      return
    }
    writeLines(member.text)
  }

  private mutating func variable(_ variable: SwiftVariable) {
    if let getter = variable.getter, oneLineGetter(variable, getter) { return }
    // One String grown in place: a chain of `+` makes a String for each step.
    var head = ""
    head.reserveCapacity(48 + variable.name.utf8.count + (variable.type?.utf8.count ?? 0))
    if let access = variable.access {
      head += access.keyword
      head += " "
    }
    if variable.isStatic { head += "static " }
    head += variable.binding.rawValue
    head += " "
    head += SwiftName.escaped(variable.name)
    if let type = variable.type {
      head += ": "
      head += type
    }
    if let getter = variable.getter {
      head += " {"
      bracedBody(head, getter)
    } else if let value = variable.value {
      write(head + " = ")
      assignedValue(value)
      newline()
    } else {
      line(head)
    }
  }

  /// Writes `access static var name: Type { statement }` on one line, piece
  /// by piece, as ``bracedBody(_:_:)`` would write the same head and
  /// getter, when the getter is one statement and the line fits; else
  /// writes nothing and returns false. A generated type's computed
  /// properties are nearly all such lines, and the head is never made as
  /// one String.
  private mutating func oneLineGetter(_ variable: SwiftVariable, _ getter: [SwiftStatement]) -> Bool {
    guard getter.count == 1, let statement = getter.first, let text = inlineText(statement) else { return false }
    let name = SwiftName.escaped(variable.name)
    var headWidth = Self.width(variable.binding.rawValue) + 1 + Self.width(name) + 2
    if let access = variable.access { headWidth += Self.width(access.keyword) + 1 }
    if variable.isStatic { headWidth += 7 }
    if let type = variable.type { headWidth += 2 + Self.width(type) }
    guard fits(headWidth + 1 + Self.width(text) + 2) else { return false }
    if let access = variable.access {
      write(access.keyword)
      write(" ")
    }
    if variable.isStatic { write("static ") }
    write(variable.binding.rawValue)
    write(" ")
    write(name)
    if let type = variable.type {
      write(": ")
      write(type)
    }
    write(" { ")
    write(text)
    write(" }")
    newline()
    return true
  }

  /// `head body }` on one line when the body is one short statement, else
  /// the body a level deeper and `}` on a line of its own.
  mutating func bracedBody(_ head: String, _ body: [SwiftStatement]) {
    if body.isEmpty {
      line(head + "}")
      return
    }
    if body.count == 1, let statement = body.first, let text = inlineText(statement),
      fits(Self.width(head) + 1 + Self.width(text) + 2)
    {
      write(head)
      write(" ")
      write(text)
      write(" }")
      newline()
      return
    }
    line(head)
    statements(body)
    line("}")
  }

  private mutating func function(_ function: SwiftFunction) {
    var head = function.attributes.map { "@" + $0 + " " }.joined()
    head += Self.modifiers(function.access, isStatic: function.isStatic)
    switch function.kind {
    case .initializer:
      head += "init"
    case .function(let name):
      let escaped = SwiftName.escaped(name)
      let isOperator = !(escaped.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? false)
      head += "func " + escaped + (isOperator ? " " : "")
    }
    let parameters = function.parameters.map(Self.parameter)
    let result = function.returnType.map { " -> " + $0 } ?? ""
    let signature = head + "(" + parameters.joined(separator: ", ") + ")"
    // An empty body is `{}`, at the end of the signature.
    let brace = function.body.isEmpty ? "{}" : "{"
    if fits(Self.width(signature) + Self.width(result) + 1 + brace.count) {
      line(signature + result + " " + brace)
    } else if fits(Self.width(signature)) {
      line(signature)
      depth += 1
      line(String(result.dropFirst()))
      depth -= 1
      line(brace)
    } else {
      write(head + "(")
      depth += 1
      newline()
      fill(parameters, closing: "")
      depth -= 1
      newline()
      line(")" + result + " " + brace)
    }
    guard !function.body.isEmpty else { return }
    statements(function.body)
    line("}")
  }

  private static func parameter(_ parameter: SwiftParameter) -> String {
    let name = SwiftName.escaped(parameter.name)
    var text = parameter.label.map { SwiftName.escaped($0) }.flatMap { $0 == name ? nil : $0 + " " } ?? ""
    text += name + ": " + (parameter.isInout ? "inout " : "") + parameter.type
    return text
  }

  /// Writes `items` after a break, as many a line as fit, separated by
  /// commas, and `closing` after the last.
  mutating func fill(_ items: [String], closing: String) {
    for (index, item) in items.enumerated() {
      let text = item + (index == items.count - 1 ? closing : ",")
      if isLineStarted, fits(1 + Self.width(text)) {
        write(" " + text)
      } else {
        endLine()
        write(text)
      }
    }
  }
}
