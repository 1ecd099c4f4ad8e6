import Foundation
import Testing

@testable import TesseraCore

/// The emitter's output for a fixture catalog, byte for byte.
///
/// To accept a deliberate change, run with `TESSERA_RECORD_GOLDEN=1` and
/// review the diff of `Fixtures/Golden/*.golden`.
@Suite struct EmitterGoldenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  private func generate() -> PipelineResult {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: Self.fixtures.appendingPathComponent("Tokens"), displayBase: Self.fixtures)
    ).generate()
  }

  @Test func outputMatchesTheGoldenFiles() throws {
    let result = generate()
    #expect(result.diagnostics.isEmpty)
    #expect(result.files.map(\.name) == ["DesignTokens.swift", "DesignTokenTypes.swift"])
    try expectGolden(result.files, in: Self.fixtures)
  }

  @Test func outputIsDeterministic() {
    #expect(generate().files == generate().files)
  }

  @Test func writerWritesOnlyChangedFiles() throws {
    let scratch = try Scratch([:])
    let files = generate().files
    let writer = OutputWriter()
    #expect(try writer.write(files, to: scratch.url).map(\.change) == [.created, .created])
    let stamp =
      try FileManager.default.attributesOfItem(
        atPath: scratch.url.appendingPathComponent("DesignTokens.swift").path)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.05)
    #expect(try writer.write(files, to: scratch.url).map(\.change) == [.unchanged, .unchanged])
    let after =
      try FileManager.default.attributesOfItem(
        atPath: scratch.url.appendingPathComponent("DesignTokens.swift").path)[.modificationDate] as? Date
    #expect(stamp == after)
  }
}
