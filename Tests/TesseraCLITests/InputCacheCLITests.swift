import Foundation
import Testing

/// The input cache of `generate` and `lint`, through the real binary: a
/// run whose inputs are unchanged replays its diagnostics and touches
/// nothing; any changed input is a miss whose result is a fresh run's.
///
/// Hits and misses are told apart by `TESSERA_CACHE_TRACE=1`, never by time.
@Suite struct InputCacheCLITests {
  /// One run: its status, standard output, standard error without the
  /// trace, and the trace line (`hit`, `miss (…)`), if any.
  struct Run: Equatable {
    var status: Int32
    var output: String
    var error: String
    var trace: String?
    /// The token stage's trace line (`tokens hit`, `tokens miss (…)`),
    /// printed after a run that missed.
    var tokens: String? = nil
    /// The strings stage's trace line (`strings 1/5 tables checked; later
    /// stages hit`), printed after a run that missed.
    var strings: String? = nil

    var isHit: Bool { trace == "hit" }
    var isMiss: Bool { trace?.hasPrefix("miss") == true }

    /// What a fresh run prints, less the files it wrote: after a miss
    /// that wrote, a fresh run finds them up to date.
    var diagnostics: Run {
      var copy = self
      copy.trace = nil
      copy.tokens = nil
      copy.strings = nil
      copy.error = error.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.hasPrefix("created ") && !$0.hasPrefix("updated ") && !$0.hasPrefix("removed ")
          && !$0.hasSuffix(" is up to date.")
      }.joined(separator: "\n")
      return copy
    }
  }

  /// A scratch copy of the package's catalogs.
  struct Project {
    var folder: URL

    init(tokens: Bool = true, strings: Bool = true) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cache-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, wanted) in [("Tokens", tokens), ("Strings", strings)] where wanted {
        try FileManager.default.copyItem(
          at: CLITests.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
      }
    }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func run(_ arguments: [String]) async throws -> Run {
      let run = try await runTessera(arguments, in: folder, environment: ["TESSERA_CACHE_TRACE": "1"])
      let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
      let traces = lines.filter { $0.hasPrefix("cache: ") }.map { String($0.dropFirst("cache: ".count)) }
      return Run(
        status: run.status, output: run.output,
        error: lines.filter { !$0.hasPrefix("cache: ") }.joined(separator: "\n"),
        trace: traces.first { !$0.hasPrefix("tokens ") && !$0.hasPrefix("strings ") },
        tokens: traces.first { $0.hasPrefix("tokens ") }, strings: traces.first { $0.hasPrefix("strings ") })
    }

    /// Runs `arguments` with the cache and then with `--no-cache`, and
    /// checks that the first missed and found what the second did.
    @discardableResult
    func expectMiss(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> Run {
      let cached = try await run(arguments)
      #expect(cached.isMiss, "\(arguments): \(cached.trace ?? "no trace")", sourceLocation: sourceLocation)
      let fresh = try await run(arguments + ["--no-cache"])
      #expect(fresh.trace == nil, sourceLocation: sourceLocation)
      #expect(cached.diagnostics == fresh.diagnostics, "\(arguments)", sourceLocation: sourceLocation)
      return cached
    }

    /// Runs `arguments` and checks that it hit, and printed and exited as
    /// a run without the cache does.
    @discardableResult
    func expectHit(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> Run {
      let cached = try await run(arguments)
      #expect(cached.isHit, "\(arguments): \(cached.trace ?? "no trace")", sourceLocation: sourceLocation)
      var fresh = try await run(arguments + ["--no-cache"])
      fresh.trace = cached.trace
      fresh.tokens = cached.tokens
      fresh.strings = cached.strings
      #expect(cached == fresh, "\(arguments)", sourceLocation: sourceLocation)
      return cached
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
      let text = try String(contentsOf: url(path), encoding: .utf8)
      let changed = change(text)
      #expect(changed != text, "the edit of \(path) changed nothing")
      try Data(changed.utf8).write(to: url(path))
    }

    func write(_ path: String, _ text: String) throws {
      try FileManager.default.createDirectory(
        at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url(path))
    }

    /// Each file's inode and modification time, under `path`.
    func identities(_ path: String) throws -> [String: String] {
      var identities: [String: String] = [:]
      let root = url(path)
      for name in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path)
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        identities[name] = "\(inode) \(modified)"
      }
      return identities
    }
  }

  static let cacheFile = "Generated/.tessera-cache/generate.json"

  @Test func aNoOpRunIsAHitThatTouchesNothing() async throws {
    let project = try Project()
    defer { project.remove() }
    let first = try await project.run(["generate"])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.trace == "miss (no output folder)")
    #expect(first.error.contains("created Generated/Strings.swift"))
    #expect(try String(contentsOf: project.url("Generated/.tessera-cache/.gitignore"), encoding: .utf8) == "*\n")
    let before = try project.identities("Generated")
    #expect(before[".tessera-cache/generate.json"] != nil)
    let hit = try await project.expectHit(["generate"])
    #expect(hit.status == 0)
    #expect(hit.error == "tessera: no problems found.\nGenerated/ is up to date.\n")
    #expect(try project.identities("Generated") == before)
    // --check always compares with the disk, and stays clean with the cache folder there.
    let check = try await project.run(["generate", "--check"])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.trace == nil)

    // lint keeps its own record beside generate's.
    try await project.expectMiss(["lint"])
    let afterLint = try project.identities("Generated")
    try await project.expectHit(["lint"])
    try await project.expectHit(["lint", "--format", "json"])
    try await project.expectHit(["generate", "--quiet"])
    try await project.expectHit(["generate", "--format", "sarif"])
    #expect(try project.identities("Generated") == afterLint)
  }

  @Test func lintDoesNotMakeTheOutputFolder() async throws {
    let project = try Project()
    defer { project.remove() }
    #expect(try await project.run(["lint"]).trace == "miss (no output folder)")
    #expect(try await project.run(["lint"]).trace == "miss (no output folder)")
    #expect(!FileManager.default.fileExists(atPath: project.url("Generated").path))
  }

  /// One change to one input, and the options it runs with.
  struct Mutation: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String] = ["generate"]
    var change: @Sendable (Project) throws -> Void

    var testDescription: String { name }
  }

  static let mutations: [Mutation] = [
    Mutation(name: "a token XML catalog") { project in
      try project.edit("Tokens/dark.xml") {
        $0.components(separatedBy: "\n").filter { !$0.contains("name=\"secondary\" value=\"#B4BAC4\"") }
          .joined(separator: "\n")
      }
    },
    Mutation(name: "a .strings file") { project in
      try project.write("Strings/de.lproj/Navigation.strings", "\"navigation_back\" = \"Zurück %d\";\n")
    },
    Mutation(name: "a .stringsdict file") { project in
      try project.edit("Strings/de.lproj/CardForm.stringsdict") { String($0.prefix($0.count / 2)) }
    },
    Mutation(name: "the accessibility catalog") { project in
      try project.edit("Strings/Accessibility.xml") { String($0.prefix($0.count - 40)) }
    },
    Mutation(name: "a one-byte edit keeping the size") { project in
      try project.edit("Tokens/dark.xml") { $0.replacingOccurrences(of: "#B4BAC4", with: "#B4BAC5") }
    },
    Mutation(name: "adding a catalog file") { project in
      try project.write("Strings/de.lproj/Extra.strings", "\"extra_only_in_german\" = \"Extra\";\n")
    },
    Mutation(name: "deleting a catalog file") { project in
      try FileManager.default.removeItem(at: project.url("Strings/fr.lproj/Checkout.strings"))
    },
    Mutation(name: "adding tessera.yml") { project in
      try project.write("tessera.yml", "access: internal\n")
    },
    Mutation(name: "--base-locale", arguments: ["generate", "--base-locale", "de"]) { _ in },
    Mutation(name: "--absolute-paths", arguments: ["generate", "--absolute-paths"]) { project in
      try project.write("Strings/de.lproj/Navigation.strings", "\"navigation_back\" = \"Zurück %d\";\n")
    },
    Mutation(name: "--allow-regional-fallback", arguments: ["generate", "--allow-regional-fallback"]) { project in
      try project.write("Strings/de-AT.lproj/Checkout.strings", "\"checkout_title\" = \"Kassa\";\n")
    },
    Mutation(name: "--asset-catalog", arguments: ["generate", "--asset-catalog", "Colors.xcassets"]) { _ in },
    Mutation(
      name: "--no-asset-catalog", arguments: ["generate", "--asset-catalog", "Colors.xcassets", "--no-asset-catalog"]
    ) { _ in },
    Mutation(name: "--tokens", arguments: ["generate", "--tokens", "Other"]) { project in
      try FileManager.default.copyItem(at: project.url("Tokens"), to: project.url("Other"))
      try project.edit("Other/dark.xml") { $0.replacingOccurrences(of: "#B4BAC4", with: "#000000") }
    },
    Mutation(name: "--no-default-paths", arguments: ["generate", "--no-default-paths", "--tokens", "Tokens"]) { _ in
    },
    Mutation(name: "lint --sources", arguments: ["lint", "--sources", "Sources"]) { project in
      try project.write("Sources/Use.swift", "let title = Strings.Checkout.title\n")
    },
  ]

  /// Each changed input, or option, misses, and reports what a run without
  /// the cache reports; the next run hits.
  @Test(arguments: mutations) func eachChangeIsAMiss(_ mutation: Mutation) async throws {
    let project = try Project()
    defer { project.remove() }
    let command = mutation.arguments[0]
    #expect(try await project.run(["generate"]).isMiss)
    if command == "lint" { try await project.expectMiss(["lint"]) }
    try await project.expectHit([command])
    try mutation.change(project)
    try await project.expectMiss(mutation.arguments)
    try await project.expectHit(mutation.arguments)
  }

  @Test func tessera_ymlAndItsOptionsAreInputs() async throws {
    let project = try Project()
    defer { project.remove() }
    try project.write("Strings/de-AT.lproj/Checkout.strings", "\"checkout_title\" = \"Kassa\";\n")
    try project.write("tessera.yml", "allow_regional_fallback: true\n")
    let warned = try await project.expectMiss(["generate"])
    #expect(warned.status == 0)
    #expect(warned.output.contains("warning:"))
    // --strict only decides the exit status from the same diagnostics: a hit, failing as a fresh run does.
    let strict = try await project.expectHit(["generate", "--strict"])
    #expect(strict.status == 1)
    try project.edit("tessera.yml") { $0.replacingOccurrences(of: "true", with: "false") }
    // Errors to lint now, reported by generate (which writes past them) and counted in its summary.
    let failed = try await project.expectMiss(["generate"])
    #expect(failed.status == 0)
    #expect(failed.error.contains("to `tessera lint`"), "\(failed.error)")
    try await project.expectHit(["generate"])
    try project.write("tessera.yml", "allow_regional_fallback: true\nnames:\n  theme: Palette\n")
    try await project.expectMiss(["generate"])
    #expect(try String(contentsOf: project.url("Generated/DesignTokens.swift"), encoding: .utf8).contains("Palette"))
    try await project.expectHit(["generate"])
    try await project.expectMiss(["generate", "--config", "tessera.yml", "--no-default-paths", "--tokens", "Tokens"])
  }

  @Test func theBaselineIsAnInput() async throws {
    let project = try Project()
    defer { project.remove() }
    try project.edit("Tokens/dark.xml") {
      $0.components(separatedBy: "\n").filter { !$0.contains("name=\"secondary\" value=\"#B4BAC4\"") }
        .joined(separator: "\n")
    }
    try project.write("Generated/.keep", "")
    let recorded = try await project.run(["lint", "--write-baseline", "baseline.json"])
    #expect(recorded.status == 0, "\(recorded.error)")
    #expect(recorded.trace == nil)
    let hidden = try await project.expectMiss(["lint", "--baseline", "baseline.json"])
    #expect(hidden.status == 0)
    #expect(hidden.error.contains("the baseline hid"))
    try await project.expectHit(["lint", "--baseline", "baseline.json"])
    // A baseline of the strings alone records none of the token findings.
    let strings = try await project.run([
      "lint", "--no-default-paths", "--strings", "Strings", "--write-baseline", "baseline.json",
    ])
    #expect(strings.status == 0, "\(strings.error)")
    let shown = try await project.expectMiss(["lint", "--baseline", "baseline.json"])
    #expect(shown.status == 1)
    try project.write("tessera.yml", "baseline: baseline.json\n")
    try await project.expectMiss(["lint"])
    let afterLint = try project.identities("Generated")
    try await project.expectHit(["lint"])
    #expect(try project.identities("Generated") == afterLint)
  }

  @Test func aDTCGTokenFileIsAnInputInTheFolderAndOutsideIt() async throws {
    let project = try Project(strings: false)
    defer { project.remove() }
    let converted = try await project.run(["convert", "--to", "dtcg", "--tokens", "Tokens"])
    #expect(converted.status == 0, "\(converted.error)")
    try await project.expectMiss(["generate"])
    try await project.expectHit(["generate"])
    try project.edit("Tokens/light.tokens.json") { $0.replacingOccurrences(of: "\"#", with: "\"#0") }
    try await project.expectMiss(["generate"])
    try await project.expectHit(["generate"])

    // Token files the resolver names outside the tokens folder are read too, and recorded.
    try FileManager.default.moveItem(at: project.url("Tokens"), to: project.url("Design"))
    try FileManager.default.createDirectory(at: project.url("Tokens"), withIntermediateDirectories: false)
    try project.write("tessera.yml", "dtcg:\n  resolver: Design/tokens.resolver.json\n")
    try await project.expectMiss(["generate"])
    try await project.expectHit(["generate"])
    try project.edit("Design/dark.tokens.json") { $0.replacingOccurrences(of: "\"#", with: "\"#1") }
    let missed = try await project.expectMiss(["generate"])
    #expect(missed.trace?.contains("dark.tokens.json changed") == true, "\(missed.trace ?? "")")
    try await project.expectHit(["generate"])
  }

  @Test func aStringCatalogIsAnInput() async throws {
    let project = try Project(tokens: false, strings: false)
    defer { project.remove() }
    try FileManager.default.createDirectory(at: project.url("Strings"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLITests.packageRoot.appendingPathComponent(
        "Tests/TesseraCoreTests/Fixtures/StringCatalogs/XcodeStyle.xcstrings"),
      to: project.url("Strings/XcodeStyle.xcstrings"))
    try project.write("Generated/.keep", "")
    try await project.expectMiss(["lint"])
    let afterLint = try project.identities("Generated")
    try await project.expectHit(["lint"])
    #expect(try project.identities("Generated") == afterLint)
    try project.edit("Strings/XcodeStyle.xcstrings") { String($0.dropLast(20)) }
    let broken = try await project.expectMiss(["lint"])
    #expect(broken.status != 0)
    try await project.expectHit(["lint"])
  }

  @Test func aChangedOrDeletedOutputIsRegenerated() async throws {
    let project = try Project()
    defer { project.remove() }
    #expect(try await project.run(["generate"]).status == 0)
    let strings = project.url("Generated/Strings.swift")
    let original = try Data(contentsOf: strings)
    try FileManager.default.removeItem(at: strings)
    let deleted = try await project.run(["generate"])
    #expect(deleted.trace?.hasPrefix("miss (output") == true, "\(deleted.trace ?? "")")
    #expect(deleted.error.contains("created Generated/Strings.swift"))
    #expect(try Data(contentsOf: strings) == original)

    try Data("// edited\n".utf8).write(to: strings)
    let edited = try await project.run(["generate"])
    #expect(edited.trace?.hasPrefix("miss (output") == true, "\(edited.trace ?? "")")
    #expect(edited.error.contains("updated Generated/Strings.swift"))
    #expect(try Data(contentsOf: strings) == original)

    // A file an older run generated, left in the folder, is removed as a fresh run would.
    try project.write("Generated/Old.swift", "// Generated by tessera\n")
    let stale = try await project.run(["generate"])
    #expect(stale.isMiss)
    #expect(stale.error.contains("removed Generated/Old.swift"))
    try await project.expectHit(["generate"])

    // generate --check sees the edit, whatever the cache holds.
    try Data("// edited\n".utf8).write(to: strings)
    #expect(try await project.run(["generate", "--check"]).status == 1)
  }

  @Test(arguments: ["empty", "truncated", "corrupt", "foreign", "other format", "folder"])
  func aBadCacheFileIsIgnoredAndRewritten(_ kind: String) async throws {
    let project = try Project()
    defer { project.remove() }
    #expect(try await project.run(["generate"]).status == 0)
    let file = project.url(Self.cacheFile)
    let good = try Data(contentsOf: file)
    let text = String(decoding: good, as: UTF8.self)
    switch kind {
    case "empty": try Data().write(to: file)
    case "truncated": try good.prefix(good.count / 2).write(to: file)
    case "corrupt": try Data((0..<good.count).map { UInt8(truncatingIfNeeded: $0 &* 131) }).write(to: file)
    case "foreign":
      try Data(text.replacingOccurrences(of: "\"tool\":\"", with: "\"tool\":\"9.9.9 ").utf8).write(to: file)
    case "other format":
      let format = try #require(text.firstRange(of: #/"format":[0-9]+/#))
      try Data(text.replacingCharacters(in: format, with: "\"format\":999").utf8).write(to: file)
    default:
      try FileManager.default.removeItem(at: file)
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    }
    let run = try await project.expectMiss(["generate"])
    #expect(run.status == 0)
    if kind == "folder" {
      #expect(try await project.run(["generate"]).isMiss)
    } else {
      #expect(try Data(contentsOf: file) == good)
      try await project.expectHit(["generate"])
    }
  }

  @Test func noCacheNeitherReadsNorWrites() async throws {
    let project = try Project()
    defer { project.remove() }
    let fresh = try await project.run(["generate", "--no-cache"])
    #expect(fresh.status == 0)
    #expect(fresh.trace == nil)
    #expect(!FileManager.default.fileExists(atPath: project.url("Generated/.tessera-cache").path))
    #expect(try await project.run(["lint", "--no-cache"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: project.url("Generated/.tessera-cache").path))

    // A record whose key matches is replayed as it is; --no-cache doesn't read it, nor rewrite it.
    #expect(try await project.run(["generate"]).status == 0)
    let file = project.url(Self.cacheFile)
    let forged = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "\"diagnostics\":[]",
      with: "\"diagnostics\":[{\"severity\":\"warning\",\"rule\":\"token-parity\",\"message\":\"Forged.\","
        + "\"location\":{\"file\":\"Tokens\\/dark.xml\",\"line\":1,\"column\":1},\"notes\":[]}]")
    try Data(forged.utf8).write(to: file)
    let replayed = try await project.run(["generate"])
    #expect(replayed.isHit)
    #expect(replayed.output.contains("Forged."))
    let before = try project.identities("Generated")
    let bypassed = try await project.run(["generate", "--no-cache"])
    #expect(bypassed.trace == nil)
    #expect(!bypassed.output.contains("Forged."))
    #expect(try project.identities("Generated") == before)
  }

  // MARK: The token stage's record

  /// A run that missed only for a string table skips the token stage: its
  /// findings are the record's, the token files are read back and left
  /// untouched, and what it prints is what a run without the cache prints.
  @Test(arguments: ["generate", "lint"]) func aStringsEditReplaysTheTokenStage(_ command: String) async throws {
    let project = try Project()
    defer { project.remove() }
    // Token findings that don't stop generation, so the replayed diagnostics aren't empty and files are written.
    try project.edit("Tokens/light.xml") { $0.replacingOccurrences(of: "#4F5663", with: "#E0E0E0") }
    try project.write("tessera.yml", "rules:\n  contrast-too-low: warning\n")
    try project.write("Generated/.keep", "")
    let first = try await project.expectMiss([command])
    #expect(first.tokens == "tokens miss (no cache file)")
    #expect(first.status == 0)
    #expect(first.output.contains("[contrast-too-low]"))
    let tokenFiles = try project.identities("Generated").filter { $0.key.hasPrefix("DesignToken") }
    #expect(command == "lint" || tokenFiles.count == 2)
    try project.edit("Strings/de.lproj/Navigation.strings") { $0 + "\n/* edited */\n" }
    let edited = try await project.expectMiss([command])
    #expect(edited.tokens == "tokens hit")
    #expect(edited.output.contains("[contrast-too-low]"))
    #expect(try project.identities("Generated").filter { $0.key.hasPrefix("DesignToken") } == tokenFiles)
    try await project.expectHit([command])
    // A token edit misses the stage too.
    try project.edit("Tokens/dark.xml") { $0.replacingOccurrences(of: "#B4BAC4", with: "#B4BAC5") }
    let tokensEdited = try await project.expectMiss([command])
    #expect(tokensEdited.tokens == "tokens miss (inputs changed)")
  }

  // MARK: The strings stage's record

  /// A run that missed for one string table reads and checks that table
  /// alone; when what the tables say is unchanged (a comment no entry
  /// carries), the generated files are read back and left untouched; a
  /// translation changed renders the strings' Swift again, and replays the
  /// accessibility stage, which reads only the base locale.
  @Test(arguments: ["generate", "lint"]) func aStringsEditReadsOnlyItsTable(_ command: String) async throws {
    let project = try Project()
    defer { project.remove() }
    try project.write("Generated/.keep", "")
    let first = try await project.expectMiss([command])
    let tables = try #require(first.strings?.firstMatch(of: #/strings (\d+)/(\d+) tables checked/#))
    #expect(tables.1 == tables.2)
    let swift = command == "lint" ? "not emitted" : "miss (no cache file)"
    #expect(first.strings?.hasSuffix("Swift \(swift); accessibility and usage miss (no cache file)") == true)
    func generated() async throws -> [String: String] {
      try project.identities("Generated").filter { !$0.key.hasPrefix(".tessera-cache") }
    }
    let written = try await generated()
    try project.edit("Strings/de.lproj/Navigation.strings") { $0 + "\n/* reviewed */\n" }
    let edited = try await project.expectMiss([command])
    let hit = command == "lint" ? "not emitted" : "hit"
    #expect(edited.strings == "strings 1/\(tables.2) tables checked; Swift \(hit); accessibility and usage hit")
    await #expect(try generated() == written)
    try project.edit("Strings/fr.lproj/Checkout.strings") { $0.replacingOccurrences(of: "\";", with: " !\";") }
    let translated = try await project.expectMiss([command])
    let changed = command == "lint" ? "not emitted" : "miss (inputs changed)"
    #expect(
      translated.strings == "strings 1/\(tables.2) tables checked; Swift \(changed); accessibility and usage hit")
    let rewritten = try await generated()
    #expect(command == "lint" || rewritten != written)
    #expect(
      rewritten.filter { $0.key.hasPrefix("Accessibility") } == written.filter { $0.key.hasPrefix("Accessibility") })
    // The strings' Swift edited by hand is read back as changed, and rewritten.
    if command == "generate" {
      try Data("// edited\n".utf8).write(to: project.url("Generated/StringTables.swift"))
      try project.edit("Strings/de.lproj/Navigation.strings") { $0 + "\n/* again */\n" }
      let handEdited = try await project.expectMiss([command])
      #expect(handEdited.strings?.contains("; Swift miss (output ") == true, "\(handEdited.strings ?? "")")
      #expect(try String(contentsOf: project.url("Generated/StringTables.swift"), encoding: .utf8) != "// edited\n")
    }
  }

  /// A token file the stage wrote that changed since, or an option only
  /// the token stage reads, misses the stage; a run after a stage hit
  /// writes what a run without the cache writes.
  @Test func aChangedTokenOutputOrTokenOptionMissesTheStage() async throws {
    let project = try Project()
    defer { project.remove() }
    #expect(try await project.run(["generate"]).status == 0)
    let tokens = project.url("Generated/DesignTokens.swift")
    let original = try Data(contentsOf: tokens)
    try Data("// edited\n".utf8).write(to: tokens)
    try project.write("Strings/de.lproj/Extra.strings", "\"extra_only_in_german\" = \"Extra\";\n")
    let run = try await project.expectMiss(["generate"])
    #expect(run.tokens?.hasPrefix("tokens miss (output ") == true, "\(run.tokens ?? "")")
    #expect(try Data(contentsOf: tokens) == original)

    try project.write("tessera.yml", "names:\n  theme: Palette\n")
    let renamed = try await project.expectMiss(["generate"])
    #expect(renamed.tokens == "tokens miss (inputs changed)")
    #expect(try String(contentsOf: tokens, encoding: .utf8).contains("Palette"))
  }

  /// A strings edit while a string table has an error that stops generate
  /// (one that can't be parsed): nothing is written, and the token stage's
  /// record, whose files were never written, is not trusted when the error
  /// is fixed.
  @Test func aTokenRecordWhoseFilesWereNeverWrittenMisses() async throws {
    let project = try Project()
    defer { project.remove() }
    try project.write("Strings/de.lproj/Navigation.strings", "\"navigation_back\" = \"Zurück\"\n")
    try project.write("Generated/.keep", "")
    let failed = try await project.expectMiss(["generate"])
    #expect(failed.status != 0)
    #expect(!FileManager.default.fileExists(atPath: project.url("Generated/DesignTokens.swift").path))
    try FileManager.default.removeItem(at: project.url("Strings/de.lproj/Navigation.strings"))
    try FileManager.default.copyItem(
      at: CLITests.packageRoot.appendingPathComponent("Strings/de.lproj/Navigation.strings"),
      to: project.url("Strings/de.lproj/Navigation.strings"))
    let fixed = try await project.expectMiss(["generate"])
    #expect(fixed.status == 0)
    #expect(fixed.tokens?.hasPrefix("tokens miss (output ") == true, "\(fixed.tokens ?? "")")
    #expect(FileManager.default.fileExists(atPath: project.url("Generated/DesignTokens.swift").path))
  }

  @Test(arguments: ["truncated", "other format", "forged key"])
  func aBadTokenRecordIsIgnoredAndRewritten(_ kind: String) async throws {
    let project = try Project()
    defer { project.remove() }
    #expect(try await project.run(["generate"]).status == 0)
    let file = project.url("Generated/.tessera-cache/generate.tokens.json")
    let good = try Data(contentsOf: file)
    let text = String(decoding: good, as: UTF8.self)
    switch kind {
    case "truncated": try good.prefix(good.count / 2).write(to: file)
    case "other format":
      let format = try #require(text.firstRange(of: #/"format":[0-9]+/#))
      try Data(text.replacingCharacters(in: format, with: "\"format\":999").utf8).write(to: file)
    default:
      let key = try #require(text.firstRange(of: #/"key":"[0-9a-f]{32}"/#))
      try Data(text.replacingCharacters(in: key, with: "\"key\":\"\(String(repeating: "0", count: 32))\"").utf8)
        .write(to: file)
    }
    try project.write("Strings/de.lproj/Extra.strings", "\"extra_only_in_german\" = \"Extra\";\n")
    let run = try await project.expectMiss(["generate"])
    let expected =
      [
        "truncated": "tokens miss (the cache file is corrupt)",
        "other format": "tokens miss (the cache file is of another version)",
      ][kind] ?? "tokens miss (inputs changed)"
    #expect(run.tokens == expected)
    #expect(try Data(contentsOf: file) == good)
  }
}
