import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Paths numbered by their interner (``TokenPathInterner``), and the index
/// that keeps its tables in arrays by those numbers (``TokenIndex``):
/// numbers stand for paths only within the interner that gave them, and
/// the index trusts a catalog's numbers only when they cover it.
@Suite struct TokenPathNumberingTests {
  private func path(_ text: String) throws -> TokenPath { try #require(TokenPath(parsing: text)) }

  @Test func anInternerNumbersEachDistinctPathOnceInArrivalOrder() throws {
    var interner = TokenPathInterner()
    let texts = ["color.brand", "color.text", "color.brand", "size", "color.text", "color.brand.dark"]
    let interned = try texts.map { interner.intern(try path($0)) }
    #expect(interned.map(\.internedID) == [0, 1, 0, 2, 1, 3])
    #expect(interned.allSatisfy { $0.internedSpace == interner.space })
    let numbered = interner.interned
    #expect(numbered.count == 4)
    #expect(
      (0..<numbered.count).map { numbered[$0].description } == [
        "color.brand", "color.text", "size", "color.brand.dark",
      ])
    #expect(TokenPath(["color", "brand"]).internedSpace == 0, "a path made from segments has no interner")
  }

  /// A path the interner numbered comes back as it is, without being
  /// looked up; another interner's path is numbered anew, as any path is.
  @Test func aPathTheInternerNumberedIsItsOwnCopy() throws {
    var interner = TokenPathInterner()
    let brand = interner.intern(try path("color.brand"))
    let again = interner.intern(brand)
    #expect(again.internedSpace == interner.space && again.internedID == brand.internedID)
    var other = TokenPathInterner()
    let foreign = other.intern(try path("color.text"))
    #expect(foreign.internedID == brand.internedID, "both interners number their first path 0")
    let mine = interner.intern(foreign)
    #expect(mine.internedSpace == interner.space && mine.internedID == 1)
    #expect(interner.interned.count == 2)
    // A catalog's numbered paths are kept; the rest are numbered.
    var catalog = TokenCatalog()
    let location = SourceLocation(file: "a.xml", line: 1, column: 1)
    catalog.definitions = [brand, foreign, try path("size")].map {
      TokenDefinition(
        path: $0, declaredType: nil, expression: .alias(brand), scope: .shared, description: nil,
        location: location, valueLocation: location)
    }
    catalog.internPaths(from: 0, using: &interner)
    #expect(catalog.definitions.map(\.path.internedID) == [0, 1, 2])
    #expect(catalog.definitions.allSatisfy { $0.path.internedSpace == interner.space })
    #expect(catalog.definitions.allSatisfy { $0.expression == .alias(brand) })
  }

  /// Equality by number holds within one interner; across two, or with a
  /// path no interner keeps, the segments decide, as they always did.
  @Test func numbersDecideEqualityOnlyWithinTheirInterner() throws {
    var first = TokenPathInterner()
    var second = TokenPathInterner()
    #expect(first.space != second.space)
    let brand = first.intern(try path("color.brand"))
    let text = first.intern(try path("color.text"))
    // The second interner numbers `color.text` 0, as the first numbers `color.brand`.
    let otherText = second.intern(try path("color.text"))
    let otherBrand = second.intern(try path("color.brand"))
    #expect(otherText.internedID == brand.internedID)
    #expect(brand != text)
    #expect(otherText != brand, "the same number from another interner is another path")
    #expect(otherText == text && otherBrand == brand)
    let plainBrand = try path("color.brand")
    #expect(brand == plainBrand && plainBrand == brand)
    #expect(Set([brand, otherBrand, plainBrand]).count == 1, "equal paths hash alike")
  }

  /// A path's number is read from the path when its interner gave it, and
  /// looked up when another did or none did; a path numbered after the
  /// table was taken is none of the table's.
  @Test func numberedPathsFindEveryEqualPath() throws {
    var interner = TokenPathInterner()
    let brand = interner.intern(try path("color.brand"))
    let text = interner.intern(try path("color.text"))
    let numbered = interner.interned
    let later = interner.intern(try path("color.later"))
    var other = TokenPathInterner()
    let foreignText = other.intern(try path("color.text"))
    #expect(numbered.id(of: brand) == 0 && numbered.id(of: text) == 1)
    let plainText = try path("color.text")
    let missing = try path("color.missing")
    #expect(numbered.holds(text) && !numbered.holds(foreignText) && !numbered.holds(plainText))
    #expect(numbered.id(of: foreignText) == 1, "found by its segments")
    #expect(numbered.id(of: plainText) == 1)
    #expect(numbered.id(of: later) == nil && !numbered.holds(later))
    #expect(numbered.id(of: missing) == nil)
  }

  /// What the index finds, computed the plain way: one dictionary per
  /// scope, the first definition of a path kept, a mode's definition of a
  /// shared path dropped, a shared one of a themed path reported and kept.
  private struct Reference {
    var tables: [TokenScope: [TokenPath: Int]] = [:]
    var duplicates: [Int] = []

    init(_ definitions: [TokenDefinition]) {
      for (id, definition) in definitions.enumerated() {
        let scope = definition.scope
        if tables[scope]?[definition.path] != nil {
          duplicates.append(id)
          continue
        }
        if scope != .shared, tables[.shared]?[definition.path] != nil {
          duplicates.append(id)
          continue
        }
        if scope == .shared {
          for mode in ThemeMode.allCases where tables[.themed(mode)]?[definition.path] != nil { duplicates.append(id) }
        }
        tables[scope, default: [:]][definition.path] = id
      }
    }

    func visible(_ path: TokenPath, from scope: TokenScope) -> Int? {
      if scope != .shared, let own = tables[scope]?[path] { return own }
      return tables[.shared]?[path]
    }
  }

  /// How a random catalog's numbers are given before it is indexed.
  enum Numbering: CaseIterable {
    /// None: a catalog made by hand.
    case none
    /// One interner numbers every path (``TokenCatalog/internPaths()``).
    case whole
    /// One interner numbers the first files; the rest are joined after,
    /// numbered by another interner, so the numbers don't cover the catalog.
    case stale
    /// One interner numbers every path, then every alias target is made
    /// anew from its segments: the numbers cover the definitions, and the
    /// targets are looked up.
    case foreignAliases
  }

  /// Random catalogs over a few names in three scopes, with duplicates of
  /// every kind and aliases to defined and undefined paths, indexed after
  /// each ``Numbering``: the index agrees with ``Reference`` on every
  /// lookup, on the duplicates it reports and on the order it sorts.
  /// Seeded, so a failure repeats.
  @Test(arguments: Numbering.allCases) func indexAgreesWithDictionariesHoweverPathsAreNumbered(
    numbering: Numbering
  ) throws {
    var generator = SplitMix64(seed: 21)
    let names = ["a", "b", "a.b", "a-b", "b.a", "c.d.e", "Ab", "a_b.c"]
    let loader = TokenCatalogLoader()
    var duplicatesSeen = 0
    for _ in 0..<30 {
      // Each file named apart: equal diagnostics from two files of one name would be reported once.
      func file(_ mode: String?, _ position: Int) -> TokenCatalog {
        var lines: [String] = []
        for name in names where Int.random(in: 0..<3, using: &generator) > 0 {
          let segments = name.split(separator: ".")
          let target = names.randomElement(using: &generator) ?? "a"
          let value =
            Bool.random(using: &generator) ? "{\(target)}" : (Bool.random(using: &generator) ? "1" : "{zz.top}")
          var token = #"<token name="\#(segments.last ?? "")" type="number" value="\#(value)"/>"#
          for group in segments.dropLast().reversed() { token = #"<group name="\#(group)">\#(token)</group>"# }
          lines.append(token)
        }
        let attribute = mode.map { #" mode="\#($0)""# } ?? ""
        return loader.load(
          xml: "<tokens\(attribute)>\(lines.joined())</tokens>", displayPath: "Tokens/\(mode ?? "base")-\(position).xml"
        ).0
      }
      let scopes: [String?] = (0..<5).map { _ in [nil, "light", "dark"].randomElement(using: &generator) ?? nil }
      var catalog = TokenCatalog()
      for (position, mode) in scopes.enumerated() {
        if numbering == .stale, position == 3 { catalog.internPaths() }
        var part = file(mode, position)
        if numbering == .stale, position >= 3 { part.internPaths() }
        catalog.append(part)
      }
      if numbering == .whole || numbering == .foreignAliases { catalog.internPaths() }
      if numbering == .foreignAliases {
        for id in catalog.definitions.indices {
          if case .alias(let target) = catalog.definitions[id].expression {
            catalog.definitions[id].expression = .alias(TokenPath(target.segments))
          }
        }
      }
      #expect((catalog.internedPaths != nil) == (numbering != .none))

      var diagnostics = DiagnosticBag()
      let index = TokenIndex(catalog, diagnostics: &diagnostics)
      let reference = Reference(catalog.definitions)
      // The catalog's numbers are used when they cover it, and only then.
      if !catalog.definitions.isEmpty {
        let covered = catalog.internedPaths.map { paths in catalog.definitions.allSatisfy { paths.holds($0.path) } }
        let kept = index.definitions.allSatisfy { $0.path.internedSpace == catalog.internedPaths?.space }
        #expect(kept == (covered ?? false))
        if numbering == .whole || numbering == .foreignAliases { #expect(kept) }
      }
      #expect(diagnostics.sorted.count == reference.duplicates.count)
      #expect(diagnostics.sorted.allSatisfy { $0.rule == .tokenDuplicate })
      duplicatesSeen += reference.duplicates.count
      let probes = try (names + ["zz.top", "a.b.c"]).map(path)
      for probe in probes {
        for scope in [TokenScope.shared, .themed(.light), .themed(.dark)] {
          #expect(index.id(scope, probe) == reference.tables[scope]?[probe], "\(probe) in \(scope)")
          #expect(
            index.visibleID(probe, from: scope) == reference.visible(probe, from: scope), "\(probe) from \(scope)")
        }
        let themed = ThemeMode.allCases.contains { reference.tables[.themed($0)]?[probe] != nil }
        #expect(index.isThemed(probe) == themed)
      }
      for scope in [TokenScope.shared, .themed(.light), .themed(.dark)] {
        #expect(index.count(of: scope) == reference.tables[scope, default: [:]].count)
      }
      // Every alias target, as the definitions carry it: numbered or not, by this interner or another.
      for definition in index.definitions {
        guard case .alias(let target) = definition.expression else { continue }
        #expect(index.visibleID(target, from: definition.scope) == reference.visible(target, from: definition.scope))
      }
      let expectedOrder = [TokenScope.shared, .themed(.light), .themed(.dark)].flatMap { scope in
        reference.tables[scope, default: [:]].sorted { $0.key < $1.key }.map(\.value)
      }
      #expect(index.sortedIDs == expectedOrder)
    }
    #expect(duplicatesSeen > 30, "the catalogs exercise the duplicate rules")
  }
}
