import Foundation

/// One copy of each distinct ``TokenPath``.
///
/// A catalog names most paths many times: a token in light mode and the
/// same token in dark mode, and every alias to it. Read one by one, each
/// of those is an array of its own. Passed through an interner, equal
/// paths share one array, so a catalog keeps each path once, and comparing
/// two of them finds the same storage before it compares any segment.
struct TokenPathInterner {
  private var paths: TokenPathTable<Void>

  /// An interner with room for `capacity` distinct paths.
  init(capacity: Int = 0) { paths = TokenPathTable(minimumCapacity: capacity) }

  /// The interner's copy of `path`: the first equal path it was given.
  mutating func intern(_ path: TokenPath) -> TokenPath {
    paths.insert(path, ()).entry.path
  }

  /// `expression` with its alias targets interned.
  mutating func intern(_ expression: TokenExpression) -> TokenExpression {
    switch expression {
    case .alias(let target):
      return .alias(intern(target))
    case .typography(var fields):
      internTarget(of: &fields.fontFamily.reference)
      internTarget(of: &fields.fontWeight.reference)
      internTarget(of: &fields.fontSize.reference)
      internTarget(of: &fields.lineHeight.reference)
      internTarget(of: &fields.letterSpacing.reference)
      return .typography(fields)
    case .literal, .invalid:
      return expression
    }
  }

  private mutating func internTarget<Value>(of reference: inout TokenReference<Value>) {
    if case .alias(let target) = reference { reference = .alias(intern(target)) }
  }
}

/// A ``TokenPathInterner`` shared by the threads that read a catalog's
/// files, each taking its turn for a whole file's paths.
final class SharedTokenPathInterner: @unchecked Sendable {
  private let lock = NSLock()
  private var interner: TokenPathInterner

  /// An interner with room for `capacity` distinct paths.
  init(capacity: Int = 0) { interner = TokenPathInterner(capacity: capacity) }

  /// Interns the paths of `catalog` (``TokenCatalog/internPaths(from:using:)``).
  func intern(_ catalog: inout TokenCatalog, from start: Int = 0) {
    lock.lock()
    defer { lock.unlock() }
    catalog.internPaths(from: start, using: &interner)
  }
}

extension TokenCatalog {
  /// Shares one copy of each distinct path among the definitions, their
  /// aliases and the contrast pairs (``TokenPathInterner``), and keeps the
  /// definitions in an array of their own size, not one grown by doubling:
  /// they live until the files are rendered.
  mutating func internPaths() {
    var interner = TokenPathInterner(capacity: definitions.count)
    internPaths(from: 0, using: &interner)
    keepDefinitionsAtTheirSize()
  }

  /// Interns the paths of the definitions from `start` on, and of every
  /// contrast pair, through `interner`: catalogs read on several threads
  /// share one interner, and so one copy of each path.
  mutating func internPaths(from start: Int, using interner: inout TokenPathInterner) {
    for index in definitions.indices.dropFirst(start) {
      definitions[index].path = interner.intern(definitions[index].path)
      switch definitions[index].expression {
      case .alias, .typography: definitions[index].expression = interner.intern(definitions[index].expression)
      case .literal, .invalid: break
      }
    }
    for index in contrastPairs.indices {
      contrastPairs[index].foreground = interner.intern(contrastPairs[index].foreground)
      contrastPairs[index].background = interner.intern(contrastPairs[index].background)
      contrastPairs[index].backdrop = contrastPairs[index].backdrop.map { interner.intern($0) }
    }
  }

  /// Keeps the definitions in an array of their own size, when the one
  /// they are in has room to spare: more than a sixteenth, as an array grown
  /// by doubling has, not the few places `malloc` rounds an exact
  /// reservation up by (copying every definition for those costs more than
  /// they hold).
  mutating func keepDefinitionsAtTheirSize() {
    if definitions.capacity - definitions.count > definitions.count / 16 {
      definitions = definitions.withUnsafeBufferPointer { Array($0) }
    }
  }
}
