import Foundation

/// The translation tables of a string catalog for one target locale: one
/// for each `.strings` and `.stringsdict` file of the base locale, ordered
/// by table name, a table's `.strings` before its `.stringsdict`.
package struct LocalizationTables: Sendable {
  package var tables: [any LocalizationTable]
  /// The base locale, as its folder names it.
  package var sourceLanguage: String

  /// The tables of `catalog` for `locale`. The target files are the
  /// locale's own, or, for a locale the catalog doesn't have yet, the
  /// files of a `<locale>.lproj` folder beside the base locale's.
  package init(
    catalog: StringsCatalog, locale: LocaleIdentifier, displayBase: URL,
    maximumFileSize: Int = XMLLoader.defaultMaximumFileSize
  ) {
    sourceLanguage = catalog.base?.identifier ?? catalog.baseLocale
    tables = []
    guard let base = catalog.base else { return }
    let targetLocale = catalog.locale(locale)
    let targetDirectory =
      targetLocale?.directory
      ?? (base.directory as NSString).deletingLastPathComponent.appendingPathComponentIfAny("\(locale.rawValue).lproj")
    let categories = CLDRPlurals.ruleSet(for: locale.rawValue)?.categories
    for name in base.tables.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let table = base.tables[name] else { continue }
      let translated = targetLocale?.tables[name]?.entries ?? [:]
      for path in table.files {
        let file = LocalizationFile(displayPath: path, relativeTo: displayBase)
        let entries = table.entries.values.filter { $0.keyLocation.file == path }
        let isDictionary = path.lowercased().hasSuffix(".stringsdict")
        let target = LocalizationFile(
          displayPath: (targetDirectory as NSString).appendingPathComponent((path as NSString).lastPathComponent),
          relativeTo: displayBase)
        if isDictionary {
          tables.append(
            StringsDictTable(
              base: Array(entries), baseFile: file, translations: translated.filter { $0.value.variables.count > 0 },
              categories: categories, target: target, maximumFileSize: maximumFileSize))
        } else {
          var values: [String: String] = [:]
          for (key, entry) in translated {
            if case .text(let value) = entry.content { values[key] = value }
          }
          let bytes = try? CatalogFileReader(maximumFileSize: maximumFileSize).read(file.url, displayPath: path).get()
          tables.append(
            StringsFileTable(
              base: Array(entries), baseFile: file, baseBytes: bytes, translations: values, target: target,
              maximumFileSize: maximumFileSize))
        }
      }
    }
  }
}

extension LocalizationFile {
  /// The file at `displayPath`, a path relative to `displayBase` or absolute.
  init(displayPath: String, relativeTo displayBase: URL) {
    let url =
      displayPath.hasPrefix("/")
      ? URL(fileURLWithPath: displayPath) : displayBase.appendingPathComponent(displayPath)
    self.init(url: url, displayPath: displayPath)
  }
}

extension String {
  /// `self` and `component` joined by `/`, or `component` when `self` is empty.
  fileprivate func appendingPathComponentIfAny(_ component: String) -> String {
    isEmpty ? component : (self as NSString).appendingPathComponent(component)
  }
}
