import Foundation

/// The definitions of a catalog indexed by scope and path, one per path.
///
/// Building it reports `token-duplicate`: a path defined twice in one scope,
/// or defined both shared and in a mode. The first definition is kept.
package struct TokenIndex: Sendable {
  /// Every definition as read, duplicates included. A definition's id is
  /// its position here.
  let definitions: [TokenDefinition]
  /// Each definition's scope, by id: what the walks over every token read
  /// of a definition, in an array small enough to stay in the cache,
  /// where reading it from the definitions in path order would miss it
  /// once a token.
  let scopes: [TokenScope]
  /// The id of each path's definition, per scope: shared, then each mode
  /// in ``ThemeMode/allCases`` order (``table(_:)``).
  private var tables: [TokenPathTable<Int>]
  package let files: [TokenScope: [String]]
  /// The ids of the indexed definitions, sorted by scope then path, for a
  /// stable order. Sorted once here: the resolver, the checks and the
  /// emitter all walk it.
  private(set) var sortedIDs: [Int] = []
  /// The generated `Theme`'s tree, built once for the checks and the emitter.
  private(set) var shape = ThemeShape(definitions: [], scopes: [], paths: SortedTokenPaths())
  /// Each scope's paths in path order (``sortedIDs`` in pieces), with the
  /// bytes they were sorted by, which ``makeShape()`` builds the tree from.
  private var sortedPaths = SortedTokenPaths()

  /// The shared definitions by path.
  package var shared: [TokenPath: TokenDefinition] { definitions(in: .shared) }
  /// Each mode's definitions by path.
  package var themed: [ThemeMode: [TokenPath: TokenDefinition]] {
    var themed: [ThemeMode: [TokenPath: TokenDefinition]] = [:]
    // A mode any definition names has its table, even when every one of them was a duplicate.
    for mode in ThemeMode.allCases where definitions.contains(where: { $0.scope == .themed(mode) }) {
      themed[mode] = definitions(in: .themed(mode))
    }
    return themed
  }

  private func definitions(in scope: TokenScope) -> [TokenPath: TokenDefinition] {
    Dictionary(
      tables[Self.table(scope)].entries.map { ($0.path, definitions[$0.value]) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The place of `scope`'s table in ``tables``.
  private static func table(_ scope: TokenScope) -> Int {
    switch scope {
    case .shared: 0
    case .themed(let mode): 1 + (ThemeMode.allCases.firstIndex(of: mode) ?? 0)
    }
  }
  /// Every indexed definition, sorted by scope then path.
  var allDefinitions: [TokenDefinition] { sortedIDs.map { definitions[$0] } }

  /// The index of `catalog`, with its ``shape`` built unless `shaped` is
  /// false: then ``makeShape()`` builds it, and ``settingShape(_:)`` sets it,
  /// so it can be built while the aliases are resolved.
  init(_ catalog: TokenCatalog, diagnostics: inout DiagnosticBag, shaped: Bool = true) {
    files = catalog.files
    definitions = catalog.definitions
    // Definitions are read field by field, never copied whole: a copy
    // retains every path, location and text one holds.
    scopes = definitions.map(\.scope)
    var counts = Array(repeating: 0, count: 1 + ThemeMode.allCases.count)
    for scope in scopes { counts[Self.table(scope)] += 1 }
    tables = counts.map { TokenPathTable(minimumCapacity: $0) }
    for id in definitions.indices {
      let scope = scopes[id]
      let path = definitions[id].path
      let table = Self.table(scope)
      if let first = tables[table][path] {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[first]))
        continue
      }
      if table > 0, let sharedFirst = tables[0][path] {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[sharedFirst]))
        continue
      }
      if table == 0 {
        for themed in 1..<tables.count {
          if let themedFirst = tables[themed][path] {
            diagnostics.append(Self.duplicate(definitions[id], first: definitions[themedFirst]))
          }
        }
      }
      tables[table].insert(path, id)
    }
    // Each scope's table sorted on a core of its own.
    sortedPaths = SortedTokenPaths(tables.concurrentMap(SortedTokenPaths.sorting))
    sortedIDs = sortedPaths.runs.flatMap { $0.lazy.map(\.id) }
    if shaped {
      shape = makeShape()
      sortedPaths = SortedTokenPaths()
    }
  }

  /// The generated `Theme`'s tree of this index's definitions.
  func makeShape() -> ThemeShape {
    ThemeShape(definitions: definitions, scopes: scopes, paths: sortedPaths)
  }

  /// This index with `shape` (``makeShape()``) as its tree.
  func settingShape(_ shape: ThemeShape) -> TokenIndex {
    var index = self
    index.shape = shape
    index.sortedPaths = SortedTokenPaths()
    return index
  }

  /// The id of the definition of `path` in exactly `scope`.
  func id(_ scope: TokenScope, _ path: TokenPath) -> Int? {
    tables[Self.table(scope)][path]
  }

  /// The id of the definition an alias in `scope` sees for `path`: its own
  /// mode's first, then the shared one. Shared tokens see only shared tokens.
  func visibleID(_ path: TokenPath, from scope: TokenScope) -> Int? {
    if case .themed = scope, let own = tables[Self.table(scope)][path] { return own }
    return tables[0][path]
  }

  /// The definition of `path` in exactly `scope`.
  package subscript(scope: TokenScope, path: TokenPath) -> TokenDefinition? {
    id(scope, path).map { definitions[$0] }
  }

  /// The definition an alias in `scope` sees for `path`: its own mode's first,
  /// then the shared one. Shared tokens see only shared tokens.
  package func visible(_ path: TokenPath, from scope: TokenScope) -> TokenDefinition? {
    visibleID(path, from: scope).map { definitions[$0] }
  }

  /// Whether any mode file defines `path`.
  func isThemed(_ path: TokenPath) -> Bool {
    tables.indices.dropFirst().contains { tables[$0][path] != nil }
  }

  /// The number of paths `scope` defines.
  func count(of scope: TokenScope) -> Int {
    tables[Self.table(scope)].count
  }

  /// Whether any file declares a mode.
  package var hasThemedFiles: Bool {
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
      at: definition.location, subject: definition.path.description,
      notes: [.init("'\(first.path)' is first defined here", at: first.location)])
  }
}
