import TesseraFoundation

/// Reports `strings-extra-key` (described in `StringsRules.swift`, beside it) at
/// each translated key the base's table lacks, suggesting the nearest base
/// key.
package struct StringsExtraKeyCheck: StringsCheck {
  package static let id = RuleID.stringsExtraKey

  /// The table that localizes an app's `Info.plist` (its usage descriptions, its display name).
  package static let infoPlistTable = "InfoPlist"

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    guard let base = catalog.base else { return [] }
    var diagnostics: [Diagnostic] = []
    for locale in catalog.translations {
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        // An InfoPlist table translates Info.plist's keys, whose base text is the Info.plist itself.
        guard tableName != Self.infoPlistTable else { continue }
        let baseKeys = Suggestion.Candidates(base.tables[tableName].map { Array($0.entries.keys).sorted() } ?? [])
        for key in table.sortedKeys where base.entry(table: tableName, key: key) == nil {
          guard let entry = table.entries[key] else { continue }
          let hint = baseKeys.closest(to: key).map { " Did you mean '\($0)'?" } ?? ""
          diagnostics.append(
            .warning(
              .stringsExtraKey,
              "'\(key)' is in '\(locale.identifier)' but not in the base locale '\(catalog.baseLocale)', so "
                + "nothing can show it; remove it, or add it to \(catalog.baseLocale).lproj/\(tableName).\(hint)",
              at: entry.keyLocation, subject: key))
        }
      }
    }
    return diagnostics
  }
}
