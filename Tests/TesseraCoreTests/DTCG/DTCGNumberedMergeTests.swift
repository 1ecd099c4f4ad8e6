import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// DTCG documents whose paths are numbered as they are read
/// (``DTCGResolverReader/paths``): a resolver's merge finds each path by its
/// number (``DTCGLayers/merged()``), and files without a resolver are read
/// side by side. Either way the catalog is what reading and merging by path,
/// one file after another, gives.
@Suite struct DTCGNumberedMergeTests {
  /// How the documents' paths are numbered before the merge.
  enum Numbering: CaseIterable, Sendable {
    /// Not at all: the merge finds paths by their hash.
    case none
    /// Every document by one interner, in an order of its own: by number.
    case everyDocument
    /// Some documents only: by hash again, since a number can't be trusted
    /// to stand for every equal path.
    case someDocuments
    /// Half by one interner, half by another, whose numbers collide: by hash.
    case twoInterners
  }

  /// One merge's result, spelled so that two can be compared whatever numbers
  /// their paths carry.
  private struct Merged: Equatable {
    var definitions: [String]
    var files: [TokenScope: [String]]
  }

  private struct Document {
    var definitions: [TokenDefinition]
    var path: String
  }

  @Test(arguments: Numbering.allCases)
  func mergingByNumberGivesWhatMergingByPathGives(_ numbering: Numbering) {
    var generator = SeededGenerator(seed: 2026)
    var mergesByNumber = 0
    for _ in 0..<60 {
      let documents = Self.randomDocuments(using: &generator)
      // Each document in resolution order once, with its modes, and some a second time.
      var order = documents.indices.map { ($0, Self.randomModes(using: &generator)) }
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        order.append((Int.random(in: documents.indices, using: &generator), Self.randomModes(using: &generator)))
      }
      let themed = Bool.random(using: &generator)
      let incomplete: Set<ThemeMode> =
        Bool.random(using: &generator) ? [] : [Bool.random(using: &generator) ? .light : .dark]
      let expected = Self.merge(documents, order: order, themed: themed, incomplete: incomplete)
      let numbered = Self.number(documents, numbering, using: &generator)
      let merged = Self.merge(numbered, order: order, themed: themed, incomplete: incomplete)
      #expect(merged == expected)
      let space = numbered.first { !$0.definitions.isEmpty }?.definitions[0].path.internedSpace ?? 0
      if numbering == .everyDocument, space != 0 { mergesByNumber += 1 }
    }
    if numbering == .everyDocument { #expect(mergesByNumber > 50, "most rounds merge by number") }
  }

  /// Files without a resolver, light, dark and shared, some with problems,
  /// come out of the token stage in their order, as reading them one after
  /// another gives: definitions, each scope's files and diagnostics.
  @Test func filesWithoutAResolverAreJoinedInTheirOrder() throws {
    func token(_ name: String, _ value: String, type: String = "number") -> String {
      #""\#(name)": { "$type": "\#(type)", "$value": \#(value) }"#
    }
    var files: [String: String] = [
      "Tokens/a-base.tokens.json": "{ \(token("gap", "8")), \(token("wide", #""{gap}""#)) }",
      "Tokens/b-light.tokens.json": "{ \(token("surface", "0.5", type: "number")), \(token("edge", "1")) }",
      "Tokens/c-dark.tokens.json": "{ \(token("surface", "0.25", type: "number")), \(token("edge", "2")) }",
      "Tokens/d-broken.tokens.json": #"{ "a": { "$value": 1, "$type": "number" }, "a": {} }"#,
      "Tokens/e-odd.tokens.json": #"{ "odd": { "$type": "number", "$value": "twelve" } }"#,
      "Tokens/f-shared.tokens.json": "{ \(token("edgeAlias", #""{edge}""#)), \(token("gapAlias", #""{wide}""#)) }",
    ]
    for index in 0..<6 {
      files["Tokens/g-more-\(index).tokens.json"] = "{ \(token("more\(index)", "\(index)")) }"
    }
    let scratch = try Scratch(files)
    let tokens = scratch.url.appendingPathComponent("Tokens")
    let light = tokens.appendingPathComponent("b-light.tokens.json")
    let dark = tokens.appendingPathComponent("c-dark.tokens.json")
    var inputs = PipelineInputs(tokensDirectory: nil, displayBase: scratch.url)
    inputs.dtcg = DTCGOptions(light: [light], dark: [dark])
    var bag = DiagnosticBag()
    let stage = TokenStage(directory: tokens, inputs: inputs, checks: [])
    let (catalog, diagnostics) = bag.journaling { stage.load(into: &$0) }

    var expected = TokenCatalog()
    var expectedDiagnostics: [Diagnostic] = []
    let reader = DTCGTokenReader()
    for file in CatalogFile.find(in: tokens, extensions: ["json"], displayBase: scratch.url) {
      let name = file.url.lastPathComponent
      let scope: TokenScope =
        name == light.lastPathComponent ? .themed(.light) : name == dark.lastPathComponent ? .themed(.dark) : .shared
      expectedDiagnostics += reader.load(file, scope: scope, into: &expected)
    }
    DTCGModeSpreading.spread(&expected, from: 0)

    #expect(catalog.definitions == expected.definitions)
    #expect(catalog.files == expected.files)
    #expect(diagnostics == expectedDiagnostics)
    #expect(
      locations(expectedDiagnostics) == [
        "Tokens/d-broken.tokens.json:1:44 dtcg-syntax", "Tokens/e-odd.tokens.json:1:41 dtcg-schema",
      ])
    #expect(
      catalog.definitions.map { "\($0.path) \($0.scope)" } == [
        "gap shared", "wide shared", "surface light mode", "edge light mode", "surface dark mode", "edge dark mode",
        "odd shared", "edgeAlias light mode", "edgeAlias dark mode", "gapAlias shared", "more0 shared", "more1 shared",
        "more2 shared", "more3 shared", "more4 shared", "more5 shared",
      ], "in the files' order, the shared alias of a themed token spread to both modes")
    let numbered = try #require(catalog.internedPaths)
    #expect(catalog.definitions.allSatisfy { numbered.holds($0.path) }, "every path numbered")
  }

  // MARK: - Documents

  private static let paths: [TokenPath] = (0..<24).map { TokenPath(["g\($0 % 4)", "t\($0)"]) }

  /// Two to five documents, each of distinct paths drawn from a small pool,
  /// so that later documents override earlier ones.
  private static func randomDocuments(using generator: inout SeededGenerator) -> [Document] {
    (0..<Int.random(in: 2...5, using: &generator)).map { document in
      let file = "d\(document).tokens.json"
      let chosen = paths.shuffled(using: &generator).prefix(Int.random(in: 0...12, using: &generator))
      let definitions = chosen.enumerated().map { index, path in
        let location = SourceLocation(file: file, line: index + 1, column: 3)
        return TokenDefinition(
          path: path, declaredType: .number, expression: .literal(.number(Double(document * 100 + index))),
          scope: .shared, description: nil, location: location, valueLocation: location)
      }
      return Document(definitions: definitions, path: file)
    }
  }

  private static func randomModes(using generator: inout SeededGenerator) -> Set<ThemeMode> {
    [[.light], [.dark], [.light, .dark]].randomElement(using: &generator) ?? [.light, .dark]
  }

  /// `documents` with their paths numbered as `numbering` says.
  private static func number(
    _ documents: [Document], _ numbering: Numbering, using generator: inout SeededGenerator
  ) -> [Document] {
    var result = documents
    var first = TokenPathInterner()
    var second = TokenPathInterner()
    // Numbered in an order of their own, as threads reading side by side would number them.
    for index in documents.indices.shuffled(using: &generator) {
      switch numbering {
      case .none: continue
      case .everyDocument: number(&result[index], with: &first)
      case .someDocuments where index % 2 == 0: number(&result[index], with: &first)
      case .someDocuments: continue
      case .twoInterners where index % 2 == 0: number(&result[index], with: &first)
      case .twoInterners: number(&result[index], with: &second)
      }
    }
    return result
  }

  private static func number(_ document: inout Document, with interner: inout TokenPathInterner) {
    var catalog = TokenCatalog()
    catalog.definitions = document.definitions
    catalog.internPaths(from: 0, using: &interner)
    document.definitions = catalog.definitions
  }

  private static func merge(
    _ documents: [Document], order: [(Int, Set<ThemeMode>)], themed: Bool, incomplete: Set<ThemeMode>
  ) -> Merged {
    var layers = DTCGLayers()
    var added: Set<Int> = []
    for (document, modes) in order {
      if added.insert(document).inserted {
        layers.add(documentDefinitions: documents[document].definitions, path: documents[document].path, modes: modes)
      } else {
        layers.add(document: document, modes: modes)
      }
    }
    if themed {
      layers.addMode(.light, source: "theme.resolver.json")
      layers.addMode(.dark, source: "theme.resolver.json")
    }
    if !incomplete.isEmpty { layers.markIncomplete(incomplete) }
    let (definitions, files) = layers.merged()
    return Merged(
      definitions: definitions.map { "\($0.path) \($0.scope) \($0.location) \($0.expression)" }, files: files)
  }
}
