import ArgumentParser
import Foundation
import TesseraCore

extension DiagnosticFormat: ExpressibleByArgument {}

/// The formats of commands that print a result rather than diagnostics.
enum PlainFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// The options every catalog command shares: where the catalogs are, and
/// how to report.
struct CatalogOptions: ParsableArguments {
  @Option(name: .customLong("tokens"), help: "The token catalogs' folder. (default: Tokens)")
  var tokensPath: String?

  @Option(name: .customLong("strings"), help: "The string catalogs' folder. (default: Strings)")
  var stringsPath: String?

  @Option(name: .customLong("output"), help: "The folder for generated Swift. (default: Generated)")
  var outputPath: String?

  @Option(
    name: .customLong("accessibility"),
    help: "The accessibility catalog. (default: Accessibility.xml in the strings folder, when there is one)")
  var accessibilityPath: String?

  @Option(help: "The locale whose keys every other locale must have. (default: en)")
  var baseLocale: String?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Report keys missing from a regional locale (nl-BE) as warnings.",
      discussion: "A regional locale falls back to its language (nl), then to the base locale."))
  var allowRegionalFallback: Bool?

  @Option(
    name: .customLong("config"),
    help: ArgumentHelp(
      "The configuration file. (default: tessera.yml or .tessera.yml in the current folder, when there is one)",
      discussion: "Options given here win over the file's."))
  var configPath: String?

  @Option(
    help: ArgumentHelp(
      "How to print diagnostics: text, json, github or sarif.",
      discussion: "text is path:line:col: error: message [rule-id], with the source line and a caret when the "
        + "output is a terminal; github is workflow commands that annotate a pull request; sarif is SARIF 2.1.0."))
  var format: DiagnosticFormat = .text

  @Option(
    help: ArgumentHelp(
      "A baseline of accepted findings; report only the findings it doesn't record.",
      discussion: "Write it with `tessera lint --write-baseline FILE`. Overrides the configuration's baseline. "
        + "generate still stops on errors of rules the generated code depends on.",
      valueName: "file"))
  var baseline: String?

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(help: "Show absolute paths in diagnostics, as build systems and IDEs want them.")
  var absolutePaths = false

  @Flag(
    help: ArgumentHelp(
      "Read only the catalogs the options and the configuration name.",
      discussion: "Without it, Tokens/, Strings/ and tessera.yml are looked for in the current folder. Build "
        + "plugins use it, since their current folder is not the package's."))
  var noDefaultPaths = false

  /// The current directory, against which paths resolve.
  var base: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

  /// The folder diagnostics show paths relative to: the current one, or the
  /// root under --absolute-paths.
  var displayBase: URL { absolutePaths ? URL(fileURLWithPath: "/", isDirectory: true) : base }

  /// A catalog folder: the one named, which must exist, or the default,
  /// skipped with a note when it doesn't.
  func catalogDirectory(_ explicit: String?, default name: String?, kind: String) throws -> URL? {
    guard let path = explicit ?? name else { return nil }
    let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists, isDirectory.boolValue { return url }
    if let explicit {
      Console.error(
        exists
          ? "error: \(explicit) is not a folder; --\(kind) names the folder that holds the catalogs."
          : "error: the \(kind) folder \(explicit) does not exist.")
      throw ExitCode(ExitStatus.failure)
    }
    Console.error("note: no \(path)/ folder here; skipping \(kind).")
    return nil
  }

  /// What a run reads and writes: the options, over the configuration
  /// file, over the defaults.
  struct Resolved {
    var inputs: PipelineInputs
    var output: URL
  }

  /// Resolves the options; reads the baseline unless `readingBaseline` is
  /// false (when one is about to be written).
  func resolve(readingBaseline: Bool = true) throws -> Resolved {
    let (configuration, folder) = try loadConfiguration()
    /// A path from the configuration, relative to its file's folder.
    func configured(_ path: String?) -> String? {
      guard let path, let folder else { return nil }
      return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.path
    }
    let tokens = try catalogDirectory(
      tokensPath ?? configured(configuration.tokens), default: noDefaultPaths ? nil : "Tokens", kind: "tokens")
    let strings = try catalogDirectory(
      stringsPath ?? configured(configuration.strings), default: noDefaultPaths ? nil : "Strings", kind: "strings")
    var inputs = PipelineInputs(
      tokensDirectory: tokens, stringsDirectory: strings, displayBase: displayBase,
      baseLocale: baseLocale ?? configuration.baseLocale ?? "en",
      regionalMissingKeySeverity: allowRegionalFallback ?? configuration.allowRegionalFallback ?? false
        ? .warning : .error,
      accessibilityFile: try accessibilityFile(
        accessibilityPath ?? configured(configuration.accessibility), stringsDirectory: strings))
    inputs.generation = configuration.generation
    inputs.ruleSettings = configuration.rules
    if readingBaseline, let path = baseline ?? configured(configuration.baseline) {
      inputs.baseline = try readBaseline(URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL)
    }
    let output = URL(
      fileURLWithPath: outputPath ?? configured(configuration.output) ?? "Generated", relativeTo: base
    ).standardizedFileURL
    return Resolved(inputs: inputs, output: output)
  }

  /// The configuration file named by --config, or found in the current
  /// folder, and its folder; an empty configuration when there is none.
  /// A file with problems stops the run with exit 2.
  func loadConfiguration() throws -> (TesseraConfiguration, URL?) {
    let url: URL
    if let configPath {
      url = try existingFile(configPath, option: "config")
    } else if !noDefaultPaths, let found = TesseraConfiguration.find(in: base) {
      url = found
    } else {
      return (TesseraConfiguration(), nil)
    }
    let file = CatalogFile(url: url, displayPath: CatalogFile.displayPath(of: url, relativeTo: displayBase))
    let (configuration, diagnostics) = TesseraConfiguration.load(file)
    if !diagnostics.isEmpty {
      _ = report(diagnostics)
      throw ExitCode(ExitStatus.failure)
    }
    return (configuration, url.deletingLastPathComponent())
  }

  /// The baseline at `url`. One that is missing or can't be read stops the
  /// run with exit 2, as a configuration with problems does.
  func readBaseline(_ url: URL) throws -> Baseline {
    switch Baseline.read(url, displayBase: displayBase) {
    case .success(let baseline):
      return baseline
    case .failure(let diagnostic):
      _ = report([diagnostic])
      throw ExitCode(ExitStatus.failure)
    }
  }

  /// The accessibility catalog: the one named, which must exist, or
  /// `Accessibility.xml` in the strings folder when it is there.
  func accessibilityFile(_ explicit: String?, stringsDirectory: URL?) throws -> URL? {
    if let explicit {
      return try existingFile(explicit, option: "accessibility")
    }
    guard let candidate = stringsDirectory?.appendingPathComponent("Accessibility.xml"),
      FileManager.default.fileExists(atPath: candidate.path)
    else { return nil }
    return candidate
  }

  /// A file named by an option, which must exist and not be a folder.
  func existingFile(_ path: String, option: String) throws -> URL {
    let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
      Console.error("error: the --\(option) file \(path) does not exist.")
      throw ExitCode(ExitStatus.failure)
    }
    return url
  }

  /// Prints diagnostics and a summary, and returns the exit status they call
  /// for. `hidden` is how many findings a baseline hid, when there is one.
  /// Notes, such as `baseline-stale`, never fail a run, even under --strict.
  func report(
    _ diagnostics: [Diagnostic], coverage: CoverageSummary? = nil, quiet: Bool = false, hidden: Int? = nil
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
      Console.error(
        errors + warnings > 0
          ? "tessera: \(count(errors, "error")), \(count(warnings, "warning"))\(baselined)."
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
      // A folder, an unreadable file or a huge one shows no excerpt.
      if let data = try? Data(contentsOf: url), data.count <= 8 * 1024 * 1024 {
        files[location.file] = Self.decode(data).split(separator: "\n", omittingEmptySubsequences: false)
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
