import TesseraFoundation

/// A rule that inspects a whole string catalog: every locale against the base.
package protocol StringsCheck: Rule {
  /// What its findings about a table depend on; ``StringsCheckScope/table``
  /// unless the check says otherwise.
  var scope: StringsCheckScope { get }

  /// What of the check has `scope`: the check itself when that is its
  /// scope (the default), else `nil`; a check that reports findings of
  /// both scopes gives the part of each.
  func part(of scope: StringsCheckScope) -> (any StringsCheck)?

  func check(_ catalog: StringsCatalog) -> [Diagnostic]
}

/// What a strings check's findings about a table may depend on, which
/// decides what the strings stage's record (``StringsStageCache``) must
/// read again when one table's files change.
package enum StringsCheckScope: Sendable {
  /// That table alone, in every locale, and which locales there are: run
  /// on a catalog holding only that table (``StringsCatalog/restricted(to:)``),
  /// the check finds what it finds about the table in the whole catalog.
  case table
  /// More than one table, but only the base locale's tables and every table
  /// of a locale CLDR has no plural rules for: the stage reads those in
  /// every run.
  case catalog
}

extension StringsCheck {
  package var scope: StringsCheckScope { .table }

  package func part(of scope: StringsCheckScope) -> (any StringsCheck)? {
    self.scope == scope ? self : nil
  }
}

/// The string checks every lint runs, in order.
package enum StringsChecks {
  /// The checks, with `strings-missing-key` reporting regional locales
  /// (`nl-BE`, which falls back to `nl`) at `regionalMissingKeySeverity`,
  /// and `strings-name-collision` among the keys `accessors` gives accessors.
  package static func all(
    regionalMissingKeySeverity: Diagnostic.Severity = .error, accessors: GenerationOptions.Accessors = .manual,
    accessorNames: [String: [String: String]] = [:]
  ) -> [any StringsCheck] {
    [
      StringsMissingKeyCheck(regionalSeverity: regionalMissingKeySeverity),
      StringsExtraKeyCheck(),
      StringsFormatMismatchCheck(),
      StringsEmptyValueCheck(),
      PluralMissingCategoryCheck(),
      PluralUnusedCategoryCheck(),
      StringsNameCollisionCheck(accessors: accessors, names: accessorNames),
    ]
  }

  /// The checks of scope ``StringsCheckScope/table``: with
  /// ``catalogChecks``, they find what ``all(regionalMissingKeySeverity:)``
  /// finds.
  package static func tableChecks(regionalMissingKeySeverity: Diagnostic.Severity = .error) -> [any StringsCheck] {
    all(regionalMissingKeySeverity: regionalMissingKeySeverity).compactMap { $0.part(of: .table) }
  }

  /// The checks of scope ``StringsCheckScope/catalog``.
  package static func catalogChecks(
    accessors: GenerationOptions.Accessors = .manual, accessorNames: [String: [String: String]] = [:]
  ) -> [any StringsCheck] {
    all(accessors: accessors, accessorNames: accessorNames).compactMap { $0.part(of: .catalog) }
  }
}

extension StringsCatalog {
  /// The catalog with every locale but only the table `name`: what a check
  /// of scope ``StringsCheckScope/table`` reads of that table.
  package func restricted(to name: String) -> StringsCatalog {
    var copy = self
    for index in copy.locales.indices {
      let table = copy.locales[index].tables[name]
      copy.locales[index].tables = table.map { [name: $0] } ?? [:]
    }
    return copy
  }
}

extension StringsCatalog {
  /// Calls `body` with each translation's entry beside the base's entry for
  /// the same table and key, for checks that compare them: locale by
  /// locale, then by table and key. Nothing is gathered, so a large catalog
  /// costs no copy of its entries.
  package func forEachTranslatedPair(_ body: (StringsLocale, LocalizedEntry, LocalizedEntry) -> Void) {
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
package func excerpt(_ text: String, limit: Int = 40) -> String {
  let flat = text.replacingOccurrences(of: "\n", with: "\\n")
  return "\"" + (flat.count > limit ? flat.prefix(limit - 1) + "…" : flat) + "\""
}
