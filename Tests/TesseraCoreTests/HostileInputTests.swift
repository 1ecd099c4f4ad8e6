import Foundation
import Testing

@testable import TesseraCore

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
    let start = Date()
    let (document, diagnostics) = XMLLoader(externalDTDPolicy: .ignore).parse(Array(xml.utf8), displayPath: "lol.xml")
    #expect(document == nil)
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
    #expect(diagnostics.first?.location.line == 2)
    #expect(Date().timeIntervalSince(start) < 1)
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
}
