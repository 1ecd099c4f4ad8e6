import Foundation
import Testing

@testable import TesseraCore

/// Bad String Catalogs: each kind is one exact diagnostic (rule, file, line,
/// column, message), never a crash.
@Suite struct StringCatalogInputTests {
  static let path = "Strings/Localizable.xcstrings"

  /// The diagnostics reading `text` gives, as `rule line:column severity: message`.
  static func read(_ text: String) -> [String] {
    read(Array(text.utf8))
  }

  static func read(_ bytes: [UInt8]) -> [String] {
    XCStringsReader().read(bytes, displayPath: path, table: "Localizable").diagnostics.map(describe)
  }

  static func describe(_ diagnostic: Diagnostic) -> String {
    let notes = diagnostic.notes.map { " [note \($0.location.line):\($0.location.column)]" }.joined()
    return "\(diagnostic.rule) \(diagnostic.location.file == path ? "" : diagnostic.location.file + ":")"
      + "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity): \(diagnostic.message)"
      + notes
  }

  /// A catalog whose `strings` are `body`, one key per line from line 4.
  static func catalog(_ body: String, version: String = "1.0", sourceLanguage: String = "en") -> String {
    """
    {
      "sourceLanguage" : "\(sourceLanguage)",
      "strings" : {
    \(body)
      },
      "version" : "\(version)"
    }
    """
  }

  @Test func malformedJSONIsReportedAtItsPosition() {
    #expect(
      Self.read(Self.catalog(#"    "a" : { }\#n    "b" : { }"#)) == [
        #"xcstrings-syntax 5:5 error: Unexpected '"'; a ',' or '}' follows a member (is a comma missing?)."#
      ])
    #expect(
      Self.read("{\n  \"strings\" : {") == [
        "xcstrings-syntax 2:16 error: The file ends in the middle of the JSON; close every string, array and object."
      ])
  }

  @Test func aDuplicateKeyIsAnErrorWithANoteAtTheFirst() {
    #expect(
      Self.read(Self.catalog(#"    "a" : { },\#n    "a" : { }"#)) == [
        "xcstrings-syntax 5:5 error: The key 'a' appears twice in this object; readers disagree on which value wins, "
          + "so keep one. [note 4:5]"
      ])
  }

  @Test func invalidUTF8IsReportedAtTheByte() throws {
    var bytes = Array(Self.catalog(#"    "caf_" : { }"#).utf8)
    let index = try #require(bytes.firstIndex(of: UInt8(ascii: "_")))
    bytes[index] = 0xFF
    #expect(Self.read(bytes) == ["xcstrings-syntax 4:9 error: Invalid UTF-8 (byte 0xFF); save the file as UTF-8."])
  }

  @Test func deepNestingStopsAtTheCap() {
    let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    #expect(
      Self.read(Self.catalog(#"    "a" : { "comment" : \#(deep) }"#)) == [
        "xcstrings-syntax 4:54 error: Arrays and objects nest more than 32 deep here; no catalog needs that, so "
          + "Tessera stops."
      ])
  }

  @Test func aWrongTypeIsReportedAtTheValue() {
    #expect(
      Self.read(#"{ "sourceLanguage" : "en", "strings" : [], "version" : "1.0" }"#) == [
        #"xcstrings-schema 1:40 error: "strings" is an array where an object ({ … }) belongs; write it as one."#
      ])
    #expect(
      Self.read(Self.catalog(#"    "a" : { "comment" : 3 }"#)) == [
        "xcstrings-schema 4:25 error: The comment of 'a' is a number where a string in double quotes belongs; "
          + "write it as one."
      ])
    #expect(
      Self.read(Self.catalog(#"    "a" : { "localizations" : { "de" : { "stringUnit" : "Hallo" } } }"#)) == [
        "xcstrings-schema 4:57 error: The stringUnit of the 'de' localization of 'a' is a string where an object "
          + "({ … }) belongs; write it as one."
      ])
  }

  @Test func anUnknownVersionIsAClearError() {
    #expect(
      Self.read(Self.catalog(#"    "a" : { }"#, version: "2.0")) == [
        "xcstrings-schema 6:15 error: The catalog is format version 2.0, and Tessera reads versions 1.0 and 1.1 "
          + "(Xcode 15 to 26); save it with one of those Xcodes or update Tessera."
      ])
    #expect(Self.read(Self.catalog(#"    "a" : { }"#, version: "1.1")) == [])
  }

  @Test func theSourceLanguageMustBeTheBaseLocale() {
    #expect(
      Self.read(Self.catalog(#"    "a" : { }"#, sourceLanguage: "de")) == [
        "xcstrings-schema 2:22 error: The catalog's source language is 'de', but the base locale is 'en'; every "
          + "table must have the base locale's keys, so set the source language to 'en' in Xcode (or name the base "
          + "locale with --base-locale de)."
      ])
  }

  @Test func variationsNeedTheirOtherFormAndSubstitutionsTheirArgument() {
    let plural = #"""
          "a" : { "localizations" : { "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "value" : "one" } } } } } } }
      """#
    #expect(
      Self.read(Self.catalog(plural)) == [
        "xcstrings-schema 4:70 error: The plural variation of the 'en' localization of 'a' has no 'other' form; "
          + "add one, for every count without a form of its own."
      ])
    let substitution = #"""
          "a" : { "localizations" : { "en" : { "stringUnit" : { "value" : "%#@n@" },
            "substitutions" : { "n" : { "formatSpecifier" : "lld" } } } } }
      """#
    #expect(
      Self.read(Self.catalog(substitution)) == [
        "xcstrings-schema 5:33 error: The substitution 'n' of the 'en' localization of 'a' needs an argNum, the "
          + "whole number (from 1) of the argument it stands for; add \"argNum\" : 1."
      ])
    let device = #"""
          "a" : { "localizations" : { "en" : { "variations" : { "device" : {
            "iPad" : { "stringUnit" : { "value" : "pad" } },
            "other" : { "stringUnit" : { "value" : "%@" } } } } } } }
      """#
    #expect(
      Self.read(Self.catalog(device)) == [
        "xcstrings-schema 5:7 warning: 'iPad' is not a device Xcode names (appletv, applevision, applewatch, ipad, "
          + "iphone, ipod, mac, other), so no device ever chooses this form; rename or remove it.",
        "strings-format-mismatch 5:45 error: The iPad form of 'a' in 'en' takes no placeholders, but its other form "
          + "takes %@ (String); every device's form takes the same arguments.",
      ])
  }

  @Test func appShortcutsPhraseSetsAreSkippedWithOneNote() {
    let phrases = #"""
          "${applicationName} Pay" : { "localizations" : {
            "en" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName} Pay" ] } },
            "de" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName} Zahlen" ] } } } },
          "Pay" : { "localizations" : { "de" : { "stringSet" : { "values" : [ "Zahlen" ] } } } },
          "title" : { }
      """#
    let table = XCStringsReader().read(Array(Self.catalog(phrases).utf8), displayPath: Self.path, table: "T")
    #expect(
      table.diagnostics.map(Self.describe) == [
        "xcstrings-schema 5:30 note: 2 keys hold a stringSet (App Shortcuts phrases), a list of phrases rather than "
          + "a string to show, so Tessera skips them."
      ])
    #expect(table.entries["en"]?.map(\.key) == ["title"])
    #expect(table.keyLocations.keys.sorted() == ["title"])
  }

  @Test func aFileOverTheSizeCapIsRefused() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog(
        #"    "a" : { "comment" : "\#(String(repeating: "x", count: 200))" }"#)
    ])
    let (_, diagnostics) = StringsCatalogLoader(maximumFileSize: 100).load(
      directory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url)
    #expect(
      diagnostics.map(Self.describe) == [
        "file-too-large 1:1 error: The file is larger than the 100 bytes limit for a catalog; split it into several "
          + "files."
      ])
  }

  @Test func aNewTranslationIsMissingWhereItsStateIs() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog(
        #"""
            "a" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "new", "value" : "" } },
              "pl" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } },
            "b" : { "shouldTranslate" : false },
            "c" : { }
        """#)
    ])
    #expect(
      scratch.lintStrings().map(Self.describe) == [
        "strings-missing-key 5:43 error: 'a' is missing from 'de', so it shows the 'en' text \"a\"; add a "
          + "translation to this table. [note 4:5]",
        "strings-missing-key 8:5 error: 'c' is missing from 'de', so it shows the 'en' text \"c\"; add a "
          + "translation to this table. [note 8:5]",
        "strings-missing-key 8:5 error: 'c' is missing from 'pl', so it shows the 'en' text \"c\"; add a "
          + "translation to this table. [note 8:5]",
      ])
  }

  @Test func localeChecksRunOnEveryLocaleOfTheCatalog() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog(
        #"""
            "pay" : { "localizations" : {
              "en" : { "stringUnit" : { "value" : "Pay %@" } },
              "de" : { "stringUnit" : { "value" : "Zahlen" } },
              "pl" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "value" : "%@" } },
                "other" : { "stringUnit" : { "value" : "%@" } } } } } } }
        """#)
    ])
    #expect(
      scratch.lintStrings().map(Self.describe) == [
        "strings-format-mismatch 6:43 error: 'pay' has no placeholders in 'de' but %@ (String) in 'en': 'de' lacks "
          + "position 1 (String). Use the base's placeholders, reordered with %n$ if the sentence needs it. "
          + "[note 5:43]",
        "plural-missing-category 7:33 error: 'pay' (count) lacks the few, many forms that 'pl' needs (CLDR 41: "
          + "one, few, many, other); add the few variation with its text.",
      ])
  }

  @Test func aLocaleTheCatalogLacksIsOneDiagnosticAtTheCatalog() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog(#"    "a" : { },\#n    "b" : { }"#),
      "Strings/en.lproj/Navigation.strings": #""back" = "Back";"#,
      "Strings/de.lproj/Navigation.strings": #""back" = "Zurück";"#,
    ])
    #expect(
      scratch.lintStrings().map(Self.describe) == [
        "strings-missing-key 1:1 error: Strings/Localizable.xcstrings has no 'de' translations, so its 2 keys fall "
          + "back to 'en'; add 'de' to the catalog and translate it."
      ])
  }

  @Test func aTableDefinedBothWaysNamesBothFiles() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog(#"    "a" : { }"#),
      "Strings/en.lproj/Localizable.strings": #""a" = "A";"#,
    ])
    #expect(
      scratch.lintStrings().map(Self.describe) == [
        "strings-table-conflict 1:1 error: The table 'Localizable' is defined both by Strings/Localizable.xcstrings "
          + "and by .lproj files such as Strings/en.lproj/Localizable.strings; keep one: move the .lproj tables' "
          + "text into the String Catalog, or delete the catalog. [note 1:1]"
      ])
  }

  @Test func theAccessibilityCatalogFindsCatalogKeys() throws {
    let scratch = try Scratch([
      "Strings/Accessibility.xcstrings": Self.catalog(
        #"""
            "pay_label" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Pay" } } } }
        """#),
      "Strings/Accessibility.xml": """
      <accessibility>
        <screen name="checkout"><element name="pay" role="status" label="pay_label"/></screen>
      </accessibility>
      """,
    ])
    let result = TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: scratch.url.appendingPathComponent("Strings"),
        displayBase: scratch.url, accessibilityFile: scratch.url.appendingPathComponent("Strings/Accessibility.xml"))
    ).lint()
    #expect(result.diagnostics.map(Self.describe) == [])
  }
}
