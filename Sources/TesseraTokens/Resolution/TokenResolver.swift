import TesseraColor
import TesseraFoundation

/// A token with its value resolved for one mode.
package struct ResolvedToken: Sendable, Hashable {
  package var definition: TokenDefinition
  package var value: TokenValue
}

/// A catalog after alias resolution: each mode's tokens, shared ones included.
package struct ResolvedTokenCatalog: Sendable {
  package var index: TokenIndex
  package var contrastPairs: [ContrastPair]
  /// Each definition's resolved value, by id; `nil` where it failed.
  package let values: [TokenValue?]

  /// The tokens each declared appearance sees: its own, its standard
  /// counterpart's (for a high-contrast one) and the shared ones, resolved.
  package var modes: [ThemeMode: [TokenPath: ResolvedToken]] {
    var modes: [ThemeMode: [TokenPath: ResolvedToken]] = [:]
    for mode in index.appearances {
      var tokens: [TokenPath: ResolvedToken] = [:]
      for id in index.sortedIDs {
        let path = index.definitions[id].path
        guard tokens[path] == nil, let token = token(path, in: mode) else { continue }
        tokens[path] = token
      }
      modes[mode] = tokens
    }
    return modes
  }

  /// The scopes an appearance sees, in the order it looks: its own, its
  /// standard counterpart's when it is a high-contrast one, then the shared ones.
  package static func scopes(seenFrom mode: ThemeMode) -> [TokenScope] {
    mode.isHighContrast ? [.themed(mode), .themed(mode.standard), .shared] : [.themed(mode), .shared]
  }

  /// The resolved token at `path` in `mode`: the mode's own, or else (in a
  /// high-contrast appearance) its standard counterpart's, or else the shared one.
  package func token(_ path: TokenPath, in mode: ThemeMode) -> ResolvedToken? {
    for scope in Self.scopes(seenFrom: mode) {
      if let id = index.id(scope, path), let value = values[id] {
        return ResolvedToken(definition: index.definitions[id], value: value)
      }
    }
    return nil
  }

  /// The resolved value in `mode` of the definitions `ids` of one path, as
  /// ``token(_:in:)`` finds it.
  package func value(ofDefinitions ids: ArraySlice<Int>, in mode: ThemeMode) -> TokenValue? {
    var shared: TokenValue?
    var standard: TokenValue?
    for id in ids {
      switch index.scopes[id] {
      case .themed(mode): if let value = values[id] { return value }
      case .shared: shared = values[id]
      case .themed(let other): if mode.isHighContrast, other == mode.standard { standard = values[id] }
      }
    }
    return standard ?? shared
  }

  /// The id of the definition among `ids` (one path's) whose value `mode`
  /// sees, as ``value(ofDefinitions:in:)`` finds it.
  package func definitionID(ofDefinitions ids: ArraySlice<Int>, in mode: ThemeMode) -> Int? {
    var shared: Int?
    var standard: Int?
    for id in ids {
      switch index.scopes[id] {
      case .themed(mode): return id
      case .shared: shared = id
      case .themed(let other): if mode.isHighContrast, other == mode.standard { standard = id }
      }
    }
    return standard ?? shared
  }

  /// The resolved value at `path` in `mode`, as ``token(_:in:)`` finds it.
  package func value(_ path: TokenPath, in mode: ThemeMode) -> TokenValue? {
    for scope in Self.scopes(seenFrom: mode) {
      if let id = index.id(scope, path), let value = values[id] { return value }
    }
    return nil
  }
}

/// Resolves aliases, reporting `token-unresolved-alias`, `token-alias-cycle`
/// and `token-alias-type-mismatch`.
///
/// Chains are followed iteratively, so a chain thousands of aliases deep
/// can't overflow the stack, and each definition is resolved once.
package struct TokenResolver {
  private enum State {
    case inProgress
    case resolved(TokenValue)
    case failed
  }

  private let index: TokenIndex
  /// The index's definitions, held here once: read through the index, each
  /// definition resolved would retain and release their array, whose count
  /// the name tree, built on another core meanwhile, also changes.
  private let definitions: [TokenDefinition]
  /// Each definition's state, by id.
  private var states: [State?]
  package private(set) var diagnostics: [Diagnostic] = []

  /// Reports `diagnostic`, for the resolver's extensions in other files.
  package mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }
  /// "Did you mean" costs a pass over every path; hostile input with
  /// thousands of broken aliases gets suggestions for the first few only.
  private var suggestionsLeft = 20
  /// Every path, listed once, the first time a suggestion is needed.
  private lazy var suggestionCandidates: [String] = index.sortedIDs.map { index.definitions[$0].path.description }
  /// How many typography fields are being resolved inside one another. A
  /// field that leads to another typography token is a type error, so past
  /// one level nothing valid is lost by stopping, and a chain of ten thousand
  /// can't overflow the stack.
  private var fieldNesting = 0
  package static let maximumFieldNesting = 32
  /// Whether stopping at ``maximumFieldNesting`` was reported: once is
  /// enough, where a long chain would otherwise stop every 32 tokens.
  private var reportedDeepNesting = false
  /// A chain's buffer, kept for the next chain: a definition resolved
  /// takes it while it follows its chain, so one resolved inside it (through
  /// a typography field) makes its own.
  private var spareChain: [Int] = []

  /// What each definition's alias leads to, by id: the id of the
  /// definition it sees (``TokenIndex/visibleID(_:from:)``),
  /// ``unresolvedAlias`` when it sees none, or ``notAnAlias``.
  private let links: [Int32]
  /// Each alias's declared type, by id (`nil` for any other definition):
  /// what a chain's members are checked against.
  private let aliasTypes: [TokenType?]
  private static let unresolvedAlias: Int32 = -1
  private static let notAnAlias: Int32 = -2

  package init(index: TokenIndex) {
    self.index = index
    definitions = index.definitions
    var states = [State?](repeating: nil, count: index.definitions.count)
    var links = [Int32](repeating: Self.notAnAlias, count: index.definitions.count)
    var aliasTypes = [TokenType?](repeating: nil, count: index.definitions.count)
    // Each literal's value, and each alias's target and type, read in file order, where the definitions lie: the walk in
    // path order then follows chains through these arrays, and reads a definition only for a typography token or a
    // diagnostic.
    for id in definitions.indices {
      switch definitions[id].expression {
      case .literal(let value):
        if index.isIndexed(id) { states[id] = .resolved(value) }
      case .alias(let target):
        links[id] =
          index.visibleID(target, from: index.scopes[id]).map { Int32(truncatingIfNeeded: $0) }
          ?? Self.unresolvedAlias
        aliasTypes[id] = definitions[id].declaredType
      case .typography, .composite, .invalid:
        break
      }
    }
    self.states = states
    self.links = links
    self.aliasTypes = aliasTypes
  }

  package static func resolve(_ catalog: consuming TokenCatalog, diagnostics: inout DiagnosticBag)
    -> ResolvedTokenCatalog
  {
    // A token whose aliases lead to a DTCG token left out is left out too, with a warning.
    SkippedTokenSpread.spread(&catalog, diagnostics: &diagnostics)
    // A high-contrast appearance resolves the aliases it inherits against its own tokens.
    AppearanceInheritance.spread(&catalog)
    let contrastPairs = catalog.contrastPairs
    let unshaped = TokenIndex(catalog, diagnostics: &diagnostics, shaped: false)
    // The name tree is built on another core while the aliases are followed: neither reads the other.
    let ((values, found), shape) = concurrently(
      {
        var resolver = TokenResolver(index: unshaped)
        for id in unshaped.sortedIDs {
          resolver.resolve(id)
        }
        let values = resolver.states.map { state -> TokenValue? in
          if case .resolved(let value)? = state { return value }
          return nil
        }
        return (values, resolver.diagnostics)
      }, { unshaped.makeShape() })
    diagnostics.append(contentsOf: found)
    let index = unshaped.settingShape(shape)
    return ResolvedTokenCatalog(index: index, contrastPairs: contrastPairs, values: values)
  }

  package func value(of id: Int) -> TokenValue? {
    if case .resolved(let value)? = states[id] { return value }
    return nil
  }

  /// Resolves the definition `id` and every alias it leads through.
  @discardableResult
  package mutating func resolve(_ id: Int) -> TokenValue? {
    if let state = states[id] {
      if case .resolved(let value) = state { return value }
      return nil
    }
    // Definitions are read field by field, never copied whole: a copy
    // retains every path, location and description it holds.
    // Follow the chain of aliases to a definition with a value of its own.
    // A definition on the chain is in progress, so the chain is searched
    // only for one that is: no table of positions per definition resolved.
    var chain: [Int] = []
    swap(&chain, &spareChain)
    defer {
      chain.removeAll(keepingCapacity: true)
      spareChain = chain
    }
    chain.append(id)
    states[id] = .inProgress
    var outcome: TokenValue?
    while true {
      guard let currentID = chain.last else { break }
      let link = links[currentID]
      guard link != Self.notAnAlias else {
        outcome = ownValue(of: currentID)
        break
      }
      guard link >= 0 else {
        if case .alias(let target) = definitions[currentID].expression {
          diagnostics.append(unresolved(target, from: definitions[currentID]))
        }
        break
      }
      let next = Int(link)
      if case .inProgress? = states[next], let start = chain.firstIndex(of: next) {
        diagnostics.append(cycle(chain[start...].map { definitions[$0] }))
        break
      }
      if let state = states[next] {
        switch state {
        case .resolved(let value): outcome = value
        case .failed: break
        case .inProgress:
          // A chain that re-enters a typography token being resolved.
          let path = (chain + [next]).map { definitions[$0].path.description }.joined(separator: " → ")
          diagnostics.append(
            .error(
              .tokenAliasCycle,
              "Alias cycle: \(path) → …, through a field of a composite token; give one of these tokens a value of its own.",
              at: definitions[id].valueLocation, subject: definitions[id].path.description))
        }
        break
      }
      states[next] = .inProgress
      chain.append(next)
    }
    // Every definition on the chain takes the outcome, if its type agrees.
    for memberID in chain {
      guard let value = outcome else {
        states[memberID] = .failed
        continue
      }
      if let declared = aliasTypes[memberID], declared != value.type,
        case .alias(let target) = definitions[memberID].expression
      {
        let member = definitions[memberID]
        diagnostics.append(
          .error(
            .tokenAliasTypeMismatch,
            "'\(member.path)' is declared \(declared.rawValue) but its alias {\(target)} resolves to a \(value.type.rawValue); point it at a \(declared.rawValue) token or change its type.",
            at: member.valueLocation, subject: member.path.description))
        states[memberID] = .failed
        continue
      }
      states[memberID] = .resolved(value)
    }
    return value(of: id)
  }

  /// The value of the definition `id`, which isn't an alias.
  private mutating func ownValue(of id: Int) -> TokenValue? {
    switch definitions[id].expression {
    case .literal(let value):
      return value
    case .alias, .invalid:
      return nil
    case .typography(let expression):
      return typography(expression, of: definitions[id]).map(TokenValue.typography)
    case .composite(let expression):
      return composite(expression, of: definitions[id])
    }
  }

  private mutating func typography(_ expression: TypographyExpression, of definition: TokenDefinition) -> Typography? {
    let family = field(expression.fontFamily, of: definition, expecting: "a font-family") {
      if case .fontFamily(let name) = $0 { return name }
      return nil
    }
    let weight = field(expression.fontWeight, of: definition, expecting: "a font-weight") {
      if case .fontWeight(let weight) = $0 { return weight }
      return nil
    }
    func length(_ value: TokenValue) -> Double? {
      switch value {
      case .dimension(let points), .number(let points): points
      default: nil
      }
    }
    let size = field(expression.fontSize, of: definition, expecting: "a dimension", length)
    var lineHeight: Double?
    if let multipleField = expression.lineHeightMultiple {
      // DTCG's line height: a multiple of the font size.
      let multiple = field(multipleField, of: definition, expecting: "a number") { value in
        if case .number(let number) = value { return number }
        return nil
      }
      if let size, let multiple { lineHeight = size * multiple }
    } else {
      lineHeight = field(expression.lineHeight, of: definition, expecting: "a dimension", length)
    }
    let letterSpacing = field(expression.letterSpacing, of: definition, expecting: "a dimension", length)
    guard let family, let weight, let size, let lineHeight, let letterSpacing else { return nil }
    return Typography(
      fontFamily: family, fontWeight: FontWeight(rawValue: weight), fontSize: size, lineHeight: lineHeight,
      letterSpacing: letterSpacing)
  }

  package mutating func field<Value>(
    _ field: TokenField<Value>, of definition: TokenDefinition, expecting expected: String,
    _ extract: (TokenValue) -> Value?
  ) -> Value? {
    switch field.reference {
    case .value(let value):
      return value
    case .alias(let target):
      guard let targetID = index.visibleID(target, from: definition.scope) else {
        diagnostics.append(unresolved(target, from: definition, at: field.location))
        return nil
      }
      if case .inProgress? = states[targetID] {
        diagnostics.append(
          .error(
            .tokenAliasCycle,
            "Alias cycle: \(definition.path).\(field.attribute) → \(target) → … → \(definition.path); point \(field.attribute) at a token that doesn't lead back here.",
            at: field.location, subject: definition.path.description))
        return nil
      }
      guard fieldNesting < Self.maximumFieldNesting else {
        if reportedDeepNesting { return nil }
        reportedDeepNesting = true
        diagnostics.append(
          .error(
            .tokenAliasTypeMismatch,
            "\(field.attribute) of '\(definition.path)' must be \(expected), but {\(target)} continues a chain of more than \(Self.maximumFieldNesting) \(definition.declaredType?.rawValue ?? "composite") tokens, each one's field pointing at the next; point it at \(expected) token.",
            at: field.location, subject: definition.path.description))
        return nil
      }
      fieldNesting += 1
      let resolved = resolve(targetID)
      fieldNesting -= 1
      guard let value = resolved else { return nil }
      guard let extracted = extract(value) else {
        diagnostics.append(
          .error(
            .tokenAliasTypeMismatch,
            "\(field.attribute) of '\(definition.path)' must be \(expected), but {\(target)} is a \(value.type.rawValue); point it at \(expected) token.",
            at: field.location, subject: definition.path.description))
        return nil
      }
      return extracted
    }
  }

  private mutating func unresolved(
    _ target: TokenPath, from definition: TokenDefinition, at location: SourceLocation? = nil
  )
    -> Diagnostic
  {
    let location = location ?? definition.valueLocation
    if definition.scope == .shared, index.isThemed(target) {
      return .error(
        .tokenUnresolvedAlias,
        "Shared token '\(definition.path)' refers to {\(target)}, which is defined per mode; a shared token can only refer to shared tokens. Move '\(definition.path)' into the mode files.",
        at: location, subject: definition.path.description)
    }
    if case .themed(let mode) = definition.scope, index.isThemed(target) {
      let others = ThemeMode.allCases.filter { index.id(.themed($0), target) != nil }.map(\.modeName)
      return .error(
        .tokenUnresolvedAlias,
        "'\(definition.path)' refers to {\(target)}, which only \(others.joined(separator: " and ")) "
          + "\(others.count == 1 ? "defines" : "define"); define it in \(mode.modeName) too, or make it a shared token.",
        at: location, subject: definition.path.description)
    }
    if let reason = index.skippedTokens[target] {
      return .error(
        .tokenUnresolvedAlias,
        "'\(definition.path)' refers to {\(target)}, which is left out: \(reason)", at: location,
        subject: definition.path.description)
    }
    // A group with a value of its own is referred to by its `$root`.
    let root = target.appending(TokenPath.rootSegment)
    if index.visibleID(root, from: definition.scope) != nil {
      return .error(
        .tokenUnresolvedAlias,
        "'\(definition.path)' refers to {\(target)}, which is a group; its own value is {\(root)}, so write that.",
        at: location, subject: definition.path.description)
    }
    var message = "'\(definition.path)' refers to {\(target)}, which is not defined"
    if case .themed(let mode) = definition.scope {
      message +=
        mode.isHighContrast
        ? " in the \(mode.modeName), \(mode.standard.modeName) or the shared tokens"
        : " in \(mode.modeName) or the shared tokens"
    }
    if suggestionsLeft > 0,
      let suggestion = Suggestion.closest(to: target.description, in: suggestionCandidates)
    {
      message += "; did you mean {\(suggestion)}?"
    } else {
      message += "; define it or fix the path."
    }
    suggestionsLeft -= 1
    return .error(.tokenUnresolvedAlias, message, at: location, subject: definition.path.description)
  }

  /// A cycle, reported once, starting from its smallest path.
  private func cycle(_ members: [TokenDefinition]) -> Diagnostic {
    let start = members.indices.min { members[$0].path < members[$1].path } ?? 0
    let rotated = Array(members[start...] + members[..<start])
    let chain = (rotated + [rotated[0]]).map(\.path.description).joined(separator: " → ")
    return .error(
      .tokenAliasCycle,
      "Alias cycle: \(chain); give one of these tokens a value of its own.",
      at: rotated[0].valueLocation, subject: rotated[0].path.description)
  }
}
