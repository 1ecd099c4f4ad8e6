import TesseraFoundation
import TesseraStrings

/// A rule that inspects the accessibility catalog, against the string
/// catalog's base locale where it needs strings.
package protocol AccessibilityCheck: Rule {
  func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic]
}

/// The accessibility checks every lint runs, in order.
package enum AccessibilityChecks {
  package static let all: [any AccessibilityCheck] = [
    A11yDuplicateIDCheck(),
    A11yInvalidIDCheck(),
    A11yMissingLabelCheck(),
    A11yMissingHintCheck(),
    A11yUnknownStringCheck(),
    A11yPlaceholderMismatchCheck(),
    A11yLabelStyleCheck(),
  ]
}

/// Where a reference's string is in the base locale.
package enum StringLookup {
  case found(LocalizedEntry)
  case missing(suggestion: String?)
  /// In several tables and none of them the catalog's own: name the table.
  case ambiguous(tables: [String])
}

extension AccessibilityCatalog {
  /// Finds a reference's entry in the base locale: in the table it names;
  /// else in the catalog's table, else in the one other table that has
  /// the key.
  package func lookup(_ reference: StringReference, in strings: StringsCatalog?) -> StringLookup {
    guard let base = strings?.base else { return .missing(suggestion: nil) }
    if let table = reference.table {
      if let entry = base.entry(table: table, key: reference.key) { return .found(entry) }
      return .missing(suggestion: Suggestion.closest(to: reference.key, in: base.tables[table]?.sortedKeys ?? []))
    }
    if let entry = base.entry(table: self.table, key: reference.key) { return .found(entry) }
    let holders = base.tables.keys.sorted().filter { base.tables[$0]?.entries[reference.key] != nil }
    if holders.count == 1, let only = holders.first, let entry = base.entry(table: only, key: reference.key) {
      return .found(entry)
    }
    if holders.count > 1 { return .ambiguous(tables: holders) }
    let candidates = base.tables[self.table]?.sortedKeys ?? base.tables.values.flatMap(\.sortedKeys).sorted()
    return .missing(suggestion: Suggestion.closest(to: reference.key, in: candidates))
  }

  /// The strings the elements use, each as ``StringsUsage/usageKey(table:key:)``,
  /// for the `strings-unused` check: a label or hint keeps its string used.
  package func usedStrings(in strings: StringsCatalog) -> Set<String> {
    var used: Set<String> = []
    for element in elements {
      for reference in element.references {
        if case .found(let entry) = lookup(reference, in: strings) {
          used.insert(StringsUsage.usageKey(table: entry.table, key: entry.key))
        }
      }
    }
    return used
  }
}
