import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// `tessera convert --to xcstrings|strings`: a string catalog's tables from
/// `.lproj` files (`.strings` and `.stringsdict`) into String Catalogs
/// (`.xcstrings`), or back.
///
/// A table made of `.lproj` files becomes `<Table>.xcstrings` beside the
/// base locale's `.lproj` folder (``StringCatalogComposer``); a String
/// Catalog becomes `<locale>.lproj/<Table>.strings` and `.stringsdict`
/// beside it (``StringCatalogSplitter``). The files converted from are
/// removed, so the table is defined once. Whatever the target can't
/// express is reported by key as `convert-not-expressible`; nothing is
/// dropped without a diagnostic. A catalog with an error is not converted,
/// but for a placeholder the format can't use (`strings-format-invalid`):
/// its text is carried as written, and lint reports it in either format.
package struct StringsConverter: Sendable {
  /// The format tables are converted to.
  package enum Format: String, Sendable, CaseIterable {
    /// String Catalogs.
    case xcstrings
    /// `.strings` and `.stringsdict` files in `.lproj` folders.
    case strings
  }

  /// What a conversion does: the files it writes and removes, and what it reports.
  package typealias Conversion = CatalogConversion

  /// A table named to be converted that the catalog doesn't have in the
  /// other format.
  package struct UnknownTable: Error, Sendable, Equatable {
    package var name: String
    /// The tables that can be converted.
    package var candidates: [String]
  }

  package var inputs: PipelineInputs
  /// The `extractionState` of the `.lproj` tables' keys: written on each key
  /// of a String Catalog made from them, and lost by none converted to them.
  /// `nil` is Xcode's default, extracted from code; `manual` suits keys no
  /// code scan finds, such as those only Tessera's accessors use.
  package var extractionState: String?

  package init(inputs: PipelineInputs, extractionState: String? = nil) {
    self.inputs = inputs
    self.extractionState = extractionState
  }

  /// The extraction states Xcode writes, which ``extractionState`` may be.
  package static let extractionStates = ["extracted_with_value", "manual", "migrated", "stale"]

  /// The conversion of `names` (every table in the other format when
  /// `nil`) to `format`.
  package func plan(to format: Format, tables names: [String]? = nil) throws(UnknownTable) -> Conversion {
    guard let directory = inputs.stringsDirectory else { return Conversion() }
    var loader = StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
    loader.readsEveryComment = true
    let (catalog, loaded) = loader.load(directory: directory, displayBase: inputs.displayBase)
    // A placeholder problem is carried as written, and lint reports it in either format.
    let errors = loaded.filter { $0.severity == .error && $0.rule != .stringsFormatInvalid }
    guard errors.isEmpty else { return Conversion(diagnostics: errors) }

    var candidates: Set<String> = []
    for locale in catalog.locales {
      for (name, table) in locale.tables where table.isStringCatalog == (format == .strings) {
        candidates.insert(name)
      }
    }
    let sorted = candidates.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    if let unknown = names?.first(where: { !candidates.contains($0) }) {
      throw UnknownTable(name: unknown, candidates: sorted)
    }
    var conversion = Conversion()
    for name in sorted where names?.contains(name) ?? true {
      switch format {
      case .xcstrings: composeCatalog(name, of: catalog, into: &conversion)
      case .strings: splitCatalog(name, of: catalog, into: &conversion)
      }
    }
    // Never over a file that is there: one the loader skips (Base.lproj), or a name only case tells apart.
    for change in conversion.changes where FileManager.default.fileExists(atPath: change.url.path) {
      conversion.diagnostics.append(
        .error(
          .stringsTableConflict,
          "Converting would write \(change.displayPath), which is already there; move it away or delete it, then "
            + "convert again.", at: .start(of: change.displayPath)))
    }
    if conversion.diagnostics.contains(where: { $0.severity == .error }) {
      conversion.changes = []
      conversion.removals = []
    }
    conversion.diagnostics.sort()
    return conversion
  }

  /// The String Catalog of the `.lproj` table `name`.
  private func composeCatalog(_ name: String, of catalog: StringsCatalog, into conversion: inout Conversion) {
    var tables: [(String, StringsTable)] = []
    for locale in catalog.locales {
      guard let table = locale.tables[name] else { continue }
      guard LocaleIdentifier.isWellFormed(locale.identifier) else {
        // A String Catalog's reader would skip it: its files stay, and say why.
        conversion.diagnostics.append(
          .warning(
            .convertNotExpressible,
            "\(locale.directory) is not named by a locale identifier, which a String Catalog needs, so its "
              + "\(name) table is not converted and its files stay; rename the folder, such as de.lproj.",
            at: table.location(), subject: name))
        continue
      }
      tables.append((locale.identifier, table))
    }
    guard let base = catalog.base, let baseFile = base.tables[name]?.files.first else {
      let first = tables.first?.1.location() ?? .start(of: name)
      conversion.diagnostics.append(
        .warning(
          .convertNotExpressible,
          "The table '\(name)' has no file in the base locale '\(catalog.baseLocale)', and a String Catalog's "
            + "keys are its source language's, so it is not converted; add the base locale's file first.",
          at: first, subject: name))
      return
    }
    conversion.diagnostics += shadowedValues(of: tables)
    let (json, diagnostics) = StringCatalogComposer(
      sourceLanguage: base.identifier, tables: tables, extractionState: extractionState
    ).compose()
    let folder = (((baseFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
    let path = folder.isEmpty ? "\(name).xcstrings" : "\(folder)/\(name).xcstrings"
    let target = CatalogFile(displayPath: path, relativeTo: inputs.displayBase)
    conversion.changes.append(CatalogFileChange(target, bytes: Array(JSONWriter().write(json).utf8), isNew: true))
    conversion.removals += tables.flatMap(\.1.files).map {
      CatalogFile(displayPath: $0, relativeTo: inputs.displayBase)
    }
    conversion.diagnostics += diagnostics
    conversion.tables.append(name)
  }

  /// A `.strings` value whose key the table's `.stringsdict` also has: the
  /// plural entry wins (as in Foundation), and only it is carried.
  private func shadowedValues(of tables: [(String, StringsTable)]) -> [Diagnostic] {
    let loader = StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
    var diagnostics: [Diagnostic] = []
    for (locale, table) in tables {
      for path in table.files where path.lowercased().hasSuffix(".strings") {
        let file = CatalogFile(displayPath: path, relativeTo: inputs.displayBase)
        for entry in loader.loadFile(file, table: table.name).0 {
          guard case .plural = table.entries[entry.key]?.content else { continue }
          diagnostics.append(
            .warning(
              .convertNotExpressible,
              "'\(entry.key)' in '\(locale)' is in both the .strings and the .stringsdict file; the plural entry "
                + "wins, as in Foundation, and a String Catalog holds one, so the .strings value is left out.",
              at: entry.keyLocation, subject: entry.key))
        }
      }
    }
    return diagnostics
  }

  /// The `.lproj` files of the String Catalog `name`.
  private func splitCatalog(_ name: String, of catalog: StringsCatalog, into conversion: inout Conversion) {
    guard let path = catalog.locales.lazy.compactMap({ $0.tables[name]?.files.first }).first else { return }
    let file = CatalogFile(displayPath: path, relativeTo: inputs.displayBase)
    let bytes: [UInt8]
    switch file.read(maximumFileSize: inputs.maximumFileSize) {
    case .success(let read)?: bytes = read
    case .failure(let diagnostic)?:
      conversion.diagnostics.append(diagnostic)
      return
    case nil: return
    }
    guard case .success(let root) = JSONReader().read(bytes) else { return }
    var splitter = StringCatalogSplitter(
      source: SourceText(displayPath: path, bytes: bytes), extractionState: extractionState)
    splitter.split(root)
    let folder = (path as NSString).deletingLastPathComponent
    for identifier in splitter.locales.keys.sorted() {
      guard let locale = splitter.locales[identifier] else { continue }
      let lproj = folder.isEmpty ? "\(identifier).lproj" : "\(folder)/\(identifier).lproj"
      if !locale.statements.isEmpty {
        let target = CatalogFile(displayPath: "\(lproj)/\(name).strings", relativeTo: inputs.displayBase)
        let text = StringsFileWriter.write(locale.statements)
        conversion.changes.append(CatalogFileChange(target, bytes: Array(text.utf8), isNew: true))
      }
      if !locale.entries.isEmpty {
        let target = CatalogFile(displayPath: "\(lproj)/\(name).stringsdict", relativeTo: inputs.displayBase)
        let text = StringsDictWriter.write(locale.entries)
        conversion.changes.append(CatalogFileChange(target, bytes: Array(text.utf8), isNew: true))
      }
    }
    conversion.removals.append(file)
    conversion.diagnostics += splitter.diagnostics
    conversion.tables.append(name)
  }
}
