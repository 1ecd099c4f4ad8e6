import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Where a run reads its catalogs and writes its code.
public struct PipelineInputs: Sendable {
  /// The token catalogs' folder, or `nil` to skip tokens.
  public var tokensDirectory: URL?
  /// The string catalogs' folder (holding `<locale>.lproj` folders), or
  /// `nil` to skip strings.
  public var stringsDirectory: URL?
  /// Paths in diagnostics are shown relative to this folder.
  public var displayBase: URL
  /// The project: symbolic links in the string catalogs' folder are
  /// followed as far as this folder, and no further. `nil` takes
  /// ``displayBase`` when the catalogs are inside it, else their folder.
  public var projectRoot: URL?
  /// The largest catalog file read, in bytes; a larger one is `file-too-large`.
  public var maximumFileSize: Int
  /// 32 MiB, for every catalog kind.
  public static let defaultMaximumFileSize = XMLLoader.defaultMaximumFileSize
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
  /// How DTCG token files are read: the resolver, the theme modifier, the
  /// rem base, or the light and dark files.
  public var dtcg = DTCGOptions()
  /// Rule severities the configuration sets.
  public var ruleSettings: [RuleID: TesseraConfiguration.RuleSetting] = [:]
  /// Findings the project accepted: the result's diagnostics leave them out
  /// (``Baseline/apply(to:for:)``), and code is emitted past an error the
  /// baseline records unless its rule guards generation.
  public var baseline: Baseline?

  /// Inputs reading the folders and files named, with paths in diagnostics
  /// shown relative to `displayBase`; a `nil` folder or file is not read.
  /// ``projectRoot``, ``generation``, ``dtcg``, ``ruleSettings`` and
  /// ``baseline`` start at their defaults.
  public init(
    tokensDirectory: URL?, stringsDirectory: URL? = nil, displayBase: URL,
    maximumFileSize: Int = PipelineInputs.defaultMaximumFileSize, baseLocale: String = "en",
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

extension PipelineInputs {
  /// The folder symbolic links under `folder`, a catalog folder, may lead
  /// into (`CatalogSearch`): the project (``projectRoot``, else
  /// ``displayBase``) when `folder` is inside it, else `folder` itself.
  package func linkBoundary(for folder: URL) -> URL {
    let path = folder.standardizedFileURL.path
    if let projectRoot, let root = CatalogSearch.realPath(projectRoot.standardizedFileURL.path),
      let real = CatalogSearch.realPath(path), CatalogSearch.isInside(real, root)
    {
      return projectRoot
    }
    return URL(fileURLWithPath: CatalogSearch.defaultBoundary(path, displayBase: displayBase))
  }
}
