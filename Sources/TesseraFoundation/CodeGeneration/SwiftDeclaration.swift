/// A declaration in emitted code, printed by ``SwiftRenderer``.
///
/// Emitters build declarations, statements and expressions; they never glue
/// strings of code together, so escaping and layout live in one place.
/// Names are written as Swift requires: a name that is a keyword gets
/// backticks.
package indirect enum SwiftDeclaration: Sendable {
  /// A declaration with a comment before it.
  case commented(SwiftComment, SwiftDeclaration)
  /// `struct Name: Conformances { members }`
  case structure(SwiftTypeDeclaration)
  /// `enum Name: Conformances { members }`, its cases among the members.
  case enumeration(SwiftTypeDeclaration)
  /// `case name`, in an enumeration.
  case enumCase(String)
  /// `extension Name { members }`
  case `extension`(String, members: [SwiftDeclaration])
  /// `let` or `var`, stored or computed.
  case variable(SwiftVariable)
  /// A function or an initializer.
  case function(SwiftFunction)
  /// `typealias Name = Existing`
  case `typealias`(access: SwiftAccessModifier?, name: String, existing: String)
  /// A member whose lines were written as it was made; see
  /// ``SwiftWrittenMember``.
  case written(SwiftWrittenMember)
  /// A whole file of hand-written support code, printed line for line.
  case supportFile(String)
  /// Declarations made only when the renderer reaches them, and dropped
  /// once written, as if they stood here one after another among a file's
  /// declarations or a type's members: the model of a large catalog's types
  /// is then never in memory all at once. Give each made declaration its own
  /// comment; a comment around a deferred run would stand before its first.
  ///
  /// `weight` is how much rendering the made declarations take, in a unit
  /// the maker counts the same way for each (a token catalog counts
  /// values), or 0 when unknown: a type whose deferred members carry enough
  /// weight, spread evenly enough, renders them side by side
  /// (``SwiftRenderer/splitsBlocks``). There, each `make` runs on a thread
  /// of its own, alongside the others and before the members around it
  /// are written, so it must read nothing that changes and depend on no
  /// order.
  case deferred(weight: Int = 0, @Sendable () -> [SwiftDeclaration])

  /// The declaration, with `comment` before it; no comment for `nil` or
  /// an empty documentation.
  package func commented(_ comment: SwiftComment?) -> SwiftDeclaration {
    switch comment {
    case nil, .documentation([])?: self
    case let comment?: .commented(comment, self)
    }
  }

  /// The declaration, with a doc comment of `lines` before it.
  package func documented(_ lines: [String]) -> SwiftDeclaration { commented(.documentation(lines)) }
}

/// A `struct` or an `enum`.
package struct SwiftTypeDeclaration: Sendable {
  package var access: SwiftAccessModifier?
  package var name: String
  /// The protocols it conforms to, or the raw type then the protocols.
  package var conformances: [String] = []
  package var members: [SwiftDeclaration] = []

  /// Every stored property, as the memberwise initializer takes them.
  package init(
    access: SwiftAccessModifier? = nil, name: String, conformances: [String] = [], members: [SwiftDeclaration] = []
  ) {
    self.access = access
    self.name = name
    self.conformances = conformances
    self.members = members
  }
}

/// A `let` or a `var`: stored, with an optional initial value, or computed
/// with a getter.
package struct SwiftVariable: Sendable {
  /// `let` or `var`.
  package enum Binding: String, Sendable {
    case `let`, `var`
  }

  package var access: SwiftAccessModifier?
  package var isStatic = false
  package var binding: Binding = .let
  package var name: String
  /// The declared type; `nil` lets Swift infer it from the value.
  package var type: String?
  /// The initial value of a stored property.
  package var value: SwiftExpression?
  /// The getter of a computed property: `var name: Type { getter }`. A
  /// computed property is a `var` with a type.
  package var getter: [SwiftStatement]?

  /// `let name: type = value`, or `let name = value` without a type.
  package static func constant(
    _ access: SwiftAccessModifier?, isStatic: Bool = false, _ name: String, type: String? = nil,
    _ value: SwiftExpression? = nil
  ) -> SwiftVariable {
    SwiftVariable(access: access, isStatic: isStatic, binding: .let, name: name, type: type, value: value)
  }

  /// `var name: type { value }`: a value built on each read.
  package static func computed(
    _ access: SwiftAccessModifier?, isStatic: Bool = false, _ name: String, type: String, _ value: SwiftExpression
  ) -> SwiftVariable {
    SwiftVariable(
      access: access, isStatic: isStatic, binding: .var, name: name, type: type, getter: [.expression(value)])
  }
}

/// A function or an initializer with typed parameters and a body.
package struct SwiftFunction: Sendable {
  /// What the function is: a named function or an initializer.
  package enum Kind: Sendable {
    /// `func name(…)`; an operator's name is followed by a space.
    case function(String)
    /// `init(…)`
    case initializer
  }

  /// Attributes before the modifiers, without the `@`: `Sendable`.
  package var attributes: [String] = []
  package var access: SwiftAccessModifier?
  package var isStatic = false
  package var kind: Kind
  package var parameters: [SwiftParameter] = []
  /// The result type; `nil` for none.
  package var returnType: String?
  package var body: [SwiftStatement]

  /// Every stored property, as the memberwise initializer takes them.
  package init(
    attributes: [String] = [], access: SwiftAccessModifier? = nil, isStatic: Bool = false, kind: Kind,
    parameters: [SwiftParameter] = [], returnType: String? = nil, body: [SwiftStatement]
  ) {
    self.attributes = attributes
    self.access = access
    self.isStatic = isStatic
    self.kind = kind
    self.parameters = parameters
    self.returnType = returnType
    self.body = body
  }
}

/// A function parameter: `label name: Type`.
package struct SwiftParameter: Sendable, Hashable {
  /// The argument label; `nil` when it is the name, `"_"` for none.
  package var label: String?
  package var name: String
  package var type: String
  package var isInout = false

  package init(label: String? = nil, _ name: String, _ type: String, isInout: Bool = false) {
    self.label = label
    self.name = name
    self.type = type
    self.isInout = isInout
  }
}
