import Foundation

/// The definitions of a catalog indexed by scope and path, one per path.
///
/// Building it reports `token-duplicate`: a path defined twice in one scope,
/// or defined both shared and in a mode. The first definition is kept.
package struct TokenIndex: Sendable {
  /// Every definition as read, duplicates included. A definition's id is
  /// its position here.
  let definitions: [TokenDefinition]
  /// The id of each path's definition, per scope.
  private var sharedIDs: [TokenPath: Int] = [:]
  private var themedIDs: [ThemeMode: [TokenPath: Int]] = [:]
  package let files: [TokenScope: [String]]
  /// The ids of the indexed definitions, sorted by scope then path, for a
  /// stable order. Sorted once here: the resolver, the checks and the
  /// emitter all walk it.
  private(set) var sortedIDs: [Int] = []
  /// The generated `Theme`'s tree, built once for the checks and the emitter.
  private(set) var shape = ThemeShape(definitions: [], runs: [])
  /// Each scope's ids in path order (``sortedIDs`` in pieces), which
  /// ``makeShape()`` builds the tree from.
  private var runs: [[Int]] = []

  /// The shared definitions by path.
  package var shared: [TokenPath: TokenDefinition] { sharedIDs.mapValues { definitions[$0] } }
  /// Each mode's definitions by path.
  package var themed: [ThemeMode: [TokenPath: TokenDefinition]] {
    themedIDs.mapValues { $0.mapValues { definitions[$0] } }
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
    var counts: [TokenScope: Int] = [:]
    for id in definitions.indices { counts[definitions[id].scope, default: 0] += 1 }
    sharedIDs.reserveCapacity(counts[.shared] ?? 0)
    for mode in ThemeMode.allCases {
      if let count = counts[.themed(mode)] { themedIDs[mode] = Dictionary(minimumCapacity: count) }
    }
    for id in definitions.indices {
      let scope = definitions[id].scope
      let path = definitions[id].path
      if let first = self.id(scope, path) {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[first]))
        continue
      }
      if case .themed = scope, let sharedFirst = sharedIDs[path] {
        diagnostics.append(Self.duplicate(definitions[id], first: definitions[sharedFirst]))
        continue
      }
      if scope == .shared {
        for mode in ThemeMode.allCases {
          if let themedFirst = themedIDs[mode]?[path] {
            diagnostics.append(Self.duplicate(definitions[id], first: definitions[themedFirst]))
          }
        }
      }
      switch scope {
      case .shared: sharedIDs[path] = id
      case .themed(let mode): themedIDs[mode, default: [:]][path] = id
      }
    }
    // Each scope's table sorted on a core of its own.
    runs = ([sharedIDs] + ThemeMode.allCases.map { themedIDs[$0] ?? [:] }).concurrentMap(Self.sortedIDs)
    sortedIDs = Array(runs.joined())
    if shaped {
      shape = makeShape()
      runs = []
    }
  }

  /// The generated `Theme`'s tree of this index's definitions.
  func makeShape() -> ThemeShape {
    ThemeShape(definitions: definitions, runs: runs)
  }

  /// This index with `shape` (``makeShape()``) as its tree.
  func settingShape(_ shape: ThemeShape) -> TokenIndex {
    var index = self
    index.shape = shape
    index.runs = []
    return index
  }

  /// The id of the definition of `path` in exactly `scope`.
  func id(_ scope: TokenScope, _ path: TokenPath) -> Int? {
    switch scope {
    case .shared: sharedIDs[path]
    case .themed(let mode): themedIDs[mode]?[path]
    }
  }

  /// The id of the definition an alias in `scope` sees for `path`: its own
  /// mode's first, then the shared one. Shared tokens see only shared tokens.
  func visibleID(_ path: TokenPath, from scope: TokenScope) -> Int? {
    if case .themed(let mode) = scope, let own = themedIDs[mode]?[path] { return own }
    return sharedIDs[path]
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
    ThemeMode.allCases.contains { themedIDs[$0]?[path] != nil }
  }

  /// The number of paths `scope` defines.
  func count(of scope: TokenScope) -> Int {
    switch scope {
    case .shared: sharedIDs.count
    case .themed(let mode): themedIDs[mode]?.count ?? 0
    }
  }

  /// The ids of one scope's table, in path order. Each path becomes its
  /// segments' bytes joined by a zero byte, which no segment holds, so one
  /// `memcmp` orders them as ``TokenPath``'s `<` does. The keys share one
  /// buffer, so sorting allocates nothing per path.
  private static func sortedIDs(_ table: [TokenPath: Int]) -> [Int] {
    var bytes: [UInt8] = []
    var entries: [(start: Int, count: Int, id: Int)] = []
    entries.reserveCapacity(table.count)
    for (path, id) in table {
      let start = bytes.count
      for (position, segment) in path.segments.enumerated() {
        if position > 0 { bytes.append(0) }
        var segment = segment
        segment.withUTF8 { bytes.append(contentsOf: $0) }
      }
      entries.append((start, bytes.count - start, id))
    }
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      entries.sort { lhs, rhs in
        let common = min(lhs.count, rhs.count)
        if common > 0 {
          let order = memcmp(base + lhs.start, base + rhs.start, common)
          if order != 0 { return order < 0 }
        }
        return lhs.count < rhs.count
      }
    }
    return entries.map(\.id)
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
