/// A rule that inspects a whole string catalog: every locale against the base.
package protocol StringsCheck: Rule {
  func check(_ catalog: StringsCatalog) -> [Diagnostic]
}

/// The string checks every lint runs, in order.
package enum StringsChecks {
  /// The checks, with `strings-missing-key` reporting regional locales
  /// (`nl-BE`, which falls back to `nl`) at `regionalMissingKeySeverity`.
  package static func all(regionalMissingKeySeverity: Diagnostic.Severity = .error) -> [any StringsCheck] {
    [
      StringsMissingKeyCheck(regionalSeverity: regionalMissingKeySeverity),
      StringsExtraKeyCheck(),
      StringsFormatMismatchCheck(),
      StringsEmptyValueCheck(),
      PluralMissingCategoryCheck(),
      PluralUnusedCategoryCheck(),
      StringsNameCollisionCheck(),
    ]
  }
}

extension StringsCatalog {
  /// Calls `body` with each translation's entry beside the base's entry for
  /// the same table and key, for checks that compare them: locale by
  /// locale, then by table and key. Nothing is gathered, so a large catalog
  /// costs no copy of its entries.
  func forEachTranslatedPair(_ body: (StringsLocale, LocalizedEntry, LocalizedEntry) -> Void) {
    guard let base else { return }
    for locale in translations {
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName], let baseTable = base.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key], let baseEntry = baseTable.entries[key] else { continue }
          body(locale, entry, baseEntry)
        }
      }
    }
  }
}

/// A short, quoted excerpt of a value for messages.
func excerpt(_ text: String, limit: Int = 40) -> String {
  let flat = text.replacingOccurrences(of: "\n", with: "\\n")
  return "\"" + (flat.count > limit ? flat.prefix(limit - 1) + "…" : flat) + "\""
}
