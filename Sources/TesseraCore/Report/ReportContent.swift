import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What a report shows: the catalogs a lint run read and checked, its
/// findings, and the pseudo-locales the strings are generated with.
package struct ReportContent: Sendable {
  package var catalogs: PipelineCatalogs
  /// Every finding, sorted, as `tessera lint` reports them.
  package var diagnostics: [Diagnostic]
  /// The rendered UI's coverage of the accessibility catalog, under
  /// `--coverage`.
  package var coverage: CoverageSummary?
  package var pseudoLocales: [PseudoLocale]

  package init(
    catalogs: PipelineCatalogs, diagnostics: [Diagnostic], coverage: CoverageSummary? = nil,
    pseudoLocales: [PseudoLocale] = PseudoLocale.allCases
  ) {
    self.catalogs = catalogs
    self.diagnostics = diagnostics
    self.coverage = coverage
    self.pseudoLocales = pseudoLocales
  }

  /// Runs `pipeline`'s checks and keeps its catalogs.
  package init(running pipeline: TesseraPipeline) {
    let (result, catalogs) = pipeline.lintKeepingCatalogs()
    self.init(
      catalogs: catalogs, diagnostics: result.diagnostics, coverage: result.coverage,
      pseudoLocales: pipeline.inputs.pseudoLocales)
  }
}
