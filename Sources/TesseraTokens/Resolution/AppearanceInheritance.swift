import TesseraColor
import TesseraFoundation

/// Gives a high-contrast appearance its own definition of each token of its
/// standard counterpart whose aliases reach a token the high-contrast
/// appearance redefines.
///
/// A high-contrast appearance defines only the tokens that change; the rest
/// come from its standard counterpart (``TokenIndex/visibleID(_:from:)``).
/// But a light token such as `text.body: {palette.ink}` must take the light
/// high-contrast `palette.ink` when high contrast redefines it, as a
/// resolver's contexts resolve aliases after merging. Such a definition is
/// copied into the high-contrast appearance, as written and at the place it
/// is written, so it resolves there against that appearance's tokens; the
/// copies are found through the aliases alone, in time proportional to the
/// definitions and their aliases.
package enum AppearanceInheritance {
  /// Adds the copies to `catalog`'s definitions, after them. A catalog
  /// without a high-contrast file is left untouched.
  package static func spread(_ catalog: inout TokenCatalog) {
    // Each appearance's copies come from standard definitions alone, so both are found before either
    // is added, and the definitions grow once (growing moves every one of them).
    var copies: [(index: Int, mode: ThemeMode)] = []
    for mode in highContrastModesWithFiles(in: catalog) {
      copies += copied(into: mode, from: catalog).map { ($0, mode) }
    }
    guard !copies.isEmpty else { return }
    catalog.definitions.reserveCapacity(catalog.definitions.count + copies.count)
    for (index, mode) in copies {
      var copy = catalog.definitions[index]
      copy.scope = .themed(mode)
      catalog.definitions.append(copy)
    }
  }

  /// The most copies ``spread(_:)`` can add to `catalog`: a copy of each
  /// definition of the standard counterpart of each high-contrast
  /// appearance that has files.
  package static func mostCopies(in catalog: TokenCatalog) -> Int {
    count(in: [catalog], byFile: false)
  }

  /// ``mostCopies(in:)`` of the catalog `parts` make when joined, for the
  /// room reserved as they are joined: a part that is one file's definitions
  /// (one scope in its files) is counted by its size, since an XML file's
  /// definitions all have its mode. Keeping the definitions
  /// (``TokenCatalog/keepDefinitionsAtTheirSize()``) counts them one by one.
  package static func mostCopies(inParts parts: [TokenCatalog]) -> Int {
    count(in: parts, byFile: true)
  }

  private static func count(in parts: [TokenCatalog], byFile: Bool) -> Int {
    let standards = [ThemeMode.lightHighContrast, .darkHighContrast].filter { mode in
      parts.contains { !($0.files[.themed(mode)] ?? []).isEmpty }
    }.map { TokenScope.themed($0.standard) }
    guard !standards.isEmpty else { return 0 }
    // Each scope read in place: a definition taken whole would retain every field of it.
    var count = 0
    for part in parts {
      if byFile, part.files.count == 1, let scope = part.files.keys.first {
        if standards.contains(scope) { count += part.definitions.count }
        continue
      }
      for index in part.definitions.indices where standards.contains(part.definitions[index].scope) { count += 1 }
    }
    return count
  }

  /// The high-contrast appearances some file defines tokens in: the only
  /// ones that get copies.
  private static func highContrastModesWithFiles(in catalog: TokenCatalog) -> [ThemeMode] {
    [ThemeMode.lightHighContrast, .darkHighContrast].filter { !(catalog.files[.themed($0)] ?? []).isEmpty }
  }

  /// The standard definitions to copy into the high-contrast appearance
  /// `mode`, in file order, as if the appearance's file had written them.
  private static func copied(into mode: ThemeMode, from catalog: TokenCatalog) -> [Int] {
    let standard = TokenScope.themed(mode.standard)
    // Each path numbered: by the catalog's interner where it numbered the path, else after those.
    var keys = PathKeys(catalog.internedPaths)
    // The paths the high-contrast appearance defines itself, and each alias of a standard definition (the
    // path it names, the definition), then those grouped by path: counted, not hashed.
    var own: [Int] = []
    var edges: [(target: Int, index: Int, path: Int)] = []
    for index in catalog.definitions.indices {
      switch catalog.definitions[index].scope {
      case .themed(mode):
        own.append(keys.key(of: catalog.definitions[index].path))
      case standard:
        // An alias, the usual case, without the array ``TokenExpression/aliasTargets`` would make.
        if case .alias(let target) = catalog.definitions[index].expression {
          edges.append((keys.key(of: target), index, keys.key(of: catalog.definitions[index].path)))
        } else if case .literal = catalog.definitions[index].expression {
          continue
        } else {
          let targets = catalog.definitions[index].expression.aliasTargets
          guard !targets.isEmpty else { continue }
          let path = keys.key(of: catalog.definitions[index].path)
          for target in targets { edges.append((keys.key(of: target), index, path)) }
        }
      default:
        break
      }
    }
    guard !own.isEmpty, !edges.isEmpty else { return [] }
    var isOwn = [Bool](repeating: false, count: keys.count)
    for key in own { isOwn[key] = true }
    // The standard definitions aliasing each path: `dependents[starts[key]..<starts[key + 1]]`.
    var starts = [Int](repeating: 0, count: keys.count + 1)
    for edge in edges { starts[edge.target + 1] += 1 }
    for key in 0..<keys.count { starts[key + 1] += starts[key] }
    var dependents = [(index: Int, path: Int)](repeating: (0, 0), count: edges.count)
    var next = starts
    for edge in edges {
      dependents[next[edge.target]] = (edge.index, edge.path)
      next[edge.target] += 1
    }
    var queue = own
    var followed = [Bool](repeating: false, count: keys.count)
    var seen = [Bool](repeating: false, count: catalog.definitions.count)
    var copied: [Int] = []
    while let key = queue.popLast() {
      guard !followed[key] else { continue }
      followed[key] = true
      for (index, dependent) in dependents[starts[key]..<starts[key + 1]] where !seen[index] {
        seen[index] = true
        // A token the appearance defines itself needs no copy, and is already in the queue.
        guard !isOwn[dependent] else { continue }
        copied.append(index)
        queue.append(dependent)
      }
    }
    return copied.sorted()
  }

  /// A number for each path, from 0: the interner's where it numbered the
  /// path, and the next free one, by hashing, for the few it didn't.
  private struct PathKeys {
    private let interned: InternedTokenPaths?
    private var others: [TokenPath: Int] = [:]
    /// How many paths are numbered: every key is below it.
    package private(set) var count: Int

    init(_ interned: InternedTokenPaths?) {
      self.interned = interned
      count = interned?.count ?? 0
    }

    mutating func key(of path: TokenPath) -> Int {
      if let interned, interned.holds(path) { return path.internedID }
      if let key = others[path] { return key }
      others[path] = count
      count += 1
      return count - 1
    }
  }
}
