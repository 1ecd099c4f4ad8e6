import Foundation
import Testing

/// The hostile fixtures (Tests/TesseraCoreTests/Fixtures/Hostile) through
/// `tessera generate`: each one is exit 1 with its one diagnostic, writes
/// nothing, leaves what Generated/ held byte for byte, and never shows the
/// secret beside the catalog that its XXE or external DTD points at.
@Suite struct HostileCLITests {
  static let fixtures = CLITests.packageRoot.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Hostile")
  static let secret = "TESSERA-SECRET-\(UUID().uuidString)"

  /// Each fixture's diagnostics, as `file:line:col rule`: `Fixtures/Hostile.expected`, which
  /// TesseraCoreTests reads too.
  static let expected: [String: [String]] = {
    let url = fixtures.appendingPathExtension("expected")
    var expected: [String: [String]] = [:]
    for line in ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n")
    where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      if fields.count == 2 { expected[String(fields[0]), default: []].append(String(fields[1])) }
    }
    return expected
  }()

  /// What Generated/ holds before each run: a file of each catalog kind.
  static let prior: [String: Data] = [
    "DesignTokens.swift": Data("// DesignTokens.swift from an earlier run\n".utf8),
    "Strings.swift": Data("// Strings.swift from an earlier run\n".utf8),
  ]

  /// A folder with the secrets, Generated/ as a previous run left it, and
  /// `place` putting the hostile catalog in.
  private func workspace(_ place: (URL) throws -> Void) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hostile-\(UUID().uuidString)")
    let generated = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    try Data((Self.secret + "\n").utf8).write(to: folder.appendingPathComponent("secret.txt"))
    try Data("<!ENTITY xxe \"\(Self.secret)\">\n".utf8).write(to: folder.appendingPathComponent("secret.dtd"))
    for (name, bytes) in Self.prior { try bytes.write(to: generated.appendingPathComponent(name)) }
    try place(folder)
    return folder
  }

  /// Runs `tessera generate` on whichever catalog folders exist, in JSON.
  private func generate(in folder: URL) async throws -> (status: Int32, diagnostics: [String], output: String) {
    var arguments = ["generate", "--no-default-paths", "--output", "Generated", "--format", "json"]
    for (option, name) in [("--tokens", "Tokens"), ("--strings", "Strings")]
    where FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
      arguments += [option, name]
    }
    let result = try await runTessera(arguments, in: folder)
    struct Report: Decodable {
      struct Entry: Decodable {
        var file: String
        var line: Int
        var column: Int
        var rule: String
      }
      var diagnostics: [Entry]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
    return (
      result.status, report.diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
      result.output + result.error
    )
  }

  /// Generated/ holds exactly what it held before, byte for byte.
  private func expectGeneratedUntouched(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let generated = folder.appendingPathComponent("Generated")
    // The input cache records the diagnostics of a run with errors too; it writes no code.
    let names = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
      .filter { $0 != ".tessera-cache" }
    #expect(names == Self.prior.keys.sorted(), sourceLocation: sourceLocation)
    for (name, bytes) in Self.prior {
      #expect(
        FileManager.default.contents(atPath: generated.appendingPathComponent(name).path) == bytes,
        "\(name) changed", sourceLocation: sourceLocation)
    }
  }

  @Test func everyFixtureHasItsExpectation() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
    #expect(Set(names) == Set(Self.expected.keys))
  }

  @Test(arguments: expected.keys.sorted())
  func generateReportsTheFixtureAndWritesNothing(_ name: String) async throws {
    let suffix = URL(fileURLWithPath: name).pathExtension
    let path =
      suffix == "xml" || name.hasSuffix(".tokens.json") ? "Tokens/\(name)" : "Strings/en.lproj/Hostile.\(suffix)"
    let folder = try workspace { folder in
      let destination = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: destination)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, diagnostics, output) = try await generate(in: folder)
    #expect(status == 1)
    #expect(diagnostics == Self.expected[name])
    #expect(!output.contains(Self.secret))
    try expectGeneratedUntouched(in: folder)
  }

  /// A single text node of 50 MB, made here rather than committed: over
  /// the 32 MiB cap, refused before parsing, after reading at most the cap.
  @Test func aFiftyMegabyteTextNodeIsTooLargeAndWritesNothing() async throws {
    let folder = try workspace { folder in
      let tokens = folder.appendingPathComponent("Tokens")
      try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
      var data = Data("<tokens>".utf8)
      data.append(Data(repeating: UInt8(ascii: "a"), count: 50_000_000))
      data.append(Data("</tokens>\n".utf8))
      try data.write(to: tokens.appendingPathComponent("huge.xml"))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, diagnostics, _) = try await generate(in: folder)
    #expect(status == 1)
    #expect(diagnostics == ["Tokens/huge.xml:1:1 file-too-large"])
    try expectGeneratedUntouched(in: folder)
  }
}
