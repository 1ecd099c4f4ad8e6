import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// ``TokenCatalogLoader/load(_:)`` reads its files on every core; what it
/// returns is what reading them one after another gives.
@Suite struct TokenCatalogLoaderTests {
  /// Twelve files: shared and per mode, a contrast pair, a missing file, a
  /// broken one, and schema problems, so the definitions, the files of each
  /// scope, the pairs and the diagnostics all have an order to keep.
  private func writeFiles(in folder: URL) throws -> [CatalogFile] {
    var files: [CatalogFile] = []
    for index in 0..<12 {
      let name = String(format: "file-%02d.xml", index)
      let url = folder.appendingPathComponent(name)
      let mode = ["", " mode=\"light\"", " mode=\"dark\""][index % 3]
      var body = "<tokens\(mode)>\n  <group name=\"g\(index % 4)\" type=\"color\">\n"
      for token in 0..<(20 + index) {
        body += "    <token name=\"t\(token)\" value=\"#\(String(format: "%06X", index * 4_099 + token))\"/>\n"
      }
      body += "    <token name=\"bad.name\" value=\"#000000\"/>\n  </group>\n"
      if index == 5 {
        body += "  <contrast><pair foreground=\"g1.t0\" background=\"g1.t1\" minimum=\"ui\"/></contrast>\n"
      }
      body += "</tokens>\n"
      switch index {
      case 7: break  // listed but never written
      case 9: try Data("<tokens><token name=\"x\"".utf8).write(to: url)
      default: try Data(body.utf8).write(to: url)
      }
      files.append(CatalogFile(url: url, displayPath: "Tokens/\(name)"))
    }
    return files
  }

  @Test func filesReadSideBySideGiveTheCatalogOfOneAfterAnother() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try writeFiles(in: folder)
    let loader = TokenCatalogLoader()

    var expected = TokenCatalog()
    var expectedDiagnostics: [Diagnostic] = []
    for file in files {
      var (catalog, diagnostics) = loader.load([file])
      expected.append(moving: &catalog)
      #expect(catalog.definitions.isEmpty, "moved, not copied")
      expectedDiagnostics += diagnostics
    }
    let (catalog, diagnostics) = loader.load(files)
    #expect(catalog.definitions.count == expected.definitions.count)
    #expect(catalog.definitions == expected.definitions)
    #expect(catalog.contrastPairs == expected.contrastPairs)
    #expect(catalog.contrastPairs.count == 1)
    #expect(catalog.files == expected.files)
    #expect(catalog.files[.shared]?.first == "Tokens/file-00.xml")
    #expect(catalog.files[.themed(.dark)]?.count == 4)
    #expect(diagnostics == expectedDiagnostics)
    #expect(diagnostics.contains { $0.rule == .fileUnreadable && $0.location.file == "Tokens/file-07.xml" })
    #expect(diagnostics.contains { $0.rule == .xmlSyntax && $0.location.file == "Tokens/file-09.xml" })
    #expect(diagnostics.count { $0.rule == .tokenSchema } == 10)

    // Definitions in file order: the first file's, then the second's, each in document order.
    let firstPaths = catalog.definitions.prefix(3).map(\.path.description)
    #expect(firstPaths == ["g0.t0", "g0.t1", "g0.t2"])
    #expect(catalog.definitions[20].path.description == "g1.t0")
    #expect(catalog.definitions[20].location.file == "Tokens/file-01.xml")
  }

  /// Paths interned as each file is read, on its own thread, are shared
  /// across the files: a light and a dark definition of one path, and an
  /// alias to it.
  @Test func pathsInternedWhileReadingAreShared() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-intern-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [CatalogFile] = []
    for mode in ["light", "dark"] {
      let url = folder.appendingPathComponent("\(mode).xml")
      try Data(
        """
        <tokens mode="\(mode)"><group name="color" type="color">
          <token name="brand-primary" value="#112233"/><token name="accent-primary" value="{color.brand-primary}"/>
        </group></tokens>
        """.utf8
      ).write(to: url)
      files.append(CatalogFile(url: url, displayPath: "Tokens/\(mode).xml"))
    }
    let interner = SharedTokenPathInterner()
    var (catalog, _) = TokenCatalogLoader().load(files, interningPathsWith: interner)
    #expect(catalog.internedPaths == nil, "the numbered paths are handed over only when the interner is done")
    // As the token stage ends: a catalog read later (DTCG's) joined, then interned, and the numbers handed over.
    let xmlDefinitions = catalog.definitions.count
    catalog.append(
      TokenCatalogLoader().load(
        xml: #"<tokens><token name="later" type="color" value="{color.brand-primary}"/></tokens>"#,
        displayPath: "Tokens/later.xml"
      ).0)
    interner.finish(&catalog, from: xmlDefinitions)
    let numbered = try #require(catalog.internedPaths)
    #expect(catalog.definitions.allSatisfy { numbered.holds($0.path) })
    for definition in catalog.definitions {
      if case .alias(let target) = definition.expression { #expect(numbered.holds(target), "\(target)") }
    }
    #expect(
      Set((0..<numbered.count).map { numbered[$0].description }) == [
        "color.brand-primary", "color.accent-primary", "later",
      ])
    func storage(_ path: TokenPath) -> UnsafeRawPointer? {
      path.segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let brand = catalog.definitions.filter { $0.path.description == "color.brand-primary" }
    #expect(brand.count == 2)
    #expect(storage(brand[0].path) == storage(brand[1].path), "light and dark share the path")
    guard case .alias(let target) = catalog.definitions[3].expression else {
      Issue.record("the dark accent is an alias")
      return
    }
    #expect(storage(target) == storage(brand[0].path), "the dark alias shares the light definition's path")
  }
}

/// ``TokenFileEventReader``: a plain file read straight from libxml2's
/// events is exactly what the element tree reads; anything it can't read
/// so, it leaves to the tree.
@Suite struct TokenFileEventReaderTests {
  private let loader = TokenCatalogLoader()

  private static let plain = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- A plain file. -->
    <tokens mode="dark">
      <group name="color" type="color" description="Colours.">
        <token name="brand" value="#112233" description="  The brand, &amp; more.  "/>
        <token name="accent" value=" {color.brand} "/>
        <token name="empty" value="#FFF" description="   "/>
        <group name="text">
          <token name="primary" value="#00000080"/>
          <token name="size" type="dimension" value="16pt"/>
        </group>
      </group>
      <group name="space"><token name="x-1_a" type="number" value="1.5"/></group>
      <token name="alias-only" value="{color.text.primary}"/>
    </tokens>

    """

  /// `nil` when the event reader gave up, `true` when it read the file as
  /// the tree does; `false` is a defect.
  private func reading(_ xml: String) -> Bool? {
    loader.eventReading(Array(xml.utf8), displayPath: "Tokens/dark.xml")
  }

  @Test func aPlainFileIsReadStraightAndAsTheTreeReadsIt() {
    #expect(reading(Self.plain) == true)
    #expect(reading(Self.plain.replacingOccurrences(of: "\n", with: "\r\n")) == true, "CRLF line ends")
    #expect(reading(Self.plain.replacingOccurrences(of: "  ", with: "\t")) == true, "tabs")
    #expect(reading(Self.plain.replacingOccurrences(of: " mode=\"dark\"", with: "")) == true, "shared")
    #expect(reading("\u{FEFF}" + Self.plain) == true, "a byte-order mark")
    #expect(reading("<tokens/>") == true)
    let (catalog, diagnostics) = loader.load(xml: Self.plain, displayPath: "Tokens/dark.xml")
    #expect(diagnostics.isEmpty)
    #expect(
      catalog.definitions.map(\.path.description) == [
        "color.brand", "color.accent", "color.empty", "color.text.primary", "color.text.size", "space.x-1_a",
        "alias-only",
      ])
    #expect(catalog.definitions[0].description == "The brand, & more.")
    #expect(catalog.definitions[2].description == nil)
    #expect(catalog.definitions[1].valueLocation == SourceLocation(file: "Tokens/dark.xml", line: 6, column: 33))
    #expect(catalog.definitions[0].location == SourceLocation(file: "Tokens/dark.xml", line: 5, column: 5))
  }

  /// Each of these is read as the tree reads it, diagnostics included:
  /// nearly all need the tree (they report something, or hold what only the
  /// tree reads), and the event reader gives up; a typography token is now
  /// read straight, and a duplicate path or white space in CDATA always was.
  @Test(arguments: [
    (
      "a contrast section",
      "<contrast><pair foreground=\"color.brand\" background=\"color.accent\" minimum=\"ui\"/></contrast>"
    ),
    (
      "a typography token",
      "<token name=\"t\" type=\"typography\" font-family=\"Inter\" font-weight=\"bold\" font-size=\"1\" line-height=\"2\"/>"
    ),
    ("a typography field on a colour", "<token name=\"t\" type=\"color\" value=\"#FFF\" font-size=\"1\"/>"),
    ("an unknown attribute", "<token name=\"t\" type=\"color\" vaule=\"#FFF\"/>"),
    ("an unknown element", "<tokn name=\"t\" type=\"color\" value=\"#FFF\"/>"),
    ("a token without a value", "<token name=\"t\" type=\"color\"/>"),
    ("a token without a type", "<token name=\"t\" value=\"#FFF\"/>"),
    ("an unknown type", "<token name=\"t\" type=\"colour\" value=\"#FFF\"/>"),
    ("a value that doesn't parse", "<token name=\"t\" type=\"color\" value=\"#GGG\"/>"),
    ("an alias with more around it", "<token name=\"t\" value=\"{color.brand}px\"/>"),
    ("a non-ASCII alias", "<token name=\"t\" value=\"{colör.brand}\"/>"),
    ("an invalid name", "<token name=\"t.u\" type=\"color\" value=\"#FFF\"/>"),
    ("a nameless group", "<group type=\"color\"><token name=\"t\" value=\"#FFF\"/></group>"),
    ("text in a group", "<group name=\"g\" type=\"color\">words<token name=\"t\" value=\"#FFF\"/></group>"),
    ("a child of a token", "<token name=\"t\" type=\"color\" value=\"#FFF\"><token name=\"u\"/></token>"),
    ("a value on a group", "<group name=\"g\" type=\"color\" value=\"#FFF\"/>"),
    ("a namespaced attribute", "<token xmlns:x=\"urn:x\" x:name=\"t\" type=\"color\" value=\"#FFF\"/>"),
    ("white space in CDATA", "<group name=\"g\"><![CDATA[ \n]]></group>"),
    ("text in CDATA", "<group name=\"g\"><![CDATA[text]]></group>"),
    ("a duplicate path", "<group name=\"color\" type=\"color\"><token name=\"brand\" value=\"#FFF\"/></group>"),
    ("text in a token", "<token name=\"t\" type=\"color\" value=\"#FFF\">words</token>"),
    ("text in a composite token", "<token name=\"t\" type=\"stroke-style\" value=\"dashed\">words</token>"),
    (
      "an element in a shadow's layer",
      "<token name=\"s\" type=\"shadow\"><layer color=\"#000\" offset-x=\"0\" offset-y=\"0\" blur=\"0\">"
        + "<token name=\"lost\" type=\"color\" value=\"#FFF\"/></layer></token>"
    ),
    (
      "text in a gradient's stop",
      "<token name=\"g\" type=\"gradient\"><stop color=\"#000\" position=\"0\">words</stop>"
        + "<stop color=\"#FFF\" position=\"1\"/></token>"
    ),
  ])
  func whatTheTreeMustReadIsLeftToIt(_ what: String, _ member: String) {
    let xml = Self.plain.replacingOccurrences(of: "</tokens>", with: member + "\n</tokens>")
    let expected = loader.readThroughTree(Array(xml.utf8), displayPath: "Tokens/dark.xml")
    let (catalog, diagnostics) = loader.load(xml: xml, displayPath: "Tokens/dark.xml")
    #expect(catalog.definitions == expected.0.definitions, "\(what)")
    #expect(catalog.contrastPairs == expected.0.contrastPairs, "\(what)")
    #expect(diagnostics == expected.1, "\(what)")
    switch what {
    case "a typography token":
      // Handed to the token reader as a small tree of its own, which reports nothing: read straight.
      #expect(reading(xml) == true, "\(what)")
      #expect(diagnostics.isEmpty, "\(what)")
    case "a contrast section", "a namespaced attribute":
      // The tree reads an attribute by its local name, as libxml2 passes it.
      #expect(reading(xml) == nil, "\(what): left to the tree, which reports nothing")
      #expect(diagnostics.isEmpty, "\(what)")
    case "a non-ASCII alias":
      // A name past ASCII (`colör`) is a name: the tree reads it, and the alias is the resolver's to
      // find or report.
      #expect(reading(xml) == nil, "\(what)")
      #expect(diagnostics.isEmpty, "\(what)")
    case "a duplicate path", "white space in CDATA":
      // Duplicates are the index's to report; both readers read both definitions.
      #expect(reading(xml) == true, "\(what)")
    default:
      #expect(reading(xml) == nil, "\(what)")
      #expect(!diagnostics.isEmpty, "\(what)")
    }
  }

  /// Typography and composite tokens, written with field attributes or
  /// `<layer>` and `<stop>` elements, are built as small trees and handed
  /// to the token reader; when it reports nothing, the file still reads
  /// straight, exactly as the tree reads it.
  @Test func compositeAndTypographyTokensReadStraightAsTheTreeReadsThem() throws {
    let xml = """
      <tokens mode="light">
        <group name="color" type="color"><token name="ink" value="#101010"/></group>
        <group name="effect">
          <token name="raised" type="shadow" description="Cards.">
            <layer color="{color.ink}" offset-x="0" offset-y="2" blur="4"/>
            <layer color="#0000001F" offset-x="0" offset-y="1" blur="2" spread="-1" inset="true"/>
          </token>
          <token name="lifted" type="shadow" color="#0000001F" offset-x="0" offset-y="8" blur="16"/>
          <token name="hero" type="gradient">
            <stop color="{color.ink}" position="0"/>
            <stop color="#FFFFFF" position="1"/>
          </token>
          <token name="outline" type="border" color="{color.ink}" width="1" dash-array="4, 2" line-cap="butt"/>
          <token name="fade" type="transition" duration="200ms" timing-function="0.2, 0, 0, 1"/>
          <token name="dotted" type="stroke-style" value="dotted"/>
          <token name="body" type="typography" font-family="Inter" font-weight="400" font-size="16" line-height="24"/>
          <token name="after" type="color" value="{color.ink}"/>
        </group>
      </tokens>

      """
    #expect(reading(xml) == true)
    let (catalog, diagnostics) = loader.load(xml: xml, displayPath: "Tokens/dark.xml")
    #expect(diagnostics.isEmpty)
    #expect(
      catalog.definitions.map(\.path.description) == [
        "color.ink", "effect.raised", "effect.lifted", "effect.hero", "effect.outline", "effect.fade",
        "effect.dotted", "effect.body", "effect.after",
      ])
    let raised = try #require(catalog.definitions.first { $0.path.description == "effect.raised" })
    #expect(raised.location == SourceLocation(file: "Tokens/dark.xml", line: 4, column: 5))
    #expect(raised.description == "Cards.")
  }

  /// A composite token the token reader reports on gives the file up to the
  /// tree, and the diagnostic is the tree's, at the part's position.
  @Test func aCompositeTokenWithAProblemLeavesTheFileToTheTree() {
    let xml = """
      <tokens mode="light">
        <token name="drop" type="shadow">
          <layer color="#000000" offset-x="0" offset-y="2" blur="-4"/>
        </token>
        <token name="plain" type="color" value="#FFFFFF"/>
      </tokens>
      """
    #expect(reading(xml) == nil)
    let (_, diagnostics) = loader.load(xml: xml, displayPath: "Tokens/dark.xml")
    #expect(diagnostics.map(\.rule) == [.tokenInvalidValue])
    #expect(diagnostics.map(\.location) == [SourceLocation(file: "Tokens/dark.xml", line: 3, column: 60)])
    #expect(
      diagnostics.map(\.message) == [
        "Invalid blur of layer 1 for 'drop': '-4' is negative; write a number of points from 0."
      ])
  }

  /// What a `<layer>` or `<stop>` holds would be dropped unread: an element
  /// inside one, or text, is an error at it, as inside a token.
  @Test func whatALayerOrStopHoldsIsReported() {
    let xml = """
      <tokens>
        <token name="s" type="shadow">
          <layer color="#000" offset-x="0" offset-y="0" blur="0"><token name="lost" type="color" value="#FFF"/></layer>
        </token>
        <token name="g" type="gradient"><stop color="#000" position="0">words</stop><stop color="#FFF" position="1"/></token>
      </tokens>
      """
    let (_, diagnostics) = loader.load(xml: xml, displayPath: "Tokens/base.xml")
    #expect(
      diagnostics.map { "\($0.rule.rawValue) \($0.location): \($0.message)" } == [
        "token-schema Tokens/base.xml:3:60: Unexpected <token> here; expected no child elements.",
        "token-schema Tokens/base.xml:5:35: <stop> holds text; values go in value=\"…\" attributes and descriptions "
          + "in description=\"…\".",
      ])
  }

  @Test func brokenAndForbiddenFilesAreLeftToTheTree() {
    for xml in [
      "", "<tokens>", "<tokens><token name=\"a\"</tokens>", "<tokens mode=\"dusk\"/>", "<other/>",
      "<!DOCTYPE tokens [<!ENTITY e \"x\">]><tokens/>", "<tokens mode=\"light\" extra=\"1\"/>",
      "<x:tokens xmlns:x=\"urn:x\"/>",
    ] {
      #expect(reading(xml) == nil, "\(xml)")
      let (_, diagnostics) = loader.load(xml: xml, displayPath: "Tokens/dark.xml")
      #expect(diagnostics == loader.readThroughTree(Array(xml.utf8), displayPath: "Tokens/dark.xml").1)
    }
  }

  /// The package's own token files, the test fixtures' and the fuzzer's
  /// composites seed read the same both ways, and the plain ones straight
  /// from their events.
  @Test func everyTokenFileOfThePackageReadsTheSameBothWays() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var files: [URL] = []
    for folder in ["Tokens", "Tests", "Fuzz/Seeds/TokenCatalog"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "xml" { files.append(url) }
      }
    }
    var readStraight = 0
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let result = loader.eventReading(bytes, displayPath: url.lastPathComponent)
      #expect(result != false, "\(url.path)")
      if result == true { readStraight += 1 }
    }
    #expect(readStraight >= 4, "the package's light, dark and base token files, and the composites seed, read straight")
  }

  /// Joining catalogs moves their definitions: the result is the copies'
  /// concatenation, in order, whether the catalog joined into is empty,
  /// empty with room reserved, or already holds some; the moved ones are
  /// left empty.
  @Test func definitionsMovedIntoACatalogAreTheConcatenation() throws {
    func definitions(_ prefix: String, _ count: Int) throws -> [TokenDefinition] {
      try (0..<count).map { index in
        let location = SourceLocation(file: "\(prefix).xml", line: index + 1, column: 3)
        return TokenDefinition(
          path: try #require(TokenPath(parsing: "\(prefix).token-\(index)")), declaredType: .fontFamily,
          expression: .literal(.fontFamily("Family \(prefix) \(index) with a name too long to be inline")),
          scope: .themed(.light), description: "About \(prefix) \(index)", location: location,
          valueLocation: location)
      }
    }
    let parts = [try definitions("a", 5), try definitions("b", 0), try definitions("c", 300), try definitions("d", 1)]
    for reserved in [0, 306] {
      var joined = TokenCatalog()
      joined.definitions.reserveCapacity(reserved)
      for part in parts {
        var moved = part
        joined.appendDefinitions(moving: &moved)
        #expect(moved.isEmpty)
      }
      #expect(joined.definitions == parts.flatMap { $0 }, "reserved \(reserved)")
    }
  }
}
