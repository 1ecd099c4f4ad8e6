import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `.stringsdict` entries: variables, positions, arguments from rule strings,
/// precedence over `.strings`, and the locale fallback chain.
@Suite struct StringsDictTests {
  private func entry(_ key: String, in files: [String: String], locale: String = "en") throws -> LocalizedEntry {
    let (catalog, diagnostics) = try Scratch(files).stringsCatalog()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return try #require(catalog.locale(LocaleIdentifier(locale))?.entry(table: "Localizable", key: key))
  }

  private func signature(_ entry: LocalizedEntry) -> [String] {
    entry.arguments.typesByPosition.keys.sorted().compactMap { position in
      entry.arguments.typesByPosition[position].map { "\(position):\($0)" }
    }
  }

  static let path = "Strings/en.lproj/Localizable.stringsdict"

  @Test func aVariableTakesItsValueType() throws {
    let files = [
      Self.path: stringsdict([("files", "%#@count@", [("count", "lu", [("one", "%lu file"), ("other", "%lu files")])])])
    ]
    let entry = try entry("files", in: files)
    #expect(signature(entry) == ["1:UInt"])
    #expect(entry.keyLocation.description == "\(Self.path):5:3")
    #expect(entry.valueLocation.description == "\(Self.path):8:5")
    #expect(entry.variables.first?.forms[.one]?.location.description == "\(Self.path):16:7")
  }

  @Test func severalVariablesAndPlainPlaceholders() throws {
    let files = [
      Self.path: stringsdict([
        (
          "summary", "%@ has %#@files@ in %#@folders@",
          [
            ("files", "d", [("one", "%d file"), ("other", "%d files")]),
            ("folders", "d", [("one", "one folder"), ("other", "%d folders")]),
          ]
        )
      ])
    ]
    #expect(signature(try entry("summary", in: files)) == ["1:String", "2:Int", "3:Int"])
  }

  @Test func positionalVariables() throws {
    let files = [
      Self.path: stringsdict([
        (
          "moved", "%2$#@folders@ hold %1$#@files@",
          [
            ("files", "d", [("one", "%1$d file"), ("other", "%1$d files")]),
            ("folders", "f", [("one", "%2$.1f folder"), ("other", "%2$.1f folders")]),
          ]
        )
      ])
    ]
    #expect(signature(try entry("moved", in: files)) == ["1:Int", "2:Double"])
  }

  @Test func specifiersInsideRuleStringsCountTowardTheArguments() throws {
    let files = [
      Self.path: stringsdict([
        ("found", "%#@count@", [("count", "d", [("one", "%d bank found for %@"), ("other", "%d banks found for %@")])])
      ])
    ]
    #expect(signature(try entry("found", in: files)) == ["1:Int", "2:String"])
  }

  @Test func aRuleStringThatRetypesItsVariableIsInvalid() throws {
    let files = [Self.path: stringsdict([("n", "%#@count@", [("count", "d", [("other", "%@ items")])])])]
    let (_, diagnostics) = try Scratch(files).stringsCatalog()
    #expect(diagnostics.map(\.rule) == [.stringsFormatInvalid])
  }

  @Test func stringsdictWinsOverStrings() throws {
    let files = [
      "Strings/en.lproj/Localizable.strings": "\"files\" = \"%d files\";\n\"plain\" = \"Plain\";\n",
      Self.path: stringsdict([("files", "%#@n@", [("n", "d", [("one", "%d file"), ("other", "%d files")])])]),
    ]
    let files1 = try entry("files", in: files)
    guard case .plural = files1.content else {
      Issue.record("expected the .stringsdict entry, got \(files1.content)")
      return
    }
    #expect(try entry("plain", in: files).displayValue == "Plain")
  }

  @Test func shapeErrorsPointAtTheElement() throws {
    let broken = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>n</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@count@ and %#@missing@</string>
          <key>count</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>%d item</string>
            <key>othr</key>
            <string>%d items</string>
          </dict>
        </dict>
      </dict>
      </plist>
      """
    let diagnostics = try Scratch([Self.path: broken]).stringsCatalog().1.sorted()
    // A variable the format key names but the entry lacks is an invalid placeholder; a misspelt form is syntax.
    #expect(
      locations(diagnostics) == ["\(Self.path):7:5 strings-format-invalid", "\(Self.path):16:7 strings-syntax"])
    #expect(diagnostics.last?.message.contains("did you mean 'other'?") == true)
    #expect(diagnostics.first?.message.contains("no variable 'missing'") == true)
  }

  @Test func entityDeclarationsAreRefused() throws {
    let hostile = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [ <!ENTITY x "boom"> ]>
      <plist><dict/></plist>
      """
    let (_, diagnostics) = try Scratch([Self.path: hostile]).stringsCatalog()
    #expect(diagnostics.map(\.rule) == [.xmlForbidden])
  }

  @Test func regionalLocalesFallBackToTheirLanguageThenTheBase() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"a\" = \"1\";\n",
      "Strings/nl.lproj/Localizable.strings": "\"a\" = \"1\";\n",
      "Strings/nl_BE.lproj/Localizable.strings": "\"a\" = \"1\";\n",
      "Strings/zh-Hant-TW.lproj/Localizable.strings": "\"a\" = \"1\";\n",
    ])
    let (catalog, _) = scratch.stringsCatalog()
    #expect(catalog.fallbackChain(for: LocaleIdentifier("nl-BE")).map(\.rawValue) == ["nl-BE", "nl", "en"])
    #expect(catalog.fallbackChain(for: LocaleIdentifier("NL_be")).map(\.rawValue) == ["nl-BE", "nl", "en"])
    #expect(catalog.fallbackChain(for: LocaleIdentifier("zh-Hant-TW")).map(\.rawValue) == ["zh-Hant-TW", "en"])
    #expect(catalog.fallbackChain(for: LocaleIdentifier("fr-CA")).map(\.rawValue) == ["en"])
  }
}
