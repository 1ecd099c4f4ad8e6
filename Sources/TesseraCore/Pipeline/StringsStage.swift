import Foundation

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

  var loader: StringsCatalogLoader {
    StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
  }

  /// Reads every locale's tables in ``directory`` into the model.
  func load(into diagnostics: inout DiagnosticBag) -> StringsCatalog {
    let (catalog, loadDiagnostics) = loader.load(directory: directory, displayBase: inputs.displayBase)
    diagnostics.append(contentsOf: loadDiagnostics)
    return catalog
  }

  /// The string files in ``directory``, sorted into tables and locales,
  /// for a load a few tables at a time (``StringsStageCache``).
  func plan() -> StringsLoadPlan {
    loader.plan(
      CatalogFile.find(in: directory, extensions: StringsCatalogLoader.extensions, displayBase: inputs.displayBase),
      directory: directory, displayBase: inputs.displayBase)
  }

  /// Runs the strings checks, each on a thread of its own.
  func check(_ catalog: StringsCatalog, into diagnostics: inout DiagnosticBag) {
    let checks = StringsChecks.all(regionalMissingKeySeverity: inputs.regionalMissingKeySeverity)
    for found in checks.concurrentMap({ $0.check(catalog) }) { diagnostics.append(contentsOf: found) }
  }

  /// The generated files of a catalog that passed (``Checked``), or none
  /// when it has no base locale to take the keys from.
  func emit(_ checked: Checked<StringsCatalog>) -> [GeneratedFile] {
    guard checked.catalog.base != nil else { return [] }
    let emitter = StringsEmitter(
      access: inputs.generation.access, namespace: inputs.generation.stringsNamespace,
      pseudoLocales: inputs.pseudoLocales)
    return GeneratedFile.rendering { emitter.emit(checked.catalog) }
  }
}
