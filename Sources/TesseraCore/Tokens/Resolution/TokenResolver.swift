/// A token with its value resolved for one mode.
public struct ResolvedToken: Sendable, Hashable {
  public var definition: TokenDefinition
  public var value: TokenValue
}

/// A catalog after alias resolution: each mode's tokens, shared ones included.
public struct ResolvedTokenCatalog: Sendable {
  public var index: TokenIndex
  public var contrastPairs: [ContrastPair]
  /// The tokens each mode sees: its own and the shared ones, resolved.
  public var modes: [ThemeMode: [TokenPath: ResolvedToken]]

  /// The resolved token at `path` in `mode`.
  public func token(_ path: TokenPath, in mode: ThemeMode) -> ResolvedToken? {
    modes[mode]?[path]
  }
}

/// Resolves aliases, reporting `token-unresolved-alias`, `token-alias-cycle`
/// and `token-alias-type-mismatch`.
///
/// Chains are followed iteratively, so a chain thousands of aliases deep
/// can't overflow the stack, and each definition is resolved once.
struct TokenResolver {
  private enum State {
    case inProgress
    case resolved(TokenValue)
    case failed
  }

  private struct Key: Hashable {
    var scope: TokenScope
    var path: TokenPath
  }

  private let index: TokenIndex
  private var states: [Key: State] = [:]
  private(set) var diagnostics: [Diagnostic] = []
  /// "Did you mean" costs a pass over every path; hostile input with
  /// thousands of broken aliases gets suggestions for the first few only.
  private var suggestionsLeft = 20
  /// Every path, listed once, the first time a suggestion is needed.
  private lazy var suggestionCandidates: [String] = index.allDefinitions.map(\.path.description)

  init(index: TokenIndex) {
    self.index = index
  }

  static func resolve(_ catalog: TokenCatalog, diagnostics: inout DiagnosticBag) -> ResolvedTokenCatalog {
    let index = TokenIndex(catalog, diagnostics: &diagnostics)
    var resolver = TokenResolver(index: index)
    var modes: [ThemeMode: [TokenPath: ResolvedToken]] = [:]
    for definition in index.allDefinitions {
      resolver.resolve(definition)
    }
    for mode in ThemeMode.allCases {
      var tokens: [TokenPath: ResolvedToken] = [:]
      for (path, definition) in index.shared {
        if let value = resolver.value(of: definition) {
          tokens[path] = ResolvedToken(definition: definition, value: value)
        }
      }
      for (path, definition) in index.themed[mode] ?? [:] {
        if let value = resolver.value(of: definition) {
          tokens[path] = ResolvedToken(definition: definition, value: value)
        }
      }
      modes[mode] = tokens
    }
    diagnostics.append(contentsOf: resolver.diagnostics)
    return ResolvedTokenCatalog(index: index, contrastPairs: catalog.contrastPairs, modes: modes)
  }

  func value(of definition: TokenDefinition) -> TokenValue? {
    if case .resolved(let value)? = states[Key(scope: definition.scope, path: definition.path)] { return value }
    return nil
  }

  /// Resolves `definition` and every alias it leads through.
  @discardableResult
  mutating func resolve(_ definition: TokenDefinition) -> TokenValue? {
    if let state = states[key(definition)] {
      if case .resolved(let value) = state { return value }
      return nil
    }
    // Follow the chain of aliases to a definition with a value of its own.
    var chain: [TokenDefinition] = [definition]
    var positions: [Key: Int] = [key(definition): 0]
    states[key(definition)] = .inProgress
    var outcome: TokenValue?
    while true {
      guard let current = chain.last else { break }
      guard case .alias(let target) = current.expression else {
        outcome = ownValue(of: current)
        break
      }
      guard let next = index.visible(target, from: current.scope) else {
        diagnostics.append(unresolved(target, from: current))
        break
      }
      let nextKey = key(next)
      if let start = positions[nextKey] {
        diagnostics.append(cycle(Array(chain[start...])))
        break
      }
      if let state = states[nextKey] {
        switch state {
        case .resolved(let value): outcome = value
        case .failed: break
        case .inProgress:
          // A chain that re-enters a typography token being resolved.
          let path = (chain + [next]).map(\.path.description).joined(separator: " → ")
          diagnostics.append(
            .error(
              .tokenAliasCycle,
              "Alias cycle: \(path) → …, through a typography field; give one of these tokens a value of its own.",
              at: definition.valueLocation))
        }
        break
      }
      positions[nextKey] = chain.count
      states[nextKey] = .inProgress
      chain.append(next)
    }
    // Every definition on the chain takes the outcome, if its type agrees.
    for member in chain {
      guard let value = outcome else {
        states[key(member)] = .failed
        continue
      }
      if let declared = member.declaredType, declared != value.type, case .alias(let target) = member.expression {
        diagnostics.append(
          .error(
            .tokenAliasTypeMismatch,
            "'\(member.path)' is declared \(declared.rawValue) but its alias {\(target)} resolves to a \(value.type.rawValue); point it at a \(declared.rawValue) token or change its type.",
            at: member.valueLocation))
        states[key(member)] = .failed
        continue
      }
      states[key(member)] = .resolved(value)
    }
    return value(of: definition)
  }

  private func key(_ definition: TokenDefinition) -> Key {
    Key(scope: definition.scope, path: definition.path)
  }

  /// The value of a definition that isn't an alias.
  private mutating func ownValue(of definition: TokenDefinition) -> TokenValue? {
    switch definition.expression {
    case .literal(let value):
      return value
    case .alias, .invalid:
      return nil
    case .typography(let expression):
      return typography(expression, of: definition).map(TokenValue.typography)
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
    let lineHeight = field(expression.lineHeight, of: definition, expecting: "a dimension", length)
    let letterSpacing = field(expression.letterSpacing, of: definition, expecting: "a dimension", length)
    guard let family, let weight, let size, let lineHeight, let letterSpacing else { return nil }
    return Typography(
      fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: lineHeight, letterSpacing: letterSpacing)
  }

  private mutating func field<Value>(
    _ field: TypographyExpression.Field<Value>, of definition: TokenDefinition, expecting expected: String,
    _ extract: (TokenValue) -> Value?
  ) -> Value? {
    switch field.reference {
    case .value(let value):
      return value
    case .alias(let target):
      guard let targetDefinition = index.visible(target, from: definition.scope) else {
        diagnostics.append(unresolved(target, from: definition, at: field.location))
        return nil
      }
      if case .inProgress? = states[key(targetDefinition)] {
        diagnostics.append(
          .error(
            .tokenAliasCycle,
            "Alias cycle: \(definition.path).\(field.attribute) → \(target) → … → \(definition.path); point \(field.attribute) at a token that doesn't lead back here.",
            at: field.location))
        return nil
      }
      guard let value = resolve(targetDefinition) else { return nil }
      guard let extracted = extract(value) else {
        diagnostics.append(
          .error(
            .tokenAliasTypeMismatch,
            "\(field.attribute) of '\(definition.path)' must be \(expected), but {\(target)} is a \(value.type.rawValue); point it at \(expected) token.",
            at: field.location))
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
        at: location)
    }
    var message = "'\(definition.path)' refers to {\(target)}, which is not defined"
    if case .themed(let mode) = definition.scope { message += " in \(mode.rawValue) mode or the shared tokens" }
    if suggestionsLeft > 0,
      let suggestion = Suggestion.closest(to: target.description, in: suggestionCandidates)
    {
      message += "; did you mean {\(suggestion)}?"
    } else {
      message += "; define it or fix the path."
    }
    suggestionsLeft -= 1
    return .error(.tokenUnresolvedAlias, message, at: location)
  }

  /// A cycle, reported once, starting from its smallest path.
  private func cycle(_ members: [TokenDefinition]) -> Diagnostic {
    let start = members.indices.min { members[$0].path < members[$1].path } ?? 0
    let rotated = Array(members[start...] + members[..<start])
    let chain = (rotated + [rotated[0]]).map(\.path.description).joined(separator: " → ")
    return .error(
      .tokenAliasCycle,
      "Alias cycle: \(chain); give one of these tokens a value of its own.",
      at: rotated[0].valueLocation)
  }
}
