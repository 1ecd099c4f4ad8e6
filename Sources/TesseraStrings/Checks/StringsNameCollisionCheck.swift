import TesseraFoundation

/// Reports `strings-name-collision` (described in `StringsRules.swift`, beside it):
/// maps each base key that gets an accessor (``StringsEmitter/hasAccessor(_:_:)``)
/// to its accessor path, as the emitter does, and reports an accessor two
/// keys share, or one that is also another key's namespace (`errors` and
/// `errors.network`). Keys without an accessor (those Xcode extracted from
/// code, by default) never collide: the code finds them by their text.
package struct StringsNameCollisionCheck: StringsCheck {
  package static let id = RuleID.stringsNameCollision

  /// Which keys get accessors.
  package var accessors: GenerationOptions.Accessors
  /// Accessors named by hand, by table then key.
  package var names: [String: [String: String]]

  package init(accessors: GenerationOptions.Accessors = .manual, names: [String: [String: String]] = [:]) {
    self.accessors = accessors
    self.names = names
  }

  /// Reads every base table: two tables' accessors may share a name.
  package var scope: StringsCheckScope { .catalog }

  package func check(_ catalog: StringsCatalog) -> [Diagnostic] {
    collisions(in: catalog).collisions.map { collision($0.entry, $0.path, with: $0.first) }
  }

  /// Each key whose accessor path another key's accessor (or namespace)
  /// already has, beside that key; and every path taken.
  private func collisions(in catalog: StringsCatalog) -> (
    collisions: [(entry: LocalizedEntry, path: StringsNaming.Path, first: LocalizedEntry)], taken: Set<String>
  ) {
    guard let base = catalog.base else { return ([], []) }
    var owners: [String: LocalizedEntry] = [:]
    var namespaces: [String: LocalizedEntry] = [:]
    var entries: [(LocalizedEntry, StringsNaming.Path)] = []
    for tableName in base.tables.keys.sorted() {
      guard let table = base.tables[tableName] else { continue }
      for key in table.sortedKeys {
        guard let entry = table.entries[key], StringsEmitter.hasAccessor(entry, accessors) else { continue }
        let path = StringsNaming.path(table: tableName, key: key, names: names)
        entries.append((entry, path))
        for depth in path.namespaces.indices {
          let name = (["Strings"] + path.namespaces[...depth]).joined(separator: ".")
          if namespaces[name] == nil { namespaces[name] = entry }
        }
      }
    }
    var found: [(entry: LocalizedEntry, path: StringsNaming.Path, first: LocalizedEntry)] = []
    for (entry, path) in entries {
      let name = path.description
      if let first = owners[name] {
        found.append((entry, path, first))
      } else if let namespace = namespaces[name] {
        found.append((entry, path, namespace))
      } else {
        owners[name] = entry
      }
    }
    return (found, Set(owners.keys).union(namespaces.keys))
  }

  /// Accessor names, by table then key, that set apart every key whose
  /// accessor would share its name with another's: what `tessera init`
  /// writes as `accessor_names`, so that a catalog with such keys compiles
  /// at once, each name in plain sight in `tessera.yml`. Names the check
  /// was given are kept.
  package func distinctNames(in catalog: StringsCatalog) -> [String: [String: String]] {
    var named = names
    // A name chosen can't be taken already, so one round settles every collision; more are a safeguard.
    for _ in 0..<4 {
      let (found, taken) = StringsNameCollisionCheck(accessors: accessors, names: named).collisions(in: catalog)
      guard !found.isEmpty else { break }
      var chosen = taken
      for (entry, path, first) in found {
        let name = Self.suggestedName(for: entry, beside: first) { member in
          chosen.contains(StringsNaming.Path(namespaces: path.namespaces, member: member).description)
        }
        chosen.insert(StringsNaming.Path(namespaces: path.namespaces, member: name).description)
        named[entry.table, default: [:]][entry.key] = name
      }
    }
    return named
  }

  private func collision(_ entry: LocalizedEntry, _ path: StringsNaming.Path, with first: LocalizedEntry)
    -> Diagnostic
  {
    .error(
      .stringsNameCollision,
      "'\(entry.key)' and '\(first.key)' both map to the Swift name \(path); \(Self.remedy(entry, first)).",
      at: entry.keyLocation, subject: entry.key,
      notes: [Diagnostic.Note("'\(first.key)' is defined here", at: first.keyLocation)])
  }

  /// What avoids the collision: the setting that gives one of the keys no
  /// accessor, when there is one, else a new name.
  package static func remedy(_ entry: LocalizedEntry, _ first: LocalizedEntry) -> String {
    let named =
      "name one apart in tessera.yml, such as `accessor_names: {\(entry.table): {\(quoted(entry.key)): "
      + "\(suggestedName(for: entry, beside: first))}}`"
    if !entry.generatesAccessor || !first.generatesAccessor {
      return "`accessors: manual` in tessera.yml (the default) gives keys Xcode extracted from code no accessor, "
        + "as Xcode 26 does, and they are found by their text; or \(named)"
    }
    return named + ", or rename one of the keys"
  }

  /// A key as YAML writes it in double quotes.
  package static func quoted(_ key: String) -> String {
    "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A name for `entry`'s accessor that `first`'s doesn't have: its own,
  /// then what sets it apart (`Ellipsis` for a key ending in `…` or `...`,
  /// `Format` for one with placeholders the other hasn't), else a number.
  package static func suggestedName(
    for entry: LocalizedEntry, beside first: LocalizedEntry, isTaken: (String) -> Bool = { _ in false }
  ) -> String {
    let base = StringsNaming.path(table: entry.table, key: entry.key).member
    let trimmed = entry.key.trimmingCharacters(in: .whitespaces)
    var candidates: [String] = []
    if trimmed.hasSuffix("…") || trimmed.hasSuffix("...") { candidates.append(base + "Ellipsis") }
    if !entry.arguments.placeholders.isEmpty, first.arguments.placeholders.isEmpty {
      candidates.append(base + "Format")
    }
    candidates += (2...99).map { base + "\($0)" }
    return candidates.first { !isTaken($0) } ?? base + "_\(StringsNaming.stableHash(entry.key))"
  }
}
