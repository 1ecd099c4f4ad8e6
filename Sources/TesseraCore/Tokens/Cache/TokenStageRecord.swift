import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

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
  package static let formatVersion = 2

  package var format: Int
  /// The tool's version and build, as the key took it.
  package var tool: String
  /// `generate` or `lint`.
  package var command: String
  /// The stage's run, keyed by its inputs (``PipelineInputs/fingerprintTokens(into:)``):
  /// its diagnostics, with the configured severities applied; the files it
  /// read that the key doesn't cover (a token file a DTCG resolver names
  /// outside the tokens folder); the Swift and asset catalog files it
  /// emitted.
  package var stage: StageRecordPart

  package init(tool: String, command: String, stage: StageRecordPart) {
    self.format = Self.formatVersion
    self.tool = tool
    self.command = command
    self.stage = stage
  }
}
