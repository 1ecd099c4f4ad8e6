import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The name tree of the generated `Theme`, built from the index's sorted
/// runs, against a tree built the plain way: every path looked up segment
/// by segment in a dictionary of children, each node's children then
/// sorted by property name and segment.
struct ThemeShapeTests {
  /// A node of the reference tree.
  private final class Reference {
    let path: [String]
    var children: [String: Reference] = [:]
    var ids: [Int] = []
    init(path: [String]) { self.path = path }
  }

  /// The reference tree of `ids`, in that order.
  private func reference(_ definitions: [TokenDefinition], _ ids: [Int]) -> Reference {
    let root = Reference(path: [])
    for id in ids {
      var node = root
      for segment in definitions[id].path.segments {
        let child = node.children[segment] ?? Reference(path: node.path + [segment])
        node.children[segment] = child
        node = child
      }
      node.ids.append(id)
    }
    return root
  }

  /// Whether `node` is `expected`: the same path, definitions in the same
  /// order, and children in the order the generated code lists them.
  private func expectSame(
    _ node: ThemeShape.Node, _ expected: Reference, _ definitions: [TokenDefinition]
  ) {
    #expect(node.path.segments == expected.path)
    var pathText: [UInt8] = []
    node.appendPathText(to: &pathText)
    #expect(pathText == Array(expected.path.joined(separator: ".").utf8))
    #expect(node.pathTextRange.isEmpty == expected.ids.isEmpty, "a token's path is in the tree's buffer")
    #expect(Array(node.ids) == expected.ids, "\(expected.path)")
    let order = expected.children.values.sorted {
      let lhs = (SwiftName.property($0.path.last ?? ""), $0.path.last ?? "")
      let rhs = (SwiftName.property($1.path.last ?? ""), $1.path.last ?? "")
      return lhs < rhs
    }
    #expect(node.children.map(\.path.segments) == order.map(\.path), "\(expected.path)")
    let locations = expected.ids.map { definitions[$0].location }
    if let first = locations.min() { #expect(node.firstLocation == first) }
    for (child, reference) in zip(node.children, order) { expectSame(child, reference, definitions) }
  }

  @Test func treeFromSortedRunsMatchesTheTreeBuiltByLookup() {
    // Segments that share prefixes, differ only in `-` and `_`, and name
    // the same property, so paths nest, interleave and collide.
    let segments = ["a", "b", "a-b", "a_b", "ab", "aB", "B", "0", "a0", "b-", "z"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let scopes: [TokenScope] = [.shared, .themed(.light), .themed(.dark)]
    var catalog = TokenCatalog()
    for line in 1...600 {
      let path = TokenPath((0...next(4)).map { _ in segments[next(segments.count)] })
      let location = SourceLocation(file: "t.xml", line: 1 + next(50), column: 1 + next(9))
      catalog.definitions.append(
        TokenDefinition(
          path: path, declaredType: .number, expression: .literal(.number(Double(line))),
          scope: scopes[next(scopes.count)], description: nil, location: location, valueLocation: location))
    }
    var diagnostics = DiagnosticBag()
    let index = TokenIndex(catalog, diagnostics: &diagnostics)
    #expect(index.sortedIDs.count < catalog.definitions.count, "some paths are defined twice in one scope")
    expectSame(index.shape.root, reference(catalog.definitions, index.sortedIDs), catalog.definitions)
  }

  @Test func aTokenThatIsAlsoAGroupKeepsItsDefinitionsAndChildren() throws {
    var catalog = TokenCatalog()
    let location = SourceLocation(file: "t.xml", line: 1, column: 1)
    for (text, scope) in [
      ("space.large", TokenScope.themed(.dark)), ("space", .shared), ("space.large.x", .themed(.light)),
      ("space.large", .themed(.light)), ("space-x", .shared),
    ] {
      catalog.definitions.append(
        TokenDefinition(
          path: try #require(TokenPath(parsing: text)), declaredType: .number, expression: .literal(.number(1)),
          scope: scope, description: nil, location: location, valueLocation: location))
    }
    var diagnostics = DiagnosticBag()
    let root = TokenIndex(catalog, diagnostics: &diagnostics).shape.root
    #expect(root.children.map(\.pathText) == ["space", "space-x"])
    let space = try #require(root.children.first)
    #expect(space.ids == [1])
    let large = try #require(space.children.first)
    #expect(large.pathText == "space.large")
    #expect(large.ids == [3, 0], "the light definition, then the dark one, whatever the files' order")
    #expect(large.children.map(\.pathText) == ["space.large.x"])
  }

  @Test func pathTextIsTheSegmentsJoinedByDots() {
    for segments in [
      [], ["a"], ["color", "text", "primary"], ["", "a"], ["a", ""], ["é", "ü-ß", "0"],
      ["x"] + Array(repeating: "long-segment-name", count: 9),
    ] {
      #expect(TokenPath(segments).description == segments.joined(separator: "."))
    }
  }

  /// The segments two keys share, counted from their bytes, against the
  /// segments compared one by one; and the merged walk against a sort.
  @Test func keysCountSharedSegmentsAndMergeInPathOrder() throws {
    let segments = ["a", "b", "a-b", "a_b", "ab", "aB", "B", "0", "a0", "b-", "abc"]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var tables = [TokenPathTable<Int>(), TokenPathTable<Int>(), TokenPathTable<Int>()]
    var paths: [TokenPath] = []
    for id in 0..<900 {
      let path = TokenPath((0...next(4)).map { _ in segments[next(segments.count)] })
      paths.append(path)
      tables[next(tables.count)].insert(path, id)
    }
    let sorted = SortedTokenPaths(
      tables.map { SortedTokenPaths.sorting($0.entries.map { ($0.path, $0.value) }, count: $0.count) })
    let walk = sorted.merged()
    #expect(walk.count == tables.reduce(0) { $0 + $1.count })
    for (lhs, rhs) in zip(walk, walk.dropFirst()) {
      let left = paths[lhs.id]
      let right = paths[rhs.id]
      #expect(!(right < left), "\(left) then \(right)")
      // Of equal paths, the earlier table's comes first.
      if left == right {
        let tableOf = { (id: Int) in tables.firstIndex { $0[paths[id]] == id } ?? -1 }
        #expect(tableOf(lhs.id) < tableOf(rhs.id))
      }
    }
    sorted.keys.withUnsafeBufferPointer { keys in
      for _ in 0..<3_000 {
        let lhs = walk[next(walk.count)]
        let rhs = walk[next(walk.count)]
        let expected = zip(paths[lhs.id].segments, paths[rhs.id].segments).prefix { $0 == $1 }.count
        #expect(SortedTokenPaths.sharedSegments(lhs, rhs, in: keys) == expected, "\(paths[lhs.id]) \(paths[rhs.id])")
      }
    }
  }

  /// `token-name-collision` among many spellings of one Swift name: each
  /// later group is reported against the first, at the first's earliest
  /// token, which a group with thousands of tokens gives once, not once a
  /// collision.
  @Test func manyCollisionsWithOneLargeGroupNameItsFirstToken() throws {
    let spellings = (0..<128).map { bits in
      "a" + (0..<7).map { (bits >> $0) & 1 == 0 ? "-a" : "_a" }.joined()
    }
    var xml = "<tokens>\n<group name=\"\(spellings[0])\" type=\"number\">\n"
    xml += (0..<2_000).map { "<token name=\"t\($0)\" value=\"1\"/>\n" }.joined() + "</group>\n"
    xml += spellings.dropFirst().map {
      "<group name=\"\($0)\" type=\"number\"><token name=\"x\" value=\"1\"/></group>\n"
    }
    .joined()
    xml += "</tokens>\n"
    let (catalog, loadDiagnostics) = TokenCatalogLoader().load(xml: xml, displayPath: "Tokens/base.xml")
    #expect(loadDiagnostics.isEmpty)
    let found = TokenNameCollisionCheck().check(TesseraPipeline.check(catalog, checks: []).0)
    #expect(found.count == spellings.count - 1)
    // Reported in the order siblings are written: by name, `-` before `_`.
    for (diagnostic, spelling) in zip(found, spellings.dropFirst().sorted()) {
      #expect(diagnostic.message.hasPrefix("'\(spelling)' and '\(spellings[0])' would both be named"))
      #expect(diagnostic.notes.first?.location == SourceLocation(file: "Tokens/base.xml", line: 3, column: 1))
    }
  }

  /// Of two equal first locations (file names spelled with a precomposed and
  /// a decomposed accent compare equal as Strings), the earlier in the
  /// tree's order is named, as it always was.
  @Test func ofEqualLocationsTheFirstInTheTreeIsNamed() throws {
    let loader = TokenCatalogLoader()
    var catalog = TokenCatalog()
    let precomposed = "Tokens/\u{E9}.xml"
    let decomposed = "Tokens/e\u{301}.xml"
    for (file, token) in [(precomposed, "x"), (decomposed, "y")] {
      catalog.append(
        loader.load(
          xml:
            "<tokens>\n<group name=\"a-b\" type=\"number\">\n<token name=\"\(token)\" value=\"1\"/></group></tokens>\n",
          displayPath: file
        ).0)
    }
    catalog.append(
      loader.load(
        xml: #"<tokens><group name="a_b" type="number"><token name="z" value="1"/></group></tokens>"#,
        displayPath: "Tokens/z.xml"
      ).0)
    let found = TokenNameCollisionCheck().check(TesseraPipeline.check(catalog, checks: []).0)
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(Array(diagnostic.location.file.utf8) == Array(precomposed.utf8))
  }
}
