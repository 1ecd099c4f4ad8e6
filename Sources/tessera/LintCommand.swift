import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

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
        tessera lint --write-baseline baseline.json   # accept today's findings
        tessera lint --baseline baseline.json         # report only new ones
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

  @Option(
    help: ArgumentHelp(
      "Record the current findings in this baseline file, print how many, and exit 0.",
      discussion: "Lint with --baseline FILE, or baseline: FILE in tessera.yml, to report only new findings. "
        + "Nothing is recorded when a file could not be read (exit 2).",
      valueName: "file"))
  var writeBaseline: String?

  @Flag(help: "Neither read nor write the input cache (.tessera-cache/ in the output folder, when it exists).")
  var noCache = false

  func run() throws {
    let resolveLog = ReadLog()
    let resolved = try options.resolve(readingBaseline: writeBaseline == nil, files: .recording(into: resolveLog))
    var options = self.options
    options.strict = options.strict || resolved.strict
    var inputs = resolved.inputs
    if let coverage {
      guard inputs.accessibilityFile != nil else {
        Console.error("error: --coverage needs an accessibility catalog; name it with --accessibility.")
        throw ExitCode(ExitStatus.failure)
      }
      inputs.coverageFile = try options.existingFile(coverage, option: "coverage")
    }
    if let sources {
      inputs.sourcesDirectory = try options.existingFolder(sources, kind: "sources")
    }
    // One port for the run: its key, its stages' keys and its stages list each folder once.
    let runLog = ReadLog()
    let files = FileAccess.run(recordingInto: runLog)
    // Lint uses the folder generate writes to, and --write-baseline always runs, since it writes.
    let cached =
      noCache || writeBaseline != nil
      ? nil
      : CachedRun(
        command: "lint", inputs: inputs, output: resolved.output, assetCatalog: nil,
        resolveReads: resolveLog.stamps, base: options.base, files: files)
    if let record = cached?.lookup() {
      let status = options.report(record.diagnostics, coverage: record.coverageSummary, hidden: record.hiddenCount)
      if status != 0 { throw ExitCode(status) }
      return
    }
    var pipeline = cached?.pipeline(for: inputs) ?? TesseraPipeline(inputs: inputs)
    pipeline.files = files
    let result = pipeline.lint()
    if let writeBaseline {
      try record(result.diagnostics, in: writeBaseline, options: options)
      return
    }
    cached?.store(result, reads: runLog.stamps)
    let status = options.report(result.diagnostics, coverage: result.coverage, hidden: result.hiddenCount)
    if status != 0 { throw ExitCode(status) }
  }

  /// Writes `diagnostics` as a baseline at `path`, unless a file could not
  /// be read: a baseline of a run that didn't check everything would hide
  /// nothing the next run finds there.
  private func record(_ diagnostics: [Diagnostic], in path: String, options: CatalogOptions) throws {
    let failures = diagnostics.filter { RuleCatalog.inputFailures.contains($0.rule) }
    guard failures.isEmpty else {
      _ = options.report(failures)
      Console.error("error: \(path) was not written, since not every catalog could be read; fix that first.")
      throw ExitCode(ExitStatus.failure)
    }
    let url = URL(fileURLWithPath: path, relativeTo: options.base).standardizedFileURL
    let baseline = Baseline(
      recording: diagnostics, displayPath: CatalogFile.displayPath(of: url, relativeTo: options.displayBase))
    do {
      try baseline.write(to: url, displayBase: options.displayBase)
    } catch {
      Console.error("error: could not write the baseline \(path): \(error.localizedDescription)")
      throw ExitCode(ExitStatus.failure)
    }
    let count = baseline.findingCount
    Console.error("tessera: recorded \(count) finding\(count == 1 ? "" : "s") in \(path).")
  }
}
