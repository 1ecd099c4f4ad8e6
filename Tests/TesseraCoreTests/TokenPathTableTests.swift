import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// ``TokenPathTable``: a path's value is found wherever its hash lands,
/// through growth and crowded slots, and each path is held once.
@Suite struct TokenPathTableTests {
  private func path(_ index: Int) -> TokenPath {
    TokenPath(["group-\(index % 7)", "token-\(index)"])
  }

  @Test func everyPathAddedIsFoundAndNoOtherIs() {
    var table = TokenPathTable<Int>()
    #expect(table.isEmpty)
    for index in 0..<3_000 {
      #expect(table[path(index)] == nil)
      #expect(table.insert(path(index), index * 2).inserted)
    }
    #expect(table.count == 3_000)
    for index in 0..<3_000 { #expect(table[path(index)] == index * 2) }
    for index in 3_000..<3_200 { #expect(table[path(index)] == nil) }
    #expect(table[TokenPath([])] == nil)
    #expect(table[TokenPath(["group-1"])] == nil, "a prefix of a held path is another path")
    #expect(table.entries.map(\.value) == (0..<3_000).map { $0 * 2 }, "entries in the order they were added")
  }

  /// Adding a path the table holds keeps the first value and the first
  /// copy of the path: what the interner relies on.
  @Test func aPathAddedTwiceKeepsItsFirstEntry() {
    var table = TokenPathTable<String>(minimumCapacity: 2)
    let first = TokenPath(["color", "brand"])
    let second = TokenPath(["color", "brand"])
    #expect(table.insert(first, "first").inserted)
    let again = table.insert(second, "second")
    #expect(!again.inserted)
    #expect(again.entry.value == "first")
    #expect(table[second] == "first")
    #expect(table.count == 1)
    func storage(_ path: TokenPath) -> UnsafeRawPointer? {
      path.segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(storage(again.entry.path) == storage(first))
    #expect(table.entry(second).map { storage($0.path) } == storage(first))
  }

  /// Paths that differ only in where their dots fall, or in case, are
  /// different paths.
  @Test func nearPathsStayApart() {
    var table = TokenPathTable<Int>()
    let paths = [["a", "bc"], ["ab", "c"], ["abc"], ["A", "bc"], ["a", "bc", ""], ["a-b", "c"], ["a_b", "c"]]
    for (index, segments) in paths.enumerated() { table.insert(TokenPath(segments), index) }
    for (index, segments) in paths.enumerated() { #expect(table[TokenPath(segments)] == index) }
    #expect(table.count == paths.count)
  }

  /// Interned paths compare as equal without reading a segment, and `<`
  /// still orders different paths by their bytes.
  @Test func sharedStorageIsEquality() {
    let path = TokenPath(["color", "brand"])
    let copy = path
    #expect(path.sharesStorage(with: copy))
    #expect(!(path < copy) && !(copy < path))
    let equal = TokenPath(["color", "brand"])
    #expect(!path.sharesStorage(with: equal))
    #expect(!(path < equal) && !(equal < path))
    #expect(TokenPath(["color", "a"]) < path)
    #expect(TokenPath([]).sharesStorage(with: TokenPath([])))
  }
}

/// ``TokenIndex`` on its tables: what each scope holds, duplicates kept
/// out, and a mode that names only duplicates still listed.
@Suite struct TokenIndexTests {
  @Test func eachScopeHoldsItsFirstDefinitions() {
    let loader = TokenCatalogLoader()
    var catalog = loader.load(
      xml: #"<tokens><token name="a" type="number" value="1"/><token name="b" type="number" value="2"/></tokens>"#,
      displayPath: "Tokens/base.xml"
    ).0
    catalog.append(
      loader.load(
        xml: #"<tokens mode="dark"><token name="a" type="number" value="3"/></tokens>"#, displayPath: "Tokens/dark.xml"
      ).0)
    catalog.append(
      loader.load(
        xml:
          #"<tokens mode="light"><token name="c" type="number" value="4"/><token name="c" type="number" value="5"/></tokens>"#,
        displayPath: "Tokens/light.xml"
      ).0)
    var diagnostics = DiagnosticBag()
    let index = TokenIndex(catalog, diagnostics: &diagnostics)
    #expect(diagnostics.sorted.map(\.rule) == [.tokenDuplicate, .tokenDuplicate])
    #expect(Set(index.shared.keys.map(\.description)) == ["a", "b"])
    #expect(index.themed[.dark] == [:], "dark names only a duplicate of a shared token, and is still listed")
    #expect(index.themed[.light].map { $0.keys.map(\.description) } == ["c"])
    #expect(index.themed[.light]?.values.first?.expression == .literal(.number(4)))
    #expect(index.id(.themed(.light), TokenPath(["c"])) == 3, "the first of two definitions is kept")
    #expect(index.visibleID(TokenPath(["a"]), from: .themed(.dark)) == 0, "the dark duplicate isn't indexed")
    #expect(index.isThemed(TokenPath(["c"])) && !index.isThemed(TokenPath(["a"])))
    #expect(index.count(of: .shared) == 2 && index.count(of: .themed(.light)) == 1)
    #expect(index.sortedIDs == [0, 1, 3])
  }

  /// A path read from a catalog's bytes hashes as one made of the same
  /// segments, so either finds the other in a table; and the bytes a
  /// segment may hold are the ones ``TokenPath/isValidSegment(_:)`` allows.
  @Test func aPathReadFromBytesIsThePathOfItsSegments() throws {
    for text in ["a", "color.text.primary", "a-b.a_b.0.Z9", "x.\(String(repeating: "long-segment-", count: 9))y"] {
      let read = try #require(TokenPath(parsing: text))
      let made = TokenPath(text.split(separator: ".").map(String.init))
      #expect(read == made)
      #expect(read.hashCode == made.hashCode)
      var table = TokenPathTable<Int>()
      table.insert(made, 1)
      #expect(table[read] == 1)
    }
    #expect(TokenPath(["a.b"]).hashCode != TokenPath(["a", "b"]).hashCode, "a segment ends where its bytes do")
    for byte in UInt8(0)...UInt8(255) {
      let scalar = String(decoding: [byte], as: UTF8.self)
      #expect((TokenPath(parsing: "a\(scalar)") != nil) == TokenPath.isValidSegment("a\(scalar)"), "byte \(byte)")
      #expect((TokenPath(parsing: scalar) != nil) == TokenPath.isValidSegment(scalar), "byte \(byte)")
    }
  }

  /// A doc line with a path copied segment by segment is the line of the
  /// path's dotted text, and one that needs an escape is escaped as that is.
  @Test func aPathWrittenIntoALineIsItsDottedText() {
    for segments in [
      ["color", "ink"], ["a"], [], ["a*/", "b"], ["two\r\nlines", "\u{2028}"], ["café", "bidi\u{202E}"],
    ] {
      let path = TokenPath(segments)
      let model = SwiftDeclaration.variable(.computed(.public, "n", type: "T", .identifier("v")))
      var byPath = SwiftWrittenMember { model }
      var byText = SwiftWrittenMember { model }
      byPath.line("Token `", writing: path.appendText, text: { path.description }, "`.")
      byText.line("Token `", path.description, "`.")
      #expect(byPath.text == byText.text, "\(segments)")
    }
  }
}
