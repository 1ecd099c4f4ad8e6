import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The `.strings` and `.stringsdict` writers: what they write reads back as
/// the same text, hostile text included.
@Suite struct StringsWriterTests {
  static let hostile: [String] = [
    "", "plain", "quote \" and 'apostrophe'", #"back\slash \n not a newline \U0041"#, "new\nline\r\ncrlf\ttab",
    "bell \u{07} escape \u{1B} delete \u{7F} nul \u{00}", "non-BMP 😀𝄞 and é, ß, 中文", "*/ /* // comment-like",
    "%1$@ has %2$lld %%", "line separator \u{2028} paragraph \u{2029}", "trailing backslash \\",
    "  spaces around  ", "\n", " ", "\u{FEFF}byte-order mark", "]]> <![CDATA[ &amp; <b>",
  ]

  private func parse(_ text: String) -> StringsFileParseResult {
    StringsFileParser.parse(Array(text.utf8), displayPath: "x.strings")
  }

  @Test(arguments: hostile)
  func aStringsStatementReadsBackAsWritten(_ text: String) {
    let file = StringsFileWriter.write([.init(key: text, value: text, comment: text)])
    let parsed = parse(file)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(parsed.entries.map(\.key) == [text])
    #expect(parsed.entries.map(\.value) == [text])
  }

  @Test func aCommentCarriesNoControlCharacterAndNoEnd() {
    #expect(StringsLiteral.comment("a\u{00}b\u{1B}c\nd */ e") == "/* a b c\nd * / e */")
  }

  @Test func stringsEscapesAreTheDocumentedOnes() {
    #expect(StringsLiteral.quoted("a\"b\\c\n\r\t\u{1B}\u{7F}😀/") == #""a\"b\\c\n\r\t\U001B\U007F😀/""#)
  }

  @Test func aStringsFileIsCommentStatementAndAnEmptyLineBetween() {
    let file = StringsFileWriter.write([
      .init(key: "a", value: "A", comment: "First"), .init(key: "b", value: "B"),
    ])
    #expect(file == "/* First */\n\"a\" = \"A\";\n\n\"b\" = \"B\";\n")
  }

  @Test func commentsAreReadFromAboveTheirKey() {
    let text = """
      /* Block
         comment */
      "a" = "A";
      // Line one
      // Line two
      "b" = "B"; "c" = "C";

      "d" = "D";
      """
    let parsed = parse(text)
    let source = StringsFileText(Array(text.utf8))
    let comments = parsed.entries.map { entry in
      source.flatMap { $0.offset(of: entry.keyLocation) }.flatMap {
        StringsCommentReader.comment(beforeKeyAt: $0, in: Array(text.utf8))
      }
    }
    #expect(comments == ["Block\n   comment", "Line one\nLine two", nil, nil])
  }

  /// Comments don't nest: a `/*` inside one doesn't open it, and one comment
  /// or statement before it never joins it.
  @Test func aCommentOpensAtItsFirstOpening() {
    let text = "\"x\" = \"a /* b\";\n/* one */ /* use /* with care */\n\"k\" = \"v\";\n/* \"q\"; */ \"m\" = \"n\";"
    let bytes = Array(text.utf8)
    func comment(before key: String) -> String? {
      let offset = text.utf8.indices.first { text.utf8[$0...].starts(with: "\"\(key)\" =".utf8) }
      return offset.flatMap {
        StringsCommentReader.comment(beforeKeyAt: text.utf8.distance(from: text.utf8.startIndex, to: $0), in: bytes)
      }
    }
    #expect(comment(before: "k") == "use /* with care")
    #expect(comment(before: "m") == "\"q\";")
  }

  /// Only the changed value's bytes change; comments, spacing, unquoted
  /// keys and the other statements stay; a new key goes at the end.
  @Test func patchingReplacesOnlyTheValue() throws {
    let text = "// header\nkey = \"old\" ;\n/* keep */\n'b' = 'B';\n\"c\";"
    let patched = try #require(
      StringsFilePatcher.patch(
        Array(text.utf8), displayPath: "x.strings",
        statements: [
          .init(key: "key", value: "new \"one\""), .init(key: "b", value: "B"), .init(key: "c", value: "C"),
          .init(key: "d", value: "D", comment: "Added"),
        ]))
    #expect(
      String(decoding: patched, as: UTF8.self)
        == "// header\nkey = \"new \\\"one\\\"\" ;\n/* keep */\n'b' = 'B';\n\"c\" = \"C\";\n\n/* Added */\n\"d\" = \"D\";\n"
    )
  }

  @Test func patchingWithNothingToChangeGivesTheSameBytes() throws {
    let text = "\u{FEFF}\"a\" = \"\\U00e9\"; /* é written as an escape */"
    let bytes = Array(text.utf8)
    #expect(
      StringsFilePatcher.patch(bytes, displayPath: "x.strings", statements: [.init(key: "a", value: "é")]) == bytes)
  }

  @Test func patchingKeepsUTF16AndItsByteOrderMark() throws {
    let text = "\"a\" = \"A\";\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let patched = try #require(
      StringsFilePatcher.patch(bytes, displayPath: "x.strings", statements: [.init(key: "a", value: "Ä")]))
    #expect(Array(patched.prefix(2)) == [0xFF, 0xFE])
    #expect(StringsFileParser.parse(patched, displayPath: "x.strings").entries.map(\.value) == ["Ä"])
  }

  @Test func patchingTheLastDefinitionOfADuplicateKey() throws {
    let text = "\"a\" = \"1\";\n\"a\" = \"2\";\n"
    let patched = try #require(
      StringsFilePatcher.patch(Array(text.utf8), displayPath: "x.strings", statements: [.init(key: "a", value: "3")]))
    #expect(String(decoding: patched, as: UTF8.self) == "\"a\" = \"1\";\n\"a\" = \"3\";\n")
  }

  @Test(arguments: hostile.filter { XMLEscaping.firstUnrepresentable(in: $0) == nil })
  func aStringsDictEntryReadsBackAsWritten(_ text: String) throws {
    let entry = StringsDictWriter.Entry(
      key: text, formatKey: "%#@n@ " + text,
      variables: [.init(name: "n", valueSpecifier: "lld", forms: ["other": text, "one": "1 " + text, "few": text])])
    let parsed = StringsDictParser().parse(Array(StringsDictWriter.write([entry]).utf8), displayPath: "x.stringsdict")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let read = try #require(parsed.entries.first)
    #expect(StringsDictWriter.Entry(read) == entry)
  }

  @Test func aStringsDictIsLaidOutAsPlutilLaysItOut() {
    let entry = StringsDictWriter.Entry(
      key: "items", formatKey: "%#@n@",
      variables: [.init(name: "n", valueSpecifier: "d", forms: ["other": "%d items", "one": "%d item"])])
    #expect(
      StringsDictWriter.write([entry]) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d items</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
  }

  @Test func xmlEscaping() {
    #expect(XMLEscaping.text("a<b>&\"c\"\r\n\t") == "a&lt;b&gt;&amp;\"c\"&#13;\n\t")
    #expect(XMLEscaping.attribute("a<&\"\n\t") == "a&lt;&amp;&quot;&#10;&#9;")
    #expect(XMLEscaping.firstUnrepresentable(in: "ok\t\n\r") == nil)
    #expect(XMLEscaping.firstUnrepresentable(in: "bad\u{1B}") == "\u{1B}")
  }

  /// Two thousand random strings, drawn from the characters that matter to
  /// the escapes (quotes, backslashes, `\U`, control characters, `%`,
  /// comment marks, non-BMP), each read back as written by the `.strings`
  /// parser and the JSON reader.
  @Test func randomStringsRoundTrip() throws {
    var generator = SplitMix64(seed: 0x7E55_E4A)
    let alphabet: [Unicode.Scalar] = [
      "\"", "'", "\\", "U", "u", "0", "7", "F", "\n", "\r", "\t", "\u{00}", "\u{01}", "\u{1B}", "\u{7F}", "%", "@",
      "$", "/", "*", ";", "=", " ", "é", "\u{2028}", "\u{FEFF}", "😀", "𝄞", "\u{10FFFF}",
    ]
    for _ in 0..<2000 {
      let length = Int(generator.next() % 24)
      var text = ""
      for _ in 0..<length { text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
      let parsed = parse(StringsFileWriter.write([.init(key: text, value: text, comment: text)]))
      #expect(parsed.entries.map(\.value) == [text], "\(text.debugDescription)")
      #expect(parsed.entries.map(\.key) == [text], "\(text.debugDescription)")
      var json = ""
      JSONWriter.writeString(text, into: &json)
      #expect(try JSONReader().read(Array(json.utf8)).get().string == text, "\(text.debugDescription)")
    }
  }
}

/// A small seeded generator, so the random tests are the same every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
