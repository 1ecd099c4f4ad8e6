import TesseraColor
import TesseraFoundation

/// Where a token is defined: in a shared file, or in one theme mode.
package enum TokenScope: Sendable, Hashable, CustomStringConvertible {
  case shared
  case themed(ThemeMode)

  package var description: String {
    switch self {
    case .shared: "shared"
    case .themed(let mode): mode.modeName
    }
  }
}

/// A value as written: a literal, or an alias to another token.
package enum TokenReference<Value: Sendable & Hashable>: Sendable, Hashable {
  case value(Value)
  case alias(TokenPath)
}

/// A token's value before aliases are resolved.
package enum TokenExpression: Sendable, Hashable {
  /// A literal value.
  case literal(TokenValue)
  /// `{group.token}`: the value of another token.
  case alias(TokenPath)
  /// A typography token written field by field; any field may be an alias.
  /// Boxed: its five fields are several times the size of every other case,
  /// and every definition would otherwise carry that size inline.
  indirect case typography(TypographyExpression)
  /// A stroke style, border, transition, shadow or gradient written part by
  /// part; any part may be an alias. Boxed, as typography is.
  indirect case composite(CompositeExpression)
  /// A value already reported as invalid. The token still exists, so parity
  /// and aliases to it report nothing more.
  case invalid
}

extension TokenExpression {
  /// The paths this expression's aliases name: the whole value's, or each
  /// field's of a typography token.
  package var aliasTargets: [TokenPath] {
    switch self {
    case .alias(let target): return [target]
    case .typography(let fields):
      var targets: [TokenPath] = []
      if case .alias(let target) = fields.fontFamily.reference { targets.append(target) }
      if case .alias(let target) = fields.fontWeight.reference { targets.append(target) }
      if case .alias(let target) = fields.fontSize.reference { targets.append(target) }
      if case .alias(let target) = fields.lineHeight.reference { targets.append(target) }
      if case .alias(let target) = fields.letterSpacing.reference { targets.append(target) }
      if let target = fields.lineHeightMultiple?.aliasTarget { targets.append(target) }
      return targets
    case .composite(let composite): return composite.aliasTargets
    case .literal, .invalid: return []
    }
  }
}

/// One part of a composite value as written: its name (as its file writes
/// it, for messages: `font-family`, `offsetX of layer 2`), a value or an
/// alias, and where it is written.
package struct TokenField<Value: Sendable & Hashable>: Sendable, Hashable {
  package var attribute: String
  package var reference: TokenReference<Value>
  package var location: SourceLocation

  package init(attribute: String, reference: TokenReference<Value>, location: SourceLocation) {
    self.attribute = attribute
    self.reference = reference
    self.location = location
  }

  /// The path the field's alias names, if it is one.
  package var aliasTarget: TokenPath? {
    if case .alias(let target) = reference { return target }
    return nil
  }
}

/// The fields of a typography token as written.
package struct TypographyExpression: Sendable, Hashable {
  /// One field: its attribute name, value and where the value is written.
  package typealias Field<Value: Sendable & Hashable> = TokenField<Value>

  package var fontFamily: Field<String>
  package var fontWeight: Field<Int>
  package var fontSize: Field<Double>
  /// The line height in points; unused when ``lineHeightMultiple`` is given.
  package var lineHeight: Field<Double>
  package var letterSpacing: Field<Double>
  /// DTCG's line height, a multiple of the font size, when the size or the
  /// multiple is an alias: the line height in points is then the resolved
  /// size times the resolved multiple.
  package var lineHeightMultiple: Field<Double>? = nil
}

/// One token as a catalog file defines it.
package struct TokenDefinition: Sendable, Hashable {
  package var path: TokenPath
  /// The declared type (on the token or a group), or `nil` for an alias that
  /// takes its target's type.
  package var declaredType: TokenType?
  package var expression: TokenExpression
  package var scope: TokenScope
  package var description: String?
  /// Where the `<token>` tag starts.
  package var location: SourceLocation
  /// Where the value is written.
  package var valueLocation: SourceLocation
  /// Why the token is deprecated (empty when the file gives no reason), or
  /// `nil` when it isn't: a DTCG token's `$deprecated`. An alias to it is
  /// `token-deprecated`.
  package var deprecation: String? = nil
  /// The value as its file writes it, when the generated value is a
  /// conversion of it (a DTCG colour in another colour space), for the
  /// generated doc comment.
  package var sourceValue: String? = nil

  /// What a definition moved out of an array leaves behind: nothing
  /// allocated.
  package static let placeholder = TokenDefinition(
    path: TokenPath([]), declaredType: nil, expression: .literal(.number(0)), scope: .shared, description: nil,
    location: SourceLocation(file: "", line: 0, column: 0), valueLocation: SourceLocation(file: "", line: 0, column: 0))
}

/// A declared contrast requirement: `foreground` on `background` must reach
/// `minimum` in every standard appearance, and ``highContrastMinimum`` in
/// every high-contrast one.
package struct ContrastPair: Sendable, Hashable {
  package var foreground: TokenPath
  package var background: TokenPath
  /// The opaque colour beneath a translucent background.
  package var backdrop: TokenPath?
  package var minimum: Double
  /// The minimum in a high-contrast appearance: the catalog's, or what its
  /// minimum is at level AAA (`WCAG.highContrastMinimum(for:)`: 7 for
  /// text); `nil` for ``minimum`` itself.
  package var highContrastMinimum: Double? = nil
  package var location: SourceLocation
  package var foregroundLocation: SourceLocation
  package var backgroundLocation: SourceLocation
  package var backdropLocation: SourceLocation?

  /// The minimum in `mode`.
  package func minimum(in mode: ThemeMode) -> Double {
    mode.isHighContrast ? highContrastMinimum ?? minimum : minimum
  }
}

/// All token definitions and contrast pairs read from a set of files.
package struct TokenCatalog: Sendable {
  /// Every definition, duplicates included, in file order.
  package var definitions: [TokenDefinition] = []
  package var contrastPairs: [ContrastPair] = []
  /// The DTCG tokens left out of the catalog, each with why
  /// (`dtcg-skipped-token`), so that an alias to one can say so.
  package var skippedTokens: [TokenPath: String] = [:]
  /// The `$type` of each DTCG group that has one, by path: what a resolver's other sources inherit
  /// (``DTCGDocumentReader/outerGroupTypes``). Not carried by ``append(moving:)``.
  package var dtcgGroupTypes: [TokenPath: DTCGDocumentReader.InheritedType] = [:]
  /// The files of each scope, sorted.
  package var files: [TokenScope: [String]] = [:]
  /// The numbered paths of the interner that interned the definitions
  /// (``internPaths()``, ``SharedTokenPathInterner/finish(_:from:)``), when
  /// one did. The index checks that it holds
  /// every definition's path before it trusts it.
  package var internedPaths: InternedTokenPaths?

  package init() {}

  /// Adds `moved` after this catalog's definitions, and leaves it empty:
  /// into an empty catalog without room reserved for them the array itself
  /// is taken, else each definition
  /// is moved out (``TokenDefinition/placeholder`` left in its place), not
  /// copied, which would retain every path, text and location it holds and
  /// release them again when `moved` is freed.
  package mutating func appendDefinitions(moving moved: inout [TokenDefinition]) {
    let needed = definitions.count + moved.count
    if definitions.isEmpty, definitions.capacity < needed {
      swap(&definitions, &moved)
      return
    }
    // Grown by doubling, as appending grows it, so that many small catalogs joined one by one copy little.
    if definitions.capacity < needed { definitions.reserveCapacity(max(needed, definitions.capacity * 2)) }
    for index in moved.indices {
      var definition = TokenDefinition.placeholder
      swap(&definition, &moved[index])
      definitions.append(consume definition)
    }
    moved = []
  }

  /// Adds `other`'s definitions (moved, ``appendDefinitions(moving:)``)
  /// and contrast pairs after this catalog's, and its files after this
  /// catalog's files of the same scope, each once, leaving `other` empty.
  /// Each scope's list of files is its own, so the order the scopes are
  /// visited in changes nothing.
  package mutating func append(moving other: inout TokenCatalog) {
    appendDefinitions(moving: &other.definitions)
    contrastPairs += other.contrastPairs
    skippedTokens.merge(other.skippedTokens) { first, _ in first }
    for (scope, files) in other.files {
      for file in files where !(self.files[scope]?.contains(file) ?? false) {
        self.files[scope, default: []].append(file)
      }
    }
    other = TokenCatalog()
  }

  /// Adds each of `parts`, files read side by side, in their order
  /// (``append(moving:)``), into room reserved for all of them at once, and
  /// returns their diagnostics in the same order. Each part is taken out of
  /// the array before it is added, so its definitions are held once and
  /// moved, not copied; `parts` is left empty.
  package mutating func append(movingParts parts: inout [(TokenCatalog, [Diagnostic])]) -> [Diagnostic] {
    // Grown by doubling instead, the array would be copied again to its size when the stage keeps it; the room
    // for high-contrast copies is the stage's too (``keepDefinitionsAtTheirSize()``).
    // Counted first, in a statement of its own: the list of parts holds this catalog's definitions until it ends,
    // and reserving while it does would copy them.
    let copies = AppearanceInheritance.mostCopies(inParts: [self] + parts.map(\.0))
    definitions.reserveCapacity(parts.reduce(definitions.count) { $0 + $1.0.definitions.count } + copies)
    var diagnostics: [Diagnostic] = []
    for index in parts.indices {
      var (part, partDiagnostics) = parts[index]
      parts[index] = (TokenCatalog(), [])
      append(moving: &part)
      diagnostics += partDiagnostics
    }
    parts = []
    return diagnostics
  }

  /// ``append(moving:)`` of a copy of `other`, for a catalog still used after.
  package mutating func append(_ other: TokenCatalog) {
    var copy = other
    append(moving: &copy)
  }
}
