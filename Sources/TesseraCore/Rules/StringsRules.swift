// The string-catalog rules: each file's grammar and placeholders, the
// folder layout, every locale against the base locale, and CLDR plurals.

extension RuleDescription {
  static let stringsSyntax = RuleDescription(
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

  static let stringsDuplicateKey = RuleDescription(
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

  static let stringsFormatInvalid = RuleDescription(
    id: .stringsFormatInvalid, name: "Invalid placeholders",
    summary: "A value's placeholders skip a position, give one position two types, or use `%s`, `%p` or `%n`.",
    rationale: """
      A value's placeholders become the parameters of its generated function, so they must describe one \
      argument list: positions 1 to n with no gap, one type per position, and either all positional \
      (`%1$@`) or all sequential (`%@`). `%s` and `%p` take C pointers and `%n` writes through one; none \
      can be passed safely from Swift. Renumber the positions, give each one type, and write `%@` for \
      text.
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

  static let suspiciousPercent = RuleDescription(
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

  static let stringsLayout = RuleDescription(
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

  static let stringsMissingKey = RuleDescription(
    id: .stringsMissingKey, name: "Missing key",
    summary: "A key of the base locale is missing from a locale (one diagnostic per key and locale).",
    rationale: """
      A locale without a key shows the base language's text in the middle of a translated screen. The \
      diagnostic is at the locale's table, with a note at the base definition; a table a locale lacks \
      altogether is one diagnostic. A regional locale (`nl-BE`) falls back to its language, then to the \
      base, and `--allow-regional-fallback` reports its missing keys as warnings. Add the translation.
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

  static let stringsExtraKey = RuleDescription(
    id: .stringsExtraKey, name: "Extra key",
    summary: "A locale defines a key the base locale doesn't have.",
    rationale: """
      A key only a translation has gets no accessor and is never shown; usually the base key was renamed, \
      or the translated one is misspelt. The message suggests the nearest base key. Rename the key to \
      match the base, or remove it.
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
          """))
    ])

  static let stringsFormatMismatch = RuleDescription(
    id: .stringsFormatMismatch, name: "Placeholder mismatch",
    summary: "A translation's placeholders differ from the base's in count, position or type.",
    rationale: """
      The generated function passes the base's arguments to every translation, so a translation that \
      drops a placeholder loses a value, and one that reads an `Int` where the base passes a `String` \
      prints garbage or crashes `String(format:)`. Reordering is fine with positions (`%2$@ … %1$@`). \
      The message names both sides. Make the translation's placeholders match the base's.
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

  static let stringsEmptyValue = RuleDescription(
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

  static let pluralMissingCategory = RuleDescription(
    id: .pluralMissingCategory, name: "Missing plural form",
    summary: "A plural variable lacks a category the locale's CLDR rules need (`other` is always needed).",
    rationale: """
      A language's plural rules choose a form for each number: English needs one and other, Polish one, \
      few, many and other, Arabic all six. A missing form falls back to `other`, which reads as a grammar \
      mistake to a native speaker ("5 pliku" for "5 plików"). The message lists the forms the locale \
      needs, from CLDR 41. Add them. A language CLDR doesn't know gets a warning, and always `other`.
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
          """))
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
          """))
    ])

  static let pluralUnusedCategory = RuleDescription(
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

  static let stringsNameCollision = RuleDescription(
    id: .stringsNameCollision, name: "String name collision",
    summary: "Two keys map to the same Swift accessor name.",
    rationale: """
      Every key becomes an accessor (`pay_now` becomes `Strings.payNow`), so two keys with one name would \
      not compile. The message names the accessor. Rename one of the keys, in every locale.
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
          """))
    ])
}
