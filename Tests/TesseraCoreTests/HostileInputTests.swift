import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Hostile XML gives a diagnostic, never a crash, and reads nothing outside the catalog.
@Suite struct HostileInputTests {
  @Test func externalEntityIsRefusedAndNothingIsRead() throws {
    let secret = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-secret-\(UUID().uuidString)")
    try Data("TOP-SECRET".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE tokens [ <!ENTITY xxe SYSTEM "file://\(secret.path)"> ]>
      <tokens><token name="a" type="font-family" value="&xxe;"/></tokens>
      """
    let (catalog, diagnostics) = TokenCatalogLoader().load(xml: xml, displayPath: "Tokens/xxe.xml")
    #expect(catalog.definitions.isEmpty)
    #expect(locations(diagnostics).map { $0.hasPrefix("Tokens/xxe.xml:2:") && $0.hasSuffix("xml-forbidden") } == [true])
    #expect(!diagnostics.contains { $0.message.contains("TOP-SECRET") })
  }

  @Test func theAccessibilityCatalogRefusesEntitiesToo() {
    let xml = """
      <!DOCTYPE accessibility [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
      <accessibility><screen name="a"><element name="b" role="status" label="&xxe;"/></screen></accessibility>
      """
    let (catalog, diagnostics) = AccessibilityCatalogLoader().load(xml: xml, displayPath: "Strings/Accessibility.xml")
    #expect(catalog == nil)
    #expect(locations(diagnostics).map { $0.hasPrefix("Strings/Accessibility.xml:1:") } == [true])
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
  }

  @Test func aMalformedAccessibilityCatalogIsASyntaxError() {
    for xml in ["", "<accessibility>", "<accessibility><screen name='a'></accessibility>", "\u{0}\u{1}"] {
      let (catalog, diagnostics) = AccessibilityCatalogLoader().load(xml: xml, displayPath: "a.xml")
      #expect(catalog == nil, "\(xml)")
      #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.rule == .xmlSyntax }, "\(xml)")
    }
    let (catalog, diagnostics) = AccessibilityCatalogLoader().load(xml: "<tokens/>", displayPath: "a.xml")
    #expect(catalog == nil)
    #expect(locations(diagnostics) == ["a.xml:1:1 a11y-schema"])
  }

  @Test func xxeIsRefusedEvenWhereDoctypesAreAllowed() {
    let xml = """
      <!DOCTYPE plist [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
      <plist>&xxe;</plist>
      """
    let (document, diagnostics) = XMLLoader(externalDTDPolicy: .ignore).parse(Array(xml.utf8), displayPath: "x.plist")
    #expect(document == nil)
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
    #expect(diagnostics.first?.message.contains("xxe") == true)
  }

  @Test func billionLaughsIsRefused() {
    var entities = [##"<!ENTITY lol0 "lol">"##]
    for index in 1...9 {
      entities.append("<!ENTITY lol\(index) \"" + String(repeating: "&lol\(index - 1);", count: 10) + "\">")
    }
    let xml = "<!DOCTYPE lolz [\n\(entities.joined(separator: "\n"))\n]>\n<tokens>&lol9;</tokens>\n"
    let (document, diagnostics) = XMLLoader(externalDTDPolicy: .ignore).parse(Array(xml.utf8), displayPath: "lol.xml")
    #expect(document == nil)
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
    #expect(diagnostics.first?.location.line == 2)
  }

  @Test func externalDTDIsRefusedInTokenCatalogs() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE tokens SYSTEM "http://example.invalid/tokens.dtd">
      <tokens/>
      """
    let (_, diagnostics) = TokenCatalogLoader().load(xml: xml, displayPath: "Tokens/dtd.xml")
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
    #expect(diagnostics.first?.location.line == 2)
  }

  @Test func fileOverTheSizeCapIsRefused() throws {
    let scratch = try Scratch(["Tokens/big.xml": "<tokens>" + String(repeating: " ", count: 4096) + "</tokens>"])
    let inputs = PipelineInputs(
      tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url, maximumFileSize: 1024)
    let diagnostics = TesseraPipeline(inputs: inputs).lint().diagnostics
    #expect(locations(diagnostics) == ["Tokens/big.xml:1:1 file-too-large"])
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let xml = String(repeating: "<group name=\"g\">", count: 10_000) + String(repeating: "</group>", count: 10_000)
    let (document, diagnostics) = XMLLoader().parse(Array(xml.utf8), displayPath: "deep.xml")
    #expect(document == nil)
    #expect(diagnostics.first?.rule == .xmlSyntax)
  }

  @Test func emptyAndBinaryFilesAreErrors() {
    for bytes in [[], [0xFF, 0x00, 0x13, 0x37], Array("not xml".utf8)] as [[UInt8]] {
      let (document, diagnostics) = XMLLoader().parse(bytes, displayPath: "junk.xml")
      #expect(document == nil)
      #expect(diagnostics.contains { $0.severity == .error })
    }
  }

  @Test func utf16CatalogsKeepTheirPositions() throws {
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<tokens>\n  <token name=\"a\" type=\"color\" value=\"#XYZ\"/>\n</tokens>\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let scratch = try Scratch([:])
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("Tokens"), withIntermediateDirectories: true)
    try Data(bytes).write(to: scratch.url.appendingPathComponent("Tokens/utf16.xml"))
    #expect(locations(scratch.lint()) == ["Tokens/utf16.xml:3:39 token-invalid-value"])
  }

  @Test func missingFileIsUnreadableAtItsStart() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/tokens.xml")
    let (document, diagnostics) = XMLLoader().load(contentsOf: url, displayPath: "Tokens/gone.xml")
    #expect(document == nil)
    #expect(locations(diagnostics) == ["Tokens/gone.xml:1:1 file-unreadable"])
  }

  @Test func aFiftyMegabyteTextNodeIsRefusedAtTheSizeCap() throws {
    let scratch = try Scratch([:])
    let tokens = scratch.url.appendingPathComponent("Tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try HostileFixture.fiftyMegabyteTextNode().write(to: tokens.appendingPathComponent("huge.xml"))
    #expect(locations(scratch.lint()) == ["Tokens/huge.xml:1:1 file-too-large"])
  }

  /// A `.strings` file's encoding errors point into the text as decoded:
  /// past a byte-order mark, and in UTF-16 by characters, not raw bytes.
  @Test func encodingErrorsPointIntoTheDecodedText() {
    func littleEndian(_ units: [UInt16]) -> [UInt8] {
      [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
    let bom = [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)
    #expect(
      locations(StringsFileParser.parse(bom, displayPath: "x.strings").diagnostics) == ["x.strings:2:8 strings-syntax"])
    let surrogate = littleEndian(
      Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"".utf16) + [0xD800] + Array("\";\n".utf16))
    #expect(
      locations(StringsFileParser.parse(surrogate, displayPath: "x.strings").diagnostics) == [
        "x.strings:3:8 strings-syntax"
      ])
    let nul = littleEndian(Array("\"a\" = \"1\";\n\"b\" = \"2\u{0}\";\n".utf16))
    let result = StringsFileParser.parse(nul, displayPath: "x.strings")
    #expect(locations(result.diagnostics) == ["x.strings:2:9 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("NUL character") == true)
    #expect(result.entries.isEmpty)
  }

  /// A typography field pointing at another typography token is a type
  /// error; a chain of ten thousand of them once overflowed the stack.
  @Test func aTenThousandDeepTypographyChainStopsAtTheCapInsteadOfOverflowing() throws {
    var lines = [##"<token name="family" type="font-family" value="Inter"/>"##]
    for index in 0..<10_000 {
      let next = index == 9_999 ? "family" : "t\(index + 1)"
      lines.append(
        ##"<token name="t\##(index)" type="typography" font-family="{\##(next)}" font-weight="regular" "##
          + ##"font-size="15" line-height="20"/>"##)
    }
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(lines.joined(separator: "\n"))\n</tokens>\n"])
    let diagnostics = scratch.lint()
    // Once where resolution stopped, and once where the chain ends in a real typography token.
    #expect(
      locations(diagnostics) == [
        "Tokens/base.xml:35:50 token-alias-type-mismatch", "Tokens/base.xml:10001:52 token-alias-type-mismatch",
      ])
    #expect(diagnostics.first?.message.contains("{t33} continues a chain of more than 32 typography tokens") == true)
  }

  @Test func aShortTypographyChainIsStillATypeMismatch() throws {
    let shared = """
      <token name="family" type="font-family" value="Inter"/>
      <token name="body" type="typography" font-family="{family}" font-weight="regular" font-size="15" line-height="20"/>
      <token name="title" type="typography" font-family="{body}" font-weight="bold" font-size="20" line-height="24"/>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/base.xml:4:52 token-alias-type-mismatch"])
    #expect(diagnostics.first?.message.contains("but {body} is a typography") == true)
  }

  @Test func anXMLFileInUTF16WithoutAByteOrderMarkIsRefused() {
    let xml = "<tokens>\n  <token name=\"a\" type=\"number\" value=\"1\"/>\n</tokens>\n"
    for bigEndian in [false, true] {
      let bytes = xml.utf16.flatMap { unit -> [UInt8] in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      let (document, diagnostics) = XMLLoader().parse(bytes, displayPath: "wide.xml")
      #expect(document == nil)
      #expect(locations(diagnostics) == ["wide.xml:1:1 xml-syntax"])
      #expect(diagnostics.first?.message.contains("UTF-16 or UTF-32 without a byte-order mark") == true)
    }
  }

  @Test func libxml2ReportsOnlyTheErrorThatStoppedIt() {
    let (_, diagnostics) = XMLLoader().parse(Array("<tokens>\n  <token name=\"a\" val".utf8), displayPath: "cut.xml")
    #expect(locations(diagnostics) == ["cut.xml:2:22 xml-syntax"])
    #expect(diagnostics.first?.message == "Specification mandates value for attribute val.")
  }
}

/// The committed hostile fixtures in `Fixtures/Hostile`, each linted and
/// generated as a catalog of its own: a token catalog for `.xml`, a table
/// of the base locale for `.strings` and `.stringsdict`. The XXE and
/// external-DTD fixtures point at `secret.txt` and `secret.dtd` beside the
/// catalog folders, which hold a marker that must never show up.
enum HostileFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Hostile")
  static let secret = "TESSERA-SECRET-\(UUID().uuidString)"

  /// Each fixture's diagnostics, as `file:line:col rule`, from `Fixtures/Hostile.expected`.
  static let expected = HostileExpectations.read(from: folder.appendingPathExtension("expected"))

  /// Where the fixture goes inside its catalog.
  static func catalogPath(of name: String) -> String {
    let suffix = URL(fileURLWithPath: name).pathExtension
    return suffix == "xml" || DTCGTokenReader.isTokenFile(name)
      ? "Tokens/\(name)" : "Strings/en.lproj/Hostile.\(suffix)"
  }

  /// A folder holding the fixture in its catalog, and the secrets beside it.
  static func catalog(_ name: String) throws -> Scratch {
    let scratch = try Scratch([
      "secret.txt": secret + "\n", "secret.dtd": "<!ENTITY xxe \"\(secret)\">\n",
    ])
    let destination = scratch.url.appendingPathComponent(catalogPath(of: name))
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: destination)
    return scratch
  }

  /// `<tokens>` around one text node of 50 MB: made here, never committed.
  static func fiftyMegabyteTextNode() throws -> Data {
    var data = Data("<tokens>".utf8)
    data.append(Data(repeating: UInt8(ascii: "a"), count: 50_000_000))
    data.append(Data("</tokens>\n".utf8))
    return data
  }
}

@Suite struct HostileFixtureTests {
  @Test func everyFixtureHasItsExpectation() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: HostileFixture.folder.path)
    #expect(Set(names) == Set(HostileFixture.expected.keys))
  }

  @Test(arguments: HostileFixture.expected.keys.sorted())
  func theFixtureGivesItsDiagnosticAndNoCode(_ name: String) throws {
    let scratch = try HostileFixture.catalog(name)
    let tokens = scratch.url.appendingPathComponent("Tokens")
    let strings = scratch.url.appendingPathComponent("Strings")
    let inputs = PipelineInputs(
      tokensDirectory: FileManager.default.fileExists(atPath: tokens.path) ? tokens : nil,
      stringsDirectory: FileManager.default.fileExists(atPath: strings.path) ? strings : nil,
      displayBase: scratch.url)
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(locations(result.diagnostics) == HostileFixture.expected[name])
    #expect(result.files.isEmpty)
    #expect(!result.diagnostics.contains { $0.message.contains(HostileFixture.secret) })
  }
}

/// Reads `Fixtures/Hostile.expected`: a fixture's name, a tab, and its
/// diagnostic as `file:line:col rule`, a line each; `#` starts a comment.
/// TesseraCLITests reads the same file.
enum HostileExpectations {
  static func read(from url: URL) -> [String: [String]] {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var expected: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2 else { continue }
      expected[String(fields[0]), default: []].append(String(fields[1]))
    }
    return expected
  }
}
