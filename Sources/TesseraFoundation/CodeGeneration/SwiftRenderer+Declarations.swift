import Foundation

extension SwiftRenderer {
  package mutating func render(_ declaration: SwiftDeclaration) {
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
    case .deferred(_, let make):
      for made in make() { render(made) }
    case .supportFile(let text):
      // Split on the byte: a Character split walks grapheme clusters, which is slow on large text.
      for part in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        line(String(decoding: part, as: UTF8.self))
      }
    }
  }

  /// `access static `: the modifiers of a declaration, each followed by a space.
  package static func modifiers(_ access: SwiftAccessModifier?, isStatic: Bool = false) -> String {
    (access.map { $0.keyword + " " } ?? "") + (isStatic ? "static " : "")
  }

  private mutating func typeDeclaration(_ keyword: String, _ type: SwiftTypeDeclaration) {
    let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
    block(
      Self.modifiers(type.access) + keyword + " " + SwiftName.escaped(type.name) + conformances + " {", type.members)
  }

  /// The members of a type, a level deeper, with a blank line before each
  /// one a person would set apart: a documented member, a function, a
  /// type, and the first member after the cases. Where the block is worth
  /// splitting (``splitPieces(of:)``), its deferred members are rendered
  /// first, side by side, and each piece's lines joined in its place.
  private mutating func block(_ head: String, _ members: [SwiftDeclaration]) {
    // The head is written with the first member, since deferred members may make none.
    var run = MemberRun(head: head)
    // Last first, so each piece is taken out of the array once joined.
    var pieces = Array(splitPieces(of: members).reversed())
    var index = members.startIndex
    while index < members.endIndex {
      if let piece = pieces.last, piece.members.lowerBound == index {
        index = piece.members.upperBound
        join(pieces.removeLast(), into: &run)
        continue
      }
      add(members[index], to: &run)
      index += 1
    }
    guard run.isOpened else {
      line(head + "}")
      return
    }
    depth -= 1
    line("}")
  }

  /// Where a block stands between its members: whether its head is
  /// written, and how the first and last members written are spaced.
  private struct MemberRun {
    /// The block's first line, written with its first member; `nil` once
    /// written, and for a piece of a split block, whose head its block writes.
    var head: String?
    var isOpened: Bool { head == nil }
    /// How the last member written is spaced (``Spacing``).
    var previous: Spacing?
    /// How the first member written is spaced.
    var first: Spacing?
  }

  /// Writes `member`, or what a deferred one makes, after the members of
  /// `run`, set apart from the one before as ``isSetApart(_:after:)`` says.
  private mutating func add(_ member: SwiftDeclaration, to run: inout MemberRun) {
    if case .deferred(_, let make) = member {
      // Spaced as the declarations it stands for would be.
      for made in make() { add(made, to: &run) }
      return
    }
    let spacing = Spacing(member)
    follow(&run, first: spacing, last: spacing)
    render(member)
  }

  /// Readies the block of `run` for members whose first and last are
  /// spaced `first` and `last`, which the caller writes next: the head if
  /// it isn't written, a level deeper, then a blank line where `first` is
  /// set apart from the member before.
  private mutating func follow(_ run: inout MemberRun, first: Spacing, last: Spacing) {
    if let head = run.head {
      line(head)
      depth += 1
      run.head = nil
    }
    if let previous = run.previous, Self.isSetApart(first, after: previous) { newline() }
    run.previous = last
    if run.first == nil { run.first = first }
  }

  /// A run of a block's deferred members (their indexes), rendered on
  /// their own at the block's depth, with how the first and last
  /// declarations they made are spaced.
  private struct Piece: Sendable {
    var members: Range<Int>
    var renderer: SwiftRenderer
    var first: Spacing?
    var last: Spacing?
  }

  /// Writes the lines of `piece` after the members of `run`, as
  /// ``add(_:to:)`` would have written its members.
  private mutating func join(_ piece: Piece, into run: inout MemberRun) {
    guard let first = piece.first, let last = piece.last else { return }  // the members made nothing
    follow(&run, first: first, last: last)
    append(lines: piece.renderer)
  }

  /// A block's deferred members, rendered in runs (``splitRuns(of:cores:)``),
  /// each in a renderer of its own, on every core, where ``splitsBlocks``
  /// allows. A piece's renderer doesn't split again, so a renderer has
  /// only one block's pieces in flight (each part of a file that renders
  /// on its own core may have its own).
  private func splitPieces(of members: [SwiftDeclaration]) -> [Piece] {
    // Most blocks weigh nothing: they cost a look at their members, no more.
    guard splitsBlocks,
      members.contains(where: {
        if case .deferred(let weight, _) = $0 { return weight > 0 }
        return false
      })
    else { return [] }
    let weights = members.map { member -> Int? in
      if case .deferred(let weight, _) = member { return weight }
      return nil
    }
    let runs = Self.splitRuns(of: weights, cores: ProcessInfo.processInfo.activeProcessorCount)
    let (depth, chunkSize) = (self.depth + 1, self.chunkSize)
    return runs.concurrentMap { range in
      var renderer = SwiftRenderer(chunkSize: chunkSize)
      renderer.depth = depth
      var run = MemberRun(head: nil)
      for member in members[range] { renderer.add(member, to: &run) }
      renderer.setAsideOutput(keepingCapacity: false)
      return Piece(members: range, renderer: renderer, first: run.first, last: run.previous)
    }
  }

  /// The runs a block's members are rendered in side by side, given each
  /// member's weight (`nil` for one that isn't deferred), on `cores` cores;
  /// empty when the block isn't worth splitting.
  ///
  /// A block is worth it when its deferred members weigh at least
  /// ``splitMinimumWeight`` together, none more than half of that, so the
  /// cores can share the work evenly. A block whose weight lies in one
  /// member renders in order instead, and that member's own block may
  /// split. Each run weighs about a quarter of a core's share, so a core
  /// done early takes another, and never spans a member that isn't
  /// deferred: that one renders in its place, between the runs.
  package static func splitRuns(of weights: [Int?], cores: Int) -> [Range<Int>] {
    let deferred = weights.compactMap { $0.map { max($0, 0) } }
    let total = deferred.reduce(0, +)
    guard cores > 1, deferred.count > 1, total >= splitMinimumWeight, let largest = deferred.max(),
      largest * 2 <= total
    else { return [] }
    let target = max(total / (4 * cores), 1)
    var runs: [Range<Int>] = []
    var start: Int?
    var weight = 0
    for (index, member) in weights.enumerated() {
      guard let member else {
        if let first = start { runs.append(first..<index) }
        start = nil
        continue
      }
      if start == nil { (start, weight) = (index, 0) }
      weight += max(member, 0)
      if weight >= target, let first = start {
        runs.append(first..<index + 1)
        start = nil
      }
    }
    if let first = start { runs.append(first..<weights.count) }
    return runs
  }

  /// The least weight of a block's deferred members that is rendered side
  /// by side: below it, a thread costs more than it saves.
  package static let splitMinimumWeight = 2_000

  /// How a member is set apart from the one before it: all that
  /// ``isSetApart(_:after:)`` reads of the two.
  fileprivate enum Spacing: Sendable {
    /// `case name`.
    case enumCase
    /// A commented declaration, a function or a type: always set apart.
    case setApart
    /// A written member with a doc comment.
    case documented
    /// Anything else.
    case plain

    init(_ declaration: SwiftDeclaration) {
      switch declaration {
      case .enumCase: self = .enumCase
      case .commented, .function, .structure, .enumeration, .extension: self = .setApart
      case .written(let written): self = written.isDocumented ? .documented : .plain
      case .variable, .typealias, .supportFile, .deferred: self = .plain
      }
    }
  }

  private static func isSetApart(_ member: Spacing, after previous: Spacing) -> Bool {
    switch (previous, member) {
    case (.enumCase, .enumCase): false
    case (.enumCase, _): true
    case (_, .setApart), (_, .documented): true
    case (_, .enumCase), (_, .plain): false
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
  package mutating func bracedBody(_ head: String, _ body: [SwiftStatement]) {
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
  package mutating func fill(_ items: [String], closing: String) {
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
