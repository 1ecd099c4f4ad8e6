import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The string catalogs' way through the compiler, a hand-off type at each
/// boundary. Strings have no resolution: a key's text is its value.
///
/// | stage | takes | hands on |
/// | --- | --- | --- |
/// | ``load(into:)`` | the `<locale>.lproj` folders' `.strings` and `.stringsdict` files | ``StringsCatalog``: every locale's tables, placeholders parsed |
/// | ``check(_:into:)`` | ``StringsCatalog`` | its findings: locale parity, formats and plurals |
/// | ``emit(_:)`` | ``Checked`` | the accessors, the compiled tables and the localizer, rendered |
struct StringsStage {
  var directory: URL
  var inputs: PipelineInputs
  /// The port every file is read through.
  var files: FileAccess = .direct

  var loader: StringsCatalogLoader {
    StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize, files: files)
  }

  /// Reads every locale's tables in ``directory`` into the model.
  func load(into diagnostics: inout DiagnosticBag) -> StringsCatalog {
    let search = self.search()
    diagnostics.append(contentsOf: search.diagnostics)
    let (catalog, loadDiagnostics) = loader.load(search.files, directory: directory, displayBase: inputs.displayBase)
    diagnostics.append(contentsOf: loadDiagnostics)
    return catalog
  }

  /// The string files in ``directory``, sorted into tables and locales,
  /// for a load a few tables at a time (``StringsStageCache``); the links
  /// not followed are reported with the folder's layout.
  func plan() -> StringsLoadPlan {
    let search = self.search()
    var plan = loader.plan(search.files, directory: directory, displayBase: inputs.displayBase)
    plan.steps += search.diagnostics.map { .failure($0) }
    return plan
  }

  /// The string files in ``directory``, links followed within the project;
  /// bundles built or exported apart (``StringsCatalogLoader/skipsFolder(_:)``)
  /// are skipped, an Xcode localization export (`.xcloc`) or a resource
  /// bundle with a note.
  private func search() -> CatalogSearch {
    var search = CatalogSearch(
      in: directory, extensions: StringsCatalogLoader.extensions, displayBase: inputs.displayBase,
      boundary: inputs.linkBoundary(for: directory), files: files, skipping: StringsCatalogLoader.skipsFolder)
    for folder in search.skippedFolders {
      let kind = (folder as NSString).pathExtension.lowercased()
      guard kind == "xcloc" || kind == "bundle" else { continue }
      search.diagnostics.append(
        Diagnostic(
          .note, .stringsLayout,
          (kind == "xcloc"
            ? "This is an Xcode localization export (.xcloc), for translators, not a table the app builds"
            : "This bundle's tables are its own, not the target's (a Settings.bundle's are the Settings app's)")
            + ", so Tessera doesn't read the string files in it.", at: .start(of: folder)))
    }
    return search
  }

  /// Runs the strings checks, each on a thread of its own.
  func check(_ catalog: StringsCatalog, into diagnostics: inout DiagnosticBag) {
    let checks = StringsChecks.all(
      regionalMissingKeySeverity: inputs.regionalMissingKeySeverity, accessors: inputs.generation.accessors,
      accessorNames: inputs.generation.accessorNames)
    for found in checks.concurrentMap({ $0.check(catalog) }) { diagnostics.append(contentsOf: found) }
  }

  /// The generated files of a catalog that passed (``Checked``), or none
  /// when it has no base locale to take the keys from.
  func emit(_ checked: Checked<StringsCatalog>) -> [GeneratedFile] {
    guard checked.catalog.base != nil else { return [] }
    let emitter = StringsEmitter(
      access: inputs.generation.access, namespace: inputs.generation.stringsNamespace,
      pseudoLocales: inputs.pseudoLocales, accessors: inputs.generation.accessors,
      accessorNames: inputs.generation.accessorNames)
    return GeneratedFile.rendering { emitter.emit(checked.catalog) }
  }
}
