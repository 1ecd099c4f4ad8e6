/// A small model of the Swift that Tessera emits, printed by ``SwiftRenderer``.
///
/// Emitters build declarations and expressions; they never glue strings of
/// code together, so escaping and layout live in one place.
indirect enum SwiftDeclaration: Sendable {
  /// `struct Name: Conformances { members }`
  case structure(Header, members: [SwiftDeclaration])
  /// `enum Name: Conformances { case a, b; members }`
  case enumeration(Header, cases: [String], members: [SwiftDeclaration])
  /// `extension Name { members }`
  case `extension`(String, members: [SwiftDeclaration])
  /// `let name: Type` or `static let name = value`
  case constant(Header, type: String?, isStatic: Bool, value: SwiftExpression?)
  /// `static func name(parameters) -> Result { body }`, the body as lines.
  case function(Header, isStatic: Bool, parameters: [String], returns: String, body: [String])
  /// `static var name: Type { value }`: a value built on each read, with no
  /// stored global behind it (no lazy initializer for the optimizer to
  /// analyse, no once-check at run time).
  case computed(Header, type: String, isStatic: Bool, value: SwiftExpression)
  /// `init(parameters) { statements }`: the header's name is not used.
  case initializer(Header, parameters: [String], body: [SwiftStatement])
  /// Hand-written support code, emitted as it is.
  case verbatim(String)

  struct Header: Sendable {
    var documentation: [String] = []
    var access: String
    var name: String
    var conformances: [String] = []

    /// The access level and a space, or nothing for the default.
    var accessPrefix: String { access.isEmpty ? "" : access + " " }
  }
}

/// An expression in emitted code.
indirect enum SwiftExpression: Sendable {
  /// A literal or a name, written as it is: `16.0`, `.light`.
  case literal(String)
  /// `callee(label: argument, …)`
  case call(String, [(label: String?, value: SwiftExpression)])
  /// `[element, …]`, one element a line, each with an optional trailing
  /// `// comment`. Give it a declared type: its elements are then checked
  /// against that type, one at a time, whatever their number.
  case array([ArrayElement])
  /// A raw multi-line string literal (`#"""` … `"""#`), a line per
  /// element. The renderer picks the number of `#` so that no line can end
  /// the literal or start an escape: the lines stand in the program exactly
  /// as they are. A line must hold no line break.
  case rawLines([String])

  /// An element of an ``array(_:)`` literal.
  struct ArrayElement: Sendable {
    var value: SwiftExpression
    /// Text after the element, such as the token it is the value of.
    var comment: String?
  }

  /// The expression on one line: `callee(label: argument, …)`.
  var inlineText: String {
    switch self {
    case .literal(let text): text
    case .array(let elements): "[" + elements.map(\.value.inlineText).joined(separator: ", ") + "]"
    case .rawLines(let lines): SwiftName.stringLiteral(lines.joined(separator: "\n"))
    case .call(let callee, let arguments):
      callee + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.inlineText }.joined(separator: ", ")
        + ")"
    }
  }

  var isSimple: Bool {
    switch self {
    case .literal: true
    case .array, .rawLines: false
    case .call(_, let arguments): arguments.allSatisfy { if case .literal = $0.value { true } else { false } }
    }
  }
}

/// A statement in an emitted body.
enum SwiftStatement: Sendable {
  /// `target = value`
  case assignment(target: String, value: SwiftExpression)
}

/// A whole emitted file.
struct SwiftFile: Sendable {
  var name: String
  var headerComment: [String]
  var imports: [String] = []
  var declarations: [SwiftDeclaration]
}
