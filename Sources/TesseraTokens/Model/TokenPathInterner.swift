import Foundation
import TesseraColor
import TesseraFoundation

/// One copy of each distinct ``TokenPath``, numbered.
///
/// A catalog names most paths many times: a token in light mode and the
/// same token in dark mode, and every alias to it. Read one by one, each
/// of those is an array of its own. Passed through an interner, equal
/// paths share one array, so a catalog keeps each path once, and comparing
/// two of them finds the same storage before it compares any segment.
///
/// Each distinct path is numbered in the order it came, and the copy the
/// interner hands back carries that number and the interner's own
/// (``space``), which no other interner in the process has. The interner
/// can't be copied, so no two ever number paths in one space: within a
/// space, equal numbers are equal paths, and the index looks paths up by
/// number in arrays (``InternedTokenPaths``).
package struct TokenPathInterner: ~Copyable {
  /// The last space handed out; spaces start at 1, as 0 marks a path no
  /// interner keeps.
  nonisolated(unsafe) private static var lastSpace: UInt32 = 0
  private static let spaceLock = NSLock()

  /// This interner's number, carried by every path it hands back.
  package let space: UInt32
  private var paths: TokenPathTable<Void>

  /// An interner with room for `capacity` distinct paths.
  package init(capacity: Int = 0) {
    paths = TokenPathTable(minimumCapacity: capacity)
    Self.spaceLock.lock()
    // Numbers would come round again only after 2³² interners in one process, far more than any run makes; 0,
    // which marks a path no interner keeps, is skipped if they do.
    Self.lastSpace &+= Self.lastSpace == UInt32.max ? 2 : 1
    space = Self.lastSpace
    Self.spaceLock.unlock()
  }

  /// The interner's copy of `path`: the first equal path it was given,
  /// numbered. A path this interner numbered is that copy already.
  package mutating func intern(_ path: TokenPath) -> TokenPath {
    let space = space
    if path.internedSpace == space { return path }
    // The table's slots are 32-bit, as the number is: no table holds more paths than that.
    return paths.entry(for: path) { id in
      (TokenPath(path, space: space, id: UInt32(truncatingIfNeeded: id)), ())
    }.path
  }

  /// The paths interned so far, by number.
  package var interned: InternedTokenPaths { InternedTokenPaths(space: space, table: paths) }

  /// `expression` with its alias targets interned.
  package mutating func intern(_ expression: TokenExpression) -> TokenExpression {
    switch expression {
    case .alias(let target):
      return .alias(intern(target))
    case .typography(var fields):
      internTarget(of: &fields.fontFamily.reference)
      internTarget(of: &fields.fontWeight.reference)
      internTarget(of: &fields.fontSize.reference)
      internTarget(of: &fields.lineHeight.reference)
      internTarget(of: &fields.letterSpacing.reference)
      if var multiple = fields.lineHeightMultiple {
        internTarget(of: &multiple.reference)
        fields.lineHeightMultiple = multiple
      }
      return .typography(fields)
    case .composite(var composite):
      composite.mapAliases { target, _ in intern(target) }
      return .composite(composite)
    case .literal, .invalid:
      return expression
    }
  }

  private mutating func internTarget<Value>(of reference: inout TokenReference<Value>) {
    if case .alias(let target) = reference { reference = .alias(intern(target)) }
  }
}

/// The paths one ``TokenPathInterner`` numbered, by number: what the index
/// (``TokenIndex``) keeps its tables by.
package struct InternedTokenPaths: Sendable {
  /// The interner's number (``TokenPathInterner/space``).
  package let space: UInt32
  /// The paths in the order they were numbered, so a path's number is its
  /// position.
  private let table: TokenPathTable<Void>

  package init(space: UInt32, table: TokenPathTable<Void>) {
    self.space = space
    self.table = table
  }

  /// How many paths are numbered.
  package var count: Int { table.count }

  /// The path numbered `id`.
  package subscript(id: Int) -> TokenPath { table.entries[id].path }

  /// Whether `path` is one of these, as numbered: read from the path alone.
  package func holds(_ path: TokenPath) -> Bool {
    path.internedSpace == space && path.internedID < table.count
  }

  /// The number of the path equal to `path`, or `nil` when none is: read
  /// from `path` when this interner numbered it, else looked up.
  package func id(of path: TokenPath) -> Int? {
    if holds(path) { return path.internedID }
    // A later number of this interner's is a path unlike any here.
    return path.internedSpace == space ? nil : table.position(of: path)
  }
}

/// A ``TokenPathInterner`` shared by the threads that read a catalog's
/// files, each taking its turn for a whole file's paths.
package final class SharedTokenPathInterner: @unchecked Sendable {
  private let lock = NSLock()
  private var interner: TokenPathInterner

  /// An interner with room for `capacity` distinct paths.
  package init(capacity: Int = 0) { interner = TokenPathInterner(capacity: capacity) }

  /// Interns the paths of `catalog` (``TokenCatalog/internPaths(from:using:)``).
  package func intern(_ catalog: inout TokenCatalog, from start: Int = 0) {
    withInterner { catalog.internPaths(from: start, using: &$0) }
  }

  /// Interns the paths of `catalog` from `start` on, as the last catalog
  /// this interner takes, and hands it the numbered paths
  /// (``TokenCatalog/internedPaths``). Taken before the interner is done,
  /// they would be copied whole the next time it adds one.
  package func finish(_ catalog: inout TokenCatalog, from start: Int) {
    withInterner { interner in
      catalog.internPaths(from: start, using: &interner)
      catalog.internedPaths = interner.interned
    }
  }

  /// Runs `body` on the interner, holding the lock.
  private func withInterner(_ body: (inout TokenPathInterner) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&interner)
  }
}

extension TokenCatalog {
  /// Shares one copy of each distinct path among the definitions, their
  /// aliases and the contrast pairs (``TokenPathInterner``), and keeps the
  /// definitions in an array of their own size, not one grown by doubling:
  /// they live until the files are rendered. Returns the numbered paths,
  /// which the catalog keeps too (``internedPaths``).
  @discardableResult
  package mutating func internPaths() -> InternedTokenPaths {
    var interner = TokenPathInterner(capacity: definitions.count)
    internPaths(from: 0, using: &interner)
    let numbered = interner.interned
    internedPaths = numbered
    keepDefinitionsAtTheirSize()
    return numbered
  }

  /// Interns the paths of the definitions from `start` on, and of every
  /// contrast pair, through `interner`: catalogs read on several threads
  /// share one interner, and so one copy of each path. A path the
  /// interner already numbered is left as it is, unwritten.
  package mutating func internPaths(from start: Int, using interner: inout TokenPathInterner) {
    let space = interner.space
    for index in definitions.indices.dropFirst(start) {
      if definitions[index].path.internedSpace != space {
        definitions[index].path = interner.intern(definitions[index].path)
      }
      switch definitions[index].expression {
      case .alias(let target) where target.internedSpace == space: break
      case .alias, .typography, .composite:
        definitions[index].expression = interner.intern(definitions[index].expression)
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
  ///
  /// Their size counts the copies a high-contrast appearance may take of
  /// its standard counterpart's definitions (``AppearanceInheritance``):
  /// room whose memory is touched only if they are made, so that adding
  /// them later moves no definition.
  package mutating func keepDefinitionsAtTheirSize() {
    let size = definitions.count + AppearanceInheritance.mostCopies(in: self)
    guard definitions.capacity < size || definitions.capacity - size > size / 16 else { return }
    // Moved into an array of their size, not copied: a copy would retain every field of each, to release it again.
    var moved: [TokenDefinition] = []
    swap(&moved, &definitions)
    definitions.reserveCapacity(size)
    appendDefinitions(moving: &moved)
  }
}
