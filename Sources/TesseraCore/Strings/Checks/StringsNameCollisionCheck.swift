/// Reports `strings-name-collision` (described in `Rules/StringsRules.swift`):
/// maps each base key to its accessor path, as the emitter does, and
/// reports an accessor two keys share, or one that is also another key's
/// namespace (`errors` and `errors.network`).
package struct StringsNameCollisionCheck: StringsCheck {
  package static let id = RuleID.stringsNameCollision

  package init() {}

  /// Reads every base table: two tables' accessors may share a name.
  package var scope: StringsCheckScope { .catalog }

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    guard let base = catalog.base else { return [] }
    var diagnostics: [Diagnostic] = []
    var owners: [String: LocalizedEntry] = [:]
    var namespaces: [String: LocalizedEntry] = [:]
    var entries: [(LocalizedEntry, StringsNaming.Path)] = []
    for tableName in base.tables.keys.sorted() {
      guard let table = base.tables[tableName] else { continue }
      for key in table.sortedKeys {
        guard let entry = table.entries[key] else { continue }
        let path = StringsNaming.path(table: tableName, key: key)
        entries.append((entry, path))
        for depth in path.namespaces.indices {
          let name = (["Strings"] + path.namespaces[...depth]).joined(separator: ".")
          if namespaces[name] == nil { namespaces[name] = entry }
        }
      }
    }
    for (entry, path) in entries {
      let name = path.description
      if let first = owners[name] {
        diagnostics.append(collision(entry, path, with: first))
      } else if let namespace = namespaces[name] {
        diagnostics.append(collision(entry, path, with: namespace))
      } else {
        owners[name] = entry
      }
    }
    return diagnostics
  }

  private func collision(_ entry: LocalizedEntry, _ path: StringsNaming.Path, with first: LocalizedEntry)
    -> Diagnostic
  {
    .error(
      .stringsNameCollision,
      "'\(entry.key)' and '\(first.key)' both map to the Swift name \(path); rename one of the keys.",
      at: entry.keyLocation, subject: entry.key,
      notes: [Diagnostic.Note("'\(first.key)' is defined here", at: first.keyLocation)])
  }
}
