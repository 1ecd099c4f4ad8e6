import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

extension DiagnosticFormat: ExpressibleByArgument {}

/// The formats of commands that print a result rather than diagnostics.
enum PlainFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// The options every catalog command shares: where the catalogs are
/// (``InputOptions``), where generated code goes, and how to report.
struct CatalogOptions: ParsableArguments {
  @OptionGroup var inputs: InputOptions

  @Option(name: .customLong("output"), help: "The folder for generated Swift. (default: Generated)")
  var outputPath: String?

  @Option(
    name: .customLong("asset-catalog"),
    help: ArgumentHelp(
      "Also write the colour tokens as an Xcode asset catalog, a folder ending in .xcassets.",
      discussion: "One colour set per colour token, with its light and dark appearances; generate writes only "
        + "a catalog of its own, and refuses a folder holding files it didn't write. (default: the configuration's "
        + "asset_catalog, or none)",
      valueName: "path"))
  var assetCatalogPath: String?

  @Flag(
    help: ArgumentHelp(
      "Don't write the asset catalog that --asset-catalog or the configuration names.",
      discussion: "The generated Theme still gives its colours' asset names. The build-tool plugin uses it: the "
        + "catalog is written into the package by generate, committed, and compiled by Xcode."))
  var noAssetCatalog = false

  /// How diagnostics are printed.
  @OptionGroup var diagnosticOutput: DiagnosticOutputOptions

  @Flag(
    help: ArgumentHelp(
      "Treat warnings as errors; generate reports every finding as lint does, and fails on any.",
      discussion: "strict: true in tessera.yml does the same."))
  var strict = false

  /// How to print diagnostics.
  var format: DiagnosticFormat { diagnosticOutput.format }

  /// Whether diagnostics show absolute paths.
  var absolutePaths: Bool { diagnosticOutput.absolutePaths }

  /// The current directory, against which paths resolve.
  var base: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

  /// The folder diagnostics show paths relative to: the current one, or the
  /// root under --absolute-paths.
  var displayBase: URL { absolutePaths ? URL(fileURLWithPath: "/", isDirectory: true) : base }

  /// What a run reads and writes: the options, over the configuration
  /// file, over the defaults (see ``InputResolution``).
  struct Resolved {
    var inputs: PipelineInputs
    var output: URL
    /// The asset catalog to write, if one is asked for.
    var assetCatalog: URL?
    /// Whether the configuration asks for --strict.
    var strict: Bool
  }

  /// Resolves the options; reads the baseline unless `readingBaseline` is
  /// false (when one is about to be written), and prints a note for each
  /// default folder that isn't there unless `printingNotes` is false. What
  /// can't be found stops the run with exit 2. The configuration and the
  /// baseline are read through `files`.
  func resolve(readingBaseline: Bool = true, printingNotes: Bool = true, files: FileAccess = .direct) throws
    -> Resolved
  {
    var request = InputResolution()
    request.files = files
    request.tokens = inputs.tokensPath
    request.strings = inputs.location.stringsPath
    request.accessibility = inputs.accessibilityPath
    request.output = outputPath
    request.assetCatalog = assetCatalogPath
    request.writesAssetCatalog = !noAssetCatalog
    request.baseLocale = inputs.location.baseLocale
    request.allowRegionalFallback = inputs.allowRegionalFallback
    request.configuration = inputs.location.configPath
    request.baseline = inputs.baseline
    request.usesDefaultPaths = !inputs.location.noDefaultPaths
    request.readsBaseline = readingBaseline
    switch request.resolve(in: base, displayBase: displayBase) {
    case .success(let resolved):
      for note in resolved.notes where printingNotes { Console.error("note: \(note)") }
      return Resolved(
        inputs: resolved.inputs, output: resolved.output, assetCatalog: resolved.assetCatalog,
        strict: resolved.strict)
    case .failure(let failure):
      throw stop(failure)
    }
  }

  /// A folder named by an option (`--sources`), which must exist.
  func existingFolder(_ path: String, kind: String) throws -> URL {
    do { return try InputResolution.existingFolder(path, kind: kind, in: base) } catch { throw stop(error) }
  }

  /// A file named by an option, which must exist and not be a folder.
  func existingFile(_ path: String, option: String) throws -> URL {
    do { return try InputResolution.existingFile(path, option: option, in: base) } catch { throw stop(error) }
  }

  /// Reports why the inputs can't be found, and the exit that ends the run.
  private func stop(_ failure: InputResolution.Failure) -> ExitCode {
    if failure.diagnostics.isEmpty {
      Console.error("error: \(failure.message)")
    } else {
      _ = report(failure.diagnostics)
    }
    return ExitCode(ExitStatus.failure)
  }

  /// Prints diagnostics and a summary, and returns the exit status they call
  /// for. `hidden` is how many findings a baseline hid, when there is one;
  /// `lintErrors`, how many of the warnings `lint` reports as errors (those
  /// generate reports without stopping). Notes, such as `baseline-stale`,
  /// never fail a run, even under --strict.
  func report(
    _ diagnostics: [Diagnostic], coverage: CoverageSummary? = nil, quiet: Bool = false, hidden: Int? = nil,
    lintErrors: Int = 0
  ) -> Int32 {
    // Text shows excerpts in a terminal; SARIF needs each line to count its columns in UTF-16.
    let excerpts =
      (format == .text && isatty(STDOUT_FILENO) == 1) || format == .sarif ? SourceLines(base: base) : nil
    Console.output(format.render(diagnostics, coverage: coverage) { excerpts?.line(at: $0) })
    if format == .text, let coverage {
      Console.error("tessera: accessibility coverage \(coverage.text).")
    }
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    if format == .text, !quiet || errors + warnings > 0 {
      let baselined = hidden.map { "; the baseline hid \(count($0, "finding"))" } ?? ""
      let gate =
        lintErrors > 0
        ? " (\(lintErrors) of the warnings \(lintErrors == 1 ? "is an error" : "are errors") to `tessera lint`, "
          + "which generate reports without stopping)" : ""
      Console.error(
        errors + warnings > 0
          ? "tessera: \(count(errors, "error")), \(count(warnings, "warning"))\(gate)\(baselined)."
          : "tessera: no problems found\(baselined).")
    }
    if diagnostics.contains(where: { RuleCatalog.inputFailures.contains($0.rule) }) { return ExitStatus.failure }
    if errors > 0 || (strict && warnings > 0) { return ExitStatus.errors }
    return 0
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

/// Source lines for text diagnostics in a terminal and for SARIF's columns,
/// read once per file, decoded as the catalogs' loaders decode them.
final class SourceLines {
  private let base: URL
  private var files: [String: [Substring]] = [:]

  init(base: URL) { self.base = base }

  /// The line `location` points into, if its file can be read as text.
  func line(at location: SourceLocation) -> String? {
    if files[location.file] == nil {
      let url = URL(fileURLWithPath: location.file, relativeTo: base)
      // A folder, a FIFO (never waited on), an unreadable file or a huge one shows no excerpt.
      if case .success(let bytes) = RegularFile.read(url.path, maximumSize: 8 * 1024 * 1024) {
        files[location.file] = Self.decode(Data(bytes)).split(separator: "\n", omittingEmptySubsequences: false)
      } else {
        files[location.file] = []
      }
    }
    guard let lines = files[location.file], location.line >= 1, location.line <= lines.count else { return nil }
    let line = lines[location.line - 1]
    return String(line.hasSuffix("\r") ? line.dropLast() : line)
  }

  /// UTF-16 with a byte order mark, or UTF-8 without its BOM: the
  /// encodings catalogs may have, so columns count in the decoded text.
  static func decode(_ data: Data) -> String {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let bigEndian = bytes[0] == 0xFE
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      for index in stride(from: 2, to: bytes.count - 1, by: 2) {
        let first = UInt16(bytes[index])
        let second = UInt16(bytes[index + 1])
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
      }
      return String(decoding: units, as: UTF16.self)
    }
    return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
  }
}
