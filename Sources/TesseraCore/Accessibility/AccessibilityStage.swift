import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The accessibility catalog's way through the compiler, a hand-off type
/// at each boundary. Its checks read the string catalog its labels and
/// hints name, so it runs after ``StringsStage``.
///
/// | stage | takes | hands on |
/// | --- | --- | --- |
/// | ``load(into:)`` | `Accessibility.xml` | ``AccessibilityCatalog``: screens, elements and their identifiers |
/// | ``check(_:strings:into:)`` | ``AccessibilityCatalog`` and the ``StringsCatalog`` | ``Checked``, and the coverage of a rendered UI |
/// | ``emit(_:strings:)`` | ``Checked`` | the identifiers and their labels, rendered |
struct AccessibilityStage {
  var file: URL
  var inputs: PipelineInputs
  /// The port every file is read through.
  var files: FileAccess = .direct

  /// Reads the catalog, or `nil` when it could not be read at all.
  func load(into diagnostics: inout DiagnosticBag) -> AccessibilityCatalog? {
    let catalogFile = CatalogFile(
      url: file, displayPath: CatalogFile.displayPath(of: file, relativeTo: inputs.displayBase))
    let loader = AccessibilityCatalogLoader(xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize, files: files))
    let (catalog, loadDiagnostics) = loader.load(catalogFile)
    diagnostics.append(contentsOf: loadDiagnostics)
    return catalog
  }

  /// Runs the accessibility checks against the strings' base locale and,
  /// under ``PipelineInputs/coverageFile``, the coverage of a rendered UI.
  func check(
    _ catalog: AccessibilityCatalog, strings: StringsCatalog?, into diagnostics: inout DiagnosticBag
  ) -> (checked: Checked<AccessibilityCatalog>?, coverage: CoverageSummary?) {
    for found in AccessibilityChecks.all.concurrentMap({ $0.check(catalog, strings: strings) }) {
      diagnostics.append(contentsOf: found)
    }
    var coverage: CoverageSummary?
    if let coverageURL = inputs.coverageFile {
      let coverageFile = CatalogFile(
        url: coverageURL, displayPath: CatalogFile.displayPath(of: coverageURL, relativeTo: inputs.displayBase))
      switch AccessibilityCoverage.read(coverageFile, maximumFileSize: inputs.maximumFileSize, files: files) {
      case .failure(let diagnostic):
        diagnostics.append(diagnostic)
      case .success(let rendered):
        let (coverageDiagnostics, summary) = AccessibilityCoverage.check(catalog, rendered: rendered)
        diagnostics.append(contentsOf: coverageDiagnostics)
        coverage = summary
      }
    }
    return (.passing(catalog, diagnostics), coverage)
  }

  /// The generated identifiers, beside the strings they call; none when
  /// there are no strings to call.
  func emit(_ checked: Checked<AccessibilityCatalog>, strings: StringsCatalog?) -> [GeneratedFile] {
    guard strings?.base != nil else { return [] }
    let emitter = AccessibilityEmitter(
      access: inputs.generation.access, namespace: inputs.generation.accessibilityNamespace,
      stringsNamespace: inputs.generation.stringsNamespace, accessors: inputs.generation.accessors,
      accessorNames: inputs.generation.accessorNames)
    return GeneratedFile.rendering { emitter.emit(checked.catalog, strings: strings) }
  }
}
