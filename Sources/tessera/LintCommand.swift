import ArgumentParser
import TesseraCore

/// `tessera lint`: parse and check the catalogs; write nothing.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Parse and check the catalogs, and print diagnostics.",
    discussion: """
      EXAMPLES:
        tessera lint
        tessera lint --tokens Design/Tokens --strict
        tessera lint --format json > diagnostics.json
        tessera lint --coverage rendered-identifiers.json --strict
        tessera lint --sources Sources
      """
  )

  @OptionGroup var options: CatalogOptions

  @Option(
    help: ArgumentHelp(
      "A JSON list of the identifiers a UI rendered; reports accessibility coverage.",
      discussion: "Elements never rendered are a11y-unused warnings; rendered identifiers the catalog lacks are "
        + "a11y-unknown-id errors.",
      valueName: "file"))
  var coverage: String?

  @Option(
    help: ArgumentHelp(
      "A folder of Swift sources; reports strings no Strings.… accessor in them uses (strings-unused).",
      valueName: "folder"))
  var sources: String?

  func run() throws {
    var inputs = try options.resolve().inputs
    if let coverage {
      guard inputs.accessibilityFile != nil else {
        Console.error("error: --coverage needs an accessibility catalog; name it with --accessibility.")
        throw ExitCode(ExitStatus.failure)
      }
      inputs.coverageFile = try options.existingFile(coverage, option: "coverage")
    }
    if let sources {
      inputs.sourcesDirectory = try options.catalogDirectory(sources, default: sources, kind: "sources")
    }
    let result = TesseraPipeline(inputs: inputs).lint()
    let status = options.report(result.diagnostics, coverage: result.coverage)
    if status != 0 { throw ExitCode(status) }
  }
}
