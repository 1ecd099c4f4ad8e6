import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The compiled string tables are text, a row a line, decoded at run time.
/// Whatever a catalog holds must come back exactly, and nothing in it may
/// end the literal or be read as another row.
@Suite struct StringTableEncodingTests {
  /// Keys that look like the text form's own syntax, and values that would
  /// end a raw literal, start an escape or an interpolation, or hide text.
  static let entries: [(key: String, value: String)] = [
    ("eq=uals", "a = b => c"),
    (" leading space", " lead and trail "),
    ("[bracket", "[Table]"),
    ("back\\slash", "C:\\path\\n is not a newline"),
    ("breaks", "line\nbreak\r\ttab"),
    ("delimiters", "\"\"\"# then ##\"\"\"## and \\#(x) and \\##n"),
    ("greater", "> starts like a plural"),
    ("empty", ""),
    ("bidi", "\u{202E}reversed\u{202C} and\u{2028}separated\u{2029}"),
    ("controls", "nul\u{0}bell\u{7}del\u{7F}c1\u{85}bom\u{FEFF}"),
    ("emoji", "👩‍👩‍👧 é 😀 €"),
    ("escape-text", "\\u{41} stays as written"),
    ("two  spaces", "  indented like a form"),
  ]

  static func stringsFile() -> String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
          if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value >= 0x2000 {
            // .strings writes other characters as \U escapes of UTF-16 units.
            out += String(scalar).utf16.map { String(format: "\\U%04X", $0) }.joined()
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    return entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
  }

  @Test func linesEscapeWhatWouldBreakTheRow() {
    let lines = StringTableEncoding.lines([
      (table: "T", key: "a=b", content: .text("x\ny")),
      (table: "T", key: " k", content: nil),
      (table: "T", key: "[k", content: .text("")),
      (table: "U]", key: "", content: .text("trailing ")),
    ])
    #expect(
      lines == [
        "[T]", "a\\u{3D}b = x\\ny", "\\u{20}k", "\\u{5B}k =", "[U\\u{5D}]", "\\u{} = trailing\\u{20}",
      ])
  }

  /// Every invisible control is written as an escape, whichever byte its
  /// encoding starts with; visible text beyond ASCII, including characters
  /// whose encodings start with the same bytes, is left as it is.
  @Test func everyInvisibleControlIsEscapedAndVisibleTextIsNot() throws {
    let controls: [UInt32] = [
      0x80, 0x85, 0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069, 0xFEFF,
    ]
    for value in controls {
      let scalar = try #require(Unicode.Scalar(value))
      let text = "a" + String(Character(scalar)) + "b"
      #expect(StringTableEncoding.escape(text) == "a" + SwiftName.unicodeEscape(value) + "b", "U+\(value)")
    }
    // Lead bytes C2, D8, E2 and EF, then others.
    for visible in ["° « » ¿", "؛ ؠ", "— “quoted” … € ™", "｡ ￥", "é ü 😀 字"] {
      #expect(StringTableEncoding.escape(visible) == visible)
    }
    // Every scalar of the blocks whose lead bytes the quick check looks past: escaped exactly when invisible.
    for range in [0x80...0x7FF, 0x0600...0x06FF, 0x2000...0x20FF, 0xFE00...0xFFFD] {
      for value in range {
        guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
        let text = "a" + String(Character(scalar)) + "b"
        let expected =
          SwiftName.isInvisibleControl(UInt32(value)) ? "a" + SwiftName.unicodeEscape(UInt32(value)) + "b" : text
        #expect(StringTableEncoding.escape(text) == expected, "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func deviceFormsFollowTheirRowAndALeadingAtInANameIsEscaped() {
    let here = SourceLocation.start(of: "Strings/T.xcstrings")
    let variable = PluralVariable(
      name: "@n", valueSpecifier: "d", valueType: .int,
      forms: [.other: PluralForm(text: "%d", location: here)], location: here)
    let lines = StringTableEncoding.lines([
      (
        table: "T", key: "k", content: .text("all"),
        devices: [
          DeviceForm(device: "ipad", content: .text("pad"), location: here),
          DeviceForm(device: "m=c", content: .plural(formatKey: "%#@@n@", variables: [variable]), location: here),
        ]
      ),
      (table: "T", key: "plain", content: .text("x"), devices: []),
    ])
    #expect(
      lines == [
        "[T]", "k = all", "  @ipad = pad", "  @m\\u{3D}c => %#@@n@", "  \\u{40}n.other = %d", "plain = x",
      ])
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func everyValueComesBackExactly() async throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Hostile.strings": Self.stringsFile(),
      "Strings/en.lproj/Plural.stringsdict": stringsdict([
        (
          "items", "%#@n@ in \"\"\"#",
          [("n", "d", [("one", "%d thing = one"), ("other", "%d things\n[Table]")])]
        )
      ]),
    ])
    let result = TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: scratch.url.appendingPathComponent("Strings"),
        displayBase: scratch.url)
    ).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    let program = #"""
      let localize = Localizer(locale: "en")
      let messages = TesseraStringTables.locales.first { $0.identifier == "en" }?.messages ?? []
      for (row, message) in messages.enumerated() {
        guard case .text = message else { continue }
        print(localize(LocalizedString(row: row, table: "", key: "")).debugDescription)
      }
      print(localize(Strings.Plural.items(n: 1)).debugDescription)
      print(localize(Strings.Plural.items(n: 4)).debugDescription)
      """#
    let output = try await Toolchain.compileAndRun(result.files, main: program)
    let printed = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    let expected =
      Self.entries.map(\.value.debugDescription).sorted() + [
        "1 thing = one in \"\"\"#".debugDescription, "4 things\n[Table] in \"\"\"#".debugDescription,
      ]
    #expect(printed.dropLast(2).sorted() + printed.suffix(2) == expected)
  }
}
