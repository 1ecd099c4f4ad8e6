import TesseraFoundation

// The string-catalog rules: each file's grammar and placeholders, the
// folder layout, every locale against the base locale, and CLDR plurals.

extension RuleDescription {
  package static let stringsSyntax = RuleDescription(
    id: .stringsSyntax, name: "Strings syntax",
    summary: "A `.strings` file breaks Apple's grammar or encoding, or a `.stringsdict` isn't a plural dictionary.",
    rationale: """
      A file Foundation can't read leaves its table empty or half read at run time, so every key after \
      the mistake goes missing. Tessera reads Apple's grammar in full, stops at the first error and says \
      what it expected there. Add the missing `;` or closing quote, fix the escape, and save the file as \
      UTF-8 (or UTF-16 with a byte-order mark). In a `.stringsdict`, give each entry an \
      `NSStringLocalizedFormatKey` and a dictionary for each variable it uses.
      """,
    triggering: [
      RuleExample(
        "The first line has no `;`.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "title" = "Checkout"
          "pay" = "Pay now";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Every statement ends with `;`.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          "pay" = "Pay now";
          """))
    ])

  package static let stringsDuplicateKey = RuleDescription(
    id: .stringsDuplicateKey, name: "Duplicate key",
    summary: "A key is defined twice in one table; the last one wins. An error when the values differ.",
    rationale: """
      Foundation keeps the last definition of a key, so an earlier one is dead text that a translator may \
      still be editing. When the values differ it is an error, since one of them is not what ships; when \
      they are the same, a warning. The diagnostic is at the later definition, with a note at the first. \
      Remove the one you don't mean.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "`title` twice, with two values.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 3,
        .strings(
          "en",
          """
          "title" = "Checkout";
          "pay" = "Pay now";
          "title" = "Check out";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Each key once.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          "pay" = "Pay now";
          """))
    ])

  package static let stringsFormatInvalid = RuleDescription(
    id: .stringsFormatInvalid, name: "Invalid placeholders",
    summary: "A value's placeholders skip a position, give one position two types, or use `%s`, `%p` or `%n`.",
    rationale: """
      A base value's placeholders become the parameters of its generated function, so they must describe \
      one argument list: positions 1 to n with no gap (unless the String Catalog key's own placeholders \
      give the missing types), and one type per position. `%s` and `%p` take C pointers and `%n` writes \
      through one; none can be passed safely from Swift. Renumber the positions, give each one type, and \
      write `%@` for text. In a translation (which may leave an argument out), invalid placeholders don't \
      stop `generate`: the translation is left out of its locale's compiled table, which shows the base \
      text until it is fixed.
      """,
    triggering: [
      RuleExample(
        "Position 2 is skipped.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "pay" = "Pay %1$@ to %3$@";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Positions 1 and 2.",
        .strings(
          "en",
          """
          "pay" = "Pay %1$@ to %2$@";
          """))
    ])

  package static let stringsFormatMixed = RuleDescription(
    id: .stringsFormatMixed, name: "Mixed placeholder numbering",
    summary: "A value mixes numbered (`%1$@`) and unnumbered (`%@`) placeholders; the warning says how they read.",
    rationale: """
      Apple's formatter gives each unnumbered placeholder the next argument of a count of its own, which \
      numbered ones never move: `"%@, are you there? %1$@?"` reads one argument twice, and \
      `"%2$@ and %@"` reads argument 2, then argument 1. It is legal, and Tessera numbers the placeholders \
      the same way, but a reader (or a translator) easily counts otherwise. Number every placeholder to \
      say which argument each one reads. Types that conflict at one position are `strings-format-invalid`.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "One argument, unnumbered then numbered.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "greeting" = "%@, are you there? %1$@?";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "Every placeholder numbered.",
        .strings(
          "en",
          """
          "greeting" = "%1$@, are you there? %1$@?";
          """))
    ])

  package static let suspiciousPercent = RuleDescription(
    id: .suspiciousPercent, name: "Suspicious percent",
    summary: "A `%` that is not a placeholder, such as `80% of trips`; write `%%` for a percent sign.",
    rationale: """
      `String(format:)` reads the `% o` of `80% of trips` as a placeholder with a space flag, takes an \
      argument that was never passed, and prints garbage or crashes. A `%` followed by a space and a \
      letter is prose, so Tessera warns rather than guess. Write `%%` for a percent sign.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "A bare percent sign before prose.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "share" = "80% of trips";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "`%%` is a percent sign.",
        .strings(
          "en",
          """
          "share" = "80%% of trips";
          """))
    ])

  package static let stringsLayout = RuleDescription(
    id: .stringsLayout, name: "Strings layout",
    summary: "A string file lies outside a `<locale>.lproj` folder (a warning), or the base locale has no folder.",
    rationale: """
      A file's folder is its locale: a string file outside a `<locale>.lproj` folder belongs to no locale \
      and is ignored, and without the base locale's folder there is nothing to check the others against \
      or to generate accessors from. Move the file into a `<locale>.lproj` folder, add the base locale's \
      folder, or name the base locale with `--base-locale` or `base_locale:`. Xcode's `Base.lproj` is \
      not a locale: it is skipped, with a note.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "A table outside any `.lproj` folder.", reportsAt: "Strings/Checkout.strings", line: 1,
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        RuleExample.File(
          path: "Strings/Checkout.strings", kind: .strings,
          contents: .text(
            """
            "pay" = "Pay now";
            """))),
      RuleExample(
        "Only German: the base locale, English, has no folder.", reportsAt: "Strings", line: 1,
        .strings(
          "de",
          """
          "title" = "Kasse";
          """)),
    ],
    nonTriggering: [
      RuleExample(
        "The table is in the base locale's folder.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          """))
    ])

  package static let stringsMissingKey = RuleDescription(
    id: .stringsMissingKey, name: "Missing key",
    summary: "A key of the base locale is missing from a locale (one diagnostic per key and locale).",
    rationale: """
      A locale without a key shows the base language's text in the middle of a translated screen. The \
      diagnostic is at the locale's table, with a note at the base definition; a table a locale lacks \
      altogether is one diagnostic. A regional locale (`nl-BE`) falls back to its language, then to the \
      base, and `--allow-regional-fallback` reports its missing keys as warnings. Translations arrive \
      late, so `generate` reports a missing one without stopping (the base text shows meanwhile) and \
      `lint` is the gate. Add the translation, or, to adopt Tessera on a catalog still being translated, \
      record today's gaps with `tessera lint --write-baseline` (`tessera init` does).
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "German has no `pay`.", reportsAt: "Strings/de.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "title" = "Checkout";
          "pay" = "Pay now";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "German has every key.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          "pay" = "Pay now";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          "pay" = "Jetzt bezahlen";
          """))
    ])

  package static let stringsExtraKey = RuleDescription(
    id: .stringsExtraKey, name: "Extra key",
    summary: "A locale defines a key the base locale doesn't have.",
    rationale: """
      A key only a translation has gets no accessor and is never shown; usually the base key was renamed, \
      or the translated one is misspelt. The message suggests the nearest base key. Rename the key to \
      match the base, or remove it. `InfoPlist.strings` is not checked: its keys are the `Info.plist`'s \
      (`NSCameraUsageDescription`), whose base text is the `Info.plist` itself.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "`tittle` is misspelt in German.", reportsAt: "Strings/de.lproj/Localizable.strings", line: 2,
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          "tittle" = "Kasse";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "German has the base's keys only.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          """)),
      RuleExample(
        "German translates the Info.plist's usage description, whose base text the Info.plist holds.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          """),
        RuleExample.File(
          path: "Strings/de.lproj/InfoPlist.strings", kind: .strings,
          contents: .text(
            """
            "NSCameraUsageDescription" = "Zum Scannen einer Karte";
            """))),
    ])

  package static let stringsFormatMismatch = RuleDescription(
    id: .stringsFormatMismatch, name: "Placeholder mismatch",
    summary: "A translation's placeholders differ from the base's in count, position or type.",
    rationale: """
      The generated function passes the base's arguments to every translation (a String Catalog key's \
      own placeholders, `items %lld`, when it has them), so a translation that drops a placeholder the \
      base prints loses a value, and one that reads an `Int` where the base passes a `String` prints \
      garbage or crashes `String(format:)`: such a translation is left out of its locale's compiled \
      table, which shows the base text until it is fixed, and `generate` goes on. Reordering is fine \
      with positions (`%2$@ … %1$@`), and so is leaving out an argument that only chooses the base's \
      plural form. The message names both sides. Make the translation's placeholders match the base's.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "`%d` where the base has `%@`.", reportsAt: "Strings/de.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "pay" = "Pay %@";
          """),
        .strings(
          "de",
          """
          "pay" = "%d bezahlen";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The same placeholder, elsewhere in the sentence.",
        .strings(
          "en",
          """
          "pay" = "Pay %@";
          """),
        .strings(
          "de",
          """
          "pay" = "%@ bezahlen";
          """))
    ])

  package static let stringsEmptyValue = RuleDescription(
    id: .stringsEmptyValue, name: "Empty value",
    summary: "A value or a plural form is empty.",
    rationale: """
      An empty value shows nothing where the UI expects text; usually a translation was started and never \
      finished. Fill it in, or remove the key from that locale so that the base text shows instead \
      (which `strings-missing-key` then reports).
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "The German title is empty.", reportsAt: "Strings/de.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        .strings(
          "de",
          """
          "title" = "";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "The German title is translated.",
        .strings(
          "en",
          """
          "title" = "Checkout";
          """),
        .strings(
          "de",
          """
          "title" = "Kasse";
          """))
    ])

  package static let pluralMissingCategory = RuleDescription(
    id: .pluralMissingCategory, name: "Missing plural form",
    summary: "A plural variable lacks a category the locale's CLDR rules need (`other` is always needed).",
    rationale: """
      A language's plural rules choose a form for each number: English needs one and other, Polish one, \
      few, many and other, Arabic all six. A missing form falls back to `other`, which reads as a grammar \
      mistake to a native speaker ("5 pliku" for "5 plików"). The message lists the forms the locale \
      needs, from CLDR 41, and a number each missing one is for. A form that no whole number below 1,000 \
      takes (`many` in Spanish, French, Italian, Portuguese and Catalan: exact millions) is a warning \
      naming the first number it takes, since a customer rarely reads one. A variable whose forms hold \
      nothing but the number (`%lld`) reads the same in every form, and needs no other. Add the forms. A \
      language CLDR doesn't know gets a warning, and always `other`.
      """,
    isAdjustable: true,
    triggering: [
      RuleExample(
        "Polish has only the English forms.", reportsAt: "Strings/pl.lproj/Localizable.stringsdict", line: 7,
        .stringsdict(
          "en",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d file</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """),
        .stringsdict(
          "pl",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d plik</string>
                <key>other</key>
                <string>%d pliku</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """)),
      RuleExample(
        "Spanish lacks many, which only exact millions take: a warning.",
        reportsAt: "Strings/es.lproj/Localizable.stringsdict", line: 7,
        .stringsdict(
          "en",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d file</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """),
        .stringsdict(
          "es",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d archivo</string>
                <key>other</key>
                <string>%d archivos</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """)),
    ],
    nonTriggering: [
      RuleExample(
        "Polish has one, few, many and other.",
        .stringsdict(
          "en",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d file</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """),
        .stringsdict(
          "pl",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d plik</string>
                <key>few</key>
                <string>%d pliki</string>
                <key>many</key>
                <string>%d plików</string>
                <key>other</key>
                <string>%d pliku</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """)),
      RuleExample(
        "Forms that hold nothing but the number read the same in every form.",
        .xcstrings(
          """
          {
            "sourceLanguage" : "en",
            "strings" : {
              "%lld" : {
                "extractionState" : "manual",
                "localizations" : {
                  "en" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%lld" } } } } },
                  "pl" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%lld" } } } } }
                }
              }
            },
            "version" : "1.0"
          }
          """)),
    ])

  package static let pluralUnusedCategory = RuleDescription(
    id: .pluralUnusedCategory, name: "Unused plural form",
    summary: "A plural form the locale's CLDR rules never select (`zero` is always allowed, for 0).",
    rationale: """
      A form the language never selects is never shown, such as `few` in English: its text is lost, and \
      often the form that was meant is missing. Move the text to the form the language uses, or remove \
      it. `zero` is never reported: Foundation uses it for the value 0 in every language.
      """,
    severity: .warning, isAdjustable: true,
    triggering: [
      RuleExample(
        "English never selects `few`.", reportsAt: "Strings/en.lproj/Localizable.stringsdict", line: 16,
        .stringsdict(
          "en",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d file</string>
                <key>few</key>
                <string>%d files</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """))
    ],
    nonTriggering: [
      RuleExample(
        "`zero`, `one` and `other` in English.",
        .stringsdict(
          "en",
          """
          <plist version="1.0">
          <dict>
            <key>files</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@count@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>zero</key>
                <string>No files</string>
                <key>one</key>
                <string>%d file</string>
                <key>other</key>
                <string>%d files</string>
              </dict>
            </dict>
          </dict>
          </plist>
          """))
    ])

  package static let stringsNameCollision = RuleDescription(
    id: .stringsNameCollision, name: "String name collision",
    summary: "Two keys that get accessors map to the same Swift accessor name.",
    rationale: """
      A key becomes an accessor (`pay_now` becomes `Strings.payNow`), so two keys with one name would not \
      compile, and `generate` stops. Only keys that get accessors count: every `.strings` key and the \
      String Catalog keys managed by hand, not those Xcode extracted from code (`Delete`, `Delete…`), \
      which the code finds by their text, unless `accessors: all`. The message names both keys and the \
      setting that avoids the collision: `accessor_names` in `tessera.yml` names one accessor apart \
      (`"Settings…": settingsEllipsis`) without renaming the key; or rename one of the keys.
      """,
    triggering: [
      RuleExample(
        "Both become `Strings.payNow`.", reportsAt: "Strings/en.lproj/Localizable.strings", line: 1,
        .strings(
          "en",
          """
          "pay_now" = "Pay now";
          "payNow" = "Pay now";
          """))
    ],
    nonTriggering: [
      RuleExample(
        "One key, one accessor.",
        .strings(
          "en",
          """
          "pay_now" = "Pay now";
          "pay_later" = "Pay later";
          """)),
      RuleExample(
        "Keys Xcode extracted from code get no accessor, so they don't collide.",
        .xcstrings(
          """
          {
            "sourceLanguage" : "en",
            "strings" : {
              "Delete" : { },
              "Delete…" : { }
            },
            "version" : "1.0"
          }
          """)),
    ])
}

extension RuleDescription {
  /// Every rule this file describes: the strings rules, which ``RuleCatalog`` gathers.
  package static let stringsRules: [RuleDescription] = [
    .stringsSyntax, .stringsDuplicateKey, .stringsFormatInvalid, .stringsFormatMixed, .suspiciousPercent,
    .stringsLayout, .stringsMissingKey, .stringsExtraKey, .stringsFormatMismatch, .stringsEmptyValue,
    .pluralMissingCategory, .pluralUnusedCategory, .stringsNameCollision,
  ]
}
