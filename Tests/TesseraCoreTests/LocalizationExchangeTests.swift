import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// XLIFF export and import: Xcode's layout and ids, write-back into
/// `.strings` and `.stringsdict`, and the diagnostics of a bad file.
@Suite struct LocalizationExchangeTests {
  static let baseStrings = """
    /* The checkout's main button */
    "pay" = "Pay %@";

    // Shown while paying
    "wait" = "Please wait";

    "cancel" = "Cancel";
    """

  static func project(german: String? = "\"pay\" = \"%@ bezahlen\";\n", germanDict: String? = nil) throws -> Scratch {
    var files = [
      "Strings/en.lproj/Checkout.strings": baseStrings,
      "Strings/en.lproj/Checkout.stringsdict": stringsdict([
        ("items", "%#@n@ &amp; more", [("n", "lld", [("one", "%lld item"), ("other", "%lld items")])])
      ]),
    ]
    if let german { files["Strings/de.lproj/Checkout.strings"] = german }
    if let germanDict { files["Strings/de.lproj/Checkout.stringsdict"] = germanDict }
    return try Scratch(files)
  }

  static func inputs(_ scratch: Scratch) -> PipelineInputs {
    PipelineInputs(
      tokensDirectory: nil, stringsDirectory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url)
  }

  static func export(_ scratch: Scratch, locale: String = "de") -> LocalizationExporter.Export {
    LocalizationExporter(inputs: inputs(scratch)).export(locale: locale)
  }

  static func importing(_ scratch: Scratch, _ xliff: String) throws -> LocalizationImporter.Import {
    let url = scratch.url.appendingPathComponent("de.xliff")
    try Data(xliff.utf8).write(to: url)
    return LocalizationImporter(inputs: inputs(scratch)).plan(xliff: url, displayPath: "de.xliff")
  }

  /// A String Catalog is a table of its own, after the tables before it by
  /// name; a key without a source-language localization is its own text.
  @Test func aStringCatalogIsATableOfItsOwn() throws {
    let scratch = try Self.project()
    try Data(
      #"{ "sourceLanguage" : "en", "strings" : { "pay" : { "comment" : "Wallet" } }, "version" : "1.0" }"#.utf8
    ).write(to: scratch.url.appendingPathComponent("Strings/Wallet.xcstrings"))
    let export = Self.export(scratch)
    #expect(export.diagnostics.isEmpty)
    #expect(export.unitCount == 7)
    let xliff = try #require(export.xliff)
    #expect(
      xliff.hasSuffix(
        """
          <file original="Strings/Wallet.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="tessera" tool-name="Tessera" tool-version="\(SharedFacts.version)"/>
            </header>
            <body>
              <trans-unit id="pay" xml:space="preserve">
                <source>pay</source>
                <target state="new">pay</target>
                <note>Wallet</note>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """))
    // Imported, the key gets a German localization; the .strings file keeps its own "pay".
    let result = try Self.importing(
      scratch,
      xliff.replacingOccurrences(
        of: #"<target state="new">pay</target>"#, with: #"<target state="translated">bezahlen</target>"#))
    #expect(result.diagnostics.isEmpty)
    #expect(result.changes.map(\.displayPath) == ["Strings/Wallet.xcstrings"])
    #expect(
      result.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) } == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "pay" : {
              "comment" : "Wallet",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "bezahlen"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
  }

  @Test func exportIsXcodesLayout() throws {
    let scratch = try Self.project()
    let export = Self.export(scratch)
    #expect(export.diagnostics.isEmpty)
    #expect(export.unitCount == 6)
    #expect(
      export.xliff == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
        http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="Strings/en.lproj/Checkout.strings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="tessera" tool-name="Tessera" tool-version="\(SharedFacts.version)"/>
            </header>
            <body>
              <trans-unit id="pay" xml:space="preserve">
                <source>Pay %@</source>
                <target state="translated">%@ bezahlen</target>
                <note>The checkout's main button</note>
              </trans-unit>
              <trans-unit id="wait" xml:space="preserve">
                <source>Please wait</source>
                <target state="new">Please wait</target>
                <note>Shown while paying</note>
              </trans-unit>
              <trans-unit id="cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="new">Cancel</target>
                <note>No comment provided by engineer.</note>
              </trans-unit>
            </body>
          </file>
          <file original="Strings/en.lproj/Checkout.stringsdict" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="tessera" tool-name="Tessera" tool-version="\(SharedFacts.version)"/>
            </header>
            <body>
              <trans-unit id="/items:dict/NSStringLocalizedFormatKey:dict/:string" xml:space="preserve">
                <source>%#@n@ &amp; more</source>
                <target state="new">%#@n@ &amp; more</target>
                <note/>
              </trans-unit>
              <trans-unit id="/items:dict/n:dict/one:dict/:string" xml:space="preserve">
                <source>%lld item</source>
                <target state="new">%lld item</target>
                <note/>
              </trans-unit>
              <trans-unit id="/items:dict/n:dict/other:dict/:string" xml:space="preserve">
                <source>%lld items</source>
                <target state="new">%lld items</target>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
  }

  /// Polish needs few and many, which English lacks: they are listed, with
  /// English's `other` as their source.
  @Test func pluralFormsAreTheTargetLanguages() throws {
    let scratch = try Self.project(german: nil)
    let xliff = try #require(Self.export(scratch, locale: "pl").xliff)
    let ids = xliff.split(separator: "\n").filter { $0.contains("dict/n:dict/") }
      .map { $0.split(separator: "\"")[1] }
    #expect(ids.map { $0.split(separator: "/")[2] } == ["one:dict", "few:dict", "many:dict", "other:dict"])
    #expect(xliff.contains("<source>%lld items</source>\n        <target state=\"new\">%lld items</target>"))
  }

  @Test func exportReadsBackThroughTheHardenedReader() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff)
    let url = scratch.url.appendingPathComponent("x.xliff")
    try Data(xliff.utf8).write(to: url)
    let (document, diagnostics) = XLIFFReader().read(contentsOf: url, displayPath: "x.xliff")
    #expect(diagnostics.isEmpty)
    #expect(document?.files.map(\.units.count) == [3, 3])
    #expect(document?.files.first?.units.first?.target?.text == "%@ bezahlen")
  }

  /// An unchanged export, imported, writes nothing: `new` units are skipped
  /// and translated ones equal what the files hold.
  @Test func importingAnUnchangedExportChangesNothing() throws {
    let scratch = try Self.project(
      germanDict: stringsdict([
        ("items", "%#@n@ &amp; mehr", [("n", "lld", [("one", "%lld Ding"), ("other", "%lld Dinge")])])
      ]))
    let xliff = try #require(Self.export(scratch).xliff)
    let result = try Self.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(result.changes.isEmpty)
    #expect(result.importedCount == 4)
  }

  /// The package's own catalogs, every locale: export, import, no change.
  @Test func thePackagesCatalogsSurviveExportAndImport() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let inputs = PipelineInputs(
      tokensDirectory: nil, stringsDirectory: root.appendingPathComponent("Strings"), displayBase: root)
    let (catalog, _) = StringsCatalogLoader().load(directory: root.appendingPathComponent("Strings"), displayBase: root)
    #expect(catalog.translations.count >= 4)
    for locale in catalog.translations {
      let export = LocalizationExporter(inputs: inputs).export(locale: locale.identifier)
      #expect(export.diagnostics.isEmpty)
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString).xliff")
      defer { try? FileManager.default.removeItem(at: url) }
      try Data(try #require(export.xliff).utf8).write(to: url)
      let result = LocalizationImporter(inputs: inputs).plan(xliff: url, displayPath: "x.xliff")
      #expect(result.diagnostics.isEmpty, "\(locale.identifier): \(result.diagnostics)")
      #expect(result.changes.map(\.displayPath) == [], "\(locale.identifier)")
      #expect(result.importedCount > 0)
    }
  }

  /// A changed value is replaced in place, a new key appended with its
  /// comment; a missing `.stringsdict` is created; the catalog then reads
  /// the translations.
  @Test func importWritesTranslationsBack() throws {
    let scratch = try Self.project(german: "// Deutsch\n\"pay\" = \"%@ bezahlen\";\n")
    var xliff = try #require(Self.export(scratch).xliff)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="translated">%@ bezahlen</target>"#, with: #"<target state="translated">%@ zahlen</target>"#)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="new">Please wait</target>"#, with: #"<target state="translated">Bitte "warten"</target>"#)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="new">%lld items</target>"#, with: #"<target state="translated">%lld Dinge</target>"#)
    let result = try Self.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.changes.map(\.displayPath) == [
        "Strings/de.lproj/Checkout.strings", "Strings/de.lproj/Checkout.stringsdict",
      ])
    #expect(result.changes.map(\.isNew) == [false, true])
    #expect(
      result.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) }
        == "// Deutsch\n\"pay\" = \"%@ zahlen\";\n\n/* Shown while paying */\n\"wait\" = \"Bitte \\\"warten\\\"\";\n")
    try CatalogFileChange.write(result.changes)
    let (catalog, diagnostics) = scratch.stringsCatalog()
    #expect(diagnostics.isEmpty)
    let german = try #require(catalog.locale(LocaleIdentifier("de")))
    #expect(german.entry(table: "Checkout", key: "wait")?.displayValue == "Bitte \"warten\"")
    let items = try #require(german.entry(table: "Checkout", key: "items"))
    #expect(items.displayValue == "%#@n@ & more")
    #expect(items.variables.first?.forms[.other]?.text == "%lld Dinge")
    #expect(items.variables.first?.valueSpecifier == "lld")
    // And again: nothing left to change.
    #expect(try Self.importing(scratch, xliff).changes.isEmpty)
  }

  @Test func aPlaceholderMismatchIsRefusedAtItsTarget() throws {
    let scratch = try Self.project()
    var xliff = try #require(Self.export(scratch).xliff)
    xliff = xliff.replacingOccurrences(of: "%@ bezahlen</target>", with: "%d bezahlen</target>")
    xliff = xliff.replacingOccurrences(
      of: #"<target state="new">%#@n@ &amp; more</target>"#, with: #"<target state="translated">%#@m@ mehr</target>"#)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="new">%lld item</target>"#, with: #"<target state="translated">ein Ding</target>"#)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="new">%lld items</target>"#, with: #"<target state="translated">%lld Dinge %@</target>"#)
    let result = try Self.importing(scratch, xliff)
    #expect(
      result.diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "de.xliff:10:9 xliff-placeholder-mismatch The translation of 'pay' doesn't take the source's arguments: "
          + "position 1 is Int in the translation but String in the source. Use the source's placeholders "
          + "(reorder them with %n$ if the sentence needs it); this unit is not imported.",
        "de.xliff:32:9 xliff-placeholder-mismatch The translation of '/items:dict/NSStringLocalizedFormatKey:dict/:string' "
          + "doesn't take the source's arguments: the translation uses the variable 'm', which the entry doesn't have. "
          + "Use the source's placeholders (reorder them with %n$ if the sentence needs it); this unit is not imported.",
        "de.xliff:42:9 xliff-placeholder-mismatch The translation of '/items:dict/n:dict/other:dict/:string' "
          + "doesn't take the source's arguments: the translation adds position 2 (String), which the source "
          + "doesn't have. Use the source's placeholders (reorder them with %n$ if the sentence needs it); this "
          + "unit is not imported.",
      ])
    #expect(result.diagnostics.first?.notes.map(\.location.description) == ["Strings/en.lproj/Checkout.strings:2:9"])
    // "ein Ding" may leave out the count: it is the only unit imported.
    #expect(result.importedCount == 1)
    #expect(result.changes.map(\.displayPath) == ["Strings/de.lproj/Checkout.stringsdict"])
  }

  @Test func unknownTablesAndKeysAreReported() throws {
    let scratch = try Self.project()
    var xliff = try #require(Self.export(scratch).xliff)
    xliff = xliff.replacingOccurrences(of: #"<trans-unit id="wait""#, with: #"<trans-unit id="wiat""#)
    xliff = xliff.replacingOccurrences(of: "Checkout.stringsdict", with: "Checkot.stringsdict")
    let result = try Self.importing(scratch, xliff)
    #expect(
      result.diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "de.xliff:13:23 xliff-unknown-unit 'wiat' is not a key of Strings/en.lproj/Checkout.strings (did you mean "
          + "'wait'?), so it can't be imported; add the key to the base locale, or export again to drop the unit.",
        "de.xliff:25:19 xliff-unknown-unit 'Strings/en.lproj/Checkot.stringsdict' is not a table of the catalog: "
          + "the base locale 'en' has no Checkot.stringsdict (did you mean 'Checkout.stringsdict'?), so its 3 units "
          + "can't be imported. Add the table, or export again.",
      ])
  }

  @Test func badFilesAreRefusedWithTheirPosition() throws {
    let scratch = try Self.project()
    let cases: [(String, String)] = [
      (
        "<xliff version=\"1.2\">\n  <file original=\"x\" target-language=\"en\"/>\n</xliff>",
        "de.xliff:2:39 xliff-invalid The file translates into 'en', the base locale; importing it would overwrite "
          + "the source text. Export a translation with `tessera export-localizations --locale <locale>`."
      ),
      (
        "<xliff version=\"1.2\">\n  <file original=\"a\" target-language=\"de\"/>\n  <file original=\"b\" target-language=\"fr\"/>\n</xliff>",
        "de.xliff:3:39 xliff-invalid The <file> 'b' translates into 'fr', but an earlier <file> into 'de'; an XLIFF "
          + "file holds one language, so split it."
      ),
      (
        "<xliff version=\"1.2\">\n  <file target-language=\"de\"/>\n</xliff>",
        "de.xliff:2:3 xliff-invalid This <file> has no 'original' attribute, so it names no table; add the path of "
          + "the base locale's file, such as original=\"Strings/en.lproj/Localizable.strings\"."
      ),
      (
        "<xliff version=\"1.2\">\n  <file original=\"x\" target-language=\"../../etc\"/>\n</xliff>",
        "de.xliff:2:39 xliff-invalid The target language '../../etc' is not a locale identifier, so it names no "
          + ".lproj folder; use one such as de, pt-BR or zh-Hant."
      ),
      (
        "<!DOCTYPE xliff [<!ENTITY e \"x\">]>\n<xliff version=\"1.2\"/>",
        "de.xliff:1:17 xml-forbidden DOCTYPE declarations are not allowed in this catalog: Tessera never loads a "
          + "DTD or expands an entity. Remove the <!DOCTYPE …> declaration."
      ),
    ]
    for (xliff, expected) in cases {
      let result = try Self.importing(scratch, xliff)
      #expect(result.diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [expected])
      #expect(result.changes.isEmpty)
    }
  }

  @Test func localeIdentifiersAreWellFormed() {
    #expect(["de", "pt-BR", "zh_Hant_TW", "es-419", "sr-Latn"].allSatisfy(LocaleIdentifier.isWellFormed))
    #expect(
      !["", "../x", "de/..", "de-", "a b", "dé", "-de", "x.lproj"].contains(where: LocaleIdentifier.isWellFormed))
  }

  @Test func exportLeavesOutTextXMLCantHold() throws {
    let scratch = try Scratch(["Strings/en.lproj/A.strings": "\"a\" = \"esc \\U001B\";\n\"b\" = \"fine\";\n"])
    let export = Self.export(scratch)
    #expect(
      locations(export.diagnostics) == ["Strings/en.lproj/A.strings:1:7 xliff-invalid"])
    #expect(export.xliff?.contains("id=\"a\"") == false)
    #expect(export.xliff?.contains("id=\"b\"") == true)
  }

  /// A new locale's files go beside each base file's folder, however deep.
  @Test func newFilesGoBesideEachBaseFolder() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/B.strings": "\"b\" = \"B\";\n",
      "Strings/Feature/en.lproj/A.strings": "\"a\" = \"A\";\n",
    ])
    let xliff = try #require(Self.export(scratch, locale: "it").xliff)
      .replacingOccurrences(of: #"<target state="new">A</target>"#, with: #"<target state="translated">Ah</target>"#)
      .replacingOccurrences(of: #"<target state="new">B</target>"#, with: "<target>Be</target>")
    let url = scratch.url.appendingPathComponent("it.xliff")
    try Data(xliff.utf8).write(to: url)
    let result = LocalizationImporter(inputs: Self.inputs(scratch)).plan(xliff: url, displayPath: "it.xliff")
    #expect(result.diagnostics.isEmpty)
    #expect(result.changes.map(\.displayPath) == ["Strings/Feature/it.lproj/A.strings", "Strings/it.lproj/B.strings"])
  }

  /// `new` and `needs-translation` are not translations; `translated`,
  /// `needs-review-translation`, `final` and no state are.
  @Test func whichStatesAreImported() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/A.strings": #""a" = "A"; "b" = "B"; "c" = "C"; "d" = "D"; "e" = "E"; "f" = "F";"#
    ])
    let units = zip(
      ["a", "b", "c", "d", "e", "f"],
      [
        #"state="new""#, #"state="needs-translation""#, #"state="translated""#, #"state="needs-review-translation""#,
        #"state="final""#, "",
      ]
    ).map { key, state in
      "<trans-unit id=\"\(key)\"><target \(state)>\(key)!</target></trans-unit>"
    }
    let xliff = """
      <xliff version="1.2"><file original="A.strings" source-language="en" target-language="de"><body>
      \(units.joined(separator: "\n"))
      </body></file></xliff>
      """
    let result = try Self.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
        #""c" = "c!";"# + "\n\n" + #""d" = "d!";"# + "\n\n" + #""e" = "e!";"# + "\n\n" + #""f" = "f!";"# + "\n"
      ])
  }

  /// A translated format key alone doesn't make a new `.stringsdict` entry:
  /// with no form, it would have no text to show.
  @Test func aFormatKeyAloneMakesNoNewEntry() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff).replacingOccurrences(
      of: #"<target state="new">%#@n@ &amp; more</target>"#,
      with: #"<target state="translated">%#@n@ und mehr</target>"#)
    let result = try Self.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(result.changes.isEmpty)
  }

  @Test func aUnitTwiceIsReportedAndTheFirstImported() throws {
    let scratch = try Scratch(["Strings/en.lproj/A.strings": #""a" = "A";"#])
    let xliff = """
      <xliff version="1.2"><file original="A.strings" target-language="de"><body>
      <trans-unit id="a"><target>eins</target></trans-unit>
      <trans-unit id="a"><target>zwei</target></trans-unit>
      </body></file></xliff>
      """
    let result = try Self.importing(scratch, xliff)
    #expect(locations(result.diagnostics) == ["de.xliff:3:17 xliff-invalid"])
    #expect(result.diagnostics.first?.notes.map(\.location.description) == ["de.xliff:2:17"])
    #expect(result.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == ["\"a\" = \"eins\";\n"])
  }

  /// The committed XLIFF fixture (also the fuzz harness's seed) reads as
  /// written: a newline in an id, a carriage return and quotes in a target.
  @Test func theFixtureReadsAsWritten() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/XLIFF/de.xliff")
    let (document, diagnostics) = XLIFFReader().read(contentsOf: url, displayPath: "de.xliff")
    #expect(diagnostics.isEmpty)
    let units = document?.files.flatMap { $0.units } ?? []
    try #require(units.count == 4)
    #expect(
      units.map(\.id) == [
        "pay", "quote \"&\nline", "/items:dict/NSStringLocalizedFormatKey:dict/:string",
        "/items:dict/n:dict/one:dict/:string",
      ])
    #expect(units[1].target?.text == "\"Quoted\" \\ and\r\na new line")
    #expect(units.map(\.isTranslated) == [true, false, true, true])
  }

  /// A new entry's variables are written in the base entry's order.
  @Test func aNewEntrysVariablesKeepTheBasesOrder() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/A.stringsdict": stringsdict([
        ("pair", "%#@z@ and %#@a@", [("z", "d", [("other", "%d zs")]), ("a", "d", [("other", "%d as")])])
      ])
    ])
    let xliff = try #require(Self.export(scratch).xliff)
      .replacingOccurrences(of: #"<target state="new">%d zs</target>"#, with: "<target>%d Zs</target>")
      .replacingOccurrences(of: #"<target state="new">%d as</target>"#, with: "<target>%d As</target>")
    let result = try Self.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    let text = try #require(result.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    let z = try #require(text.range(of: "<key>z</key>"))
    let a = try #require(text.range(of: "<key>a</key>"))
    #expect(z.lowerBound < a.lowerBound)
  }

  /// A unit translated from an older source is imported, with a warning at
  /// its `<source>` and a note at the current text.
  @Test func aChangedSourceIsAWarning() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff)
      .replacingOccurrences(of: "<source>Pay %@</source>", with: "<source>Pay now %@</source>")
    let result = try Self.importing(scratch, xliff)
    #expect(
      result.diagnostics.map { "\($0.location) \($0.severity) \($0.rule) \($0.message)" } == [
        "de.xliff:9:9 warning xliff-source-changed 'pay' was translated from 'Pay now %@', but its source is now "
          + "'Pay %@'; the translation is imported, but may be out of date. Export again to give the translator the "
          + "current text."
      ])
    #expect(result.diagnostics.first?.notes.map(\.location.description) == ["Strings/en.lproj/Checkout.strings:2:9"])
    #expect(result.importedCount == 1)
  }
}
