import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// `tessera import-localizations`: the translations of an XLIFF file
/// written back into the target locale's tables.
///
/// The locale is the file's `target-language`. Each `<file>` is matched to
/// a table by its `original` (the base locale's file, by path, else by
/// name), each `<trans-unit>` by its id. A unit is imported when its
/// target is translated (any state but `new` and `needs-translation`) and
/// its placeholders agree with the source's; a unit that disagrees is
/// refused (`xliff-placeholder-mismatch`), and a file or unit the catalog
/// doesn't have is reported (`xliff-unknown-unit`), while the rest is
/// imported. A unit whose state awaits review (`needs-review-…`) stays so
/// in a table that records it (a String Catalog's `needs_review`). A
/// catalog with errors is not written into.
package struct LocalizationImporter: Sendable {
  /// What an import does: the files it writes and the problems it found.
  package struct Import: Sendable {
    package var changes: [CatalogFileChange]
    package var diagnostics: [Diagnostic]
    /// The locale written into, once the XLIFF file could be read.
    package var locale: String?
    /// How many units were imported (changed or not).
    package var importedCount: Int
  }

  package var inputs: PipelineInputs

  package init(inputs: PipelineInputs) {
    self.inputs = inputs
  }

  /// Reads the XLIFF file at `url` and plans the writes; writes nothing.
  package func plan(xliff url: URL, displayPath: String) -> Import {
    var result = Import(changes: [], diagnostics: [], locale: nil, importedCount: 0)
    let (read, readDiagnostics) = XLIFFReader(maximumFileSize: inputs.maximumFileSize).read(
      contentsOf: url, displayPath: displayPath)
    result.diagnostics = readDiagnostics
    guard let document = read else { return result }
    let loaded = LocalizationCatalog(inputs)
    guard loaded.errors.isEmpty else {
      result.diagnostics += loaded.errors
      return result
    }
    let catalog = loaded.catalog
    let locale = LocaleIdentifier(document.targetLanguage)
    if locale == LocaleIdentifier(catalog.baseLocale), let first = document.files.first {
      result.diagnostics.append(
        .error(
          .xliffInvalid,
          "The file translates into '\(document.targetLanguage)', the base locale; importing it would overwrite "
            + "the source text. Export a translation with `tessera export-localizations --locale <locale>`.",
          at: first.element.location(ofAttribute: "target-language")))
      return result
    }
    result.locale = document.targetLanguage
    let tables = LocalizationTables(
      catalog: catalog, locale: locale, displayBase: inputs.displayBase, maximumFileSize: inputs.maximumFileSize)
    for file in document.files {
      guard let table = Self.table(named: file.original, in: tables.tables) else {
        let names = tables.tables.map { ($0.original as NSString).lastPathComponent }
        let name = (file.original as NSString).lastPathComponent
        let guess = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        result.diagnostics.append(
          .error(
            .xliffUnknownUnit,
            "'\(file.original)' is not a table of the catalog: the base locale '\(catalog.baseLocale)' has no "
              + "\(name)\(guess), so its \(file.units.count) unit\(file.units.count == 1 ? "" : "s") can't be "
              + "imported. Add the table, or export again.",
            at: file.element.location(ofAttribute: "original")))
        continue
      }
      if let source = file.sourceLanguage, LocaleIdentifier(source) != LocaleIdentifier(tables.sourceLanguage) {
        result.diagnostics.append(
          .error(
            .xliffInvalid,
            "The <file> '\(file.original)' translates from '\(source)', but the base locale is "
              + "'\(tables.sourceLanguage)'; its units are not imported. Export from this catalog, or name the "
              + "base locale with --base-locale.",
            at: file.element.location(ofAttribute: "source-language")))
        continue
      }
      var translations: [String: String] = [:]
      var needingReview: Set<String> = []
      var seen: [String: XMLElement] = [:]
      for unit in file.units {
        if let first = seen[unit.id] {
          result.diagnostics.append(
            .error(
              .xliffInvalid,
              "'\(unit.id)' appears twice in the <file> '\(file.original)'; the first is imported and this one "
                + "is not. Remove one of them.",
              at: unit.element.location(ofAttribute: "id"),
              notes: [.init("'\(unit.id)' first appears here", at: first.location(ofAttribute: "id"))]))
          continue
        }
        seen[unit.id] = unit.element
        guard let known = table.unit(withID: unit.id) else {
          let ids = table.units.map(\.id)
          let guess = Suggestion.closest(to: unit.id, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
          result.diagnostics.append(
            .error(
              .xliffUnknownUnit,
              "'\(unit.id)' is not a key of \(table.original)\(guess), so it can't be imported; add the key to the "
                + "base locale, or export again to drop the unit.",
              at: unit.element.location(ofAttribute: "id")))
          continue
        }
        guard unit.isTranslated, let target = unit.target else { continue }
        if let inline = target.children.first {
          result.diagnostics.append(
            .error(
              .xliffInvalid,
              "The target of '\(unit.id)' holds <\(inline.name)> markup, which a .strings value can't; write the "
                + "translation as plain text.",
              at: inline.location))
          continue
        }
        if let mismatch = known.placeholders.mismatch(source: known.source, target: target.text) {
          result.diagnostics.append(
            .error(
              .xliffPlaceholderMismatch,
              "The translation of '\(unit.id)' doesn't take the source's arguments: \(mismatch). Use the source's "
                + "placeholders (reorder them with %n$ if the sentence needs it); this unit is not imported.",
              at: target.location, subject: unit.id,
              notes: [.init("the source text is here", at: known.sourceLocation)]))
          continue
        }
        if let source = unit.source, source.text != known.source {
          result.diagnostics.append(
            .warning(
              .xliffSourceChanged,
              "'\(unit.id)' was translated from '\(source.text)', but its source is now '\(known.source)'; the "
                + "translation is imported, but may be out of date. Export again to give the translator the current "
                + "text.",
              at: source.location, subject: unit.id,
              notes: [.init("the current source is here", at: known.sourceLocation)]))
        }
        translations[unit.id] = target.text
        if TranslationState.awaitsReview(unit.state) { needingReview.insert(unit.id) }
      }
      result.importedCount += translations.count
      let (changes, problems) = table.writing(translations, needingReview: needingReview)
      result.changes += changes
      result.diagnostics += problems
    }
    return result
  }

  /// The table an XLIFF `original` names: the one whose base file has that
  /// path, else the only one whose base file has that name.
  static func table(named original: String, in tables: [any LocalizationTable]) -> (any LocalizationTable)? {
    if let exact = tables.first(where: { $0.original == original }) { return exact }
    let name = (original as NSString).lastPathComponent
    let matches = tables.filter { ($0.original as NSString).lastPathComponent == name }
    return matches.count == 1 ? matches.first : nil
  }
}
