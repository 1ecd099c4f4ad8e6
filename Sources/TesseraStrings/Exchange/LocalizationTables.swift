import Foundation
import TesseraFoundation

/// The translation tables of a string catalog for one target locale: one
/// for each `.strings`, `.stringsdict` and `.xcstrings` file of the base
/// locale, ordered by table name, a table's `.strings` before its
/// `.stringsdict`.
package struct LocalizationTables: Sendable {
  package var tables: [any LocalizationTable]
  /// The base locale, as its folder names it.
  package var sourceLanguage: String

  /// The tables of `catalog` for `locale`. Each target file is the
  /// locale's own file of the table, or, where it has none yet, the file of
  /// that name in a `<locale>.lproj` folder beside the base file's folder.
  package init(
    catalog: StringsCatalog, locale: LocaleIdentifier, displayBase: URL,
    maximumFileSize: Int = XMLLoader.defaultMaximumFileSize
  ) {
    sourceLanguage = catalog.base?.identifier ?? catalog.baseLocale
    tables = []
    guard let base = catalog.base else { return }
    let targetLocale = catalog.locale(locale)
    let categories = CLDRPlurals.ruleSet(for: locale.rawValue)?.categories
    for name in base.tables.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let table = base.tables[name] else { continue }
      if table.isStringCatalog {
        // The catalog holds every locale: it is its own target.
        for path in table.files {
          tables.append(
            StringCatalogTable(
              file: CatalogFile(displayPath: path, relativeTo: displayBase), sourceLanguage: catalog.baseLocale,
              locale: locale, entries: table.entries, categories: categories, maximumFileSize: maximumFileSize))
        }
        continue
      }
      let translated = targetLocale?.tables[name]
      for path in table.files {
        let file = CatalogFile(displayPath: path, relativeTo: displayBase)
        let entries = table.entries.values.filter { $0.keyLocation.file == path }
        let fileName = (path as NSString).lastPathComponent
        let isDictionary = fileName.lowercased().hasSuffix(".stringsdict")
        // The locale's own file of the table, else one beside the base file's folder.
        let existing = translated?.files.first { ($0 as NSString).lastPathComponent == fileName }
        let parent = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let folder = "\(locale.rawValue).lproj/\(fileName)"
        let targetPath = existing ?? (parent.isEmpty ? folder : "\(parent)/\(folder)")
        let target = CatalogFile(displayPath: targetPath, relativeTo: displayBase)
        let translatedEntries = translated?.entries ?? [:]
        if isDictionary {
          tables.append(
            StringsDictTable(
              base: Array(entries), baseFile: file, translations: translatedEntries.filter { $0.value.isPlural },
              categories: categories, target: target, maximumFileSize: maximumFileSize))
        } else {
          var values: [String: String] = [:]
          for (key, entry) in translatedEntries {
            if case .text(let value) = entry.content { values[key] = value }
          }
          let bytes = try? file.read(maximumFileSize: maximumFileSize)?.get()
          tables.append(
            StringsFileTable(
              base: Array(entries), baseFile: file, baseBytes: bytes, translations: values, target: target,
              maximumFileSize: maximumFileSize))
        }
      }
    }
  }
}

extension LocalizedEntry {
  /// Whether the entry is a `.stringsdict` plural entry.
  fileprivate var isPlural: Bool {
    if case .plural = content { return true }
    return false
  }
}
