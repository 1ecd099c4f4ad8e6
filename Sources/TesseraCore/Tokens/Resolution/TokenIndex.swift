/// The definitions of a catalog indexed by scope and path, one per path.
///
/// Building it reports `token-duplicate`: a path defined twice in one scope,
/// or defined both shared and in a mode. The first definition is kept.
public struct TokenIndex: Sendable {
  public private(set) var shared: [TokenPath: TokenDefinition] = [:]
  public private(set) var themed: [ThemeMode: [TokenPath: TokenDefinition]] = [:]
  public let files: [TokenScope: [String]]

  init(_ catalog: TokenCatalog, diagnostics: inout DiagnosticBag) {
    files = catalog.files
    for definition in catalog.definitions {
      if let first = self[definition.scope, definition.path] {
        diagnostics.append(Self.duplicate(definition, first: first))
        continue
      }
      if case .themed = definition.scope, let sharedFirst = shared[definition.path] {
        diagnostics.append(Self.duplicate(definition, first: sharedFirst))
        continue
      }
      if definition.scope == .shared {
        for mode in ThemeMode.allCases {
          if let themedFirst = themed[mode]?[definition.path] {
            diagnostics.append(Self.duplicate(definition, first: themedFirst))
          }
        }
      }
      switch definition.scope {
      case .shared: shared[definition.path] = definition
      case .themed(let mode): themed[mode, default: [:]][definition.path] = definition
      }
    }
  }

  /// The definition of `path` in exactly `scope`.
  public subscript(scope: TokenScope, path: TokenPath) -> TokenDefinition? {
    switch scope {
    case .shared: shared[path]
    case .themed(let mode): themed[mode]?[path]
    }
  }

  /// The definition an alias in `scope` sees for `path`: its own mode's first,
  /// then the shared one. Shared tokens see only shared tokens.
  public func visible(_ path: TokenPath, from scope: TokenScope) -> TokenDefinition? {
    if case .themed(let mode) = scope, let own = themed[mode]?[path] { return own }
    return shared[path]
  }

  /// Whether any mode file defines `path`.
  func isThemed(_ path: TokenPath) -> Bool {
    ThemeMode.allCases.contains { themed[$0]?[path] != nil }
  }

  /// Every definition, sorted by scope then path, for a stable order.
  var allDefinitions: [TokenDefinition] {
    let scopes: [TokenScope] = [.shared] + ThemeMode.allCases.map(TokenScope.themed)
    return scopes.flatMap { scope -> [TokenDefinition] in
      let table: [TokenPath: TokenDefinition]
      switch scope {
      case .shared: table = shared
      case .themed(let mode): table = themed[mode] ?? [:]
      }
      return table.keys.sorted().compactMap { table[$0] }
    }
  }

  /// Whether any file declares a mode.
  public var hasThemedFiles: Bool {
    ThemeMode.allCases.contains { !(files[.themed($0)] ?? []).isEmpty }
  }

  private static func duplicate(_ definition: TokenDefinition, first: TokenDefinition) -> Diagnostic {
    let scopes =
      first.scope == definition.scope
      ? "twice in \(definition.scope == .shared ? "the shared tokens" : definition.scope.description)"
      : "both in \(first.scope == .shared ? "the shared tokens" : first.scope.description) and in \(definition.scope == .shared ? "the shared tokens" : definition.scope.description)"
    return .error(
      .tokenDuplicate,
      "Token '\(definition.path)' is defined \(scopes); remove one definition or rename it.",
      at: definition.location,
      notes: [.init("'\(first.path)' is first defined here", at: first.location)])
  }
}
