import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// `tessera export-localizations`: the XLIFF file a translator needs for
/// one locale, with a `<file>` for each table (``LocalizationTables``).
package struct LocalizationExporter: Sendable {
  /// What an export gives: the XLIFF text unless the catalog has errors,
  /// and the problems found.
  package struct Export: Sendable {
    package var xliff: String?
    package var diagnostics: [Diagnostic]
    package var unitCount: Int
  }

  package var inputs: PipelineInputs

  package init(inputs: PipelineInputs) {
    self.inputs = inputs
  }

  /// The export for `locale`. A unit whose text XML can't hold (a control
  /// character such as U+001B) is left out, with an `xliff-invalid` error
  /// at its source.
  package func export(locale: String) -> Export {
    let loaded = LocalizationCatalog(inputs)
    guard loaded.errors.isEmpty else { return Export(xliff: nil, diagnostics: loaded.errors, unitCount: 0) }
    let tables = LocalizationTables(
      catalog: loaded.catalog, locale: LocaleIdentifier(locale), displayBase: inputs.displayBase,
      maximumFileSize: inputs.maximumFileSize)
    var diagnostics: [Diagnostic] = []
    var files: [XLIFFWriter.File] = []
    for table in tables.tables {
      let units = table.units.filter { unit in
        let texts = [unit.id, unit.source, unit.target] + (unit.note.map { [$0] } ?? [])
        guard let bad = texts.lazy.compactMap(XMLEscaping.firstUnrepresentable(in:)).first else { return true }
        diagnostics.append(
          .error(
            .xliffInvalid,
            "'\(unit.id)' holds U+\(TextEncoding.hex(bad.value)), a control "
              + "character XML 1.0 can't carry, so it is left out of the export; write it another way, or "
              + "translate this key in the file itself.",
            at: unit.sourceLocation))
        return false
      }
      files.append(
        XLIFFWriter.File(
          original: table.original, sourceLanguage: tables.sourceLanguage, targetLanguage: locale, units: units))
    }
    return Export(
      xliff: XLIFFWriter.write(files), diagnostics: diagnostics, unitCount: files.reduce(0) { $0 + $1.units.count })
  }
}
