/// Reports `strings-format-mismatch` (described in `Rules/StringsRules.swift`):
/// compares each translation's arguments, position by position, with the
/// base's, with a note at the base's value.
package struct StringsFormatMismatchCheck: StringsCheck {
  package static let id = RuleID.stringsFormatMismatch

  package init() {}

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachTranslatedPair { locale, entry, base in
      guard !entry.arguments.hasSameTypes(as: base.arguments) else { return }
      let theirs = entry.arguments.typesByPosition
      let ours = base.arguments.typesByPosition
      let positions = Set(theirs.keys).union(ours.keys).sorted()
      let differences = positions.compactMap { position -> String? in
        switch (theirs[position], ours[position]) {
        case (let a?, let b?) where a != b:
          "position \(position) is \(a) in '\(locale.identifier)' but \(b) in '\(catalog.baseLocale)'"
        case (nil, let b?):
          "'\(locale.identifier)' lacks position \(position) (\(b))"
        case (let a?, nil):
          "'\(locale.identifier)' adds position \(position) (\(a))"
        default: nil
        }
      }
      diagnostics.append(
        .error(
          .stringsFormatMismatch,
          "'\(entry.key)' has \(entry.arguments.signature) in '\(locale.identifier)' but "
            + "\(base.arguments.signature) in '\(catalog.baseLocale)': \(differences.joined(separator: "; ")). "
            + "Use the base's placeholders, reordered with %n$ if the sentence needs it.",
          at: entry.valueLocation, subject: entry.key,
          notes: [Diagnostic.Note("the base value is here", at: base.valueLocation)]))
    }
    return diagnostics
  }
}
