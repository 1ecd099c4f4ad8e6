import TesseraFoundation

/// Reports `strings-empty-value` (described in `StringsRules.swift`, beside it)
/// at each empty value or plural form, in every locale.
package struct StringsEmptyValueCheck: StringsCheck {
  package static let id = RuleID.stringsEmptyValue

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for locale in catalog.locales {
      let isBase = LocaleIdentifier(locale.identifier) == LocaleIdentifier(catalog.baseLocale)
      let fix =
        isBase
        ? "write the text, or remove the key if nothing uses it"
        : "translate it, or remove it to fall back to '\(catalog.baseLocale)'"
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key] else { continue }
          switch entry.content {
          case .text(let value):
            // `Text("")` gives a String Catalog the key "": its text is itself, nothing.
            if value.isEmpty, !key.isEmpty {
              diagnostics.append(
                .warning(
                  .stringsEmptyValue, "'\(key)' is empty in '\(locale.identifier)'; \(fix).",
                  at: entry.valueLocation, subject: key))
            }
          case .plural(let formatKey, let variables):
            if formatKey.isEmpty {
              diagnostics.append(
                .warning(
                  .stringsEmptyValue, "The format key of '\(key)' is empty in '\(locale.identifier)'; \(fix).",
                  at: entry.valueLocation, subject: key))
            }
            for variable in variables {
              for category in variable.forms.keys.sorted() {
                guard let form = variable.forms[category], form.text.isEmpty else { continue }
                diagnostics.append(
                  .warning(
                    .stringsEmptyValue,
                    "The '\(category.rawValue)' form of '\(key)' (\(variable.name)) is empty in "
                      + "'\(locale.identifier)'; \(fix).",
                    at: form.location, subject: key))
              }
            }
          }
        }
      }
    }
    return diagnostics
  }
}
