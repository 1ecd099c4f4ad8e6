import TesseraFoundation

/// Writes one table read from `.lproj` files (`.strings` and `.stringsdict`)
/// as a String Catalog, the way Xcode's migration does: every key once,
/// with the base locale's comment, and a `translated` string unit per
/// locale. Keys have no `extractionState` (Xcode's default: extracted from
/// code) unless one is given, such as `manual` for keys no code scan finds.
///
/// A `.stringsdict` entry becomes the catalog form it reads back as
/// (``XCStringsPlurals``): a `plural` variation when it is `%#@count@`
/// with the specifier that variation implies, else a string unit with its
/// format key and a substitution per variable. The base locale's text is
/// left out where it is the key itself, as Xcode leaves it out.
///
/// What a catalog can't hold is reported as `convert-not-expressible`, by
/// key, at the file that has it: a key only other locales have (a
/// catalog's keys are its source language's), and a locale's comment that
/// differs from the base locale's.
package struct StringCatalogComposer {
  /// The catalog's source language, as the base locale's folder names it.
  package var sourceLanguage: String
  /// The table in each locale, by the identifier its folder gives it.
  package var tables: [(locale: String, table: StringsTable)]
  /// The `extractionState` every key is given, if any.
  package var extractionState: String?

  /// The catalog, and what it could not hold.
  package func compose() -> (JSONValue, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let base = tables.first { LocaleIdentifier($0.locale) == LocaleIdentifier(sourceLanguage) }?.table
    let baseEntries = base?.entries ?? [:]
    var strings: [(key: String, value: JSONValue)] = []
    for key in baseEntries.keys.sorted() {
      guard let baseEntry = baseEntries[key] else { continue }
      var localizations: [(key: String, value: JSONValue)] = []
      for (locale, table) in tables {
        guard let entry = table.entries[key] else { continue }
        let isSource = LocaleIdentifier(locale) == LocaleIdentifier(sourceLanguage)
        if !isSource, let comment = entry.comment, comment != baseEntry.comment {
          diagnostics.append(
            notExpressible(
              "The '\(locale)' comment of '\(key)' differs from the base locale's, and a String Catalog keeps one "
                + "comment per key (the base locale's), so it is left out; move what it says into the base "
                + "locale's comment.", at: entry.keyLocation, key: key))
        }
        if isSource, case .text(let value) = entry.content, value == key { continue }
        for variable in Self.unplaced(entry.content) {
          diagnostics.append(
            notExpressible(
              "The variable '\(variable)' of '\(key)' in '\(locale)' is not in its format key (it is nested in "
                + "another variable's form, or unused), and a String Catalog's substitutions stand only in the "
                + "text, so it is left out.", at: entry.keyLocation, key: key))
        }
        localizations.append((locale, Self.localization(entry.content)))
      }
      var fields: [(key: String, value: JSONValue)] = []
      if let comment = baseEntry.comment { fields.append(("comment", .string(comment))) }
      if let extractionState { fields.append(("extractionState", .string(extractionState))) }
      if !localizations.isEmpty { fields.append(("localizations", .object(localizations))) }
      strings.append((key, .object(fields)))
    }
    for (locale, table) in tables where LocaleIdentifier(locale) != LocaleIdentifier(sourceLanguage) {
      for key in table.entries.keys.sorted() where baseEntries[key] == nil {
        guard let entry = table.entries[key] else { continue }
        diagnostics.append(
          notExpressible(
            "'\(key)' is in '\(locale)' but not in the base locale '\(sourceLanguage)', and a String Catalog's "
              + "keys are its source language's, so it is left out; add it to the base locale, or remove it.",
            at: entry.keyLocation, key: key))
      }
    }
    let catalog = JSONValue.object([
      ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(strings)), ("version", .string("1.0")),
    ])
    return (catalog, diagnostics)
  }

  /// One locale's localization of a key.
  package static func localization(_ content: LocalizedEntry.Content) -> JSONValue {
    switch content {
    case .text(let value):
      return .object([("stringUnit", stringUnit(value))])
    case .plural(let formatKey, let variables):
      if formatKey == XCStringsPlurals.pluralFormatKey, variables.count == 1, let variable = variables.first,
        variable.name == XCStringsPlurals.pluralVariable, let other = variable.forms[.other],
        XCStringsPlurals.pluralSpecifier(other: other.text).specifier == variable.valueSpecifier
      {
        return .object([("variations", pluralVariation(variable.forms.mapValues(\.text)))])
      }
      let positions = FormatStringParser.parse(formatKey) { name in
        variables.first { $0.name == name }?.valueType
      }.placeholders
      var substitutions: [(key: String, value: JSONValue)] = []
      for variable in variables {
        guard let position = positions.first(where: { $0.role == .variable && $0.variable == variable.name })?.position
        else { continue }
        let forms = variable.forms.mapValues {
          XCStringsPlurals.substitutionForm($0.text, specifier: variable.valueSpecifier)
        }
        substitutions.append(
          (
            variable.name,
            .object([
              ("argNum", .integer(position)), ("formatSpecifier", .string(variable.valueSpecifier)),
              ("variations", pluralVariation(forms)),
            ])
          ))
      }
      return .object([("stringUnit", stringUnit(formatKey)), ("substitutions", .object(substitutions))])
    }
  }

  /// The variables of a plural entry that its format key doesn't hold.
  package static func unplaced(_ content: LocalizedEntry.Content) -> [String] {
    guard case .plural(let formatKey, let variables) = content else { return [] }
    let placed = Set(
      FormatStringParser.parse(formatKey) { _ in .int }.placeholders.compactMap {
        $0.role == .variable ? $0.variable : nil
      })
    return variables.map(\.name).filter { !placed.contains($0) }
  }

  /// `{ "plural" : { "one" : { "stringUnit" : … }, … } }`.
  private static func pluralVariation(_ forms: [PluralCategory: String]) -> JSONValue {
    let members = PluralCategory.allCases.compactMap { category in
      forms[category].map { (key: category.rawValue, value: JSONValue.object([("stringUnit", stringUnit($0))])) }
    }
    return .object([("plural", .object(members))])
  }

  private static func stringUnit(_ value: String) -> JSONValue {
    .object([("state", .string("translated")), ("value", .string(value))])
  }

  private func notExpressible(_ message: String, at location: SourceLocation, key: String) -> Diagnostic {
    .warning(.convertNotExpressible, message, at: location, subject: key)
  }

  /// Every stored property, as the memberwise initializer takes them.
  package init(sourceLanguage: String, tables: [(locale: String, table: StringsTable)], extractionState: String? = nil)
  {
    self.sourceLanguage = sourceLanguage
    self.tables = tables
    self.extractionState = extractionState
  }
}
