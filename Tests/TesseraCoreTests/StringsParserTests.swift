import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Each point of Apple's `.strings` grammar, each encoding and each error,
/// with the positions the parser reports.
@Suite struct StringsParserTests {
  private func parse(_ text: String) -> StringsFileParseResult {
    StringsFileParser.parse(Array(text.utf8), displayPath: "x.strings")
  }

  private func values(_ text: String) -> [String: String] {
    Dictionary(parse(text).entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  private func positions(_ result: StringsFileParseResult) -> [String] {
    result.entries.map {
      "\($0.key) \($0.keyLocation.line):\($0.keyLocation.column) \($0.valueLocation.line):\($0.valueLocation.column)"
    }
  }

  @Test func keyAndValuePositions() {
    let result = parse("\"a\" = \"b\";\n  \"key\"   =   \"value\";\n")
    #expect(result.diagnostics.isEmpty)
    #expect(positions(result) == ["a 1:1 1:7", "key 2:3 2:15"])
  }

  @Test func commentsStandWhereverWhiteSpaceMay() {
    let text = """
      /* header */ // line
      "a" /* between key and = */ = // before the value
        "b" /* after */ ; // end
      // "c" = "no";
      /* "d" = "no"; */
      """
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(positions(result) == ["a 2:1 3:3"])
    #expect(result.entries.first?.value == "b")
  }

  @Test func commentMarkersInsideQuotesAreText() {
    #expect(values(#""url" = "https://example.com/*x*/";"#) == ["url": "https://example.com/*x*/"])
  }

  @Test func singleQuotedAndUnquotedKeys() {
    let clean = parse("'single' = 'it\\'s \"x\"';\nbare_key.with-parts/and:$ = value_1;\n")
    #expect(clean.diagnostics.isEmpty)
    #expect(positions(clean) == ["single 1:1 1:12", "bare_key.with-parts/and:$ 2:1 2:29"])
    #expect(clean.entries.map(\.value) == ["it's \"x\"", "value_1"])
  }

  @Test func keyWithoutValueIsItsOwnValue() {
    let result = parse("\"Cancel\";\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.first?.value == "Cancel")
    #expect(positions(result) == ["Cancel 1:1 1:1"])
  }

  @Test func simpleEscapes() {
    #expect(
      values(#""k" = "a\nb\tc\rd\"e\'f\\g";"#) == ["k": "a\nb\tc\rd\"e'f\\g"])
    #expect(values(#""k" = "\a\b\f\v";"#) == ["k": "\u{07}\u{08}\u{0C}\u{0B}"])
  }

  @Test func unicodeEscapesAndSurrogatePairs() {
    #expect(values(#""k" = "caf\U00e9 \U20AC \UD83D\UDE00";"#) == ["k": "café € 😀"])
    #expect(values(#""k" = "\U41";"#) == ["k": "A"])
  }

  @Test func octalEscapes() {
    #expect(values(#""k" = "\101\102\60\0x";"#) == ["k": "AB0\u{0}x"])
  }

  @Test func anyOtherEscapedCharacterStandsForItself() {
    #expect(values(#""k" = "\q\%\é\ ";"#) == ["k": "q%é "])
    #expect(values("\"k\" = \"a\\\nb\";") == ["k": "a\nb"])
  }

  @Test func rawNewlinesInsideQuotes() {
    let result = parse("\"k\" = \"line one\nline two\";\n\"next\" = \"x\";")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.first?.value == "line one\nline two")
    #expect(positions(result).last == "next 3:1 3:10")
  }

  @Test func lowercaseUIsTheLetterWithAWarning() {
    let result = parse(#""k" = "\u00e9";"#)
    #expect(result.entries.first?.value == "u00e9")
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.location) \($0.rule)" } == ["warning x.strings:1:8 strings-syntax"])
  }

  @Test func emptyFilesAndCommentOnlyFilesHaveNoEntries() {
    #expect(parse("").entries.isEmpty && parse("").diagnostics.isEmpty)
    #expect(parse("/* nothing */\n// here\n").entries.isEmpty)
  }

  // MARK: Encodings

  @Test func utf8WithBOM() {
    let result = StringsFileParser.parse([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"é\";".utf8), displayPath: "x.strings")
    #expect(result.diagnostics.isEmpty)
    #expect(positions(result) == ["k 1:1 1:7"])
    #expect(result.entries.first?.value == "é")
  }

  @Test(arguments: [false, true]) func utf16WithBOM(bigEndian: Bool) {
    let text = "\"k\" = \"日本 😀\";\n\"second\" = \"x\";"
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let result = StringsFileParser.parse(bytes, displayPath: "x.strings")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.value) == ["日本 😀", "x"])
    #expect(result.entries.last?.keyLocation.line == 2)
  }

  @Test func invalidUTF8IsRefusedAtTheByte() {
    let bytes = Array("\"k\" = \"caf".utf8) + [0xE9] + Array("\";".utf8)
    let result = StringsFileParser.parse(bytes, displayPath: "x.strings")
    #expect(result.entries.isEmpty && !result.isComplete)
    #expect(locations(result.diagnostics) == ["x.strings:1:11 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("0xE9") == true)
  }

  /// The byte is found wherever it falls in the 8-byte words the check
  /// reads, after ASCII or after valid multi-byte characters.
  @Test func invalidUTF8IsFoundAtEveryOffset() {
    for padding in 0..<20 {
      for prefix in [
        Array(repeating: UInt8(ascii: "a"), count: padding), Array(String(repeating: "é", count: padding).utf8),
      ] {
        let bytes = Array("\"k\" = \"".utf8) + prefix + [0xFF] + Array("\";".utf8)
        let result = StringsFileParser.parse(bytes, displayPath: "x.strings")
        #expect(locations(result.diagnostics) == ["x.strings:1:\(8 + prefix.count) strings-syntax"], "\(prefix.count)")
      }
    }
  }

  /// The parser checks UTF-8 string by string and comment by comment as it
  /// reads, and the whole file when a statement was skipped: a broken byte
  /// fails the file the same way wherever it stands.
  @Test(
    arguments: [
      (Array("/* caf".utf8) + [0xE9] + Array(" */\n\"k\" = \"v\";".utf8), "1:7", "0xE9"),
      (Array("// caf".utf8) + [0xE9] + Array("\n\"k\" = \"v\";".utf8), "1:7", "0xE9"),
      (Array("\"k\" = \"v\";\n\"k2\" = \"a\\\"b".utf8) + [0xE9] + Array("\";".utf8), "2:13", "0xE9"),
      // An escape between the halves of a character doesn't make it whole.
      (Array("\"k\" = \"".utf8) + [0xC3] + Array("\\".utf8) + [0xA9] + Array("\";".utf8), "1:8", "0xC3"),
      // After a broken statement the parser skips bytes it never decodes.
      (Array("\"a\" = \"1\" junk ".utf8) + [0xE9] + Array(";\n\"b\" = \"c\";".utf8), "1:16", "0xE9"),
      (Array("k = v".utf8) + [0xE9] + Array(";".utf8), "1:6", "0xE9"),
      (Array("/* ".utf8) + [0xE9], "1:4", "0xE9"),
      (Array("\"k\" = \"".utf8) + [0xE9], "1:8", "0xE9"),
      ([0xEF, 0xBB, 0xBF] + Array("/* ".utf8) + [0xFF] + Array(" */".utf8), "1:4", "0xFF"),
      // Broken UTF-8 is reported before a NUL character earlier in the file.
      (Array("\"a\" = \"".utf8) + [0] + Array("\";\n/* ".utf8) + [0xE9] + Array(" */".utf8), "2:4", "0xE9"),
    ] as [([UInt8], String, String)])
  func brokenUTF8IsRefusedWhereverItStands(bytes: [UInt8], at position: String, byte: String) {
    let result = StringsFileParser.parse(bytes, displayPath: "x.strings")
    #expect(result.entries.isEmpty && !result.isComplete)
    #expect(locations(result.diagnostics) == ["x.strings:\(position) strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("not valid UTF-8 (byte \(byte))") == true)
  }

  /// A damaged or binary file fails whole, with one diagnostic, however
  /// many statements it breaks before its broken byte or its NUL.
  @Test func aDamagedFileFailsWholeWithOneDiagnostic() {
    let lines = Array(repeating: Array("x ! ;\n".utf8), count: 10_000).flatMap { $0 }
    let broken = StringsFileParser.parse(lines + [0xE9], displayPath: "x.strings")
    #expect(broken.entries.isEmpty && !broken.isComplete)
    #expect(locations(broken.diagnostics) == ["x.strings:10001:1 strings-syntax"])
    #expect(broken.diagnostics.first?.message.contains("not valid UTF-8 (byte 0xE9)") == true)
    let binary = StringsFileParser.parse(lines + [0], displayPath: "x.strings")
    #expect(locations(binary.diagnostics) == ["x.strings:10001:1 strings-syntax"])
    #expect(binary.diagnostics.first?.message.contains("NUL character") == true)
  }

  @Test func nonASCIITextIsReadInCommentsKeysAndValues() {
    let result = parse("/* café — 😀 */\n// ünïcode ✓\n\"clé\" = \"\\\"é\\\" 😀\\né\";\n'ß' = 'ü';")
    #expect(result.diagnostics.isEmpty)
    #expect(result.entries.map(\.key) == ["clé", "ß"])
    #expect(result.entries.map(\.value) == ["\"é\" 😀\né", "ü"])
    #expect(positions(result) == ["clé 3:1 3:10", "ß 4:1 4:8"])  // columns count bytes
  }

  @Test func aNULCharacterIsRefusedAfterAValidScan() {
    let result = StringsFileParser.parse(Array("\"a\" = \"x".utf8) + [0] + Array("y\";".utf8), displayPath: "x.strings")
    #expect(result.entries.isEmpty && !result.isComplete)
    #expect(locations(result.diagnostics) == ["x.strings:1:9 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("NUL character") == true)
  }

  @Test func utf16WithoutBOMIsRefused() {
    let bytes = Array("\"k\" = \"v\";".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let result = StringsFileParser.parse(bytes, displayPath: "x.strings")
    #expect(locations(result.diagnostics) == ["x.strings:1:1 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("UTF-16 without a byte-order mark") == true)
  }

  @Test func utf32IsRefused() {
    let result = StringsFileParser.parse([0xFF, 0xFE, 0, 0, 0x22, 0, 0, 0], displayPath: "x.strings")
    #expect(result.diagnostics.first?.message.contains("UTF-32") == true)
  }

  // MARK: Errors

  @Test func missingSemicolonIsReportedAfterTheValueAndParsingGoesOn() {
    let result = parse("\"a\" = \"1\"\n\"b\" = \"2\";\n")
    #expect(locations(result.diagnostics) == ["x.strings:1:10 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("Expected ';' after the value of 'a'") == true)
    #expect(result.entries.map(\.key) == ["a", "b"])
  }

  @Test func missingSemicolonAtTheEndOfTheFile() {
    #expect(locations(parse("\"a\" = \"1\"").diagnostics) == ["x.strings:1:10 strings-syntax"])
  }

  @Test func unterminatedStringPointsAtItsOpeningQuote() {
    let result = parse("\"a\" = \"1\";\n\"b\" = \"never closed;\n")
    #expect(locations(result.diagnostics) == ["x.strings:2:7 strings-syntax"])
    #expect(result.diagnostics.first?.message.contains("Unterminated string") == true)
    #expect(result.entries.map(\.key) == ["a"])
    #expect(!result.isComplete)
  }

  @Test func unterminatedComment() {
    let result = parse("\"a\" = \"1\";\n/* open\n")
    #expect(locations(result.diagnostics) == ["x.strings:2:1 strings-syntax"])
  }

  @Test func badEscapes() {
    let cases: [(String, String)] = [
      (#""k" = "\U";"#, "x.strings:1:8 strings-syntax"),
      (#""k" = "\UD83D alone";"#, "x.strings:1:8 strings-syntax"),
      (#""k" = "\UDE00";"#, "x.strings:1:8 strings-syntax"),
      (#""k" = "\351";"#, "x.strings:1:8 strings-syntax"),
    ]
    for (text, expected) in cases {
      let result = parse(text)
      #expect(locations(result.diagnostics) == [expected], "\(text)")
      #expect(result.diagnostics.first?.message.hasPrefix("Bad escape") == true, "\(text)")
    }
  }

  @Test func missingEqualsAndNonStringValues() {
    #expect(locations(parse("\"a\" \"b\";").diagnostics) == ["x.strings:1:5 strings-syntax"])
    #expect(locations(parse("\"a\" = {x = y;};").diagnostics).first == "x.strings:1:7 strings-syntax")
    #expect(locations(parse("é = \"x\";").diagnostics) == ["x.strings:1:1 strings-syntax"])
  }

  @Test func aMultilineStringThatSwallowedAQuoteIsHinted() {
    let result = parse("\"a\" = \"open;\n\"b\" = \"x\";\n")
    let first = result.diagnostics.first
    #expect(first.map { "\($0.location)" } == "x.strings:2:2")
    #expect(first?.notes.map(\.location.description) == ["x.strings:1:7"])
  }
}
