/// `a11y-unknown-string`: a label, hint or value key the base locale
/// doesn't have. (A key missing from another locale is
/// `strings-missing-key`.)
public struct A11yUnknownStringCheck: AccessibilityCheck {
  public static let description = RuleDescription(
    id: .a11yUnknownString, summary: "A label, hint or value key that the base locale's strings don't have.")

  public init() {}

  public func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
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
              at: reference.location))
        case .ambiguous(let tables):
          diagnostics.append(
            .error(
              .a11yUnknownString,
              "'\(reference.key)' is in several tables (\(tables.joined(separator: ", "))); name one: "
                + "\(reference.attribute)=\"\(tables[0])/\(reference.key)\".",
              at: reference.location))
        }
      }
    }
    return diagnostics
  }
}
