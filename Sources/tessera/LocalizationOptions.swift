import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// The options of `export-localizations`, `import-localizations` and
/// `convert`: where the string catalogs are, and how to report.
///
/// They are the catalog commands' groups (``CatalogLocationOptions`` and
/// ``DiagnosticOutputOptions``) less the token, accessibility and
/// output-folder options these commands don't read, since `--output` names
/// the XLIFF file here. They resolve and report through ``CatalogOptions``,
/// so paths, the configuration file and the output formats behave as in
/// `lint`.
struct LocalizationOptions: ParsableArguments {
  @OptionGroup var location: CatalogLocationOptions

  @OptionGroup var diagnosticOutput: DiagnosticOutputOptions

  /// The same settings as catalog options, for resolving and reporting.
  func catalogOptions(tokens: String? = nil) throws -> CatalogOptions {
    var options = try CatalogOptions.parse([])
    options.inputs.tokensPath = tokens
    options.inputs.location = location
    options.diagnosticOutput = diagnosticOutput
    return options
  }

  /// The resolved inputs, which must name a strings folder, and the options
  /// that report. The notes about default folders that aren't there (no
  /// `Tokens/`) are not printed: these commands read only the strings.
  func resolve() throws -> (PipelineInputs, CatalogOptions) {
    let options = try catalogOptions()
    // No baseline: these commands report no lint findings, so one would only be read for nothing.
    let inputs = try options.resolve(readingBaseline: false, printingNotes: false).inputs
    guard inputs.stringsDirectory != nil else {
      Console.error("error: there is no string catalog folder; name it with --strings.")
      throw ExitCode(ExitStatus.failure)
    }
    return (inputs, options)
  }

  /// The resolved inputs for converting token catalogs, which must name a
  /// tokens folder (`tokens`, or the configuration's or default one), and
  /// the options that report.
  func resolveTokens(tokens: String?) throws -> (PipelineInputs, CatalogOptions) {
    let options = try catalogOptions(tokens: tokens)
    let inputs = try options.resolve(readingBaseline: false, printingNotes: false).inputs
    guard inputs.tokensDirectory != nil else {
      Console.error("error: there is no tokens folder; name it with --tokens.")
      throw ExitCode(ExitStatus.failure)
    }
    return (inputs, options)
  }
}
