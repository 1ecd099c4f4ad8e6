import TesseraFoundation

/// Reports `strings-missing-key` (described in `StringsRules.swift`, beside it).
///
/// One diagnostic per key and locale, at the locale's table, with a note at
/// the base definition; one per table when a locale lacks the whole table.
/// A regional locale (`nl-BE`) is reported at ``regionalSeverity``.
package struct StringsMissingKeyCheck: StringsCheck {
  package static let id = RuleID.stringsMissingKey

  package var regionalSeverity: Diagnostic.Severity

  package init(regionalSeverity: Diagnostic.Severity = .error) {
    self.regionalSeverity = regionalSeverity
  }

  /// How a team adopts Tessera on a catalog still being translated: the
  /// baseline, which the message of every missing translation suggests.
  package static let adoption =
    "accept today's gaps with `tessera lint --write-baseline tessera-baseline.json` while translations arrive"

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    guard let base = catalog.base else { return [] }
    var diagnostics: [Diagnostic] = []
    for locale in catalog.translations {
      let severity = locale.locale.isRegional ? regionalSeverity : .error
      let chain = catalog.fallbackChain(for: locale.locale).dropFirst()
      let fallback = chain.first.map(\.rawValue) ?? catalog.baseLocale
      for tableName in base.tables.keys.sorted() {
        guard let baseTable = base.tables[tableName], !baseTable.entries.isEmpty else { continue }
        guard let table = locale.tables[tableName] else {
          let count = baseTable.entries.count
          if baseTable.isStringCatalog {
            diagnostics.append(
              Diagnostic(
                severity, .stringsMissingKey,
                "\(baseTable.location().file) has no '\(locale.identifier)' translations, so its \(count) "
                  + "key\(count == 1 ? "" : "s") fall\(count == 1 ? "s" : "") back to '\(fallback)'; add "
                  + "'\(locale.identifier)' to the catalog and translate it, or \(Self.adoption).",
                at: baseTable.location(), subject: tableName))
            continue
          }
          diagnostics.append(
            Diagnostic(
              severity, .stringsMissingKey,
              "The table '\(tableName)' is missing from '\(locale.identifier)', so its \(count) "
                + "key\(count == 1 ? "" : "s") fall\(count == 1 ? "s" : "") back to '\(fallback)'; add "
                + "\(locale.directory)/\(tableName).strings, or \(Self.adoption).",
              at: .start(of: locale.directory), subject: tableName,
              notes: [Diagnostic.Note("the base table is here", at: baseTable.location())]))
          continue
        }
        // A file that could not be read in full reports its own error; its
        // keys are not missing, only unread.
        guard table.isComplete else { continue }
        for key in baseTable.sortedKeys where table.entries[key] == nil && !baseTable.untranslatedKeys.contains(key) {
          // An empty text (the key "" Xcode extracts from `Text("")`) reads the same untranslated.
          guard let baseEntry = baseTable.entries[key], !baseEntry.displayValue.isEmpty else { continue }
          diagnostics.append(
            Diagnostic(
              severity, .stringsMissingKey,
              "'\(key)' is missing from '\(locale.identifier)', so it shows the '\(fallback)' text "
                + "\(excerpt(baseEntry.displayValue)); add a translation to this table, or \(Self.adoption).",
              at: table.missingKeyLocations[key] ?? table.location(), subject: key,
              notes: [Diagnostic.Note("'\(key)' is defined in the base locale here", at: baseEntry.keyLocation)]))
        }
      }
    }
    return diagnostics
  }
}
