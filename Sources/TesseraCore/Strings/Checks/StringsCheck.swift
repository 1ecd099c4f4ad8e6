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
  /// Each translation's entry beside the base's entry for the same table and
  /// key, for checks that compare them.
  func translatedPairs() -> [(locale: StringsLocale, entry: LocalizedEntry, base: LocalizedEntry)] {
    guard let base else { return [] }
    var pairs: [(locale: StringsLocale, entry: LocalizedEntry, base: LocalizedEntry)] = []
    for locale in translations {
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key], let baseEntry = base.entry(table: tableName, key: key) else { continue }
          pairs.append((locale, entry, baseEntry))
        }
      }
    }
    return pairs
  }
}

/// A short, quoted excerpt of a value for messages.
func excerpt(_ text: String, limit: Int = 40) -> String {
  let flat = text.replacingOccurrences(of: "\n", with: "\\n")
  return "\"" + (flat.count > limit ? flat.prefix(limit - 1) + "…" : flat) + "\""
}
