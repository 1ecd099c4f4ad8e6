import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// XLIFF export and import of String Catalogs (`.xcstrings`): the ids,
/// text and states of Xcode's export, and write-back into the catalog.
@Suite struct StringCatalogExchangeTests {
  static let path = "Strings/Localizable.xcstrings"

  /// A string unit, as Xcode writes it at `indent` spaces.
  static func unit(_ value: String, state: String = "translated", indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    return """
      \(pad)"stringUnit" : {
      \(pad)  "state" : "\(state)",
      \(pad)  "value" : "\(value)"
      \(pad)}
      """
  }

  /// A plural variation's forms, as Xcode writes them at `indent` spaces.
  static func plural(_ forms: [(String, String)], indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    let members = forms.map { category, value in
      "\(pad)  \"\(category)\" : {\n\(unit(value, indent: indent + 4))\n\(pad)  }"
    }
    return "\(pad)\"plural\" : {\n" + members.joined(separator: ",\n") + "\n\(pad)}"
  }

  /// The `en` localizations of `found`, `items` and `tap`, which the import test translates.
  static let englishFound = """
            "en" : {
    \(unit("Found %#@files@ in %2$@", indent: 10)),
              "substitutions" : {
                "files" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
    \(plural([("one", "%arg file"), ("other", "%arg files")], indent: 16))
                  }
                }
              }
            }
    """

  static let englishItems = """
            "en" : {
              "variations" : {
    \(plural([("one", "%lld item"), ("other", "%lld items")], indent: 12))
              }
            }
    """

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "comment" : "Dismisses the sheet",
          "localizations" : {
            "de" : {
    \(unit("Abbrechen", indent: 10))
            },
            "en" : {
    \(unit("Cancel", indent: 10))
            }
          }
        },
        "found" : {
          "localizations" : {
    \(englishFound)
          }
        },
        "greeting" : {
          "localizations" : {
            "de" : {
    \(unit("Hallo %@", state: "needs_review", indent: 10))
            },
            "en" : {
    \(unit("Hello %@", indent: 10))
            }
          }
        },
        "internal" : {
          "shouldTranslate" : false
        },
        "items" : {
          "comment" : "Cart size",
          "localizations" : {
    \(englishItems)
          }
        },
        "photos" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "ipad" : {
                    "variations" : {
    \(plural([("one", "%lld photo on iPad"), ("other", "%lld photos on iPad")], indent: 18))
                    }
                  },
                  "other" : {
    \(unit("%lld photos", indent: 16))
                  }
                }
              }
            }
          }
        },
        "tap" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : {
    \(unit("Tap", indent: 16))
                  },
                  "other" : {
    \(unit("Click", indent: 16))
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func project(_ text: String = catalog) throws -> Scratch {
    try Scratch([path: text])
  }

  static func export(_ scratch: Scratch, locale: String = "de") -> LocalizationExporter.Export {
    LocalizationExporter(inputs: LocalizationExchangeTests.inputs(scratch)).export(locale: locale)
  }

  /// The catalog's bytes, as now on disk.
  static func onDisk(_ scratch: Scratch) throws -> String {
    try String(decoding: Data(contentsOf: scratch.url.appendingPathComponent(path)), as: UTF8.self)
  }

  @Test func theFixtureIsXcodesFormatting() throws {
    let root = try JSONReader().read(Array(Self.catalog.utf8)).get()
    #expect(JSONWriter().write(root) == Self.catalog)
  }

  @Test func exportIsXcodesLayout() throws {
    let scratch = try Self.project()
    let export = Self.export(scratch)
    #expect(export.diagnostics.isEmpty)
    #expect(export.unitCount == 12)
    #expect(
      export.xliff == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
        http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="Strings/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="tessera" tool-name="Tessera" tool-version="\(SharedFacts.version)"/>
            </header>
            <body>
              <trans-unit id="Cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="translated">Abbrechen</target>
                <note>Dismisses the sheet</note>
              </trans-unit>
              <trans-unit id="found" xml:space="preserve">
                <source>Found %1$#@files@ in %2$@</source>
                <target state="new">Found %1$#@files@ in %2$@</target>
                <note/>
              </trans-unit>
              <trans-unit id="found|==|substitutions.files.plural.one" xml:space="preserve">
                <source>%1$lld file</source>
                <target state="new">%1$lld file</target>
                <note/>
              </trans-unit>
              <trans-unit id="found|==|substitutions.files.plural.other" xml:space="preserve">
                <source>%1$lld files</source>
                <target state="new">%1$lld files</target>
                <note/>
              </trans-unit>
              <trans-unit id="greeting" xml:space="preserve">
                <source>Hello %@</source>
                <target state="needs-review-l10n">Hallo %@</target>
                <note/>
              </trans-unit>
              <trans-unit id="items|==|plural.one" xml:space="preserve">
                <source>%lld item</source>
                <target state="new">%lld item</target>
                <note>Cart size</note>
              </trans-unit>
              <trans-unit id="items|==|plural.other" xml:space="preserve">
                <source>%lld items</source>
                <target state="new">%lld items</target>
                <note>Cart size</note>
              </trans-unit>
              <trans-unit id="photos|==|device.ipad.plural.one" xml:space="preserve">
                <source>%lld photo on iPad</source>
                <target state="new">%lld photo on iPad</target>
                <note/>
              </trans-unit>
              <trans-unit id="photos|==|device.ipad.plural.other" xml:space="preserve">
                <source>%lld photos on iPad</source>
                <target state="new">%lld photos on iPad</target>
                <note/>
              </trans-unit>
              <trans-unit id="photos|==|device.other" xml:space="preserve">
                <source>%lld photos</source>
                <target state="new">%lld photos</target>
                <note/>
              </trans-unit>
              <trans-unit id="tap|==|device.iphone" xml:space="preserve">
                <source>Tap</source>
                <target state="new">Tap</target>
                <note/>
              </trans-unit>
              <trans-unit id="tap|==|device.other" xml:space="preserve">
                <source>Click</source>
                <target state="new">Click</target>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
  }

  /// Polish plurals list one, few, many and other, in Xcode's (alphabetical) order, a form English lacks taking
  /// English's `other`.
  @Test func pluralFormsAreTheTargetLanguages() throws {
    let xliff = try #require(Self.export(try Self.project(), locale: "pl").xliff)
    let ids = xliff.split(separator: "\n").filter { $0.contains("<trans-unit id=\"items") }
      .map { $0.split(separator: "\"")[1] }
    #expect(ids == ["items|==|plural.few", "items|==|plural.many", "items|==|plural.one", "items|==|plural.other"])
    #expect(xliff.contains("<source>%lld items</source>\n        <target state=\"new\">%lld items</target>"))
  }

  /// An unchanged export, imported, leaves the catalog alone: `new` units
  /// are skipped, and the translated and needs-review ones are what the
  /// catalog holds.
  @Test func importingAnUnchangedExportChangesNothing() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff)
    let result = try LocalizationExchangeTests.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(result.changes.isEmpty)
    #expect(result.importedCount == 2)
    #expect(try Self.onDisk(scratch) == Self.catalog)
  }

  /// `xliff` with each of `replacements` made, every one of them found.
  static func editing(_ xliff: String, _ replacements: [(String, String)]) -> String {
    var xliff = xliff
    for (old, new) in replacements {
      #expect(xliff.contains(old), "\(old)")
      xliff = xliff.replacingOccurrences(of: old, with: new)
    }
    return xliff
  }

  /// Translations go into the catalog: a changed value in place, a new
  /// localization made from the source's (what isn't translated stays
  /// `new`), substitutions with their argument, `%1$lld` back as `%arg` and
  /// `%1$#@files@` as `%#@files@`, and a unit awaiting review stays
  /// `needs_review`. The catalog then reads without errors, and a second
  /// import changes nothing.
  @Test func importWritesTranslationsBack() throws {
    let scratch = try Self.project()
    let xliff = Self.editing(
      try #require(Self.export(scratch).xliff),
      [
        (#"<target state="translated">Abbrechen</target>"#, #"<target state="translated">Schließen</target>"#),
        (
          #"<target state="new">Found %1$#@files@ in %2$@</target>"#,
          #"<target state="translated">%1$#@files@ in %2$@ gefunden</target>"#
        ),
        (#"<target state="new">%1$lld file</target>"#, #"<target state="translated">%1$lld Datei</target>"#),
        (#"<target state="new">%1$lld files</target>"#, #"<target state="translated">%1$lld Dateien</target>"#),
        (
          #"<target state="needs-review-l10n">Hallo %@</target>"#,
          #"<target state="needs-review-l10n">Hallo, %@</target>"#
        ),
        (#"<target state="new">%lld item</target>"#, #"<target state="translated">%lld Artikel</target>"#),
        (#"<target state="new">%lld items</target>"#, #"<target state="final">%lld Artikel</target>"#),
        (#"<target state="new">Tap</target>"#, #"<target state="translated">Tippen</target>"#),
      ])
    let result = try LocalizationExchangeTests.importing(scratch, xliff)
    #expect(result.diagnostics.isEmpty)
    #expect(result.importedCount == 8)
    #expect(result.changes.map(\.displayPath) == [Self.path])
    #expect(result.changes.map(\.isNew) == [false])
    let germanFound = """
              "de" : {
      \(Self.unit("%#@files@ in %2$@ gefunden", indent: 10)),
                "substitutions" : {
                  "files" : {
                    "argNum" : 1,
                    "formatSpecifier" : "lld",
                    "variations" : {
      \(Self.plural([("one", "%arg Datei"), ("other", "%arg Dateien")], indent: 16))
                    }
                  }
                }
              },

      """
    let germanItems = """
              "de" : {
                "variations" : {
      \(Self.plural([("one", "%lld Artikel"), ("other", "%lld Artikel")], indent: 12))
                }
              },

      """
    let germanTap = """
              "de" : {
                "variations" : {
                  "device" : {
                    "iphone" : {
      \(Self.unit("Tippen", indent: 16))
                    },
                    "other" : {
      \(Self.unit("Click", state: "new", indent: 16))
                    }
                  }
                }
              },

      """
    let tap = "    \"tap\" : {\n      \"localizations\" : {\n"
    let expected = Self.catalog
      .replacingOccurrences(of: "\"value\" : \"Abbrechen\"", with: "\"value\" : \"Schließen\"")
      .replacingOccurrences(of: "\"value\" : \"Hallo %@\"", with: "\"value\" : \"Hallo, %@\"")
      .replacingOccurrences(of: Self.englishFound, with: germanFound + Self.englishFound)
      .replacingOccurrences(of: Self.englishItems, with: germanItems + Self.englishItems)
      .replacingOccurrences(of: tap, with: tap + germanTap)
    #expect(expected.contains("Tippen") && expected.contains("%arg Dateien") && expected.contains("%lld Artikel"))
    #expect(result.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) } == expected)

    try CatalogFileChange.write(result.changes)
    let (catalog, diagnostics) = scratch.stringsCatalog()
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    let german = try #require(catalog.locale(LocaleIdentifier("de")))
    #expect(german.entry(table: "Localizable", key: "items")?.variables.first?.forms[.one]?.text == "%lld Artikel")
    // `%#@files@` reads its argNum, 1, where it stands, so no position is written in.
    #expect(german.entry(table: "Localizable", key: "found")?.displayValue == "%#@files@ in %2$@ gefunden")
    // And again: nothing left to change.
    #expect(try LocalizationExchangeTests.importing(scratch, xliff).changes.isEmpty)
  }

  /// `needs_review` exports as `needs-review-l10n`; imported in that
  /// state, a translation stays `needs_review`, and the same text marked
  /// translated becomes `translated`, its value untouched.
  @Test func needsReviewRoundTrips() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff)
    #expect(xliff.contains(#"<target state="needs-review-l10n">Hallo %@</target>"#))
    let review = #"<target state="needs-review-l10n">Hallo %@</target>"#
    let edited = Self.editing(xliff, [(review, #"<target state="needs-review-translation">Hallo du, %@</target>"#)])
    let reviewed = try LocalizationExchangeTests.importing(scratch, edited)
    #expect(reviewed.diagnostics.isEmpty)
    #expect(
      reviewed.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
        Self.catalog.replacingOccurrences(of: "\"value\" : \"Hallo %@\"", with: "\"value\" : \"Hallo du, %@\"")
      ])
    let accepted = try LocalizationExchangeTests.importing(
      scratch, Self.editing(xliff, [(review, #"<target state="translated">Hallo %@</target>"#)]))
    #expect(
      accepted.changes.map { String(decoding: $0.bytes, as: UTF8.self) } == [
        Self.catalog.replacingOccurrences(
          of: "\"state\" : \"needs_review\",\n            \"value\" : \"Hallo %@\"",
          with: "\"state\" : \"translated\",\n            \"value\" : \"Hallo %@\"")
      ])
    #expect(accepted.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) } != Self.catalog)
  }

  /// A translation whose placeholders don't take the source's arguments is
  /// refused at its `<target>` in the XLIFF file, with the source's place in
  /// the catalog as a note; the rest is imported.
  @Test func aPlaceholderMismatchIsRefusedAtItsTarget() throws {
    let scratch = try Self.project()
    let xliff = Self.editing(
      try #require(Self.export(scratch).xliff),
      [
        (#"<target state="new">%1$lld file</target>"#, #"<target state="translated">%1$@ Datei</target>"#),
        (#"<target state="needs-review-l10n">Hallo %@</target>"#, #"<target state="translated">Hallo %d</target>"#),
        (#"<target state="new">Tap</target>"#, #"<target state="translated">Tippen</target>"#),
      ])
    let result = try LocalizationExchangeTests.importing(scratch, xliff)
    #expect(
      result.diagnostics.map { "\($0.severity) \($0.location) \($0.rule): \($0.message)" } == [
        "error de.xliff:20:9 xliff-placeholder-mismatch: The translation of 'found|==|substitutions.files.plural.one' "
          + "doesn't take the source's arguments: position 1 is String in the translation but Int in the source. Use "
          + "the source's placeholders (reorder them with %n$ if the sentence needs it); this unit is not imported.",
        "error de.xliff:30:9 xliff-placeholder-mismatch: The translation of 'greeting' doesn't take the source's "
          + "arguments: position 1 is Int in the translation but String in the source. Use the source's placeholders "
          + "(reorder them with %n$ if the sentence needs it); this unit is not imported.",
      ])
    #expect(
      result.diagnostics.map { $0.notes.map(\.location.description) } == [
        ["Strings/Localizable.xcstrings:37:33"], ["Strings/Localizable.xcstrings:64:23"],
      ])
    // Tippen, and Abbrechen as it was.
    #expect(result.importedCount == 2)
    let written = try #require(result.changes.first.map { String(decoding: $0.bytes, as: UTF8.self) })
    #expect(written.contains("\"value\" : \"Tippen\"") && !written.contains("Datei") && !written.contains("Hallo %d"))
  }

  /// `shouldTranslate: false` keys are left out, and a catalog that no
  /// longer reads is reported at its error, not written.
  @Test func anUnreadableCatalogIsNotWritten() throws {
    let scratch = try Self.project()
    let xliff = try #require(Self.export(scratch).xliff)
    #expect(!xliff.contains("internal"))
    let edited = Self.editing(
      xliff, [(#"<target state="new">Tap</target>"#, #"<target state="translated">Tippen</target>"#)])
    let url = scratch.url.appendingPathComponent("de.xliff")
    try Data(edited.utf8).write(to: url)
    // The catalog breaks between planning and writing: the table reads it again.
    let inputs = LocalizationExchangeTests.inputs(scratch)
    let tables = LocalizationTables(
      catalog: LocalizationCatalog(inputs).catalog, locale: LocaleIdentifier("de"), displayBase: scratch.url)
    let table = try #require(tables.tables.first)
    try Data(Self.catalog.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : 1.0,").utf8)
      .write(to: scratch.url.appendingPathComponent(Self.path))
    let (changes, diagnostics) = table.writing(["tap|==|device.iphone": "Tippen"])
    #expect(changes.isEmpty)
    #expect(
      diagnostics.map { "\($0.severity) \($0.location) \($0.rule)" } == [
        "error Strings/Localizable.xcstrings:153:1 xcstrings-syntax"
      ])
    #expect(diagnostics.first?.message.contains("'}'") == true)
    #expect(try Self.onDisk(scratch).hasSuffix("\"version\" : 1.0,\n}"))
  }
}
