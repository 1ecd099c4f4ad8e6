import Foundation

/// Times the Swift compiler on generated files, and runs the generated
/// string runtime in a small program.
struct CompileMeasurer {
  var swiftc: String
  var verbose: Bool

  /// `-wmo` makes each of these one frontend over every file, so parse and
  /// type-check do the same reading once and differ only in the checking.
  private func parseArguments(_ files: [URL]) -> [String] { ["-parse", "-wmo"] + files.map(\.path) }

  private func typecheckArguments(_ files: [URL]) -> [String] {
    ["-typecheck", "-wmo", "-swift-version", "6", "-module-name", "Generated"] + files.map(\.path)
  }

  func measure(_ files: [URL], runs: Int, object: Bool) throws -> CompileFigures {
    let bytes = files.reduce(0) { $0 + ScaleCorpusWriter.size(of: $1) }
    var parse: [Double] = []
    var typecheck: [Double] = []
    var ratios: [Double] = []
    for round in 0..<runs {
      if verbose { Console.note("   round \(round + 1) of \(runs): parse, type-check") }
      let parsed = try Subprocess.check(swiftc, parseArguments(files)).seconds
      let checked = try Subprocess.check(swiftc, typecheckArguments(files)).seconds
      parse.append(parsed)
      typecheck.append(checked)
      ratios.append(checked / max(parsed, 1e-9))
    }
    var debugSeconds: [Double] = []
    var objectSeconds: [Double] = []
    if object {
      let output = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(getpid()).o")
      defer { try? FileManager.default.removeItem(at: output) }
      func build(_ optimization: String) throws -> Double {
        try Subprocess.check(
          swiftc,
          [
            optimization, "-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "Generated", "-o",
            output.path,
          ] + files.map(\.path)
        ).seconds
      }
      for round in 0..<runs {
        if verbose { Console.note("   round \(round + 1) of \(runs): swiftc -Onone -c -wmo, swiftc -O -c -wmo") }
        debugSeconds.append(try build("-Onone"))
        objectSeconds.append(try build("-O"))
      }
    }
    return CompileFigures(
      files: files.count, bytes: bytes, parseSeconds: Timing.median(parse), typecheckSeconds: Timing.median(typecheck),
      ratio: Timing.median(ratios), debugObjectSeconds: object ? Timing.median(debugSeconds) : nil,
      objectSeconds: object ? Timing.median(objectSeconds) : nil)
  }

  /// Type-checks `files` with the long-expression and long-body warnings at
  /// `milliseconds`, as errors. Returns the compiler's complaints.
  func guardCheck(_ files: [URL], milliseconds: Int) throws -> [String] {
    let run = try Subprocess.run(
      swiftc,
      typecheckArguments(files) + [
        "-warnings-as-errors", "-Xfrontend", "-warn-long-expression-type-checking=\(milliseconds)", "-Xfrontend",
        "-warn-long-function-bodies=\(milliseconds)",
      ])
    guard run.status != 0 else { return [] }
    let lines = String(decoding: run.errorOutput, as: UTF8.self).split(separator: "\n")
    let complaints = lines.filter { $0.contains(": error:") || $0.contains(": warning:") }.map(String.init)
    return complaints.isEmpty ? ["swiftc exited \(run.status)"] : complaints
  }

  /// Compiles the generated string runtime with ``RuntimeProbe/source``
  /// (optimized) and runs it.
  func runtime(_ files: [URL], work: URL) throws -> RuntimeFigures {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let main = work.appendingPathComponent("main.swift")
    try Data(RuntimeProbe.source.utf8).write(to: main)
    var header: [String] = []
    #if os(Linux)
      // glibc's heap figures aren't imported into Swift; a bridging header reaches them.
      let bridging = work.appendingPathComponent("probe.h")
      try Data(RuntimeProbe.linuxHeader.utf8).write(to: bridging)
      header = ["-import-objc-header", bridging.path]
    #endif
    let binary = work.appendingPathComponent("probe")
    if verbose { Console.note("   the runtime probe: swiftc -O, then run") }
    _ = try Subprocess.check(
      swiftc,
      ["-O", "-swift-version", "6", "-module-name", "Probe", "-o", binary.path] + header + files.map(\.path)
        + [main.path])
    let run = try Subprocess.check(binary.path, [], keepOutput: true)
    return try JSONDecoder().decode(RuntimeFigures.self, from: run.output)
  }
}

/// The compiler's figures for one set of generated files.
struct CompileFigures: Codable {
  var files: Int
  var bytes: Int
  var parseSeconds: Double
  var typecheckSeconds: Double
  /// The median of the per-round ratios type-check / parse.
  var ratio: Double
  /// `swiftc -Onone -c -wmo`: what a debug build pays for these files.
  var debugObjectSeconds: Double?
  /// `swiftc -O -c -wmo`.
  var objectSeconds: Double?
}

/// What the generated string runtime costs, measured by ``RuntimeProbe``.
struct RuntimeFigures: Codable {
  var locales: Int
  var rows: Int
  /// `Localizer(locale:)` and its first lookup, before any locale is decoded.
  var coldFirstLookupMs: Double
  /// Foundation's first `Locale`, which loads ICU's data once per process.
  var foundationLocaleMs: Double
  /// Each locale's first touch (its decode), median and slowest.
  var decodeMsMedian: Double
  var decodeMsMax: Double
  /// The heap a decoded locale holds, median over locales.
  var decodedBytesMedian: Int
  /// A later lookup of a text without placeholders, per call.
  var lookupNs: Double
  /// A later lookup of every row in turn, placeholders formatted, per call.
  var lookupAnyRowNs: Double
}

/// One corpus: the current generator's output, and the baseline's if asked.
struct CompileResult: Codable {
  var corpus: String
  var summary: String
  var after: CompileFigures?
  var before: CompileFigures?
  /// Why the baseline's output could not be measured (a compiler killed for its memory, say).
  var beforeFailure: String?
  var guardWarnings: Int?
  var runtime: RuntimeFigures?
}

/// Everything `tessera-bench compile` measured.
struct CompileReport: Codable {
  var seed: UInt64
  var runs: Int
  var swiftc: String
  var guardMilliseconds: Int?
  var corpora: [CompileResult]

  func table() -> String {
    func seconds(_ value: Double?) -> String { value.map { String(format: "%.2f s", $0) } ?? "—" }
    func size(_ bytes: Int) -> String {
      bytes >= 1_000_000
        ? String(format: "%.1f MB", Double(bytes) / 1e6) : String(format: "%.0f KB", Double(bytes) / 1e3)
    }
    var lines = [
      "Generated Swift: swiftc -parse -wmo against swiftc -typecheck -wmo -swift-version 6 (medians of \(runs)); "
        + "targets: type-check at most 5x parse, under 3 s.",
      "",
      "| corpus | generated | parse | type-check | ratio | -Onone -c -wmo | -O -c -wmo | before: type-check "
        + "| before: ratio |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for result in corpora {
      let after = result.after
      lines.append(
        "| \(result.corpus) (\(result.summary)) | \(after.map { "\($0.files) files, \(size($0.bytes))" } ?? "—") | "
          + "\(seconds(after?.parseSeconds)) | \(seconds(after?.typecheckSeconds)) | "
          + "\(after.map { String(format: "%.1fx", $0.ratio) } ?? "—") | \(seconds(after?.debugObjectSeconds)) | "
          + "\(seconds(after?.objectSeconds)) | "
          + "\(result.beforeFailure == nil ? seconds(result.before?.typecheckSeconds) : "failed") | "
          + "\(result.before.map { String(format: "%.0fx", $0.ratio) } ?? "—") |")
    }
    let runtimes = corpora.compactMap { result in result.runtime.map { (result.corpus, $0) } }
    if !runtimes.isEmpty {
      lines += [
        "",
        "The generated string runtime (swiftc -O); targets: first touch under 5 ms for 3,000 keys, lookups under 1 µs.",
        "",
        "| corpus | locales × rows | Foundation's first Locale | cold first lookup | decode, median | decode, max "
          + "| decoded locale | lookup | lookup, any row |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ]
      for (corpus, figures) in runtimes {
        lines.append(
          "| \(corpus) | \(figures.locales) × \(figures.rows) | "
            + String(
              format: "%.2f ms | %.2f ms | %.2f ms | %.2f ms | ", figures.foundationLocaleMs,
              figures.coldFirstLookupMs, figures.decodeMsMedian, figures.decodeMsMax)
            + "\(size(figures.decodedBytesMedian)) | "
            + String(format: "%.0f ns | %.0f ns |", figures.lookupNs, figures.lookupAnyRowNs))
      }
    }
    if let guardMilliseconds {
      let warnings = corpora.reduce(0) { $0 + ($1.guardWarnings ?? 0) }
      lines += [
        "",
        "Guard: -warn-long-expression-type-checking=\(guardMilliseconds) -warn-long-function-bodies=\(guardMilliseconds)"
          + " as errors: \(warnings == 0 ? "passed" : "\(warnings) over the limit").",
      ]
    }
    return lines.joined(separator: "\n")
  }
}

/// The program that measures the generated string runtime. It is compiled
/// into the same module as the generated files, so it reaches their
/// internal tables.
enum RuntimeProbe {
  static let linuxHeader = """
    #include <malloc.h>
    static inline unsigned long probe_heap_bytes(void) {
      struct mallinfo2 info = mallinfo2();
      return info.uordblks + info.hblkhd;
    }

    """

  static let source = #"""
    import Foundation

    #if os(Linux)
      // From the bridging header: mallinfo2's bytes in use, mmapped blocks included.
      func allocatedBytes() -> Int { Int(probe_heap_bytes()) }
    #elseif canImport(Darwin)
      import Darwin
      func allocatedBytes() -> Int {
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
      }
    #endif

    func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }
    func median<T: Comparable>(_ values: [T]) -> T? { values.sorted().dropFirst(values.count / 2).first }

    let locales = TesseraStringTables.locales
    let target = locales.first { $0.identifier != TesseraStringTables.baseLocale } ?? locales[0]

    // Foundation's first Locale loads ICU's data, once per process, whatever
    // the tables: timed apart, so the cold lookup below is the tables' own.
    var start = now()
    _ = Locale(identifier: "de").decimalSeparator
    let foundationLocale = now() - start

    // Cold: a localizer and its first lookup, nothing decoded yet.
    start = now()
    let localizer = Localizer(locale: target.identifier)
    let first = localizer(LocalizedString(row: 0, table: "", key: ""))
    let coldFirstLookup = now() - start

    // Each other locale's first touch: its decode, and what it keeps.
    var decodes: [UInt64] = []
    var kept: [Int] = []
    var rows = 0
    for locale in locales where locale.identifier != target.identifier {
      let before = allocatedBytes()
      start = now()
      rows = locale.messages.count
      decodes.append(now() - start)
      kept.append(allocatedBytes() - before)
    }

    // Later lookups in the target locale.
    let messages = target.messages
    var plain: [LocalizedString] = []
    var every: [LocalizedString] = []
    for row in messages.indices {
      let string = LocalizedString(row: row, table: "", key: "")
      every.append(string)
      if case .text(let text) = messages[row], !text.contains("%") { plain.append(string) }
    }
    func perCall(_ strings: [LocalizedString], _ localizer: Localizer) -> Double {
      guard !strings.isEmpty else { return 0 }
      var total = 0
      let rounds = max(200_000 / strings.count, 1)
      let start = now()
      for _ in 0..<rounds {
        for string in strings { total &+= localizer(string).utf8.count }
      }
      let elapsed = now() - start
      if total == 42 { print("") }
      return Double(elapsed) / Double(rounds * strings.count)
    }
    let lookup = perCall(plain, localizer)
    let lookupAnyRow = perCall(every, localizer)

    print(
      """
      {"locales": \(locales.count), "rows": \(rows), "coldFirstLookupMs": \(milliseconds(coldFirstLookup)), \
      "foundationLocaleMs": \(milliseconds(foundationLocale)), \
      "decodeMsMedian": \(milliseconds(median(decodes) ?? 0)), "decodeMsMax": \(milliseconds(decodes.max() ?? 0)), \
      "decodedBytesMedian": \(median(kept) ?? 0), "lookupNs": \(lookup), "lookupAnyRowNs": \(lookupAnyRow)}
      """)
    if first.isEmpty { print("") }
    """#
}
