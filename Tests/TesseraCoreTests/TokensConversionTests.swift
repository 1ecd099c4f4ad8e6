import Foundation
import Testing

@testable import TesseraCore

/// `tessera convert --to dtcg|xml`: XML token catalogs to DTCG files with a
/// resolver and back, what each direction reports, and the package's own
/// tokens converted both ways with `generate` giving the same Swift.
@Suite struct TokensConversionTests {
  static let packageTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tokens")

  static func inputs(_ folder: URL) -> PipelineInputs {
    PipelineInputs(tokensDirectory: folder.appendingPathComponent("Tokens"), displayBase: folder)
  }

  static func generated(_ folder: URL) -> [String: String] {
    let result = TesseraPipeline(inputs: inputs(folder)).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
  }

  static func convert(_ folder: URL, to format: TokensConverter.Format) throws -> TokensConverter.Conversion {
    let conversion = TokensConverter(inputs: inputs(folder)).plan(to: format)
    try TokensConverter.apply(conversion)
    return conversion
  }

  static func files(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Tokens").path).sorted()
  }

  @Test func thePackagesTokensConvertBothWaysWithByteIdenticalSwift() throws {
    let scratch = try Scratch([:])
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.packageTokens, to: scratch.url.appendingPathComponent("Tokens"))
    let original = Self.generated(scratch.url)
    #expect(!original.isEmpty)

    let toDTCG = try Self.convert(scratch.url, to: .dtcg)
    #expect(toDTCG.diagnostics.isEmpty, "\(toDTCG.diagnostics)")
    #expect(
      try Self.files(scratch.url) == [
        "base.tokens.json", "dark.tokens.json", "light.tokens.json", "tokens.resolver.json",
      ])
    #expect(Self.lint(scratch.url).isEmpty)
    #expect(Self.generated(scratch.url) == original)
    let dtcg = toDTCG.changes.map(\.bytes)

    let back = try Self.convert(scratch.url, to: .xml)
    #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
    #expect(try Self.files(scratch.url) == ["base.xml", "contrast.xml", "dark.xml", "light.xml"])
    #expect(Self.generated(scratch.url) == original)

    // DTCG, XML, DTCG: the same bytes.
    #expect(try Self.convert(scratch.url, to: .dtcg).changes.map(\.bytes) == dtcg)
  }

  static func lint(_ folder: URL) -> [Diagnostic] {
    TesseraPipeline(inputs: inputs(folder)).lint().diagnostics
  }
}
