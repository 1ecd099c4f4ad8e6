import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CorpusSize: ExpressibleByArgument {}

/// `tessera-bench scale`: Tessera at three corpus sizes against the libxml2
/// parse floor (`xmllint --noout`) and Foundation's plist readers, with
/// no-op generate times and peak memory.
struct ScaleBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scale",
    abstract: "Tessera at three corpus sizes against xmllint, PropertyListSerialization and plutil.",
    discussion: """
      Writes a synthetic corpus (deterministic from --seed) for each size into a \
      temporary folder, checks that `tessera lint` finds no errors in it, then \
      measures, alternating candidate and baseline each round and reporting medians:
        - `tessera generate` on the token catalogs alone (the real binary, as a \
      subprocess: parse, resolve, check, emit, write) against `xmllint --noout` \
      on the same files (also a subprocess);
        - Tessera's .strings parser against PropertyListSerialization (both in \
      this process, on the same bytes, after checking they agree) and against \
      `plutil -convert json -o - FILE` (a process per file);
        - a no-op `tessera generate` on all catalogs, with the output folder's \
      modification times and inodes compared before and after, and a generate \
      after one `.strings` file changed, against a full one;
        - the same token corpus converted to DTCG files with a resolver: \
      `tessera generate` on it against the XML (both subprocesses), and \
      whether both give the same Swift;
        - (large and huge) the same tokens with two high-contrast appearances \
      and composite tokens (shadows, borders, gradients, transitions, stroke \
      styles) added: `tessera generate` on it against the two-appearance \
      corpus, alternating, as a ratio per token and per token value (a token \
      in each appearance);
        - the peak RSS of `tessera generate` on all catalogs (wait4's ru_maxrss), \
      into an empty folder and over its own output.

      EXAMPLE:
        swift build -c release --product tessera && swift run -c release tessera-bench scale
      """
  )

  @Option(help: "The seed of the synthetic corpora.")
  var seed: UInt64 = 42

  @Option(help: "Timed rounds of each measurement; medians are reported.")
  var runs = 7

  @Option(help: "Rounds of the plutil comparison, which starts a process per file. (default: 3; 1 above 500 files)")
  var plutilRuns: Int?

  @Option(parsing: .upToNextOption, help: "The sizes to run: small, large, huge.")
  var sizes: [CorpusSize] = CorpusSize.allCases

  @Option(help: "The tessera binary. (default: the one beside tessera-bench)")
  var tessera: String?

  @Option(help: "The folder holding the repository's Tokens/ and Strings/, for the small corpus.")
  var repository = "."

  @OptionGroup var output: WorkOptions

  func run() throws {
    let tesseraPath = try locateTessera()
    let xmllint = Subprocess.find("xmllint")
    let plutil = Subprocess.find("plutil")
    let repositoryURL = URL(fileURLWithPath: repository).standardizedFileURL
    let work = try output.makeFolder(prefix: "tessera-bench")
    defer { output.cleanUp(work) }

    if !output.json {
      Console.note(
        xmllint == nil
          ? "xmllint is missing (Debian: apt-get install libxml2-utils); the parse-floor comparison is skipped."
          : "xmllint: \(xmllint ?? "")")
      if plutil == nil { Console.note("plutil is missing (it ships with the Swift toolchain); skipped.") }
    }

    let measurer = Measurer(
      seed: seed, tessera: tesseraPath, xmllint: xmllint, plutil: plutil, runs: max(runs, 1), plutilRuns: plutilRuns,
      work: work, verbose: !output.json)
    var results: [SizeResult] = []
    for size in sizes {
      if !output.json { Console.note("== \(size.rawValue): writing the corpus (seed \(seed))") }
      let corpus = try ScaleCorpusWriter(seed: seed).write(
        size, to: work.appendingPathComponent(size.rawValue), repository: repositoryURL)
      results.append(try measurer.measure(size, corpus))
    }
    let report = ScaleReport(
      seed: seed, runs: max(runs, 1), tessera: tesseraPath, xmllint: xmllint, plutil: plutil, sizes: results)
    try output.print(report, table: report.table)
  }

  private func locateTessera() throws -> String { try TesseraBinary.locate(tessera) }
}

/// Writes progress to standard error, so standard output holds only the result.
enum Console {
  static func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}

// MARK: - Results

struct SizeResult: Codable {
  struct Corpus: Codable {
    var tokensPerMode: Int
    var aliasesPerMode: Int
    var deepestAliasChain: Int
    var tokenFiles: Int
    var tokenBytes: Int
    var locales: Int
    var keysPerLocale: Int
    var stringsFiles: Int
    var stringsBytes: Int
    var accessibilityElements: Int
  }
  struct Lint: Codable {
    var errors: Int
    var warnings: Int
  }
  struct Tokens: Codable {
    /// `tessera generate` on the token catalogs, as a subprocess, output folder emptied before each round.
    var tesseraGenerateMs: Double
    var xmllintNooutMs: Double?
    /// Median of the per-round ratios tessera / xmllint.
    var ratioToXmllint: Double?
    /// The same generate in this process: TesseraPipeline.generate(), no process start and no writing.
    var inProcessPipelineMs: Double
    /// `tessera --version` and `xmllint --version`: what starting each process costs.
    var tesseraStartMs: Double
    var xmllintStartMs: Double?
    var peakRSSBytes: Int
  }
  struct Strings: Codable {
    var files: Int
    var tesseraMs: Double
    var propertyListSerializationMs: Double
    /// Median of the per-round ratios PropertyListSerialization / Tessera.
    var speedupOverPropertyListSerialization: Double
    /// A plutil process per file, summed.
    var plutilMs: Double?
    var speedupOverPlutil: Double?
    /// One plutil process on a one-entry file: the start cost in each file's figure.
    var plutilStartMs: Double?
    var plutilRuns: Int?
    var parsersAgree: Bool
  }
  struct NoOp: Codable {
    var wallMs: Double
    var filesInOutput: Int
    var filesWritten: Int
    var modificationTimesUnchanged: Bool
    var checkPasses: Bool
    /// `generate` after one `.strings` file's bytes changed (a comment
    /// appended), into the folder the last run wrote.
    var oneStringsFileEditedMs: Double
    /// That, over a full generate into an empty folder.
    var oneStringsFileEditedShareOfFull: Double
  }
  /// The same token corpus written as DTCG files with a resolver (by
  /// `tessera convert --to dtcg`'s converter), against the XML.
  struct DTCG: Codable {
    var files: Int
    var bytes: Int
    /// `tessera generate` on the token catalogs, as a subprocess, alternating the two formats each round.
    var xmlGenerateMs: Double
    var dtcgGenerateMs: Double
    /// Median of the per-round ratios DTCG / XML.
    var ratioToXML: Double
    /// The same in this process: TesseraPipeline.generate().
    var xmlInProcessMs: Double
    var dtcgInProcessMs: Double
    var inProcessRatioToXML: Double
    /// Both formats generate the same Swift.
    var sameSwift: Bool
  }
  /// The same shape with light and dark high-contrast appearances and
  /// composite tokens, against the two-appearance corpus, in one run.
  struct Appearances: Codable {
    var appearances: Int
    /// Tokens each appearance has (composites included).
    var tokensPerAppearance: Int
    var files: Int
    var bytes: Int
    var lint: Lint
    /// `tessera generate` on the token catalogs, as a subprocess, alternating with the two-appearance corpus.
    var generateMs: Double
    var twoAppearanceGenerateMs: Double
    /// Median of the per-round ratios of milliseconds per token: four appearances / two.
    var ratioPerToken: Double
    /// The same per token value: a token in each of its appearances.
    var ratioPerTokenValue: Double
  }
  var size: String
  var corpus: Corpus
  var lint: Lint
  var tokens: Tokens
  var dtcg: DTCG
  var appearances: Appearances?
  var strings: Strings
  var noOpGenerate: NoOp
  /// `tessera generate` on every catalog into an empty output folder.
  var fullGenerateMs: Double
  var fullGeneratePeakRSSBytes: Int
}

struct ScaleReport: Codable {
  var seed: UInt64
  var runs: Int
  var tessera: String
  var xmllint: String?
  var plutil: String?
  var sizes: [SizeResult]
  var targets: [Target] { Target.evaluate(sizes) }

  struct Target: Codable {
    var name: String
    var value: String
    var met: Bool?

    /// The targets of issue 20's table, and issue 19's DTCG one.
    static func evaluate(_ sizes: [SizeResult]) -> [Target] {
      var targets: [Target] = []
      func ms(_ value: Double) -> String { Timing.ms(value / 1000) + " ms" }
      func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
      for size in sizes where size.size != "small" {
        let ratio = size.tokens.ratioToXmllint
        targets.append(
          Target(
            name: "\(size.size): token generate within 3x of xmllint --noout (aim: 2x)",
            value: ratio.map { String(format: "%.2fx", $0) } ?? "xmllint missing", met: ratio.map { $0 <= 3 }))
      }
      if let large = sizes.first(where: { $0.size == "large" }) {
        targets.append(
          Target(
            name: "large: token generate under 100 ms", value: ms(large.tokens.tesseraGenerateMs),
            met: large.tokens.tesseraGenerateMs < 100))
        targets.append(
          Target(
            name: "large: peak RSS under 150 MB", value: mb(large.fullGeneratePeakRSSBytes),
            met: large.fullGeneratePeakRSSBytes < 150_000_000))
      }
      for (size, limit) in [("large", 50.0), ("huge", 100.0)] {
        guard let result = sizes.first(where: { $0.size == size }) else { continue }
        targets.append(
          Target(
            name: "\(size): no-op generate under \(Int(limit)) ms, nothing written",
            value: ms(result.noOpGenerate.wallMs) + ", \(result.noOpGenerate.filesWritten) written",
            met: result.noOpGenerate.wallMs < limit && result.noOpGenerate.modificationTimesUnchanged))
      }
      if let large = sizes.first(where: { $0.size == "large" }) {
        targets.append(
          Target(
            name: "large: one .strings file edited, at most 30 % of a full generate",
            value: String(format: "%.0f %%", large.noOpGenerate.oneStringsFileEditedShareOfFull * 100),
            met: large.noOpGenerate.oneStringsFileEditedShareOfFull <= 0.3))
      }
      for size in sizes {
        targets.append(
          Target(
            name: "\(size.size): .strings parsing at least 10x faster than PropertyListSerialization",
            value: String(format: "%.1fx", size.strings.speedupOverPropertyListSerialization),
            met: size.strings.speedupOverPropertyListSerialization >= 10))
      }
      if let huge = sizes.first(where: { $0.size == "huge" }) {
        targets.append(
          Target(
            name: "huge: peak RSS under 200 MB", value: mb(huge.fullGeneratePeakRSSBytes),
            met: huge.fullGeneratePeakRSSBytes < 200_000_000))
      }
      for size in sizes {
        guard let appearances = size.appearances else { continue }
        targets.append(
          Target(
            name: "\(size.size): four appearances with composites within 1.3x of two appearances, per token",
            value: String(format: "%.2fx", appearances.ratioPerToken), met: appearances.ratioPerToken <= 1.3))
      }
      for size in sizes {
        targets.append(
          Target(
            name: "\(size.size): DTCG token generate no slower than XML",
            value: String(format: "%.2fx", size.dtcg.ratioToXML),
            met: size.dtcg.ratioToXML <= 1))
      }
      return targets
    }
  }

  func table() -> String {
    func row(_ label: String, _ values: (SizeResult) -> String) -> String {
      label.padding(toLength: 52, withPad: " ", startingAt: 0)
        + sizes.map { values($0).leftPadded(to: 16) }.joined()
    }
    func ms(_ value: Double?) -> String { value.map { String(format: "%.1f ms", $0) } ?? "n/a" }
    func ratio(_ value: Double?) -> String { value.map { String(format: "%.2fx", $0) } ?? "n/a" }
    func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
    var lines: [String] = []
    lines.append("Tessera scale benchmark: seed \(seed), medians of \(runs) rounds")
    lines.append("tessera: \(tessera) (run as a subprocess)")
    lines.append("xmllint: \(xmllint ?? "MISSING (apt-get install libxml2-utils)")  plutil: \(plutil ?? "MISSING")")
    lines.append("")
    lines.append(row("", { $0.size }))
    lines.append(row("Corpus", { _ in "" }))
    lines.append(row("  tokens per mode (aliases)", { "\($0.corpus.tokensPerMode) (\($0.corpus.aliasesPerMode))" }))
    lines.append(row("  deepest alias chain", { "\($0.corpus.deepestAliasChain)" }))
    lines.append(row("  token files, KiB", { "\($0.corpus.tokenFiles), \($0.corpus.tokenBytes / 1024)" }))
    lines.append(row("  locales x keys", { "\($0.corpus.locales) x \($0.corpus.keysPerLocale)" }))
    lines.append(row("  .strings files, KiB", { "\($0.corpus.stringsFiles), \($0.corpus.stringsBytes / 1024)" }))
    lines.append(row("  accessibility elements", { "\($0.corpus.accessibilityElements)" }))
    lines.append(row("  tessera lint: errors, warnings", { "\($0.lint.errors), \($0.lint.warnings)" }))
    lines.append(row("Tokens", { _ in "" }))
    lines.append(row("  tessera generate (tokens only, subprocess)", { ms($0.tokens.tesseraGenerateMs) }))
    lines.append(row("  xmllint --noout (same files, subprocess)", { ms($0.tokens.xmllintNooutMs) }))
    lines.append(row("  ratio tessera / xmllint    (target <= 3x)", { ratio($0.tokens.ratioToXmllint) }))
    lines.append(row("  in-process pipeline (no start, no write)", { ms($0.tokens.inProcessPipelineMs) }))
    lines.append(
      row("  process start: tessera, xmllint", { "\(ms($0.tokens.tesseraStartMs)), \(ms($0.tokens.xmllintStartMs))" }))
    lines.append(row("  peak RSS, tokens only", { mb($0.tokens.peakRSSBytes) }))
    lines.append(row("Tokens as DTCG (the same corpus, with a resolver)", { _ in "" }))
    lines.append(row("  token files, KiB", { "\($0.dtcg.files), \($0.dtcg.bytes / 1024)" }))
    lines.append(row("  tessera generate: XML (subprocess)", { ms($0.dtcg.xmlGenerateMs) }))
    lines.append(row("  tessera generate: DTCG (subprocess)", { ms($0.dtcg.dtcgGenerateMs) }))
    lines.append(row("  ratio DTCG / XML              (target <= 1x)", { ratio($0.dtcg.ratioToXML) }))
    lines.append(
      row("  in process: XML, DTCG", { "\(ms($0.dtcg.xmlInProcessMs)), \(ms($0.dtcg.dtcgInProcessMs))" }))
    lines.append(row("  in-process ratio DTCG / XML", { ratio($0.dtcg.inProcessRatioToXML) }))
    lines.append(row("  same generated Swift", { $0.dtcg.sameSwift ? "yes" : "NO" }))
    if sizes.contains(where: { $0.appearances != nil }) {
      lines.append(row("Tokens in four appearances, with composites", { _ in "" }))
      lines.append(
        row(
          "  tokens per appearance, appearances",
          { $0.appearances.map { "\($0.tokensPerAppearance), \($0.appearances)" } ?? "n/a" }))
      lines.append(
        row("  token files, KiB", { $0.appearances.map { "\($0.files), \($0.bytes / 1024)" } ?? "n/a" }))
      lines.append(
        row(
          "  tessera lint: errors, warnings",
          { $0.appearances.map { "\($0.lint.errors), \($0.lint.warnings)" } ?? "n/a" }))
      lines.append(row("  tessera generate: two appearances", { ms($0.appearances?.twoAppearanceGenerateMs) }))
      lines.append(row("  tessera generate: four, with composites", { ms($0.appearances?.generateMs) }))
      lines.append(row("  ratio per token              (target <= 1.3x)", { ratio($0.appearances?.ratioPerToken) }))
      lines.append(row("  ratio per token value (x appearances)", { ratio($0.appearances?.ratioPerTokenValue) }))
    }
    lines.append(row(".strings parsing (every .strings file)", { _ in "" }))
    lines.append(row("  Tessera StringsFileParser", { ms($0.strings.tesseraMs) }))
    lines.append(row("  PropertyListSerialization", { ms($0.strings.propertyListSerializationMs) }))
    lines.append(
      row("  speedup over PLS             (target >= 10x)", { ratio($0.strings.speedupOverPropertyListSerialization) }))
    lines.append(row("  plutil -convert json, a process per file", { ms($0.strings.plutilMs) }))
    lines.append(row("  speedup over plutil", { ratio($0.strings.speedupOverPlutil) }))
    lines.append(row("  plutil start, per file", { ms($0.strings.plutilStartMs) }))
    lines.append(row("  parsers agree on keys and values", { $0.strings.parsersAgree ? "yes" : "NO" }))
    lines.append(row("Generate, every catalog", { _ in "" }))
    lines.append(row("  full, into an empty folder", { ms($0.fullGenerateMs) }))
    lines.append(row("  no-op, inputs unchanged (< 50 ms large)", { ms($0.noOpGenerate.wallMs) }))
    lines.append(
      row(
        "  no-op: files written / in output",
        { "\($0.noOpGenerate.filesWritten) / \($0.noOpGenerate.filesInOutput)" }))
    lines.append(
      row("  no-op: mtimes and inodes unchanged", { $0.noOpGenerate.modificationTimesUnchanged ? "yes" : "NO" }))
    lines.append(row("  generate --check after it passes", { $0.noOpGenerate.checkPasses ? "yes" : "NO" }))
    lines.append(row("  one .strings file edited", { ms($0.noOpGenerate.oneStringsFileEditedMs) }))
    lines.append(
      row(
        "  edited / full          (target <= 30 %)",
        { String(format: "%.0f %%", $0.noOpGenerate.oneStringsFileEditedShareOfFull * 100) }))
    lines.append(row("  peak RSS   (< 150 MB large, < 200 MB huge)", { mb($0.fullGeneratePeakRSSBytes) }))
    lines.append("")
    lines.append("Targets:")
    for target in targets {
      let mark = target.met.map { $0 ? "met   " : "MISSED" } ?? "n/a   "
      lines.append("  [\(mark)] \(target.name): \(target.value)")
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}

// MARK: - Measuring

/// Runs the measurements of one corpus.
struct Measurer {
  var seed: UInt64
  var tessera: String
  var xmllint: String?
  var plutil: String?
  var runs: Int
  var plutilRuns: Int?
  var work: URL
  var verbose: Bool

  func note(_ text: String) { if verbose { Console.note(text) } }

  func measure(_ size: CorpusSize, _ corpus: WrittenCorpus) throws -> SizeResult {
    let summary = SizeResult.Corpus(
      tokensPerMode: corpus.tokensPerMode, aliasesPerMode: corpus.aliasesPerMode,
      deepestAliasChain: corpus.deepestChain, tokenFiles: corpus.tokenFiles.count, tokenBytes: corpus.tokenBytes,
      locales: corpus.locales, keysPerLocale: corpus.keysPerLocale, stringsFiles: corpus.stringsFiles.count,
      stringsBytes: corpus.stringsBytes, accessibilityElements: corpus.accessibilityElements)
    note("   lint")
    let lint = try self.lint(corpus)
    note("   tokens: tessera generate against xmllint --noout")
    let tokens = try measureTokens(size, corpus)
    note("   tokens: DTCG against XML")
    let dtcg = try measureDTCG(size, corpus)
    var appearances: SizeResult.Appearances?
    if let shape = size.shape {
      note("   tokens: four appearances with composites against two")
      appearances = try measureAppearances(size, shape, corpus)
    }
    note("   .strings: Tessera against PropertyListSerialization and plutil")
    let strings = try measureStrings(corpus)
    note("   generate: full and no-op")
    let (full, peak, noOp) = try measureGenerate(size, corpus)
    return SizeResult(
      size: size.rawValue, corpus: summary, lint: lint, tokens: tokens, dtcg: dtcg, appearances: appearances,
      strings: strings,
      noOpGenerate: noOp,
      fullGenerateMs: full * 1000, fullGeneratePeakRSSBytes: peak)
  }

  private func catalogArguments(_ corpus: WrittenCorpus, tokensOnly: Bool = false) -> [String] {
    ["--no-default-paths", "--tokens", corpus.tokens.path] + (tokensOnly ? [] : ["--strings", corpus.strings.path])
  }

  /// The corpus must lint with no errors, or the figures mean nothing.
  private func lint(_ corpus: WrittenCorpus, tokensOnly: Bool = false) throws -> SizeResult.Lint {
    let run = try Subprocess.run(
      tessera, ["lint"] + catalogArguments(corpus, tokensOnly: tokensOnly) + ["--format", "json"], keepOutput: true)
    struct Report: Decodable {
      struct Entry: Decodable {
        var severity: String
        var message: String
        var file: String
        var line: Int
      }
      struct Summary: Decodable {
        var errors: Int
        var warnings: Int
      }
      var diagnostics: [Entry]
      var summary: Summary
    }
    guard let report = try? JSONDecoder().decode(Report.self, from: run.output) else {
      throw Subprocess.Failure(
        description: "tessera lint printed no JSON (exit \(run.status)): "
          + String(decoding: run.errorOutput.prefix(2000), as: UTF8.self))
    }
    guard report.summary.errors == 0, run.status == 0 else {
      let first = report.diagnostics.filter { $0.severity == "error" }.prefix(5)
        .map { "\($0.file):\($0.line): \($0.message)" }.joined(separator: "\n")
      throw Subprocess.Failure(
        description: "The synthetic corpus has \(report.summary.errors) lint errors (exit \(run.status)):\n\(first)")
    }
    return SizeResult.Lint(errors: report.summary.errors, warnings: report.summary.warnings)
  }

  private func measureTokens(_ size: CorpusSize, _ corpus: WrittenCorpus) throws -> SizeResult.Tokens {
    let output = work.appendingPathComponent("\(size.rawValue)-tokens-out")
    let arguments = ["generate"] + catalogArguments(corpus, tokensOnly: true) + ["--output", output.path, "--quiet"]
    let files = corpus.tokenFiles.map(\.path)
    func generate() throws -> Subprocess.Run {
      try? FileManager.default.removeItem(at: output)
      return try Subprocess.check(tessera, arguments, measuringMemory: true)
    }
    // Warm the page cache and both binaries once.
    _ = try generate()
    if let xmllint { _ = try Subprocess.check(xmllint, ["--noout"] + files) }
    var ours: [Double] = []
    var theirs: [Double] = []
    var ratios: [Double] = []
    var peak = 0
    for _ in 0..<runs {
      let run = try generate()
      ours.append(run.seconds)
      peak = max(peak, run.peakRSS)
      if let xmllint {
        let floor = try Subprocess.check(xmllint, ["--noout"] + files)
        theirs.append(floor.seconds)
        ratios.append(run.seconds / max(floor.seconds, 1e-9))
      }
    }
    // In process: the same stages, no process start, no writing.
    let inputs = PipelineInputs(tokensDirectory: corpus.tokens, displayBase: corpus.root)
    let check = TesseraPipeline(inputs: inputs).generate()
    guard check.errorCount == 0 else {
      throw Subprocess.Failure(description: "The in-process pipeline found \(check.errorCount) errors.")
    }
    var inProcess: [Double] = []
    for _ in 0..<runs {
      inProcess.append(Timing.time { _ = TesseraPipeline(inputs: inputs).generate().files.count })
    }
    var tesseraStart: [Double] = []
    var xmllintStart: [Double] = []
    for _ in 0..<runs {
      tesseraStart.append(try Subprocess.check(tessera, ["--version"]).seconds)
      if let xmllint { xmllintStart.append(try Subprocess.check(xmllint, ["--version"]).seconds) }
    }
    return SizeResult.Tokens(
      tesseraGenerateMs: Timing.median(ours) * 1000,
      xmllintNooutMs: xmllint == nil ? nil : Timing.median(theirs) * 1000,
      ratioToXmllint: xmllint == nil ? nil : Timing.median(ratios),
      inProcessPipelineMs: Timing.median(inProcess) * 1000, tesseraStartMs: Timing.median(tesseraStart) * 1000,
      xmllintStartMs: xmllint == nil ? nil : Timing.median(xmllintStart) * 1000, peakRSSBytes: peak)
  }

  /// The token corpus converted to DTCG with a resolver, generated from
  /// each format in turn.
  private func measureDTCG(_ size: CorpusSize, _ corpus: WrittenCorpus) throws -> SizeResult.DTCG {
    let root = work.appendingPathComponent("\(size.rawValue)-dtcg")
    let tokens = root.appendingPathComponent("Tokens")
    try? FileManager.default.removeItem(at: root)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: corpus.tokens, to: tokens)
    let dtcgInputs = PipelineInputs(tokensDirectory: tokens, displayBase: root)
    let conversion = TokensConverter(inputs: dtcgInputs).plan(to: .dtcg)
    if let error = conversion.diagnostics.first(where: { $0.severity == .error }) {
      throw Subprocess.Failure(description: "The corpus doesn't convert to DTCG: \(error.location): \(error.message)")
    }
    try conversion.apply()
    let files = ScaleCorpusWriter.files(under: tokens, extensions: ["json"])

    let xmlInputs = PipelineInputs(tokensDirectory: corpus.tokens, displayBase: corpus.root)
    let fromXML = TesseraPipeline(inputs: xmlInputs).generate()
    let fromDTCG = TesseraPipeline(inputs: dtcgInputs).generate()
    guard fromDTCG.errorCount == 0 else {
      let first = fromDTCG.diagnostics.first { $0.severity == .error }
      throw Subprocess.Failure(
        description:
          "The DTCG corpus has \(fromDTCG.errorCount) errors: \(first.map { "\($0.location): \($0.message)" } ?? "")")
    }
    let sameSwift =
      fromXML.files.map { [$0.name, $0.contents] } == fromDTCG.files.map { [$0.name, $0.contents] }
    if !sameSwift { note("   the XML and DTCG corpora generate different Swift") }

    func generate(_ folder: URL, _ name: String) throws -> Double {
      let output = work.appendingPathComponent("\(size.rawValue)-\(name)-out")
      try? FileManager.default.removeItem(at: output)
      return try Subprocess.check(
        tessera, ["generate", "--no-default-paths", "--tokens", folder.path, "--output", output.path, "--quiet"]
      ).seconds
    }
    _ = try generate(corpus.tokens, "xml")
    _ = try generate(tokens, "dtcg")
    var xml: [Double] = []
    var dtcg: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<runs {
      let ours = try generate(tokens, "dtcg")
      let theirs = try generate(corpus.tokens, "xml")
      dtcg.append(ours)
      xml.append(theirs)
      ratios.append(ours / max(theirs, 1e-9))
    }
    let inProcess = Timing.compare(runs: runs) {
      _ = TesseraPipeline(inputs: dtcgInputs).generate().files.count
    } baseline: {
      _ = TesseraPipeline(inputs: xmlInputs).generate().files.count
    }
    return SizeResult.DTCG(
      files: files.count, bytes: files.map(ScaleCorpusWriter.size(of:)).reduce(0, +),
      xmlGenerateMs: Timing.median(xml) * 1000, dtcgGenerateMs: Timing.median(dtcg) * 1000,
      ratioToXML: Timing.median(ratios), xmlInProcessMs: inProcess.baseline * 1000,
      dtcgInProcessMs: inProcess.candidate * 1000,
      inProcessRatioToXML: inProcess.candidate / max(inProcess.baseline, 1e-9),
      sameSwift: sameSwift)
  }

  /// The same token shape with four appearances and composites, generated
  /// in turn with the two-appearance corpus; the ratio is of the time per
  /// token (and per token value), so the composites added don't count as a
  /// slowdown.
  private func measureAppearances(
    _ size: CorpusSize, _ shape: CorpusShape, _ two: WrittenCorpus
  ) throws -> SizeResult.Appearances {
    var tokensOnly = shape.withFourAppearances
    tokensOnly.locales = 0
    let four = try ScaleCorpusWriter(seed: seed).write(
      shape: tokensOnly, to: work.appendingPathComponent("\(size.rawValue)-appearances"), repository: work)
    let lint = try self.lint(four, tokensOnly: true)
    func generate(_ corpus: WrittenCorpus, _ name: String) throws -> Double {
      let output = work.appendingPathComponent("\(size.rawValue)-\(name)-out")
      try? FileManager.default.removeItem(at: output)
      return try Subprocess.check(
        tessera, ["generate"] + catalogArguments(corpus, tokensOnly: true) + ["--output", output.path, "--quiet"]
      ).seconds
    }
    _ = try generate(two, "two-appearances")
    _ = try generate(four, "four-appearances")
    var ours: [Double] = []
    var theirs: [Double] = []
    var perToken: [Double] = []
    var perValue: [Double] = []
    let tokenShare = Double(two.tokensPerMode) / Double(four.tokensPerMode)
    let valueShare = tokenShare * Double(two.appearances) / Double(four.appearances)
    for _ in 0..<runs {
      let candidate = try generate(four, "four-appearances")
      let baseline = try generate(two, "two-appearances")
      ours.append(candidate)
      theirs.append(baseline)
      perToken.append(candidate / max(baseline, 1e-9) * tokenShare)
      perValue.append(candidate / max(baseline, 1e-9) * valueShare)
    }
    return SizeResult.Appearances(
      appearances: four.appearances, tokensPerAppearance: four.tokensPerMode, files: four.tokenFiles.count,
      bytes: four.tokenBytes, lint: lint, generateMs: Timing.median(ours) * 1000,
      twoAppearanceGenerateMs: Timing.median(theirs) * 1000, ratioPerToken: Timing.median(perToken),
      ratioPerTokenValue: Timing.median(perValue))
  }

  private func measureStrings(_ corpus: WrittenCorpus) throws -> SizeResult.Strings {
    let urls = corpus.stringsFiles
    let files = try urls.map { StringsParsers.File(name: $0.path, data: try Data(contentsOf: $0)) }

    // Both parsers must read the same keys and values before either is timed.
    var agree = true
    for file in files {
      let ours = StringsParsers.tessera(file)
      let theirs = try StringsParsers.foundation(file)
      if ours == nil || theirs != ours {
        agree = false
        note("   the parsers disagree on \(file.name)")
      }
    }
    if let plutil, let first = files.first {
      let run = try Subprocess.check(plutil, ["-convert", "json", "-o", "-", first.name], keepOutput: true)
      let fromPlutil = try? JSONSerialization.jsonObject(with: run.output) as? [String: String]
      if fromPlutil != StringsParsers.tessera(first) {
        agree = false
        note("   plutil disagrees on \(first.name)")
      }
    }

    let timing = StringsParsers.timing(files, runs: runs)

    var plutilMs: Double?
    var plutilSpeedup: Double?
    var plutilStart: Double?
    var rounds: Int?
    if let plutil {
      let count = plutilRuns ?? (files.count > 500 ? 1 : min(runs, 3))
      rounds = count
      var totals: [Double] = []
      for _ in 0..<max(count, 1) {
        var total = 0.0
        for url in urls {
          total += try Subprocess.check(plutil, ["-convert", "json", "-o", "-", url.path]).seconds
        }
        totals.append(total)
      }
      let tiny = work.appendingPathComponent("one-entry.strings")
      try Data("\"a\" = \"b\";\n".utf8).write(to: tiny)
      var starts: [Double] = []
      for _ in 0..<runs {
        starts.append(try Subprocess.check(plutil, ["-convert", "json", "-o", "-", tiny.path]).seconds)
      }
      plutilMs = Timing.median(totals) * 1000
      plutilSpeedup = Timing.median(totals) / max(timing.candidate, 1e-9)
      plutilStart = Timing.median(starts) * 1000
    }
    return SizeResult.Strings(
      files: files.count, tesseraMs: timing.candidate * 1000, propertyListSerializationMs: timing.baseline * 1000,
      speedupOverPropertyListSerialization: timing.ratio, plutilMs: plutilMs, speedupOverPlutil: plutilSpeedup,
      plutilStartMs: plutilStart, plutilRuns: rounds, parsersAgree: agree)
  }

  /// A file's identity and modification time, to prove it wasn't rewritten.
  private struct Stamp: Equatable {
    var inode: UInt64
    var seconds: Int
    var nanoseconds: Int
  }

  private func stamps(in folder: URL) -> [String: Stamp] {
    var result: [String: Stamp] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      var info = stat()
      guard stat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
      #if canImport(Darwin)
        let time = info.st_mtimespec
      #else
        let time = info.st_mtim
      #endif
      result[name] = Stamp(inode: UInt64(info.st_ino), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
    return result
  }

  private func measureGenerate(_ size: CorpusSize, _ corpus: WrittenCorpus) throws -> (Double, Int, SizeResult.NoOp) {
    let output = work.appendingPathComponent("\(size.rawValue)-out")
    let arguments = ["generate"] + catalogArguments(corpus) + ["--output", output.path, "--quiet"]
    var fulls: [Double] = []
    var peak = 0
    for _ in 0..<min(runs, 3) {
      try? FileManager.default.removeItem(at: output)
      let run = try Subprocess.check(tessera, arguments, measuringMemory: true)
      fulls.append(run.seconds)
      peak = max(peak, run.peakRSS)
    }
    // A full run over the output already there, as after an edit the cache misses: each file is compared with its
    // new bytes, so it counts toward the peak too.
    peak = max(peak, try Subprocess.check(tessera, arguments + ["--no-cache"], measuringMemory: true).peakRSS)
    let before = stamps(in: output)
    // Let any rewrite show as a later modification time, even on a coarse clock.
    usleep(20_000)
    var noOps: [Double] = []
    for _ in 0..<runs {
      noOps.append(try Subprocess.check(tessera, arguments).seconds)
    }
    let after = stamps(in: output)
    let written = after.filter { before[$0.key] != $0.value }.count + before.keys.filter { after[$0] == nil }.count
    let check = try Subprocess.run(
      tessera, ["generate", "--check"] + catalogArguments(corpus) + ["--output", output.path])

    // One .strings file's bytes change each round (a comment appended, so
    // the catalog's findings and output stay the same); restored afterwards.
    var edits: [Double] = []
    if let edited = corpus.stringsFiles.first {
      let original = try Data(contentsOf: edited)
      defer { try? original.write(to: edited) }
      for round in 0..<runs {
        try (original + Data("\n/* edit \(round) */\n".utf8)).write(to: edited)
        edits.append(try Subprocess.check(tessera, arguments).seconds)
      }
    }
    let full = Timing.median(fulls)
    let edit = Timing.median(edits)
    let noOp = SizeResult.NoOp(
      wallMs: Timing.median(noOps) * 1000, filesInOutput: after.count, filesWritten: written,
      modificationTimesUnchanged: written == 0 && !before.isEmpty, checkPasses: check.status == 0,
      oneStringsFileEditedMs: edit * 1000, oneStringsFileEditedShareOfFull: edit / max(full, 1e-9))
    return (full, peak, noOp)
  }
}
