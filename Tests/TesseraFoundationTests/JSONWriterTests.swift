import Foundation
import Testing

@testable import TesseraFoundation

/// The JSON writer writes String Catalogs byte for byte as Xcode does.
@Suite struct JSONWriterTests {
  /// The String Catalog the strings tests read too, in their fixtures.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../TesseraCoreTests/Fixtures/StringCatalogs/XcodeStyle.xcstrings").standardizedFileURL

  private func read(_ text: String) throws -> JSONValue {
    try JSONReader().read(Array(text.utf8)).get()
  }

  /// The committed fixture is laid out as Xcode lays out a catalog: reading it
  /// and writing it back gives its bytes.
  @Test func readingAndWritingAnXcodeCatalogGivesItsBytes() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fixture))
    let value = try JSONReader().read(bytes).get()
    #expect(Array(JSONWriter().write(value).utf8) == bytes)
  }

  /// Catalogs from elsewhere, such as shipping apps', when
  /// `TESSERA_XCSTRINGS_CORPUS` names a folder of them: each comes back
  /// byte for byte.
  @Test func corpusCatalogsComeBackByteForByte() throws {
    guard let folder = ProcessInfo.processInfo.environment["TESSERA_XCSTRINGS_CORPUS"] else { return }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xcstrings") }
    #expect(!names.isEmpty)
    for name in names.sorted() {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name)))
      let value = try JSONReader().read(bytes).get()
      #expect(Array(JSONWriter().write(value).utf8) == bytes, "\(name)")
    }
  }

  @Test func layoutIndentationSeparatorsAndNoFinalNewline() throws {
    let value = try read(#"{"b":[1,true,null],"a":{"x":"y"},"c":{},"d":[]}"#)
    #expect(
      JSONWriter().write(value) == """
        {
          "a" : {
            "x" : "y"
          },
          "b" : [
            1,
            true,
            null
          ],
          "c" : {

          },
          "d" : [

          ]
        }
        """)
  }

  /// Xcode's order: case-insensitive, digits as numbers, punctuation before
  /// digits and letters, whatever order the members came in.
  @Test func membersAreSortedAsXcodeSortsThem() throws {
    let value = try read(#"{"x16":0,"%lld Solves":0,"X2":0,"%lld d.p":0,"0":0,"-":0,"%":0,"B":0,"a":0}"#)
    let keys = JSONWriter().write(value).split(separator: "\n").dropFirst().dropLast()
      .map { $0.split(separator: " : ")[0].trimmingCharacters(in: .whitespaces) }
    #expect(
      keys == [#""-""#, #""%""#, #""%lld d.p""#, #""%lld Solves""#, #""0""#, #""a""#, #""B""#, #""X2""#, #""x16""#])
  }

  @Test func membersKeepTheirOrderWhenAsked() throws {
    let value = try read(#"{"b":1,"a":2}"#)
    #expect(JSONWriter(memberOrder: .asGiven).write(value) == "{\n  \"b\" : 1,\n  \"a\" : 2\n}")
  }

  /// `"` and `\` escaped, five control characters by letter and the others
  /// in lowercase hex; `/`, DEL and non-ASCII (non-BMP too) as they are.
  @Test func stringsAreEscapedAsXcodeEscapesThem() throws {
    var output = ""
    JSONWriter.writeString("a\"b\\c/d\n\r\t\u{08}\u{0C}\u{1B}\u{00}\u{7F}é😀", into: &output)
    #expect(output == #""a\"b\\c/d\n\r\t\b\f\u001b\u0000"# + "\u{7F}é😀\"")
  }

  @Test func numbersKeepTheirText() throws {
    #expect(JSONWriter().write(try read(#"[1.0,-0,1e3,10]"#)) == "[\n  1.0,\n  -0,\n  1e3,\n  10\n]")
  }

  /// Any string survives a write and a read.
  @Test(arguments: ["", "\u{00}\u{1F}", "quote \" backslash \\ slash /", "\u{10FFFF}😀\u{2028}"])
  func stringsRoundTrip(_ text: String) throws {
    var output = ""
    JSONWriter.writeString(text, into: &output)
    #expect(try read(output).string == text)
  }

  /// A catalog built in code is written as Xcode would write it.
  @Test func builtValuesAreWrittenLikeReadOnes() throws {
    let unit = JSONValue.object([("value", .string("Hallo")), ("state", .string("translated"))])
    let catalog = JSONValue.object([
      ("version", .string("1.0")), ("sourceLanguage", .string("en")),
      (
        "strings",
        .object([
          ("hello", .object([("localizations", .object([("de", .object([("stringUnit", unit)]))]))])),
          ("empty", .object([])), ("n", .object([("argNum", .integer(1)), ("shouldTranslate", .bool(false))])),
          ("list", .array([])),
        ])
      ),
    ])
    let text = JSONWriter().write(catalog)
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"empty\" : {\n\n    },\n"))
    #expect(
      text.contains(
        "\"n\" : {\n      \"argNum\" : 1,\n      \"shouldTranslate\" : false\n    }\n  },\n  \"version\" : \"1.0\"\n}"))
    #expect(JSONWriter().write(try JSONReader().read(Array(text.utf8)).get()) == text)
  }
}
