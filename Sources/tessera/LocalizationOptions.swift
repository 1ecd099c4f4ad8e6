import ArgumentParser
import Foundation
import TesseraCore

/// The options of `export-localizations` and `import-localizations`: where
/// the string catalogs are, and how to report.
///
/// They are the catalog commands' options (``CatalogOptions``) less the
/// token, accessibility and output-folder ones these commands don't read,
/// since `--output` names the XLIFF file here. They resolve and report
/// through ``CatalogOptions``, so paths, the configuration file and the
/// output formats behave as in `lint`.
struct LocalizationOptions: ParsableArguments {
  @Option(name: .customLong("strings"), help: "The string catalogs' folder. (default: Strings)")
  var stringsPath: String?

  @Option(help: "The locale translations are made from. (default: en)")
  var baseLocale: String?

  @Option(
    name: .customLong("config"),
    help: "The configuration file. (default: tessera.yml or .tessera.yml in the current folder, when there is one)")
  var configPath: String?

  @Option(help: "How to print diagnostics: text, json, github or sarif.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Show absolute paths in diagnostics, as build systems and IDEs want them.")
  var absolutePaths = false

  @Flag(help: "Read only the folders the options and the configuration name.")
  var noDefaultPaths = false

  /// The same settings as catalog options, for resolving and reporting.
  func catalogOptions(tokens: String? = nil) throws -> CatalogOptions {
    var arguments = ["--format", format.rawValue]
    if let tokens { arguments += ["--tokens", tokens] }
    if let stringsPath { arguments += ["--strings", stringsPath] }
    if let baseLocale { arguments += ["--base-locale", baseLocale] }
    if let configPath { arguments += ["--config", configPath] }
    if absolutePaths { arguments.append("--absolute-paths") }
    if noDefaultPaths { arguments.append("--no-default-paths") }
    return try CatalogOptions.parse(arguments)
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
