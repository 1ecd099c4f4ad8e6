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

  public init(
    tokensDirectory: URL?, stringsDirectory: URL? = nil, displayBase: URL,
    maximumFileSize: Int = XMLLoader.defaultMaximumFileSize, baseLocale: String = "en",
    regionalMissingKeySeverity: Diagnostic.Severity = .error, pseudoLocales: [PseudoLocale] = PseudoLocale.allCases
  ) {
    self.tokensDirectory = tokensDirectory
    self.stringsDirectory = stringsDirectory
    self.displayBase = displayBase
    self.maximumFileSize = maximumFileSize
    self.baseLocale = baseLocale
    self.regionalMissingKeySeverity = regionalMissingKeySeverity
    self.pseudoLocales = pseudoLocales
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
    var diagnostics = DiagnosticBag()
    var files: [GeneratedFile] = []

    if let directory = inputs.tokensDirectory {
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
      if emit, !diagnostics.hasErrors {
        files += DesignTokensEmitter().emit(resolved).map {
          GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0))
        }
      }
    }

    if let directory = inputs.stringsDirectory {
      // Load and model.
      let loader = StringsCatalogLoader(baseLocale: inputs.baseLocale, maximumFileSize: inputs.maximumFileSize)
      let (catalog, loadDiagnostics) = loader.load(directory: directory, displayBase: inputs.displayBase)
      diagnostics.append(contentsOf: loadDiagnostics)
      // Check.
      for check in StringsChecks.all(regionalMissingKeySeverity: inputs.regionalMissingKeySeverity) {
        diagnostics.append(contentsOf: check.check(catalog))
      }
      // Emit.
      if emit, !diagnostics.hasErrors, catalog.base != nil {
        files += StringsEmitter(pseudoLocales: inputs.pseudoLocales).emit(catalog).map {
          GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0))
        }
      }
    }

    return PipelineResult(diagnostics: diagnostics.sorted, files: diagnostics.hasErrors ? [] : files)
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
