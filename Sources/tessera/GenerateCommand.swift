import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera generate`: lint, then write the Swift sources.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Check the catalogs, then write Swift into the output folder.",
    discussion: """
      Files are written atomically, and only when their bytes change, so an \
      unchanged build recompiles nothing.

      generate never waits for translators: it writes complete code whatever \
      the catalogs' findings about translations (missing keys and plural \
      forms, placeholder mismatches, needs_review), and reports those as \
      warnings, since `tessera lint` is the gate that fails on them. A \
      translation whose placeholders don't match the base is left out of its \
      locale's compiled table, so the base text shows. Only errors the code \
      depends on stop it, and then nothing is written: input that can't be \
      parsed, invalid base placeholders, accessor names that collide, token \
      parity and aliases, accessibility identifiers (`tessera rules` shows \
      these rules as not adjustable). --strict, or `strict: true` in \
      tessera.yml, reports every finding as lint does and exits 1 on any \
      error or warning, after writing the code.

      EXAMPLES:
        tessera generate
        tessera generate --output Sources/Assets
        tessera generate --check    # in CI: exit 1 if Generated/ is stale
        tessera generate --strict   # fail the build on any finding
        tessera generate --asset-catalog Generated/Colors.xcassets
        tessera generate --baseline tessera-baseline.json

      With a baseline, the findings it records are not reported, except \
      the errors that stop generation: those stop it still.
      """
  )

  @OptionGroup var options: CatalogOptions

  @Flag(help: "Write nothing; exit 1 if any generated file is out of date.")
  var check = false

  @Flag(help: "Print only diagnostics: no list of written files and no summary when there are no problems.")
  var quiet = false

  @Flag(help: "Neither read nor write the input cache (.tessera-cache/ in the output folder).")
  var noCache = false

  func run() throws {
    let resolveLog = ReadLog()
    let resolved = try options.resolve(files: .recording(into: resolveLog))
    var options = self.options
    options.strict = options.strict || resolved.strict
    // One port for the run: its key, its stages' keys and its stages list each folder once.
    let runLog = ReadLog()
    let files = FileAccess.run(recordingInto: runLog)
    // --check compares with what is on disk, so it always runs.
    let cached =
      noCache || check
      ? nil
      : CachedRun(
        command: "generate", inputs: resolved.inputs, output: resolved.output, assetCatalog: resolved.assetCatalog,
        resolveReads: resolveLog.stamps, base: options.base, files: files)
    if let record = cached?.lookup() {
      try replay(record, output: resolved.output, options: options)
      return
    }
    var pipeline = cached?.pipeline(for: resolved.inputs) ?? TesseraPipeline(inputs: resolved.inputs)
    pipeline.files = files
    let result = pipeline.generate()
    var diagnostics = result.diagnostics
    let output = resolved.output

    // Only the errors the generated code depends on stop it; every other finding is reported as it writes.
    guard !diagnostics.contains(where: \.stopsGeneration) else {
      cached?.store(result, reads: runLog.stamps)
      let status = report(diagnostics, options: options, hidden: result.hiddenCount)
      throw ExitCode(status == 0 ? ExitStatus.errors : status)
    }

    let writer = OutputWriter()
    if check {
      diagnostics += writer.staleDiagnostics(result.files, in: output, displayBase: options.displayBase)
      if let catalog = resolved.assetCatalog {
        do {
          diagnostics += try AssetCatalogWriter().staleDiagnostics(
            result.assetCatalogFiles, in: catalog, displayBase: options.displayBase)
        } catch {
          Console.error("error: \(error.message)")
          throw ExitCode(ExitStatus.failure)
        }
      }
      let status = report(diagnostics.sorted(), options: options, hidden: result.hiddenCount)
      if status != 0 { throw ExitCode(status) }
      return
    }

    // A catalog that isn't Tessera's to write stops the run before anything, Swift included, is written.
    if let catalog = resolved.assetCatalog {
      do {
        _ = try AssetCatalogWriter().plan(
          result.assetCatalogFiles, in: catalog,
          displayPath: CatalogFile.displayPath(of: catalog, relativeTo: options.displayBase))
      } catch {
        Console.error("error: \(error.message)")
        throw ExitCode(ExitStatus.failure)
      }
    }
    var outcomes: [OutputWriter.Outcome]
    do {
      outcomes = try writer.write(result.files, to: output)
    } catch {
      Console.error("error: could not write to \(output.path): \(error.localizedDescription)")
      throw ExitCode(ExitStatus.failure)
    }
    var written = CachedRun.stamps(of: result.files, in: output)
    if let catalog = resolved.assetCatalog {
      outcomes += try writeAssetCatalog(result.assetCatalogFiles, to: catalog)
      written += CachedRun.stamps(of: result.assetCatalogFiles, in: catalog)
    }
    cached?.store(result, reads: runLog.stamps, outputs: written)
    let status = report(diagnostics, options: options, quiet: quiet, hidden: result.hiddenCount)
    if options.format == .text, !quiet {
      let written = outcomes.filter { $0.change != .unchanged }
      for outcome in written {
        Console.error(
          "\(outcome.change.rawValue) \(CatalogFile.displayPath(of: outcome.url, relativeTo: options.base))")
      }
      if written.isEmpty, !outcomes.isEmpty {
        Console.error("\(CatalogFile.displayPath(of: output, relativeTo: options.base))/ is up to date.")
      }
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Prints `diagnostics` as generate reports them (an error that doesn't
  /// stop it is a warning, unless --strict), and returns the exit status.
  private func report(
    _ diagnostics: [Diagnostic], options: CatalogOptions, quiet: Bool = false, hidden: Int?
  ) -> Int32 {
    let reported = diagnostics.map { $0.asReportedByGenerate(strict: options.strict) }
    let lowered = zip(diagnostics, reported).count { $0.severity != $1.severity }
    return options.report(reported, quiet: quiet, hidden: hidden, lintErrors: lowered)
  }

  /// Prints a recorded run's diagnostics as a run that found every file up
  /// to date would, and exits as it would.
  private func replay(_ record: CacheRecord, output: URL, options: CatalogOptions) throws {
    let stopped = record.diagnostics.contains(where: \.stopsGeneration)
    let status = report(record.diagnostics, options: options, quiet: quiet && !stopped, hidden: record.hiddenCount)
    if stopped { throw ExitCode(status == 0 ? ExitStatus.errors : status) }
    if options.format == .text, !quiet, !record.outputs.isEmpty {
      Console.error("\(CatalogFile.displayPath(of: output, relativeTo: options.base))/ is up to date.")
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Writes the asset catalog; one that can't be written stops the run
  /// with exit 2.
  private func writeAssetCatalog(_ files: [GeneratedFile], to catalog: URL) throws -> [OutputWriter.Outcome] {
    let path = CatalogFile.displayPath(of: catalog, relativeTo: options.displayBase)
    do {
      return try AssetCatalogWriter().write(files, to: catalog, displayPath: path)
    } catch let error as AssetCatalogWriter.Refusal {
      Console.error("error: \(error.message)")
    } catch {
      Console.error("error: could not write the asset catalog \(path): \(error.localizedDescription)")
    }
    throw ExitCode(ExitStatus.failure)
  }
}
