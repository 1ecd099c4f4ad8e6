import TesseraFoundation
import TesseraStrings

/// Reports `a11y-unknown-string` (described in `AccessibilityRules.swift`, beside it):
/// looks each label, hint and value key up in the base locale. With no base
/// locale at all, it reports once rather than once per key.
package struct A11yUnknownStringCheck: AccessibilityCheck {
  package static let id = RuleID.a11yUnknownString

  package init() {}

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let baseLocale = strings?.baseLocale ?? "en"
    // Without base strings every key is unknown: say that once.
    if strings?.base == nil {
      guard let first = catalog.elements.lazy.flatMap(\.references).first else { return [] }
      return [
        .error(
          .a11yUnknownString,
          "The catalog's labels, hints and values can't be found: there are no strings for the base locale "
            + "'\(baseLocale)'; add \(baseLocale).lproj/\(catalog.table).strings beside the catalog.",
          at: first.location)
      ]
    }
    for element in catalog.elements {
      for reference in element.references {
        let table = reference.table ?? catalog.table
        switch catalog.lookup(reference, in: strings) {
        case .found:
          continue
        case .missing(let suggestion):
          let fix = suggestion.map { "did you mean '\($0)'? If not, add" } ?? "add"
          diagnostics.append(
            .error(
              .a11yUnknownString,
              "The \(reference.attribute) of '\(element.screen).\(element.name)' is '\(reference.key)', which "
                + "'\(baseLocale)' doesn't have; \(fix) it to \(baseLocale).lproj/\(table).strings.",
              at: reference.location, subject: element.identifier.description))
        case .ambiguous(let tables):
          diagnostics.append(
            .error(
              .a11yUnknownString,
              "'\(reference.key)' is in several tables (\(tables.joined(separator: ", "))); name one: "
                + "\(reference.attribute)=\"\(tables[0])/\(reference.key)\".",
              at: reference.location, subject: element.identifier.description))
        }
      }
    }
    return diagnostics
  }
}
