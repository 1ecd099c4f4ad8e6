import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What a run found, and what it would write.
public struct PipelineResult: Sendable {
  /// Every diagnostic, sorted.
  public var diagnostics: [Diagnostic]
  /// The files to write; empty when there were errors.
  public var files: [GeneratedFile]
  /// The asset catalog's files, named relative to its folder, under
  /// `GenerationOptions.assetCatalog`; empty when there were errors.
  public var assetCatalogFiles: [GeneratedFile] = []
  /// What the rendered UI covered of the accessibility catalog, under
  /// `coverageFile`.
  public var coverage: CoverageSummary?
  /// How many findings ``PipelineInputs/baseline`` hid, or `nil` without one.
  public var hiddenCount: Int?
  /// How the token stage went through ``TesseraPipeline/tokenStageCache``,
  /// when the run had one.
  package var tokenStage: TokenStageCache.Outcome?
  package var stringsStage: StringsStageCache.Outcome?

  /// How many of the ``diagnostics`` are errors.
  public var errorCount: Int { diagnostics.count { $0.severity == .error } }
  /// How many of the ``diagnostics`` are warnings.
  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// What a run read, for tools that show the catalogs rather than compile
/// them (`tessera report`): each kind's catalog after its checks, or `nil`
/// when the run had none.
package struct PipelineCatalogs: Sendable {
  /// The token catalogs, aliases resolved.
  package var tokens: ResolvedTokenCatalog?
  /// Every locale's string tables.
  package var strings: StringsCatalog?
  /// The accessibility catalog, when it could be read.
  package var accessibility: AccessibilityCatalog?

  package init(
    tokens: ResolvedTokenCatalog? = nil, strings: StringsCatalog? = nil, accessibility: AccessibilityCatalog? = nil
  ) {
    self.tokens = tokens
    self.strings = strings
    self.accessibility = accessibility
  }
}
