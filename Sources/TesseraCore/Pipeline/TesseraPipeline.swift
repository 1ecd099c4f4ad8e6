import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

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
  /// cache serves hands it one that records (`FileAccess.recording(into:)`).
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
    run(emit: false, keepingCatalogs: true)
  }

  private func run(emit: Bool) -> PipelineResult {
    run(emit: emit, keepingCatalogs: false).result
  }

  /// The stages in turn, each taking what the last handed on:
  ///
  /// | stage | takes | hands on |
  /// | --- | --- | --- |
  /// | ``tokens(emit:keepingCatalogs:into:)`` (``TokenStage``) | the tokens folder | the tokens' Swift and asset catalog |
  /// | ``strings(emit:keepingCatalogs:into:)`` (``StringsStage``) | the strings folder | the ``StringsCatalog``, checked |
  /// | ``followStrings(_:following:swift:emit:files:into:)``: ``AccessibilityStage`` and the usage checks | the ``StringsCatalog`` | the identifiers' Swift, and the coverage |
  /// | the same: the strings' Swift (``StringsStage/emit(_:)``) | the ``StringsCatalog``, when no stage so far found an error | the strings' Swift |
  /// | the baseline (``Baseline/apply(to:for:)``) | every diagnostic | the ``PipelineResult`` |
  ///
  /// A stage with a record in the input cache (``tokenStageCache``,
  /// ``stringsStageCache``) runs through it (``CachedStage``), unless
  /// `keepingCatalogs` asks for the catalogs themselves. Files are kept
  /// only when no stage reported an error; the catalogs only under
  /// `keepingCatalogs` (else the tokens are freed before the strings are
  /// read).
  private func run(emit: Bool, keepingCatalogs: Bool) -> (result: PipelineResult, catalogs: PipelineCatalogs) {
    var diagnostics = DiagnosticBag(settings: inputs.ruleSettings)
    let tokens = tokens(emit: emit, keepingCatalogs: keepingCatalogs, into: &diagnostics)
    let strings = strings(emit: emit, keepingCatalogs: keepingCatalogs, into: &diagnostics)

    // The baseline, applied once: it hides what it records (under generate, not the errors the emitters
    // depend on) and notes its stale entries.
    let applied = inputs.baseline?.apply(to: diagnostics.sorted, for: emit ? .generate : .lint)
    let stops = diagnostics.stopsGeneration
    let result = PipelineResult(
      diagnostics: applied?.diagnostics ?? diagnostics.sorted,
      files: stops ? [] : tokens.products.files + strings.products.files,
      assetCatalogFiles: stops ? [] : tokens.products.assetCatalog, coverage: strings.products.coverage,
      hiddenCount: applied?.hiddenCount, tokenStage: tokens.outcome, stringsStage: strings.outcome)
    return (
      result,
      PipelineCatalogs(tokens: tokens.catalog, strings: strings.catalog, accessibility: strings.accessibility)
    )
  }

  /// The token stage: through its record when the pipeline has one, or
  /// kept as its resolved catalog under `keepingCatalogs`.
  private func tokens(emit: Bool, keepingCatalogs: Bool, into diagnostics: inout DiagnosticBag) -> (
    products: StageProducts, outcome: TokenStageCache.Outcome?, catalog: ResolvedTokenCatalog?
  ) {
    guard let directory = inputs.tokensDirectory else { return (StageProducts(), nil, nil) }
    let stage = TokenStage(directory: directory, inputs: inputs, checks: checks, files: files)
    if keepingCatalogs {
      let resolved = stage.resolve(stage.load(into: &diagnostics), into: &diagnostics)
      _ = stage.check(resolved, into: &diagnostics)
      return (StageProducts(), nil, resolved)
    }
    guard let cache = tokenStageCache else { return (stage.run(emit: emit, into: &diagnostics), nil, nil) }
    let run = cache.run(emit: emit, maximumFileSize: inputs.maximumFileSize, reading: files, into: &diagnostics) {
      var recorded = stage
      recorded.files = $0
      return recorded.run(emit: emit, into: &$1)
    }
    return (run.products, run.outcome, nil)
  }

  /// The strings stage and what follows it (``followStrings(_:following:swift:emit:files:into:)``):
  /// through the strings' record when the pipeline has one. When a file changed, or couldn't be read for a moment,
  /// while they read it, what the record replayed and what was read may disagree: they run again without the
  /// record, as a run without the cache would, and nothing is stored under keys the old bytes made.
  private func strings(emit: Bool, keepingCatalogs: Bool, into diagnostics: inout DiagnosticBag) -> (
    products: StageProducts, outcome: StringsStageCache.Outcome?, catalog: StringsCatalog?,
    accessibility: AccessibilityCatalog?
  ) {
    let stage = inputs.stringsDirectory.map { StringsStage(directory: $0, inputs: inputs, files: files) }
    var outcome: StringsStageCache.Outcome?
    if var recorded = stage, let cache = stringsStageCache, !keepingCatalogs {
      // The stage reads through a port of its own, so its reads are known apart from the run's.
      let log = ReadLog()
      recorded.files = files.stage(recordingInto: log)
      var bag = diagnostics
      let tables = cache.checkTables(recorded, into: &bag)
      let followed = followStrings(
        tables.whole, following: tables.followingStage(), swift: tables.swiftStage, emit: emit,
        files: recorded.files, into: &bag)
      let reads = log.stamps
      files.note(reads)
      if let changed = cache.changedDuringRun(reads, maximumFileSize: inputs.maximumFileSize) {
        outcome = StringsStageCache.Outcome(
          trace: "strings read again without the record (\(changed.path) changed during the run)", record: nil)
      } else {
        diagnostics = bag
        return (followed.products, tables.outcome(following: followed.following, swift: followed.swift), nil, nil)
      }
    }
    var catalog: StringsCatalog?
    if let stage {
      let loaded = stage.load(into: &diagnostics)
      stage.check(loaded, into: &diagnostics)
      catalog = loaded
    }
    let followed = followStrings(
      catalog.map { loaded in { loaded } }, following: nil, swift: { nil }, emit: emit, files: files, into: &diagnostics
    )
    return (
      followed.products, outcome, keepingCatalogs ? catalog : nil, keepingCatalogs ? followed.accessibility : nil
    )
  }

  /// What follows the strings checks, in turn, each through its part of the
  /// strings' record when it is given one: the accessibility stage and the
  /// use of the strings in Swift sources, which read only the base locale's
  /// strings; then, when the run writes files and no stage so far found an
  /// error, the strings' Swift. `strings` gives the whole catalog, read
  /// only when a part runs (`nil` without strings); the files are read
  /// through `files`.
  private func followStrings(
    _ strings: (() -> StringsCatalog)?, following: CachedStage?, swift: () -> CachedStage?, emit: Bool,
    files: FileAccess, into diagnostics: inout DiagnosticBag
  ) -> (
    products: StageProducts, accessibility: AccessibilityCatalog?, following: CachedStage.Run?,
    swift: CachedStage.Run?
  ) {
    var accessibility: AccessibilityCatalog?
    let (followed, followingRun) = through(following, emit: emit, files: files, into: &diagnostics) {
      let ran = accessibilityAndUsage(strings?(), emit: emit, files: $0, into: &$1)
      accessibility = ran.accessibility
      return ran.products
    }
    var swiftFiles: [GeneratedFile] = []
    var swiftRun: CachedStage.Run?
    if emit, !diagnostics.stopsGeneration, let strings {
      let emitted = through(swift(), emit: emit, files: files, into: &diagnostics) { _, diagnostics in
        StageProducts(files: emitStrings(strings(), after: diagnostics))
      }
      (swiftFiles, swiftRun) = (emitted.products.files, emitted.run)
    }
    return (
      StageProducts(files: swiftFiles + followed.files, coverage: followed.coverage), accessibility, followingRun,
      swiftRun
    )
  }

  /// Runs `stage` through `cached`, its part of a record, or straight
  /// without one.
  private func through(
    _ cached: CachedStage?, emit: Bool, files: FileAccess, into diagnostics: inout DiagnosticBag,
    _ stage: (FileAccess, inout DiagnosticBag) -> StageProducts
  ) -> (products: StageProducts, run: CachedStage.Run?) {
    guard let cached else { return (stage(files, &diagnostics), nil) }
    let run = cached.run(
      needsFiles: emit, port: files, maximumFileSize: inputs.maximumFileSize, into: &diagnostics, stage)
    return (run.products, run)
  }

  /// The strings' Swift, when no stage so far found an error.
  private func emitStrings(_ strings: StringsCatalog, after diagnostics: DiagnosticBag) -> [GeneratedFile] {
    guard let directory = inputs.stringsDirectory, let checked = Checked.passing(strings, diagnostics) else {
      return []
    }
    return StringsStage(directory: directory, inputs: inputs).emit(checked)
  }

  /// The accessibility stage, whose checks read the strings, and the use
  /// of the strings in Swift sources, reading their files through `files`.
  private func accessibilityAndUsage(
    _ strings: StringsCatalog?, emit: Bool, files: FileAccess, into diagnostics: inout DiagnosticBag
  ) -> (products: StageProducts, accessibility: AccessibilityCatalog?) {
    var products = StageProducts()
    var accessibility: AccessibilityCatalog?
    if let url = inputs.accessibilityFile {
      let stage = AccessibilityStage(file: url, inputs: inputs, files: files)
      accessibility = stage.load(into: &diagnostics)
      if let catalog = accessibility {
        let (checked, summary) = stage.check(catalog, strings: strings, into: &diagnostics)
        products.coverage = summary
        if let checked, emit { products.files += stage.emit(checked, strings: strings) }
      }
    }
    if let sources = inputs.sourcesDirectory, let strings {
      checkUsage(of: strings, in: sources, accessibility: accessibility, files: files, into: &diagnostics)
    }
    return (products, accessibility)
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
        usedByAccessibility: accessibility?.usedStrings(in: strings) ?? [], sourcesPath: path.isEmpty ? "." : path,
        namespace: namespace,
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
