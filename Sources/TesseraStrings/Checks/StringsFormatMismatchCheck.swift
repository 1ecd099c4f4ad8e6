import TesseraFoundation

/// Reports `strings-format-mismatch` (described in `StringsRules.swift`, beside it):
/// compares each translation's arguments, position by position, with those
/// the base's callers pass (``LocalizedEntry/callArguments``: the String
/// Catalog key's own placeholders, or the base text's), with a note at the
/// base's value.
///
/// An empty translation is left to `strings-empty-value`. A translation
/// may leave out an argument the base text doesn't print: one
/// that only chooses a plural form (Korean has none), or that the base
/// text leaves out itself. Leaving out one the base prints is a finding,
/// and the translation is still compiled in; reading an argument the
/// callers don't pass, or as another type, is one too, and the translation
/// is left out of its locale's compiled table (``TranslationUse``).
package struct StringsFormatMismatchCheck: StringsCheck {
  package static let id = RuleID.stringsFormatMismatch

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachTranslatedPair { locale, entry, base in
      // An empty translation is `strings-empty-value`'s finding, not a placeholder's.
      guard !entry.arguments.hasSameTypes(as: base.arguments), !entry.displayValue.isEmpty else { return }
      let passed = base.callArguments
      let theirs = entry.arguments.typesByPosition
      let ours = passed.typesByPosition
      let printed = Set(
        base.arguments.placeholders.lazy.filter { $0.role != .variable }.map(\.position))
      let positions = Set(theirs.keys).union(ours.keys).sorted()
      let differences = positions.compactMap { position -> String? in
        switch (theirs[position], ours[position]) {
        case (let a?, let b?) where a != b:
          "position \(position) is \(a) in '\(locale.identifier)' but \(b) in '\(catalog.baseLocale)'"
        case (nil, let b?) where printed.contains(position):
          "'\(locale.identifier)' lacks position \(position) (\(b))"
        case (let a?, nil):
          "'\(locale.identifier)' adds position \(position) (\(a))"
        default: nil
        }
      }
      guard !differences.isEmpty else { return }
      let usable = TranslationUse.isUsable(entry, base: base)
      diagnostics.append(
        .error(
          .stringsFormatMismatch,
          "'\(entry.key)' has \(entry.arguments.signature) in '\(locale.identifier)' but "
            + "\(passed.signature) in '\(catalog.baseLocale)': \(differences.joined(separator: "; ")). "
            + "Use the base's placeholders, reordered with %n$ if the sentence needs it"
            + (usable ? "." : "; " + TranslationUse.leftOut(locale: locale.identifier, base: catalog.baseLocale) + "."),
          at: entry.valueLocation, subject: entry.key,
          notes: [Diagnostic.Note("the base value is here", at: base.valueLocation)]))
    }
    return diagnostics
  }
}
