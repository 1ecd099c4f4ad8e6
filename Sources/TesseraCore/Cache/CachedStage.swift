import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// What a stage hands on that its record in the input cache can keep: the
/// files it emitted, into the output folder and the asset catalog, and the
/// coverage of a rendered UI it measured.
package struct StageProducts: Sendable {
  package var files: [GeneratedFile] = []
  package var assetCatalog: [GeneratedFile] = []
  package var coverage: CoverageSummary?

  package init(files: [GeneratedFile] = [], assetCatalog: [GeneratedFile] = [], coverage: CoverageSummary? = nil) {
    self.files = files
    self.assetCatalog = assetCatalog
    self.coverage = coverage
  }
}

/// A stage's run as its record in the input cache keeps it: the key of its
/// inputs, what it found, the files it read beyond the key, and the files
/// it emitted, by name, size and digest (``StageOutput``).
package struct StageRecordPart: Sendable, Hashable, Codable {
  package var key: Digest128
  /// What it found, severities as configured, as it found them.
  package var diagnostics: [Diagnostic]
  package var coverage: CacheRecord.Coverage?
  /// Files it read that its key doesn't cover.
  package var dependencies: [FileStamp]
  /// The files it emitted into the output folder, when its run ended
  /// without errors; `nil` when it emitted none (under `lint`, or after an
  /// error).
  package var files: [StageOutput]?
  /// The files it emitted into the asset catalog, likewise.
  package var assetCatalogFiles: [StageOutput]?
}

/// Any stage, run through its part of a record in the input cache: the
/// generic wrapper the token stage and the two parts that follow the strings
/// checks (the accessibility stage with the usage checks, and the strings'
/// Swift) are run through.
///
/// When the part's key is ``key`` and every file it read beyond the key is
/// as it was, its findings are replayed and, when the run will write them,
/// its files read back from where it wrote them, each checked against the
/// size and digest recorded. Else the stage runs, reading through a port of
/// its own, so what it read is known apart from the rest of the run, and
/// its run becomes the part to store. Either way the files it read, or
/// would have read, are noted by the port the wrapper is handed.
package struct CachedStage {
  /// The key of the stage's inputs.
  package var key: InputFingerprint
  /// The part the record holds, or why there is none to use (no record,
  /// or one corrupt or of another version).
  package var recorded: Result<StageRecordPart, InputCache.Miss>
  /// Where the stage's Swift files were written.
  package var output: URL
  /// Where its asset catalog's files were written, if anywhere.
  package var assetCatalog: URL?
  /// Files an enclosing key covers (the run's), which the part needn't
  /// check again on a hit.
  package var alsoCovered: [String: FileStamp] = [:]

  /// How a run through the wrapper went.
  package struct Run {
    package var products: StageProducts
    /// The part to store: the one replayed on a hit, the run's on a miss.
    package var part: StageRecordPart
    /// `nil` on a hit; why the record couldn't stand in, on a miss.
    package var miss: InputCache.Miss?
    /// Whether a file the key covers read differently during the run
    /// from how the key found it: the part must not be stored under it.
    package var changedDuringRun: Bool

    /// `hit`, or `miss (why)`.
    package var trace: String { miss.map { "miss (\($0))" } ?? "hit" }
  }

  /// Runs `stage` (which reads through the port it is given) unless the
  /// record's part holds its result. `needsFiles` says whether the run will
  /// write the stage's files (under `generate`); its findings go into
  /// `diagnostics` either way, and what it read is noted by `port`.
  package func run(
    needsFiles: Bool, port: FileAccess, maximumFileSize: Int, into diagnostics: inout DiagnosticBag,
    _ stage: (FileAccess, inout DiagnosticBag) -> StageProducts
  ) -> Run {
    let miss: InputCache.Miss
    switch replay(needsFiles: needsFiles, port: port, into: &diagnostics) {
    case .success(let (products, part)):
      return Run(products: products, part: part, miss: nil, changedDuringRun: false)
    case .failure(let why):
      miss = why
    }
    let log = ReadLog()
    let (products, found) = diagnostics.journaling { stage(port.stage(recordingInto: log), &$0) }
    let reads = log.stamps
    port.note(reads)
    let (uncovered, changedDuringRun) = key.uncovered(reads, maximumFileSize: maximumFileSize)
    let written = needsFiles && !diagnostics.stopsGeneration
    let part = StageRecordPart(
      key: key.digest, diagnostics: found, coverage: products.coverage.map(CacheRecord.Coverage.init),
      dependencies: uncovered.filter { alsoCovered[$0.path] == nil },
      files: written ? products.files.map(StageOutput.init) : nil,
      assetCatalogFiles: written ? products.assetCatalog.map(StageOutput.init) : nil)
    return Run(products: products, part: part, miss: miss, changedDuringRun: changedDuringRun)
  }

  /// The recorded part's result, when its key is ``key``, its dependencies
  /// are as recorded and, if the run will write them (`needsFiles`, and no
  /// errors once its findings are in), its files are as it wrote them. Its
  /// findings go into `diagnostics` only on a hit.
  private func replay(
    needsFiles: Bool, port: FileAccess, into diagnostics: inout DiagnosticBag
  ) -> Result<(StageProducts, StageRecordPart), InputCache.Miss> {
    let recorded: StageRecordPart
    switch self.recorded {
    case .success(let part): recorded = part
    case .failure(let miss): return .failure(miss)
    }
    guard recorded.key == key.digest else { return .failure(.inputsChanged) }
    if let changed = recorded.dependencies.first(where: { !$0.isCurrent }) {
      return .failure(.dependencyChanged(changed.path))
    }
    var replayed = diagnostics
    replayed.append(contentsOf: recorded.diagnostics)
    var products = StageProducts(coverage: recorded.coverage?.summary)
    // Files are kept only when the run ends without errors; with one, they are never read back.
    if needsFiles, !replayed.stopsGeneration {
      guard let files = recorded.files else { return .failure(.notWritten) }
      switch (
        StageOutput.readBack(files, in: output),
        StageOutput.readBack(recorded.assetCatalogFiles ?? [], in: assetCatalog)
      ) {
      case (.success(let files), .success(let assetCatalog)):
        (products.files, products.assetCatalog) = (files, assetCatalog)
      case (.failure(let miss), _), (_, .failure(let miss)):
        return .failure(miss)
      }
    }
    diagnostics = replayed
    // What the stage would have read: the files its key covers (one that appeared after the run's own key was
    // taken is then a dependency of the run's record, or stops it being stored) and its dependencies.
    port.note(key.coveredFiles.values.sorted { $0.path < $1.path })
    port.note(recorded.dependencies)
    return .success((products, recorded))
  }
}
