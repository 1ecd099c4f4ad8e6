import CLibXML2
import Testing

@testable import TesseraFoundation

/// The loader builds its elements from libxml2's SAX2 events: values and
/// text read exactly as XML defines them, and positions point at the tags.
@Suite struct XMLLoaderTests {
  private func parse(_ xml: String) -> XMLElement? {
    let (document, diagnostics) = XMLLoader().parse(Array(xml.utf8), displayPath: "t.xml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return document?.root
  }

  @Test func referencesInAttributesAreDecoded() throws {
    let root = try #require(
      parse(
        #"<a v="&amp;&lt;&gt;&quot;&apos;" c="&#38;&#x26;&#60;" s="tab&#9;nl&#10;" l="x&#38;#38;y"/>"#))
    #expect(root[attribute: "v"] == "&<>\"'")
    #expect(root[attribute: "c"] == "&&<")
    #expect(root[attribute: "s"] == "tab\tnl\n")
    // A written `&#38;#38;` is an ampersand followed by "#38;", not two references.
    #expect(root[attribute: "l"] == "x&#38;y")
  }

  @Test func attributeValuesAreNormalizedAsXMLSays() throws {
    let root = try #require(parse("<a v=\"one\ntwo\tthree\"/>"))
    #expect(root[attribute: "v"] == "one two three")
  }

  @Test func textJoinsTheElementsOwnTextAndCDATAOnly() throws {
    let root = try #require(
      parse("<a>one &amp; <!-- no --><b>inner</b><![CDATA[<two>]]><?pi x?>&#65;</a>"))
    #expect(root.text == "one & <two>A")
    #expect(root.children.map(\.name) == ["b"])
    #expect(root.children.first?.text == "inner")
  }

  @Test func elementsKeepDocumentOrderAndPositions() throws {
    let xml = """
      <tokens>
        <!-- <token name="commented"/> -->
        <group name="g">
          <token name="a" value="1"/>
          <token name="b"
                 value="2"/>
        </group>
        <x:token xmlns:x="urn:x" name="prefixed"/>
      </tokens>
      """
    let root = try #require(parse(xml))
    let group = try #require(root.children.first)
    #expect(root.children.map(\.name) == ["group", "token"])
    #expect(group.children.map { $0[attribute: "name"] } == ["a", "b"])
    #expect(group.location.description == "t.xml:3:3")
    #expect(group.children.map(\.location.description) == ["t.xml:4:5", "t.xml:5:5"])
    #expect(group.children[1].location(ofAttribute: "value").description == "t.xml:6:19")
    // A prefixed element's tag isn't its local name: its line stands.
    #expect(root.children[1].location.line == 8)
    #expect(root.children[1].attributes.map(\.name) == ["name"])
  }

  @Test func aSyntaxErrorGivesNoDocument() {
    let (document, diagnostics) = XMLLoader().parse(Array("<a><b></a>".utf8), displayPath: "t.xml")
    #expect(document == nil)
    #expect(diagnostics.map(\.rule) == [.xmlSyntax])
    #expect(diagnostics.first?.location.description == "t.xml:1:11")
  }

  /// Counts the elements it is given, and is done after `limit` of them.
  private final class CountingReceiver: XMLEventReceiver {
    let limit: Int
    var started = 0
    var ended = 0
    init(limit: Int) { self.limit = limit }
    func start(
      name: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
      line: Int, isQualified: Bool
    ) { started += 1 }
    func text(_ bytes: UnsafePointer<xmlChar>?, count: Int) {}
    func end() { ended += 1 }
    var hasRoot: Bool { ended > 0 && ended == started }
    var isDone: Bool { started >= limit }
  }

  @Test func aReceiverThatIsDoneStopsTheParseAndTheReadFails() {
    let xml = Array(("<tokens>" + String(repeating: "<token name=\"a\"/>", count: 100) + "</tokens>").utf8)
    let stopped = XMLLoader().read(xml, displayPath: "t.xml") { _ in CountingReceiver(limit: 2) }
    #expect(stopped.receiver?.started == 2)
    #expect(!stopped.succeeded)
    // A failed read holds an error, whatever else it holds.
    #expect(stopped.diagnostics.map(\.rule) == [.xmlSyntax])
    #expect(stopped.diagnostics.first?.severity == .error)
    let whole = XMLLoader().read(xml, displayPath: "t.xml") { _ in CountingReceiver(limit: .max) }
    #expect(whole.receiver?.started == 101)
    #expect(whole.succeeded && whole.diagnostics.isEmpty)
  }
}
