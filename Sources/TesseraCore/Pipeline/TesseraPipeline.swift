import CLibXML2
import Foundation

/// The compiler: for each catalog kind, load → resolve → check → emit
/// (`TokenStage`, `StringsStage`, `AccessibilityStage`).
///
/// Each stage reports into one `DiagnosticBag`; nothing is printed. Code
/// is emitted only when no stage found an error.
public struct TesseraPipeline: Sendable {
  /// What the pipeline reads, and the options it runs with.
  public var inputs: PipelineInputs
  /// The token checks to run; every one unless a test or tool says otherwise.
  package var checks: [any TokenCheck]
  /// The token stage's record in the input cache, which `generate` and
  /// `lint` consult when the run as a whole missed; `nil` runs the stage.
  package var tokenStageCache: TokenStageCache?
  /// The strings stage's record, likewise (``StringsStageCache``).
  package var stringsStageCache: StringsStageCache?
  /// The port every stage reads its files through; a command the input
  /// cache serves hands it one that records (``FileAccess/recording(into:)``).
  package var files: FileAccess = .direct

  /// A pipeline that runs every check on `inputs`.
  public init(inputs: PipelineInputs) {
    self.init(inputs: inputs, checks: TokenChecks.all)
  }

  package init(inputs: PipelineInputs, checks: [any TokenCheck]) {
    self.inputs = inputs
    self.checks = checks
  }

  /// Parses and checks the catalogs.
  public func lint() -> PipelineResult {
    run(emit: false)
  }

  /// Parses, checks and, when there are no errors, emits the Swift sources.
  public func generate() -> PipelineResult {
    run(emit: true)
  }

  /// Parses and checks the catalogs, as ``lint()`` does, and keeps what
  /// each stage read: the resolved tokens, the string catalog and the
  /// accessibility catalog, for `tessera report`.
  package func lintKeepingCatalogs() -> (result: PipelineResult, catalogs: PipelineCatalogs) {
    let (result, catalogs) = run(emit: false, keepingCatalogs: true)
    return (result, catalogs)
  }

  private func run(emit: Bool) -> PipelineResult {
    run(emit: emit, keepingCatalogs: false).result
  }

  /// The stages of each catalog kind in turn: tokens, strings, then
  /// accessibility (whose checks read the strings), then the use of the
  /// strings in Swift sources; through the stages' records in the input
  /// cache when the pipeline has them. Files are kept only when no stage reported
  /// an error; the catalogs only under `keepingCatalogs` (else the tokens
  /// are freed before the strings are read).
  private func run(emit: Bool, keepingCatalogs: Bool) -> (result: PipelineResult, catalogs: PipelineCatalogs) {
    var diagnostics = DiagnosticBag(settings: inputs.ruleSettings)
    var files: [GeneratedFile] = []
    var assetCatalog: [GeneratedFile] = []
    var catalogs = PipelineCatalogs()
    var tokenStage: TokenStageCache.Outcome?

    if let directory = inputs.tokensDirectory {
      let stage = TokenStage(directory: directory, inputs: inputs, checks: checks, files: self.files)
      if keepingCatalogs {
        let resolved = stage.resolve(stage.load(into: &diagnostics), into: &diagnostics)
        _ = stage.check(resolved, into: &diagnostics)
        catalogs.tokens = resolved
      } else if let cache = tokenStageCache {
        let run = cache.run(
          emit: emit, maximumFileSize: inputs.maximumFileSize, reading: self.files, into: &diagnostics
        ) {
          var recorded = stage
          recorded.files = $0
          return recorded.run(emit: emit, into: &$1)
        }
        (files, assetCatalog, tokenStage) = (run.files, run.assetCatalog, run.outcome)
      } else {
        (files, assetCatalog) = stage.run(emit: emit, into: &diagnostics)
      }
      Self.returnFreedMemory()
    }

    let stringsStage = inputs.stringsDirectory.map { StringsStage(directory: $0, inputs: inputs, files: self.files) }
    var stringsOutcome: StringsStageCache.Outcome?
    var following: StringsStageCache.Following?
    if let stage = stringsStage, let cache = stringsStageCache, !keepingCatalogs {
      let run = cache.run(
        stage, emit: emit, into: &diagnostics,
        swift: { catalog, diagnostics in emitStrings(catalog, stage: stage, emit: emit, after: diagnostics) },
        following: { catalog, files, diagnostics in
          accessibilityAndUsage(catalog, emit: emit, files: files, into: &diagnostics).following
        })
      (following, stringsOutcome) = (run.following, run.outcome)
    }
    if following == nil {
      // No record, or one a file changed during the run made void: the stages in turn.
      var strings: StringsCatalog?
      var files: [GeneratedFile] = []
      if let stage = stringsStage {
        let catalog = stage.load(into: &diagnostics)
        stage.check(catalog, into: &diagnostics)
        files = emitStrings(catalog, stage: stage, emit: emit, after: diagnostics)
        strings = catalog
      }
      var after = accessibilityAndUsage(strings, emit: emit, files: self.files, into: &diagnostics)
      after.following.files = files + after.following.files
      following = after.following
      if keepingCatalogs {
        catalogs.strings = strings
        catalogs.accessibility = after.accessibility
      }
    }
    let followed = following ?? StringsStageCache.Following()
    files += followed.files

    // The baseline, applied once: it hides what it records (under generate, not the errors the emitters
    // depend on) and notes its stale entries.
    let applied = inputs.baseline?.apply(to: diagnostics.sorted, for: emit ? .generate : .lint)
    let result = PipelineResult(
      diagnostics: applied?.diagnostics ?? diagnostics.sorted, files: diagnostics.stopsGeneration ? [] : files,
      assetCatalogFiles: diagnostics.stopsGeneration ? [] : assetCatalog, coverage: followed.coverage,
      hiddenCount: applied?.hiddenCount, tokenStage: tokenStage, stringsStage: stringsOutcome)
    return (result, catalogs)
  }

  /// The strings' Swift, when `emit` and no stage so far found an error.
  private func emitStrings(
    _ strings: StringsCatalog, stage: StringsStage, emit: Bool, after diagnostics: DiagnosticBag
  ) -> [GeneratedFile] {
    guard emit, let checked = Checked.passing(strings, diagnostics) else { return [] }
    return stage.emit(checked)
  }

  /// What follows the strings, in turn: the accessibility stage, whose
  /// checks read the strings, and the use of the strings in Swift sources.
  /// Both read only the base locale's strings (which the strings stage's
  /// record keys them by). Their files are read through `files`.
  private func accessibilityAndUsage(
    _ strings: StringsCatalog?, emit: Bool, files: FileAccess, into diagnostics: inout DiagnosticBag
  ) -> (following: StringsStageCache.Following, accessibility: AccessibilityCatalog?) {
    var following = StringsStageCache.Following()
    var accessibility: AccessibilityCatalog?
    if let url = inputs.accessibilityFile {
      let stage = AccessibilityStage(file: url, inputs: inputs, files: files)
      accessibility = stage.load(into: &diagnostics)
      if let catalog = accessibility {
        let (checked, summary) = stage.check(catalog, strings: strings, into: &diagnostics)
        following.coverage = summary
        if let checked, emit { following.files += stage.emit(checked, strings: strings) }
      }
    }
    if let sources = inputs.sourcesDirectory, let strings {
      checkUsage(of: strings, in: sources, accessibility: accessibility, files: files, into: &diagnostics)
    }
    return (following, accessibility)
  }

  /// Hands the memory a stage freed back to the system (glibc keeps it
  /// otherwise), so the next stage's peak doesn't stand on the last one's.
  static func returnFreedMemory() {
    tessera_returnFreedMemory()
  }

  /// Reports the strings no Swift source in `sources` (nor the
  /// accessibility catalog) uses, and the accessors that name no string.
  private func checkUsage(
    of strings: StringsCatalog, in sources: URL, accessibility: AccessibilityCatalog?, files: FileAccess,
    into diagnostics: inout DiagnosticBag
  ) {
    let path = CatalogFile.displayPath(of: sources, relativeTo: inputs.displayBase)
    let namespace = inputs.generation.stringsNamespace
    diagnostics.append(
      contentsOf: StringsUsage.check(
        strings,
        references: StringsUsage.references(
          in: sources, namespace: namespace, maximumFileSize: inputs.maximumFileSize, files: files),
        accessibility: accessibility, sourcesPath: path.isEmpty ? "." : path, namespace: namespace,
        accessors: inputs.generation.accessors, accessorNames: inputs.generation.accessorNames))
  }

  /// Checks a string catalog held in memory, as lint would.
  package static func check(
    _ catalog: StringsCatalog, regionalMissingKeySeverity: Diagnostic.Severity = .error
  ) -> [Diagnostic] {
    var diagnostics = DiagnosticBag()
    for check in StringsChecks.all(regionalMissingKeySeverity: regionalMissingKeySeverity) {
      diagnostics.append(contentsOf: check.check(catalog))
    }
    return diagnostics.sorted
  }

  /// Checks a catalog held in memory: the same stages, for tests and tools.
  package static func check(_ catalog: TokenCatalog, checks: [any TokenCheck] = TokenChecks.all)
    -> (ResolvedTokenCatalog, [Diagnostic])
  {
    var diagnostics = DiagnosticBag()
    let resolved = TokenResolver.resolve(catalog, diagnostics: &diagnostics)
    for check in checks { diagnostics.append(contentsOf: check.check(resolved)) }
    return (resolved, diagnostics.sorted)
  }

  /// Emits the Swift for a resolved catalog, as the generator would.
  package static func emit(_ catalog: ResolvedTokenCatalog) -> [GeneratedFile] {
    GeneratedFile.rendering { DesignTokensEmitter().emit(catalog) }
  }
}
