import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

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
  /// The port every file is read through.
  var files: FileAccess = .direct

  /// Reads every token catalog in ``directory`` into the model: the XML
  /// catalogs, then the DTCG token files (``loadDTCG(into:diagnostics:paths:)``).
  func load(into diagnostics: inout DiagnosticBag) -> TokenCatalog {
    let search = CatalogSearch(
      in: directory, extensions: ["xml"], displayBase: inputs.displayBase,
      boundary: inputs.linkBoundary(for: directory),
      files: self.files)
    diagnostics.append(contentsOf: search.diagnostics)
    let files = search.files
    let loader = TokenCatalogLoader(
      xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize, files: self.files),
      appearanceNames: inputs.dtcg.appearanceNames)
    // Paths are numbered as each file is read (``TokenCatalog/internPaths()``), XML and DTCG; `finish` numbers any
    // path not numbered yet and hands the numbers to the catalog.
    let paths = SharedTokenPathInterner()
    var (catalog, loadDiagnostics) = loader.load(files, interningPathsWith: paths)
    diagnostics.append(contentsOf: loadDiagnostics)
    let xmlDefinitions = catalog.definitions.count
    loadDTCG(into: &catalog, diagnostics: &diagnostics, paths: paths)
    paths.finish(&catalog, from: xmlDefinitions)
    catalog.keepDefinitionsAtTheirSize()
    return catalog
  }

  /// Reads the DTCG token files: through the resolver (the configured one,
  /// or the one `*.resolver.json` in ``directory``) when there is one; else
  /// each `*.tokens.json` and `*.tokens` file of ``directory``, in the mode
  /// `tessera.yml` gives it, or shared. With `paths`, each file's paths are
  /// numbered through it as the file is read.
  func loadDTCG(
    into catalog: inout TokenCatalog, diagnostics: inout DiagnosticBag, paths: SharedTokenPathInterner? = nil
  ) {
    let start = catalog.definitions.count
    readDTCG(into: &catalog, diagnostics: &diagnostics, paths: paths)
    DTCGModeSpreading.spread(&catalog, from: start)
  }

  private func readDTCG(
    into catalog: inout TokenCatalog, diagnostics: inout DiagnosticBag, paths: SharedTokenPathInterner?
  ) {
    let options = inputs.dtcg
    let reader = DTCGTokenReader(remBase: options.remBase, maximumFileSize: inputs.maximumFileSize, files: self.files)
    let search = CatalogSearch(
      in: directory, extensions: ["json", "tokens"], displayBase: inputs.displayBase,
      boundary: inputs.linkBoundary(for: directory), files: files)
    diagnostics.append(contentsOf: search.diagnostics)
    let found = search.files
    let tokenFiles = found.filter { DTCGTokenReader.isTokenFile($0.url.lastPathComponent) }
    let resolvers =
      options.resolver.map { [CatalogFile(url: $0, displayBase: inputs.displayBase)] }
      ?? found.filter { $0.url.lastPathComponent.lowercased().hasSuffix(".resolver.json") }
    if let resolver = resolvers.first {
      for extra in resolvers.dropFirst() {
        diagnostics.append(
          .error(
            .dtcgResolver,
            "The tokens folder has more than one resolver (\(resolver.displayPath) and this one); name the one to "
              + "read with dtcg.resolver in tessera.yml.", at: .start(of: extra.displayPath)))
      }
      if ThemeMode.allCases.contains(where: { !options.files(of: $0).isEmpty }) {
        diagnostics.append(
          .warning(
            .dtcgResolver,
            "tessera.yml names each appearance's token files, but this resolver says which files are light and dark, "
              + "so Tessera follows the resolver; remove dtcg.light, dtcg.dark and the high-contrast lists.",
            at: .start(of: resolver.displayPath)))
      }
      // The package folder bounds every `$ref`; a tokens folder outside it (`--tokens /elsewhere`) bounds its own.
      let boundary =
        DTCGResolverReader.isInside(directory, inputs.displayBase) ? inputs.displayBase : directory
      var resolverReader = DTCGResolverReader(
        options: options, boundary: boundary, displayBase: inputs.displayBase, tokenReader: reader, paths: paths)
      // The folder's token files, read side by side before the resolver names them one by one.
      resolverReader.readAhead(tokenFiles.filter { DTCGResolverReader.isInside($0.url, boundary) })
      resolverReader.read(resolver, into: &catalog)
      diagnostics.append(contentsOf: resolverReader.diagnostics)
      for file in tokenFiles where !resolverReader.mentionedFiles.contains(file.url.resolvingSymlinksInPath().path) {
        diagnostics.append(
          .warning(
            .dtcgResolver,
            "\(resolver.displayPath) doesn't name this token file, so Tessera doesn't read it; add it to a set or "
              + "context of the resolver, or move it out of the tokens folder.", at: .start(of: file.displayPath)))
      }
      return
    }
    func key(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
    var modeOfFile: [String: ThemeMode] = [:]
    for mode in ThemeMode.allCases.reversed() {
      for url in options.files(of: mode) { modeOfFile[key(url)] = mode }
    }
    let configured = ThemeMode.allCases.flatMap { options.files(of: $0) }.map {
      CatalogFile(url: $0, displayBase: inputs.displayBase)
    }
    var seen: Set<String> = []
    let scoped = (tokenFiles + configured).compactMap { file -> (CatalogFile, TokenScope)? in
      let key = key(file.url)
      guard seen.insert(key).inserted else { return nil }
      return (file, modeOfFile[key].map(TokenScope.themed) ?? .shared)
    }
    // Each file read and its paths numbered on every core, as the XML files are, then joined in order.
    var parts = scoped.concurrentMap { file, scope -> (TokenCatalog, [Diagnostic]) in
      var part = TokenCatalog()
      let found = reader.load(file, scope: scope, into: &part)
      paths?.intern(&part)
      return (part, found)
    }
    readAgainWithOtherFiles(&parts, scoped, reader: reader, paths: paths)
    diagnostics.append(contentsOf: catalog.append(movingParts: &parts))
  }

  /// The folder's token files are one catalog, an alias in one naming a token of another: so a group's
  /// `$extends` may name a group of another file of its mode or of the shared ones. A file whose `$extends`
  /// found no group in it is read again with those files' documents (parsed again for it alone).
  private func readAgainWithOtherFiles(
    _ parts: inout [(TokenCatalog, [Diagnostic])], _ scoped: [(CatalogFile, TokenScope)], reader: DTCGTokenReader,
    paths: SharedTokenPathInterner?
  ) {
    let unextended = parts.indices.filter { parts[$0].1.contains { $0.rule == .dtcgExtends } }
    guard scoped.count > 1, !unextended.isEmpty else { return }
    let documents = scoped.map { reader.document(of: $0.0) }
    for index in unextended {
      let (file, scope) = scoped[index]
      let outerRoots = scoped.indices.filter { $0 != index && (scoped[$0].1 == scope || scoped[$0].1 == .shared) }
        .compactMap { documents[$0] }
      var part = TokenCatalog()
      let found = reader.load(file, scope: scope, outerGroupTypes: [:], outerRoots: outerRoots, into: &part)
      paths?.intern(&part)
      parts[index] = (part, found)
    }
  }

  /// Follows every alias and types every value; reports cycles, dangling
  /// aliases and type mismatches.
  func resolve(_ catalog: consuming TokenCatalog, into diagnostics: inout DiagnosticBag) -> ResolvedTokenCatalog {
    TokenResolver.resolve(catalog, diagnostics: &diagnostics)
  }

  /// Runs the token checks; the catalog passes when no stage so far has
  /// reported an error.
  func check(_ resolved: ResolvedTokenCatalog, into diagnostics: inout DiagnosticBag) -> Checked<
    ResolvedTokenCatalog
  >? {
    // Each check on a core of its own; their findings in the checks' order.
    for found in checks.concurrentMap({ $0.check(resolved) }) { diagnostics.append(contentsOf: found) }
    return .passing(resolved, diagnostics)
  }

  /// The generated theme and its types, as the Swift model.
  func emit(_ checked: Checked<ResolvedTokenCatalog>) -> [SwiftFile] {
    let emitter = DesignTokensEmitter(
      access: inputs.generation.access, themeName: inputs.generation.themeName,
      assetNames: inputs.generation.assetCatalog)
    return emitter.emit(checked.catalog)
  }

  /// The asset catalog's files, under `GenerationOptions.assetCatalog`.
  func assetCatalog(_ checked: Checked<ResolvedTokenCatalog>) -> [GeneratedFile] {
    inputs.generation.assetCatalog ? AssetCatalogContents.files(of: checked.catalog) : []
  }

  /// Every stage in turn; the Swift files and the asset catalog's only
  /// when `emit` and nothing failed.
  ///
  /// Each form of the catalog is freed once the next is made, and the
  /// Swift model of each group is made only while it is rendered and
  /// dropped after (``SwiftDeclaration/deferred(_:)``), so the model is
  /// never whole in memory; the resolved catalog lives until the render
  /// ends, and all of it is freed before the next catalog kind is read.
  func run(emit: Bool, into diagnostics: inout DiagnosticBag) -> StageProducts {
    var assetCatalog: [GeneratedFile] = []
    let files = GeneratedFile.rendering {
      guard let (model, catalog) = checkedModel(emit: emit, into: &diagnostics) else { return [] }
      assetCatalog = catalog
      return model
    }
    // The catalogs are gone: what they held goes back before the strings are read.
    FreedMemory.returnToSystem()
    return StageProducts(files: files, assetCatalog: assetCatalog)
  }

  /// The Swift model and the asset catalog of the checked catalog, or `nil`
  /// when there is nothing to emit.
  private func checkedModel(emit: Bool, into diagnostics: inout DiagnosticBag) -> (
    [SwiftFile], [GeneratedFile]
  )? {
    let resolved = resolve(load(into: &diagnostics), into: &diagnostics)
    guard let checked = check(resolved, into: &diagnostics), emit else { return nil }
    return (self.emit(checked), assetCatalog(checked))
  }
}
