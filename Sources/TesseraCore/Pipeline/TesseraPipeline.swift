import Foundation

/// Where a run reads its catalogs and writes its code.
public struct PipelineInputs: Sendable {
  /// The token catalogs' folder, or `nil` to skip tokens.
  public var tokensDirectory: URL?
  /// The string catalogs' folder (holding `<locale>.lproj` folders), or
  /// `nil` to skip strings.
  public var stringsDirectory: URL?
  /// Paths in diagnostics are shown relative to this folder.
  public var displayBase: URL
  public var maximumFileSize: Int
  /// The locale whose keys every other locale must have.
  public var baseLocale: String
  /// How `strings-missing-key` reports a regional locale (`nl-BE`), which
  /// falls back to its language.
  public var regionalMissingKeySeverity: Diagnostic.Severity
  /// The pseudo-locales to generate from the base locale.
  public var pseudoLocales: [PseudoLocale]
  /// The accessibility catalog (`Strings/Accessibility.xml`), or `nil`.
  public var accessibilityFile: URL?
  /// A JSON list of the identifiers a UI rendered, to report coverage.
  public var coverageFile: URL?
  /// Swift sources to search for string accessors, to report unused strings.
  public var sourcesDirectory: URL?
  /// The names and access level of the generated code.
  public var generation = GenerationOptions()
  /// Rule severities the configuration sets.
  public var ruleSettings: [RuleID: TesseraConfiguration.RuleSetting] = [:]

  public init(
    tokensDirectory: URL?, stringsDirectory: URL? = nil, displayBase: URL,
    maximumFileSize: Int = XMLLoader.defaultMaximumFileSize, baseLocale: String = "en",
    regionalMissingKeySeverity: Diagnostic.Severity = .error, pseudoLocales: [PseudoLocale] = PseudoLocale.allCases,
    accessibilityFile: URL? = nil, coverageFile: URL? = nil, sourcesDirectory: URL? = nil
  ) {
    self.tokensDirectory = tokensDirectory
    self.stringsDirectory = stringsDirectory
    self.displayBase = displayBase
    self.maximumFileSize = maximumFileSize
    self.baseLocale = baseLocale
    self.regionalMissingKeySeverity = regionalMissingKeySeverity
    self.pseudoLocales = pseudoLocales
    self.accessibilityFile = accessibilityFile
    self.coverageFile = coverageFile
    self.sourcesDirectory = sourcesDirectory
  }
}

/// A generated source file: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
  public var name: String
  public var contents: String
}

/// What a run found, and what it would write.
public struct PipelineResult: Sendable {
  /// Every diagnostic, sorted.
  public var diagnostics: [Diagnostic]
  /// The files to write; empty when there were errors.
  public var files: [GeneratedFile]
  /// What the rendered UI covered of the accessibility catalog, under
  /// `coverageFile`.
  public var coverage: CoverageSummary?

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// The compiler: load → model → resolve → check → emit.
///
/// Each stage reports into one ``DiagnosticBag``; nothing is printed. Code
/// is emitted only when no stage found an error.
public struct TesseraPipeline: Sendable {
  public var inputs: PipelineInputs
  public var checks: [any TokenCheck]

  public init(inputs: PipelineInputs, checks: [any TokenCheck] = TokenChecks.all) {
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

  private func run(emit: Bool) -> PipelineResult {
    var diagnostics = DiagnosticBag(settings: inputs.ruleSettings)
    var files: [GeneratedFile] = []

    if let directory = inputs.tokensDirectory {
      // The catalog and its index are freed when this returns, before the
      // syntax is rendered: a large catalog's peak memory is the lower.
      let syntax = tokenSyntax(in: directory, emit: emit, diagnostics: &diagnostics)
      files += syntax.map { GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0)) }
    }

    var strings: StringsCatalog?
    if let directory = inputs.stringsDirectory {
      // Load and model.
      let loader = StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
      let (catalog, loadDiagnostics) = loader.load(directory: directory, displayBase: inputs.displayBase)
      diagnostics.append(contentsOf: loadDiagnostics)
      strings = catalog
      // Check.
      for check in StringsChecks.all(regionalMissingKeySeverity: inputs.regionalMissingKeySeverity) {
        diagnostics.append(contentsOf: check.check(catalog))
      }
      // Emit.
      if emit, !diagnostics.hasErrors, catalog.base != nil {
        let emitter = StringsEmitter(
          access: inputs.generation.access, namespace: inputs.generation.stringsNamespace,
          pseudoLocales: inputs.pseudoLocales)
        files += emitter.emit(catalog).map {
          GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0))
        }
      }
    }

    var accessibility: AccessibilityCatalog?
    var coverage: CoverageSummary?
    if let url = inputs.accessibilityFile {
      // Load and model.
      let file = CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: inputs.displayBase))
      let loader = AccessibilityCatalogLoader(xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize))
      let (catalog, loadDiagnostics) = loader.load(file)
      diagnostics.append(contentsOf: loadDiagnostics)
      accessibility = catalog
      if let catalog {
        // Check, against the strings' base locale.
        for check in AccessibilityChecks.all {
          diagnostics.append(contentsOf: check.check(catalog, strings: strings))
        }
        // Coverage of a rendered UI.
        if let coverageURL = inputs.coverageFile {
          let coverageFile = CatalogFile(
            url: coverageURL, displayPath: CatalogFile.displayPath(of: coverageURL, relativeTo: inputs.displayBase))
          switch AccessibilityCoverage.read(coverageFile, maximumFileSize: inputs.maximumFileSize) {
          case .failure(let diagnostic):
            diagnostics.append(diagnostic)
          case .success(let rendered):
            let (coverageDiagnostics, summary) = AccessibilityCoverage.check(catalog, rendered: rendered)
            diagnostics.append(contentsOf: coverageDiagnostics)
            coverage = summary
          }
        }
        // Emit, beside the strings it calls.
        if emit, !diagnostics.hasErrors, strings?.base != nil {
          let emitter = AccessibilityEmitter(
            access: inputs.generation.access, namespace: inputs.generation.accessibilityNamespace,
            stringsNamespace: inputs.generation.stringsNamespace)
          files += emitter.emit(catalog, strings: strings).map {
            GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0))
          }
        }
      }
    }

    if let sources = inputs.sourcesDirectory, let strings {
      let path = CatalogFile.displayPath(of: sources, relativeTo: inputs.displayBase)
      diagnostics.append(
        contentsOf: StringsUsage.check(
          strings,
          references: StringsUsage.references(
            in: sources, namespace: inputs.generation.stringsNamespace, maximumFileSize: inputs.maximumFileSize),
          accessibility: accessibility, sourcesPath: path.isEmpty ? "." : path,
          namespace: inputs.generation.stringsNamespace))
    }

    return PipelineResult(
      diagnostics: diagnostics.sorted, files: diagnostics.hasErrors ? [] : files, coverage: coverage)
  }

  /// Loads, resolves and checks the token catalogs in `directory` and, when
  /// `emit` and no stage found an error, returns their Swift syntax.
  private func tokenSyntax(in directory: URL, emit: Bool, diagnostics: inout DiagnosticBag) -> [SwiftFile] {
    // Load and model.
    let catalogFiles = CatalogFile.find(in: directory, extensions: ["xml"], displayBase: inputs.displayBase)
    let loader = TokenCatalogLoader(xmlLoader: XMLLoader(maximumFileSize: inputs.maximumFileSize))
    let (catalog, loadDiagnostics) = loader.load(catalogFiles)
    diagnostics.append(contentsOf: loadDiagnostics)
    // Resolve.
    let resolved = TokenResolver.resolve(catalog, diagnostics: &diagnostics)
    // Check.
    for check in checks { diagnostics.append(contentsOf: check.check(resolved)) }
    // Emit.
    guard emit, !diagnostics.hasErrors else { return [] }
    let emitter = DesignTokensEmitter(
      access: inputs.generation.access, themeName: inputs.generation.themeName)
    return emitter.emit(resolved)
  }

  /// Checks a string catalog held in memory, as lint would.
  public static func check(
    _ catalog: StringsCatalog, regionalMissingKeySeverity: Diagnostic.Severity = .error
  ) -> [Diagnostic] {
    var diagnostics = DiagnosticBag()
    for check in StringsChecks.all(regionalMissingKeySeverity: regionalMissingKeySeverity) {
      diagnostics.append(contentsOf: check.check(catalog))
    }
    return diagnostics.sorted
  }

  /// Checks a catalog held in memory: the same stages, for tests and tools.
  public static func check(_ catalog: TokenCatalog, checks: [any TokenCheck] = TokenChecks.all)
    -> (ResolvedTokenCatalog, [Diagnostic])
  {
    var diagnostics = DiagnosticBag()
    let resolved = TokenResolver.resolve(catalog, diagnostics: &diagnostics)
    for check in checks { diagnostics.append(contentsOf: check.check(resolved)) }
    return (resolved, diagnostics.sorted)
  }

  /// Emits the Swift for a resolved catalog, as the generator would.
  public static func emit(_ catalog: ResolvedTokenCatalog) -> [GeneratedFile] {
    DesignTokensEmitter().emit(catalog).map { GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0)) }
  }
}
