import TesseraFoundation

// The rules of `tessera import-localizations` (and the one export shares):
// an XLIFF file that can't be read as Xcode's, a unit the catalog doesn't
// have, and a translation whose placeholders differ from its source's.

extension RuleExample.File {
  /// The base locale's `Localizable.strings` the XLIFF examples translate.
  fileprivate static let greetingBase = RuleExample.File.strings("en", #""greeting" = "Hello, %@!";"#)
  fileprivate static let greetingGerman = RuleExample.File.strings("de", #""greeting" = "Hallo, %@!";"#)

  /// `de.xliff` with one unit, as `tessera export-localizations --locale de` writes it.
  fileprivate static func greetingXLIFF(
    id: String = "greeting", source: String = "Hello, %@!", target: String, version: String = "1.2"
  ) -> RuleExample.File {
    .xliff(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="\(version)">
        <file original="Strings/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="\(id)" xml:space="preserve">
              <source>\(source)</source>
              <target state="translated">\(target)</target>
              <note>No comment provided by engineer.</note>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """)
  }
}

extension RuleDescription {
  package static let xliffInvalid = RuleDescription(
    id: .xliffInvalid, name: "Invalid XLIFF",
    summary: "An XLIFF file is not XLIFF 1.2 as Xcode writes it, or a string can't be written into one.",
    rationale: """
      Import reads the XLIFF 1.2 that Xcode's localization export and `tessera export-localizations` write, \
      and that translation tools return: an `<xliff version="1.2">` root, `<file>`s naming their table in \
      `original` and their locale in `target-language` (one locale a file), and `<trans-unit>`s with an \
      `id`. A file in another version or shape would be read wrongly, so it is refused, at the element or \
      attribute at fault, before anything is written. So is a file that translates into the base locale, \
      which would overwrite the source text, or into a language that is not a locale identifier (a path \
      such as `../x`). A target with inline markup a `.strings` value can't hold, and the second of two \
      units with one id, are not imported. Export reports a string holding a control character XML 1.0 \
      can't carry (such as U+001B) and leaves its unit out; it leaves a String Catalog (`.xcstrings`) table out \
      with a warning, since it doesn't write those to XLIFF yet.
      """,
    triggering: [
      RuleExample(
        "The file says it is XLIFF 2.0.", reportsAt: "de.xliff", line: 2,
        command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "Hallo, %@!", version: "2.0"))
    ],
    nonTriggering: [
      RuleExample(
        "The XLIFF 1.2 file Tessera's export wrote.", command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "Hallo, %@!"))
    ])

  package static let xliffUnknownUnit = RuleDescription(
    id: .xliffUnknownUnit, name: "Unknown XLIFF unit",
    summary: "An XLIFF `<file>` or `<trans-unit>` names a table or key the catalog doesn't have.",
    rationale: """
      Each `<file>` of an XLIFF file names the base locale's file it translates (`original`), and each \
      `<trans-unit>` a key of it (`id`; for a `.stringsdict`, a path such as \
      `/key:dict/count:dict/one:dict/:string`). A unit Tessera can't place would otherwise be dropped \
      without a word: the key was renamed or removed since the export, or the translator's tool changed \
      the id. It is reported at its `original` or `id`, with the closest name the catalog has, and the \
      other units are imported. Export again to get a file that matches the catalog.
      """,
    triggering: [
      RuleExample(
        "The unit's id is misspelt.", reportsAt: "de.xliff", line: 5, command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(id: "greting", target: "Hallo, %@!"))
    ],
    nonTriggering: [
      RuleExample(
        "The unit's id is the key.", command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "Hallo, %@!"))
    ])

  package static let xliffPlaceholderMismatch = RuleDescription(
    id: .xliffPlaceholderMismatch, name: "XLIFF placeholder mismatch",
    summary: "A translation's placeholders don't take the arguments its source does; the unit is not imported.",
    rationale: """
      The generated accessor passes the source's arguments, in the source's types, to every locale's text. \
      A translation that reads an argument as another type (`%d` for a `%@`), drops one or adds one would \
      print garbage or crash in `String(format:)`, so import refuses the unit, at its `<target>`, with a \
      note at the source text, and imports the rest. Use the source's placeholders; `%2$@ … %1$@` reorders \
      them. A plural form may leave out the count (`one` may say "one item"), and a `.stringsdict` format \
      key must keep every `%#@variable@`.
      """,
    triggering: [
      RuleExample(
        "The translation reads the name as a number.", reportsAt: "de.xliff", line: 7,
        command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "Hallo, %d!"))
    ],
    nonTriggering: [
      RuleExample(
        "The translation moves the name, keeping its type.", command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "%@, hallo!"))
    ])

  package static let xliffSourceChanged = RuleDescription(
    id: .xliffSourceChanged, name: "XLIFF source changed",
    summary: "A unit's source text is not the catalog's any more; its translation is imported, but may be out of date.",
    rationale: """
      An XLIFF file carries the source text each unit was translated from. When the base locale's text \
      changed after the export (a fix in the wording, a new sentence), the translation that comes back \
      was made for the old text. It is still imported, since its placeholders were checked against the \
      current source, and this warning, at the unit's `<source>` with a note at the current text, says \
      which ones to send back for another look. Export again to give translators the current text.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "The greeting's punctuation changed after the export.", reportsAt: "de.xliff", line: 6,
        command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(source: "Hello, %@.", target: "Hallo, %@!"))
    ],
    nonTriggering: [
      RuleExample(
        "The source is the catalog's.", command: .importLocalizations(file: "de.xliff"),
        .greetingBase, .greetingGerman, .greetingXLIFF(target: "Hallo, %@!"))
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the XLIFF exchange rules, which ``RuleCatalog`` gathers.
  package static let localizationRules: [RuleDescription] = [
    .xliffInvalid, .xliffUnknownUnit, .xliffPlaceholderMismatch, .xliffSourceChanged,
  ]
}
