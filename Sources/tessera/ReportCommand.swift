import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera report --output report.html`: one HTML page of the catalogs.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write one self-contained HTML page of the catalogs and their findings.",
    usage: "tessera report --output <file> [<options>]",
    discussion: """
      The page shows every colour token as a light and a dark swatch, every \
      contrast pair drawn in both modes with its ratio, each locale's \
      completeness and the keys it lacks, each screen's accessibility \
      elements with their labels and hints in every locale, and every \
      finding linked to what it concerns. It holds its CSS and SVG inline \
      and no script, needs no network, and is the same bytes on every run \
      over the same catalogs, so CI can publish and diff it.

      The page is written atomically, and only when its bytes change. Over \
      8 MiB it is shortened: each list shows its first rows and says how \
      many it left out. Findings don't change the exit status: the report \
      is written whatever they are (use lint to fail a build).

      EXAMPLES:
        tessera report --output report.html
        tessera report --output .build/report.html \\
          --coverage .build/checkout-coverage.json
      """
  )

  @OptionGroup var inputs: InputOptions

  @Option(
    help: ArgumentHelp(
      "A JSON list of the identifiers a UI rendered, as for lint --coverage; the page shows the coverage.",
      valueName: "file"))
  var coverage: String?

  @Option(help: ArgumentHelp("The HTML file to write.", valueName: "file"))
  var output: String

  /// The catalog options of these inputs, for resolving and reporting.
  func catalogOptions() throws -> CatalogOptions {
    var options = try CatalogOptions.parse([])
    options.inputs = inputs
    return options
  }

  func run() throws {
    let options = try catalogOptions()
    let destination = URL(fileURLWithPath: output, relativeTo: options.base).standardizedFileURL
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), isFolder.boolValue {
      Console.error(
        "error: --output \(output) is a folder; name the HTML file to write, such as \(output)/report.html.")
      throw ExitCode(ExitStatus.failure)
    }
    var inputs = try options.resolve().inputs
    if let coverage {
      guard inputs.accessibilityFile != nil else {
        Console.error("error: --coverage needs an accessibility catalog; name it with --accessibility.")
        throw ExitCode(ExitStatus.failure)
      }
      inputs.coverageFile = try options.existingFile(coverage, option: "coverage")
    }
    let content = ReportContent(running: TesseraPipeline(inputs: inputs))
    let html = ReportDocument(content: content).render()
    let change: OutputWriter.Change
    do {
      change = try OutputWriter.writeFile(Array(html.utf8), to: destination)
    } catch {
      Console.error("error: could not write the report \(output): \(error.localizedDescription)")
      throw ExitCode(ExitStatus.failure)
    }
    let errors = content.diagnostics.count { $0.severity == .error }
    let warnings = content.diagnostics.count { $0.severity == .warning }
    let findings = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    Console.error(
      change == .unchanged
        ? "tessera: \(output) is up to date (\(findings))."
        : "tessera: \(change.rawValue) \(output) (\(html.utf8.count) bytes; \(findings)).")
  }
}
