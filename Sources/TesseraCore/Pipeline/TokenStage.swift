import Foundation

/// The token catalogs' way through the compiler, a hand-off type at each
/// boundary:
///
/// | stage | takes | hands on |
/// | --- | --- | --- |
/// | ``load(into:)`` | the `*.xml` files of the tokens folder | ``TokenCatalog``: every definition as written, per mode |
/// | ``resolve(_:into:)`` | ``TokenCatalog`` | ``ResolvedTokenCatalog``: aliases followed, values typed, the name tree built |
/// | ``check(_:into:)`` | ``ResolvedTokenCatalog`` | ``Checked``: parity, contrast and names passed |
/// | ``emit(_:)`` | ``Checked`` | the Swift files, rendered |
struct TokenStage {
  var directory: URL
  var inputs: PipelineInputs
  var checks: [any TokenCheck]

  /// Reads every token catalog in ``directory`` into the model.
  func load(into diagnostics: inout DiagnosticBag) -> TokenCatalog {
    let files = CatalogFile.find(in: directory, extensions: ["xml"], displayBase: inputs.displayBase)
    let loader = TokenCatalogLoader(xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize))
    let (catalog, loadDiagnostics) = loader.load(files)
    diagnostics.append(contentsOf: loadDiagnostics)
    return catalog
  }

  /// Follows every alias and types every value; reports cycles, dangling
  /// aliases and type mismatches.
  func resolve(_ catalog: TokenCatalog, into diagnostics: inout DiagnosticBag) -> ResolvedTokenCatalog {
    TokenResolver.resolve(catalog, diagnostics: &diagnostics)
  }

  /// Runs the token checks; the catalog passes when no stage so far has
  /// reported an error.
  func check(_ resolved: ResolvedTokenCatalog, into diagnostics: inout DiagnosticBag) -> Checked<
    ResolvedTokenCatalog
  >? {
    for check in checks { diagnostics.append(contentsOf: check.check(resolved)) }
    return .passing(resolved, diagnostics)
  }

  /// The generated theme and its types.
  func emit(_ checked: Checked<ResolvedTokenCatalog>) -> [GeneratedFile] {
    let emitter = DesignTokensEmitter(
      access: inputs.generation.access, themeName: inputs.generation.themeName,
      assetNames: inputs.generation.assetCatalog)
    return emitter.emit(checked.catalog).map(GeneratedFile.init)
  }

  /// The asset catalog's files, under ``GenerationOptions/assetCatalog``.
  func assetCatalog(_ checked: Checked<ResolvedTokenCatalog>) -> [GeneratedFile] {
    inputs.generation.assetCatalog ? AssetCatalogContents.files(of: checked.catalog) : []
  }

  /// Every stage in turn; the Swift files and the asset catalog's only
  /// when `emit` and nothing failed.
  ///
  /// The catalog and its index are freed when this returns, before the
  /// next catalog kind is read: a large catalog's peak memory is the lower.
  func run(emit: Bool, into diagnostics: inout DiagnosticBag) -> (
    files: [GeneratedFile], assetCatalog: [GeneratedFile]
  ) {
    let loaded = load(into: &diagnostics)
    let resolved = resolve(loaded, into: &diagnostics)
    guard let checked = check(resolved, into: &diagnostics), emit else { return ([], []) }
    return (self.emit(checked), assetCatalog(checked))
  }
}
