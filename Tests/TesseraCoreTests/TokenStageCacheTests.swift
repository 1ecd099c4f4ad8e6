import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The token stage's record, in process: a hit replays the stage and logs
/// every file the stage's key covers, so the run's own record can't be
/// stored without them.
@Suite struct TokenStageCacheTests {
  @Test func aHitLogsTheFilesTheStageWouldHaveRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-stage-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tokens = folder.appendingPathComponent("Tokens")
    let output = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: OutputDeterminismTests.packageRoot.appendingPathComponent("Tokens"), to: tokens)
    let inputs = PipelineInputs(tokensDirectory: tokens, displayBase: folder)

    func run() -> (PipelineResult, [FileStamp]) {
      var key = InputFingerprint(command: "lint tokens", tool: "test")
      inputs.fingerprintTokens(into: &key)
      var pipeline = TesseraPipeline(inputs: inputs)
      pipeline.tokenStageCache = TokenStageCache(
        cache: InputCache(output: output), tool: "test", command: "lint", key: key, output: output, assetCatalog: nil)
      let log = ReadLog()
      pipeline.files = .recording(into: log)
      let result = pipeline.lint()
      return (result, log.stamps)
    }

    let (first, firstReads) = run()
    #expect(first.tokenStage?.trace == "tokens miss (no cache file)")
    let record = try #require(first.tokenStage?.record)
    try InputCache(output: output).store(
      record, in: TokenStageCache.file(in: InputCache(output: output), command: "lint"))

    let (second, secondReads) = run()
    #expect(second.tokenStage?.trace == "tokens hit")
    #expect(second.tokenStage?.record == nil)
    #expect(second.diagnostics == first.diagnostics)
    let tokenFiles = try FileManager.default.contentsOfDirectory(atPath: tokens.path).map {
      tokens.appendingPathComponent($0).standardizedFileURL.path
    }
    #expect(!tokenFiles.isEmpty)
    for path in tokenFiles {
      #expect(secondReads.contains { $0.path == path && $0.digest != nil }, "\(path)")
      #expect(firstReads.contains { $0.path == path }, "\(path)")
    }
  }

  /// A DTCG `$ref` to a file that isn't there is logged as a read that
  /// found nothing, so the file's appearing is a change the cache sees.
  @Test func aMissingReferencedFileIsLogged() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ref-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let tokens = folder.appendingPathComponent("Tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try Data(
      #"""
      {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "../Shared/base.tokens.json"}]}]}
      """#.utf8
    ).write(to: tokens.appendingPathComponent("app.resolver.json"))
    let log = ReadLog()
    var pipeline = TesseraPipeline(inputs: PipelineInputs(tokensDirectory: tokens, displayBase: folder))
    pipeline.files = .recording(into: log)
    let result = pipeline.lint()
    #expect(result.diagnostics.contains { $0.message.contains("names no file") })
    let missing = folder.appendingPathComponent("Shared/base.tokens.json").standardizedFileURL.path
    #expect(log.stamps.contains { $0.path == missing && $0.digest == nil })
  }

  /// A run lists each folder once: the run's key, the token stage's key
  /// and the stages themselves share the run's port (`FileAccess.run`), so
  /// the tokens folder, which all three walk (and the token stage twice,
  /// for XML and for DTCG files), and each `.lproj` folder are listed once.
  @Test func aRunListsEachFolderOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-list-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for name in ["Tokens", "Strings"] {
      try FileManager.default.copyItem(
        at: OutputDeterminismTests.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let inputs = PipelineInputs(
      tokensDirectory: folder.appendingPathComponent("Tokens"),
      stringsDirectory: folder.appendingPathComponent("Strings"), displayBase: folder)

    let files = FileAccess.run(recordingInto: ReadLog())
    var key = InputFingerprint(command: "lint", tool: "test")
    key.files = files
    inputs.fingerprint(into: &key)
    var tokenKey = InputFingerprint(command: "lint tokens", tool: "test", reusing: key)
    inputs.fingerprintTokens(into: &tokenKey)
    var pipeline = TesseraPipeline(inputs: inputs)
    pipeline.tokenStageCache = TokenStageCache(
      cache: InputCache(output: output), tool: "test", command: "lint", key: tokenKey, output: output,
      assetCatalog: nil)
    pipeline.files = files
    let result = pipeline.lint()
    #expect(result.tokenStage?.trace == "tokens miss (no cache file)")

    // Every walk asked the run's listings, which list a folder the first time only: the tokens folder by the
    // run's key, the token stage's key, the XML search and the DTCG search; each locale's by the key and the search.
    let requests = files.listingRequests
    let tokens = folder.appendingPathComponent("Tokens").standardizedFileURL.path
    let english = folder.appendingPathComponent("Strings/en.lproj").standardizedFileURL.path
    #expect(requests[tokens] == 4)
    #expect(requests[english] == 2)
    #expect(requests.count >= 7, "Tokens, Strings and its five .lproj folders")
    #expect(requests.values.allSatisfy { $0 >= 2 }, "no folder listed by one walk alone")
    // Without the run's port, nothing is kept: each walk lists again.
    #expect(FileAccess.recording(into: ReadLog()).listingRequests.isEmpty)
  }
}
