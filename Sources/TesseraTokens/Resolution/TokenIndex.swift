import Foundation
import TesseraColor
import TesseraFoundation

/// The definitions of a catalog indexed by scope and path, one per path.
///
/// Building it reports `token-duplicate`: a path defined twice in one scope,
/// or defined both shared and in a mode. The first definition is kept.
package struct TokenIndex: Sendable {
  /// Every definition as read, duplicates included. A definition's id is
  /// its position here.
  package let definitions: [TokenDefinition]
  /// Each definition's scope, by id: what the walks over every token read
  /// of a definition, in an array small enough to stay in the cache,
  /// where reading it from the definitions in path order would miss it
  /// once a token.
  package let scopes: [TokenScope]
  /// Every distinct path the interner that interned the definitions was
  /// given (``TokenPathInterner``): theirs, and those of the aliases and
  /// contrast pairs it interned with them.
  private let paths: InternedTokenPaths
  /// The id of each path's definition by the path's number, or -1 where
  /// the scope doesn't define it, per scope: shared, then each mode in
  /// ``ThemeMode/allCases`` order (``table(_:)``). Arrays, not hash tables:
  /// an interned path carries its number, so a lookup reads no path.
  private var tables: [[Int32]]
  /// How many paths each table defines.
  private var counts: [Int]
  package let files: [TokenScope: [String]]
  /// The DTCG tokens left out of the catalog, and why (``TokenCatalog/skippedTokens``).
  package let skippedTokens: [TokenPath: String]
  /// The ids of the indexed definitions, sorted by scope then path, for a
  /// stable order. Sorted once here: the resolver, the checks and the
  /// emitter all walk it.
  package private(set) var sortedIDs: [Int] = []
  /// The generated `Theme`'s tree, built once for the checks and the emitter.
  package private(set) var shape = ThemeShape(definitions: [], scopes: [], paths: SortedTokenPaths())
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
    var found: [TokenPath: TokenDefinition] = [:]
    found.reserveCapacity(count(of: scope))
    for pathID in 0..<paths.count {
      if let id = definitionID(Self.table(scope), pathID) { found[paths[pathID]] = definitions[id] }
    }
    return found
  }

  /// The place of `scope`'s table in ``tables``.
  private static func table(_ scope: TokenScope) -> Int {
    switch scope {
    case .shared: 0
    case .themed(let mode): 1 + (ThemeMode.allCases.firstIndex(of: mode) ?? 0)
    }
  }
  /// Every indexed definition, sorted by scope then path.
  package var allDefinitions: [TokenDefinition] { sortedIDs.map { definitions[$0] } }

  /// The index of `catalog`, with its ``shape`` built unless `shaped` is
  /// false: then ``makeShape()`` builds it, and ``settingShape(_:)`` sets it,
  /// so it can be built while the aliases are resolved.
  package init(_ catalog: TokenCatalog, diagnostics: inout DiagnosticBag, shaped: Bool = true) {
    var catalog = catalog
    paths = Self.numberedPaths(of: &catalog)
    files = catalog.files
    skippedTokens = catalog.skippedTokens
    definitions = catalog.definitions
    // Definitions are read field by field, never copied whole: a copy
    // retains every path, location and text one holds.
    scopes = definitions.map(\.scope)
    tables = Array(repeating: Array(repeating: -1, count: paths.count), count: 1 + ThemeMode.allCases.count)
    counts = Array(repeating: 0, count: tables.count)
    for id in definitions.indices {
      let table = Self.table(scopes[id])
      // Every definition's path is numbered (``numberedPaths(of:)``).
      let pathID = definitions[id].path.internedID
      if let first = definitionID(table, pathID) {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[first]))
        continue
      }
      if table > 0, let sharedFirst = definitionID(0, pathID) {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[sharedFirst]))
        continue
      }
      if table == 0 {
        for themed in 1..<tables.count {
          if let themedFirst = definitionID(themed, pathID) {
            diagnostics.append(Self.duplicate(definitions[id], first: definitions[themedFirst]))
          }
        }
      }
      tables[table][pathID] = Int32(truncatingIfNeeded: id)
      counts[table] += 1
    }
    // Each scope's table sorted on a core of its own.
    let (paths, tables, counts) = (paths, tables, counts)
    sortedPaths = SortedTokenPaths(
      Array(tables.indices).concurrentMap { table in
        let ids = tables[table]
        return SortedTokenPaths.sorting(
          ids.indices.lazy.filter { ids[$0] >= 0 }.map { (paths[$0], Int(ids[$0])) }, count: counts[table])
      })
    sortedIDs = sortedPaths.runs.flatMap { $0.lazy.map(\.id) }
    if shaped {
      shape = makeShape()
      sortedPaths = SortedTokenPaths()
    }
  }

  /// The generated `Theme`'s tree of this index's definitions.
  package func makeShape() -> ThemeShape {
    ThemeShape(definitions: definitions, scopes: scopes, paths: sortedPaths)
  }

  /// This index with `shape` (``makeShape()``) as its tree.
  package func settingShape(_ shape: ThemeShape) -> TokenIndex {
    var index = self
    index.shape = shape
    index.sortedPaths = SortedTokenPaths()
    return index
  }

  /// The numbered paths of `catalog`'s interner, once they are checked to
  /// number every definition's path; else `catalog` interned anew (a
  /// catalog made by hand, or joined from catalogs interned apart). An
  /// alias target need not be numbered: one that isn't is looked up.
  private static func numberedPaths(of catalog: inout TokenCatalog) -> InternedTokenPaths {
    if let paths = catalog.internedPaths, catalog.definitions.allSatisfy({ paths.holds($0.path) }) {
      return paths
    }
    return catalog.internPaths()
  }

  /// The id of the definition that `table` holds for the path numbered
  /// `pathID`, if it holds one.
  private func definitionID(_ table: Int, _ pathID: Int) -> Int? {
    let id = tables[table][pathID]
    return id >= 0 ? Int(id) : nil
  }

  /// The id of the definition of `path` in exactly `scope`.
  package func id(_ scope: TokenScope, _ path: TokenPath) -> Int? {
    paths.id(of: path).flatMap { definitionID(Self.table(scope), $0) }
  }

  /// The id of the definition an alias in `scope` sees for `path`: its own
  /// appearance's first, then (from a high-contrast appearance) its standard
  /// counterpart's, then the shared one. Shared tokens see only shared tokens.
  package func visibleID(_ path: TokenPath, from scope: TokenScope) -> Int? {
    guard let pathID = paths.id(of: path) else { return nil }
    if case .themed(let mode) = scope {
      if let own = definitionID(Self.table(scope), pathID) { return own }
      if mode.isHighContrast, let standard = definitionID(Self.table(.themed(mode.standard)), pathID) {
        return standard
      }
    }
    return definitionID(0, pathID)
  }

  /// Whether the definition `id` is the one indexed for its path and
  /// scope, not a duplicate.
  package func isIndexed(_ id: Int) -> Bool {
    // The index numbered every definition's path (``numberedPaths(of:)``).
    tables[Self.table(scopes[id])][definitions[id].path.internedID] == id
  }

  /// The definition of `path` in exactly `scope`.
  package subscript(scope: TokenScope, path: TokenPath) -> TokenDefinition? {
    id(scope, path).map { definitions[$0] }
  }

  /// The definition an alias in `scope` sees for `path` (``visibleID(_:from:)``).
  package func visible(_ path: TokenPath, from scope: TokenScope) -> TokenDefinition? {
    visibleID(path, from: scope).map { definitions[$0] }
  }

  /// Whether any mode file defines `path`.
  package func isThemed(_ path: TokenPath) -> Bool {
    guard let pathID = paths.id(of: path) else { return false }
    return tables.indices.dropFirst().contains { definitionID($0, pathID) != nil }
  }

  /// The number of paths `scope` defines.
  package func count(of scope: TokenScope) -> Int {
    counts[Self.table(scope)]
  }

  /// Whether any file declares a mode.
  package var hasThemedFiles: Bool {
    ThemeMode.allCases.contains { !(files[.themed($0)] ?? []).isEmpty }
  }

  /// The appearances the catalog declares, in ``ThemeMode/allCases`` order:
  /// light, and each one a file (or a resolver's context) is for. A catalog
  /// whose files declare none has light and dark, both of the shared tokens.
  package var appearances: [ThemeMode] {
    Self.appearances(declaredBy: files)
  }

  /// The appearances declared by the files of each scope (``appearances``).
  package static func appearances(declaredBy files: [TokenScope: [String]]) -> [ThemeMode] {
    let declared = ThemeMode.allCases.filter { !(files[.themed($0)] ?? []).isEmpty }
    if declared.isEmpty { return ThemeMode.standardModes }
    return ThemeMode.allCases.filter { $0 == .light || declared.contains($0) }
  }

  private static func duplicate(_ definition: TokenDefinition, first: TokenDefinition) -> Diagnostic {
    // A high-contrast appearance overrides what its standard one defines; a shared token has no such value.
    for (themed, shared) in [(definition, first), (first, definition)] {
      guard case .themed(let mode) = themed.scope, mode.isHighContrast, shared.scope == .shared else { continue }
      return .error(
        .tokenDuplicate,
        "'\(definition.path)' is a shared token, so the \(mode.modeName) can't give it a value of its own; define it "
          + "in the \(mode.standard.name) and \(mode.other.name) mode files instead of the shared ones, or remove it "
          + "from the \(mode.name) file.", at: definition.location, subject: definition.path.description,
        notes: [.init("'\(first.path)' is first defined here", at: first.location)])
    }
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
