/// The plural categories a locale's CLDR rules use, or `nil` when CLDR has
/// no rules for its language.
func pluralCategories(of locale: StringsLocale) -> Set<PluralCategory>? {
  CLDRPlurals.ruleSet(for: locale.identifier)?.categories
}

func categoryList(_ categories: some Collection<PluralCategory>) -> String {
  categories.sorted().map(\.rawValue).joined(separator: ", ")
}

/// Reports `plural-missing-category` (described in `Rules/StringsRules.swift`):
/// compares each plural variable's forms with the categories its locale's
/// CLDR rules select, at the variable; a warning when CLDR doesn't know the
/// language.
///
/// The warning is given once per locale, at its first plural variable in
/// any table, so it reads across tables: ``StringsChecks`` runs it apart
/// from the forms (``Part``, ``part(of:)``).
package struct PluralMissingCategoryCheck: StringsCheck {
  package static let id = RuleID.pluralMissingCategory

  /// What the check reports.
  package enum Part: Sendable {
    /// Both of the below.
    case all
    /// A variable lacking a form its locale needs: each table on its own.
    case forms
    /// A locale CLDR has no rules for, once: across tables.
    case unknownLocales
  }

  package var part: Part

  package init(_ part: Part = .all) {
    self.part = part
  }

  package var scope: StringsCheckScope { part == .forms ? .table : .catalog }

  package func part(of scope: StringsCheckScope) -> (any StringsCheck)? {
    switch part {
    case .all: PluralMissingCategoryCheck(scope == .table ? .forms : .unknownLocales)
    case .forms, .unknownLocales: self.scope == scope ? self : nil
    }
  }

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for locale in catalog.locales {
      let known = pluralCategories(of: locale)
      // Only a locale CLDR has no rules for is warned about.
      if part == .unknownLocales, known != nil { continue }
      let needed = known ?? [.other]
      var warnedUnknown = false
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key] else { continue }
          for variable in entry.variables {
            if known == nil, !warnedUnknown, part != .forms {
              warnedUnknown = true
              diagnostics.append(
                .warning(
                  .pluralMissingCategory,
                  "CLDR \(CLDRPlurals.version) has no plural rules for '\(locale.identifier)', so only 'other' is "
                    + "checked and always chosen; "
                    + (variable.location.file.hasSuffix(".xcstrings")
                      ? "name the locale with a language code, such as de."
                      : "name the folder with a language code, such as de.lproj."),
                  at: variable.location))
            }
            let missing = needed.subtracting(variable.forms.keys)
            guard part != .unknownLocales, !missing.isEmpty else { continue }
            let sorted = missing.sorted()
            diagnostics.append(
              .error(
                .pluralMissingCategory,
                "'\(key)' (\(variable.name)) lacks the \(categoryList(sorted)) form\(sorted.count == 1 ? "" : "s") "
                  + "that '\(locale.identifier)' needs (CLDR \(CLDRPlurals.version): \(categoryList(needed))); "
                  + (variable.location.file.hasSuffix(".xcstrings")
                    ? "add the \(sorted[0].rawValue) variation with its text."
                    : "add <key>\(sorted[0].rawValue)</key> with its text."),
                at: variable.location, subject: key))
          }
        }
      }
    }
    return diagnostics
  }
}

/// Reports `plural-unused-category` (described in `Rules/StringsRules.swift`)
/// at each form, other than `zero`, that its locale's CLDR rules never
/// select.
package struct PluralUnusedCategoryCheck: StringsCheck {
  package static let id = RuleID.pluralUnusedCategory

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for locale in catalog.locales {
      guard let known = pluralCategories(of: locale) else { continue }
      for tableName in locale.tables.keys.sorted() {
        guard let table = locale.tables[tableName] else { continue }
        for key in table.sortedKeys {
          guard let entry = table.entries[key] else { continue }
          for variable in entry.variables {
            for category in variable.forms.keys.sorted() where category != .zero && !known.contains(category) {
              guard let form = variable.forms[category] else { continue }
              diagnostics.append(
                .warning(
                  .pluralUnusedCategory,
                  "'\(key)' (\(variable.name)) has a '\(category.rawValue)' form that '\(locale.identifier)' never "
                    + "uses (CLDR \(CLDRPlurals.version): \(categoryList(known))); remove it.",
                  at: form.location, subject: key))
            }
          }
        }
      }
    }
    return diagnostics
  }
}
