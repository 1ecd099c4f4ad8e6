import Foundation
import TesseraFoundation

/// The string files under a folder, sorted into what each one is, before any
/// is read (``StringsCatalogLoader/plan(_:directory:displayBase:)``): each
/// `.lproj` file's locale and table, the String Catalogs, and the files no
/// locale owns, which are only reported.
///
/// A plan is read whole, or a few tables at a time
/// (``StringsCatalogLoader/load(_:selecting:)``): the strings stage's
/// record (``StringsStageCache``) reads only the tables whose files
/// changed.
package struct StringsLoadPlan: Sendable {
  /// One `.lproj` file to parse: the table of its name in the locale of its
  /// folder.
  package struct Job: Sendable {
    package var file: CatalogFile
    package var locale: LocaleIdentifier
    package var table: String
    /// Whether its entries keep the comments above their keys.
    package var comments: Bool
    /// Whether it is the base locale's.
    package var isBase: Bool
  }

  package var directory: URL
  package var displayBase: URL
  /// In path order: a file to parse, or what is reported of a file or
  /// folder that belongs to no locale.
  package var steps: [Result<Job, Diagnostic>] = []
  /// Every `.lproj` locale, by identifier, with no tables yet.
  package var locales: [LocaleIdentifier: StringsLocale] = [:]
  /// The String Catalogs, in path order.
  package var catalogs: [CatalogFile] = []

  package init(directory: URL, displayBase: URL) {
    self.directory = directory
    self.displayBase = displayBase
  }

  /// The `.lproj` files to parse, in path order.
  package var jobs: [Job] { steps.compactMap { try? $0.get() } }

  /// The name of every table, `.lproj` or String Catalog.
  package var tableNames: Set<String> {
    Set(jobs.map(\.table)).union(catalogs.map { $0.url.deletingPathExtension().lastPathComponent })
  }
}

/// What ``StringsCatalogLoader/load(_:selecting:)`` read: the catalog, and
/// its diagnostics both in the order they were found and filed by table.
package struct StringsLoad: Sendable {
  package var catalog = StringsCatalog(baseLocale: "", locales: [])
  /// Every diagnostic, in the order found.
  package var diagnostics: [Diagnostic] = []
  /// Those about the folder rather than a table: a file outside any
  /// locale, and `Base.lproj`.
  package var layoutDiagnostics: [Diagnostic] = []
  /// Those about each table's files, by table name.
  package var tableDiagnostics: [String: [Diagnostic]] = [:]

  package mutating func add(_ diagnostic: Diagnostic, table: String?) {
    diagnostics.append(diagnostic)
    if let table {
      tableDiagnostics[table, default: []].append(diagnostic)
    } else {
      layoutDiagnostics.append(diagnostic)
    }
  }
}

extension StringsCatalog {
  /// Adds the tables of `other`, read from other files of the same folder,
  /// and the locales only it has.
  package mutating func merge(_ other: StringsCatalog) {
    var indices: [LocaleIdentifier: Int] = [:]
    for (index, locale) in locales.enumerated() where indices[locale.locale] == nil { indices[locale.locale] = index }
    for locale in other.locales {
      if let index = indices[locale.locale] {
        for (name, table) in locale.tables { locales[index].tables[name] = table }
      } else {
        locales.append(locale)
      }
    }
    locales.sort { $0.identifier < $1.identifier }
  }
}
