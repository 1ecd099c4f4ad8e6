import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The token stage's part of the input cache: when a run as a whole misses
/// (a string table changed, say) but its token inputs are those of the
/// stage's record (``TokenStageRecord``), the stage is not run. Its
/// diagnostics are replayed and its files read back from the output folder
/// and the asset catalog, where the run that made the record wrote them.
///
/// The key (``PipelineInputs/fingerprintTokens(into:)``) holds every input
/// the stage reads: the tokens folder's tree, the DTCG files and resolver
/// options, the generation options the token emitters take, the rule
/// settings and the baseline. A file read back must have the size and
/// digest recorded; anything else (a record missing, corrupt, of another
/// version or key; an output file changed, gone or never written because
/// another stage failed) is a miss, and the stage runs.
package struct TokenStageCache: Sendable {
  /// What a run of the stage through the cache gives the pipeline: the
  /// result, and what to tell of the lookup and to store afterwards.
  package struct Outcome: Sendable {
    /// `tokens hit`, or `tokens miss (why)`.
    package var trace: String
    /// The record to store after the run, on a miss; `nil` on a hit.
    package var record: TokenStageRecord?
  }

  package var cache: InputCache
  package var tool: String
  package var command: String
  package var key: InputFingerprint
  /// Where the stage's Swift files were written.
  package var output: URL
  /// Where its asset catalog's files were written, if anywhere.
  package var assetCatalog: URL?

  package init(
    cache: InputCache, tool: String, command: String, key: InputFingerprint, output: URL, assetCatalog: URL?
  ) {
    self.cache = cache
    self.tool = tool
    self.command = command
    self.key = key
    self.output = output
    self.assetCatalog = assetCatalog
  }

  /// The record's file: `<command>.tokens.json`.
  package var file: URL { Self.file(in: cache, command: command) }

  /// The file of `command`'s token stage record in `cache`.
  package static func file(in cache: InputCache, command: String) -> URL {
    cache.folder.appendingPathComponent("\(command).tokens.json")
  }

  /// Runs the stage (`body`, reading through the port it is given) unless
  /// its record holds its result (``CachedStage``). The stage's diagnostics
  /// go into `diagnostics` either way, and the files it read, or would have
  /// read, are noted by `port`.
  func run(
    emit: Bool, maximumFileSize: Int, reading port: FileAccess, into diagnostics: inout DiagnosticBag,
    _ body: (FileAccess, inout DiagnosticBag) -> StageProducts
  ) -> (products: StageProducts, outcome: Outcome) {
    let recorded = cache.load(TokenStageRecord.self, from: file, tool: tool, command: command).map(\.stage)
    let stage = CachedStage(key: key, recorded: recorded, output: output, assetCatalog: assetCatalog)
    let run = stage.run(
      needsFiles: emit, port: port, maximumFileSize: maximumFileSize, into: &diagnostics, body)
    let record =
      run.miss == nil || run.changedDuringRun ? nil : TokenStageRecord(tool: tool, command: command, stage: run.part)
    return (run.products, Outcome(trace: "tokens \(run.trace)", record: record))
  }
}
