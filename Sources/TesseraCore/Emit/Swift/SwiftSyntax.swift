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
  /// Hand-written support code, emitted as it is.
  case verbatim(String)

  struct Header: Sendable {
    var documentation: [String] = []
    var access: String
    var name: String
    var conformances: [String] = []
  }
}

/// An expression in emitted code.
indirect enum SwiftExpression: Sendable {
  /// A literal or a name, written as it is: `16.0`, `.light`.
  case literal(String)
  /// `callee(label: argument, …)`
  case call(String, [(label: String?, value: SwiftExpression)])

  /// The expression on one line: `callee(label: argument, …)`.
  var inlineText: String {
    switch self {
    case .literal(let text): text
    case .call(let callee, let arguments):
      callee + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.inlineText }.joined(separator: ", ")
        + ")"
    }
  }

  var isSimple: Bool {
    switch self {
    case .literal: true
    case .call(_, let arguments): arguments.allSatisfy { if case .literal = $0.value { true } else { false } }
    }
  }
}

/// A whole emitted file.
struct SwiftFile: Sendable {
  var name: String
  var headerComment: [String]
  var imports: [String] = []
  var declarations: [SwiftDeclaration]
}
