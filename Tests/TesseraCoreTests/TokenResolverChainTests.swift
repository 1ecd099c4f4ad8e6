import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The resolver's chains, followed through the targets it reads in file
/// order before its walk (``TokenResolver``), against chains followed one
/// lookup at a time.
@Suite struct TokenResolverChainTests {
  /// Random catalogs of number tokens in the shared scope and both modes,
  /// with duplicates, aliases within and across scopes, dangling aliases,
  /// cycles and chains into them: every indexed definition resolves to the
  /// literal its chain ends in, or to nothing when the chain dangles or
  /// loops; a duplicate resolves to nothing; each dangling alias is
  /// reported once, and each cycle once. Seeded, so a failure repeats.
  @Test func chainsEndWhereLookupsLead() throws {
    var generator = SplitMix64(seed: 22)
    let names = (0..<10).map { "n\($0)" }
    let loader = TokenCatalogLoader()
    var totals = (values: 0, dangling: 0, cycles: 0)
    for round in 0..<40 {
      var catalog = TokenCatalog()
      for (position, mode) in [nil, "light", "dark", "light", nil].enumerated() {
        var lines: [String] = []
        for name in names where Int.random(in: 0..<3, using: &generator) > 0 {
          let value =
            Int.random(in: 0..<3, using: &generator) == 0
            ? "\(round * 100 + position * 10 + lines.count)"
            : "{\(Bool.random(using: &generator) ? (names.randomElement(using: &generator) ?? "n0") : "gone")}"
          lines.append(#"<token name="\#(name)" type="number" value="\#(value)"/>"#)
        }
        let attribute = mode.map { #" mode="\#($0)""# } ?? ""
        catalog.append(
          loader.load(
            xml: "<tokens\(attribute)>\n\(lines.joined(separator: "\n"))\n</tokens>",
            displayPath: "Tokens/\(mode ?? "base")-\(position).xml"
          ).0)
      }
      if Bool.random(using: &generator) { catalog.internPaths() }

      var diagnostics = DiagnosticBag()
      let resolved = TokenResolver.resolve(catalog, diagnostics: &diagnostics)
      let index = resolved.index
      let indexed = Set(index.sortedIDs)
      // Each indexed definition's next step, looked up: its alias's visible target, or nil.
      func next(_ id: Int) -> Int?? {
        guard case .alias(let target) = index.definitions[id].expression else { return .none }
        return .some(index.visibleID(target, from: index.definitions[id].scope))
      }
      var cycles: Set<[Int]> = []
      var dangling = 0
      for id in index.definitions.indices {
        guard indexed.contains(id) else {
          #expect(resolved.values[id] == nil, "duplicate \(id)")
          continue
        }
        if case .some(.none) = next(id) { dangling += 1 }
        var chain = [id]
        var expected: TokenValue?
        while let last = chain.last {
          guard case .some(let step) = next(last) else {
            if case .literal(let value) = index.definitions[last].expression { expected = value }
            break
          }
          guard let step else { break }
          if let start = chain.firstIndex(of: step) {
            let cycle = Array(chain[start...])
            let smallest = cycle.indices.min { cycle[$0] < cycle[$1] } ?? 0
            cycles.insert(Array(cycle[smallest...] + cycle[..<smallest]))
            break
          }
          chain.append(step)
        }
        #expect(resolved.values[id] == expected, "\(index.definitions[id].path) in \(index.definitions[id].scope)")
        if expected != nil { totals.values += 1 }
      }
      let found = diagnostics.sorted
      #expect(found.filter { $0.rule == .tokenUnresolvedAlias }.count == dangling)
      #expect(found.filter { $0.rule == .tokenAliasCycle }.count == cycles.count)
      totals.dangling += dangling
      totals.cycles += cycles.count
    }
    #expect(totals.values > 200 && totals.dangling > 50 && totals.cycles > 10, "\(totals)")
  }
}
