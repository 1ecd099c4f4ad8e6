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
      """
  )

  @OptionGroup var options: CatalogOptions

  func run() throws {
    let result = TesseraPipeline(inputs: try options.inputs()).lint()
    let status = options.report(result.diagnostics)
    if status != 0 { throw ExitCode(status) }
  }
}
