import Foundation

/// What the token stage of one command's run found and wrote, kept in the
/// input cache beside the whole run's record (``CacheRecord``) as
/// `<command>.tokens.json`, so that a run whose token inputs are unchanged
/// skips the token stage even when a string table changed.
///
/// It is JSON, versioned by ``formatVersion`` and the tool's version; a
/// file of another version, or any bytes that don't decode as one, is
/// ignored (``TokenStageCache``).
package struct TokenStageRecord: Sendable, Hashable, Codable {
  /// Bumped whenever the record or its key changes shape.
  package static let formatVersion = 1

  package var format: Int
  /// The tool's version and build, as the key took it.
  package var tool: String
  /// `generate` or `lint`.
  package var command: String
  /// The digest of the stage's inputs (``PipelineInputs/fingerprintTokens(into:)``).
  package var key: Digest128
  /// The stage's diagnostics, with the configured severities applied.
  package var diagnostics: [Diagnostic]
  /// Files the stage read that the key doesn't cover (a token file a DTCG
  /// resolver names outside the tokens folder).
  package var dependencies: [FileStamp]
  /// The Swift files it emitted; none when it emitted nothing.
  package var files: [StageOutput]
  /// The asset catalog's files it emitted.
  package var assetCatalogFiles: [StageOutput]

  package init(
    tool: String, command: String, key: Digest128, diagnostics: [Diagnostic], dependencies: [FileStamp],
    files: [GeneratedFile], assetCatalogFiles: [GeneratedFile]
  ) {
    self.format = Self.formatVersion
    self.tool = tool
    self.command = command
    self.key = key
    self.diagnostics = diagnostics
    self.dependencies = dependencies
    self.files = files.map(StageOutput.init)
    self.assetCatalogFiles = assetCatalogFiles.map(StageOutput.init)
  }
}
