import TesseraFoundation

/// A `.stringsdict` file as a translation table, with the units and ids of
/// Xcode's export (``StringsDictUnitID``): for each entry of the base
/// locale's file, its format key, then each variable's forms in CLDR's
/// order. The forms listed are those the target language uses by CLDR and
/// those the target already has; a form the base lacks takes the base's
/// `other` as its source. Notes are empty (`<note/>`), as in Xcode's.
///
/// Write-back reads the target locale's file and, when a translation
/// changes it, writes it anew with ``StringsDictWriter``: its entries in
/// their order, then new entries in the base's order, each entry's
/// variables in their order with the base's value type. A rewrite drops
/// XML comments and normalizes layout; a file no translation changes is
/// left alone.
package struct StringsDictTable: LocalizationTable {
  package let original: String
  package let units: [TranslationUnit]
  private let byID: [String: TranslationUnit]
  /// What each id sets: an entry's format key (`variable` nil) or a form.
  private let targets: [String: (key: String, variable: String?, category: String?)]
  private let base: [LocalizedEntry]
  private let target: CatalogFile
  private let maximumFileSize: Int

  /// - Parameters:
  ///   - base: the base locale's plural entries read from this file.
  ///   - translations: the target locale's plural entries by key.
  ///   - categories: the plural categories the target language uses, by CLDR.
  package init(
    base: [LocalizedEntry], baseFile: CatalogFile, translations: [String: LocalizedEntry],
    categories: Set<PluralCategory>?, target: CatalogFile, maximumFileSize: Int
  ) {
    original = baseFile.displayPath
    self.target = target
    self.maximumFileSize = maximumFileSize
    self.base = base.sorted { $0.keyLocation < $1.keyLocation }
    var units: [TranslationUnit] = []
    var byID: [String: TranslationUnit] = [:]
    var targets: [String: (key: String, variable: String?, category: String?)] = [:]
    for entry in self.base {
      guard case .plural(let formatKey, let variables) = entry.content else { continue }
      let translated = translations[entry.key]
      let types = Dictionary(variables.map { ($0.name, $0.valueType) }) { first, _ in first }
      let formatID = StringsDictUnitID.formatKey(entry.key)
      let formatUnit = TranslationUnit(
        id: formatID, source: formatKey, target: translated?.displayValue ?? formatKey,
        state: translated == nil ? .new : .translated, note: nil, placeholders: .formatKey(variables: types),
        sourceLocation: entry.valueLocation)
      units.append(formatUnit)
      byID[formatID] = formatUnit
      targets[formatID] = (entry.key, nil, nil)
      let positions = FormatStringParser.parse(formatKey) { types[$0] }.placeholders
      for variable in variables {
        let position = positions.first { $0.role == .variable && $0.variable == variable.name }?.position ?? 1
        let theirs = translated?.variables.first { $0.name == variable.name }?.forms ?? [:]
        let listed = (categories ?? Set(variable.forms.keys)).union(theirs.keys)
        for category in PluralCategory.allCases {
          let source = variable.forms[category] ?? variable.forms[.other]
          let id = StringsDictUnitID.form(entry.key, variable: variable.name, category: category.rawValue)
          let unit = TranslationUnit(
            id: id, source: source?.text ?? "", target: theirs[category]?.text ?? source?.text ?? "",
            state: theirs[category] == nil ? .new : .translated, note: nil,
            placeholders: .pluralForm(firstPosition: position, entryTypes: entry.arguments.typesByPosition),
            sourceLocation: source?.location ?? variable.location)
          byID[id] = unit
          targets[id] = (entry.key, variable.name, category.rawValue)
          if listed.contains(category) { units.append(unit) }
        }
      }
    }
    self.units = units
    self.byID = byID
    self.targets = targets
  }

  package func unit(withID id: String) -> TranslationUnit? { byID[id] }

  package func writing(_ translations: [String: String]) -> ([CatalogFileChange], [Diagnostic]) {
    guard !translations.isEmpty else { return ([], []) }
    var entries: [StringsDictWriter.Entry] = []
    let isNew: Bool
    switch target.read(maximumFileSize: maximumFileSize) {
    case nil:
      isNew = true
    case .failure(let diagnostic)?:
      return ([], [diagnostic])
    case .success(let bytes)?:
      let parsed = StringsDictParser(maximumFileSize: maximumFileSize).parse(bytes, displayPath: target.displayPath)
      guard parsed.isComplete, !parsed.diagnostics.contains(where: { $0.severity == .error }) else {
        return ([], parsed.diagnostics.filter { $0.severity == .error })
      }
      entries = parsed.entries.map(StringsDictWriter.Entry.init)
      isNew = false
    }
    let original = entries
    var idsByKey: [String: [String]] = [:]
    for id in translations.keys {
      if let key = targets[id]?.key { idsByKey[key, default: []].append(id) }
    }
    for entry in base {
      let ids = (idsByKey[entry.key] ?? []).sorted()
      guard !ids.isEmpty, case .plural(let formatKey, let variables) = entry.content else { continue }
      let index: Int
      let isNewEntry: Bool
      if let existing = entries.lastIndex(where: { $0.key == entry.key }) {
        index = existing
        isNewEntry = false
      } else {
        // A new entry needs a form; its variables come with their forms.
        guard ids.contains(where: { targets[$0]?.variable != nil }) else { continue }
        entries.append(StringsDictWriter.Entry(key: entry.key, formatKey: formatKey, variables: []))
        index = entries.count - 1
        isNewEntry = true
      }
      for id in ids {
        guard let text = translations[id], let place = targets[id] else { continue }
        guard let name = place.variable, let category = place.category else {
          entries[index].formatKey = text
          continue
        }
        if let variable = entries[index].variables.firstIndex(where: { $0.name == name }) {
          entries[index].variables[variable].forms[category] = text
        } else {
          let specifier = variables.first { $0.name == name }?.valueSpecifier ?? "d"
          entries[index].variables.append(.init(name: name, valueSpecifier: specifier, forms: [category: text]))
        }
      }
      if isNewEntry {
        let order = variables.map(\.name)
        entries[index].variables.sort {
          (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count)
        }
      }
    }
    guard entries != original else { return ([], []) }
    let bytes = Array(StringsDictWriter.write(entries).utf8)
    return ([CatalogFileChange(target, bytes: bytes, isNew: isNew)], [])
  }
}
