import Foundation
import TesseraCore
import TesseraFoundation

/// The input cache (``InputCache``) as `generate` and `lint` use it: the
/// key of this run, a lookup that replays a hit, and the store after a
/// miss.
///
/// With `TESSERA_CACHE_TRACE=1` in the environment, each lookup says on
/// standard error whether it hit, as `cache: hit` or `cache: miss (why)`.
struct CachedRun {
  var command: String
  var cache: InputCache
  var tool: String
  var fingerprint: InputFingerprint
  /// The output folder, whose listing a `generate` record keeps.
  var output: URL
  var assetCatalog: URL?
  /// The folder the run resolves relative paths against.
  var base: URL
  /// The files read while resolving the options: the configuration and
  /// the baseline.
  var resolveReads: [FileStamp]
  /// The largest catalog file the run reads: a larger one's failed read
  /// is no change during the run.
  var maximumFileSize: Int

  /// The key of `command` run on `inputs`, writing into `output` (and
  /// `assetCatalog`), after resolving its options read the files `resolveReads`.
  init(
    command: String, inputs: PipelineInputs, output: URL, assetCatalog: URL?, resolveReads: [FileStamp], base: URL,
    files: FileAccess
  ) {
    self.command = command
    self.cache = InputCache(output: output)
    self.tool = Self.toolIdentity
    self.output = output
    self.assetCatalog = assetCatalog
    self.base = base
    self.resolveReads = resolveReads
    self.maximumFileSize = inputs.maximumFileSize
    var fingerprint = InputFingerprint(command: command, tool: tool)
    // The run's port, whose listings the stages' keys and the stages share.
    fingerprint.files = files
    fingerprint.add("base", base)
    fingerprint.add("output", output)
    fingerprint.add("assetCatalog", assetCatalog)
    fingerprint.addStamps(resolveReads)
    inputs.fingerprint(into: &fingerprint)
    self.fingerprint = fingerprint
  }

  /// The recorded run, when this one would find and write the same; `nil`
  /// on a miss, and when the output folder isn't there (a `lint` doesn't
  /// make it, and a `generate` that made nothing has nothing to check).
  func lookup() -> CacheRecord? {
    guard FileManager.default.fileExists(atPath: output.path) else {
      trace("miss (no output folder)")
      return nil
    }
    switch cache.lookup(command: command, tool: tool, key: fingerprint.digest, listing: listing) {
    case .success(let record):
      trace("hit")
      return record
    case .failure(let miss):
      trace("miss (\(miss))")
      return nil
    }
  }

  /// The pipeline of a run that missed, with the stages' own records to
  /// consult: the token stage's (``TokenStageCache``), whose key holds what
  /// the run's does but the string tables, the accessibility catalog, the
  /// Swift sources and the options only they read; and the strings stage's
  /// (``StringsStageCache``), by table and for what follows the checks.
  func pipeline(for inputs: PipelineInputs) -> TesseraPipeline {
    var pipeline = TesseraPipeline(inputs: inputs)
    let key = stageKey("tokens") { inputs.fingerprintTokens(into: &$0) }
    pipeline.tokenStageCache = TokenStageCache(
      cache: cache, tool: tool, command: command, key: key, output: output, assetCatalog: assetCatalog)
    pipeline.stringsStageCache = StringsStageCache(
      cache: cache, tool: tool, command: command,
      tableKey: stageKey("strings tables") { inputs.fingerprintStringTables(into: &$0) },
      swiftKey: stageKey("strings swift") { inputs.fingerprintStringsSwift(into: &$0) },
      followingKey: stageKey("after strings") { inputs.fingerprintAfterStrings(into: &$0) },
      covered: fingerprint.coveredFiles, output: output)
    return pipeline
  }

  /// The key of one stage of this run: the run's place (its folder, output
  /// and asset catalog, and the files its options were read from) and what
  /// `add` adds.
  private func stageKey(_ stage: String, _ add: (inout InputFingerprint) -> Void) -> InputFingerprint {
    var key = InputFingerprint(command: "\(command) \(stage)", tool: tool, reusing: fingerprint)
    key.add("base", base)
    key.add("output", output)
    key.add("assetCatalog", assetCatalog)
    key.addStamps(resolveReads)
    add(&key)
    return key
  }

  /// Records a completed run: its diagnostics, the files it read
  /// (`reads`: those the key doesn't cover become the record's
  /// dependencies), and the files it wrote or found up to date
  /// (`outputs`). Nothing is stored when the output folder isn't there, or
  /// when a file the key covers read differently during the run (it was
  /// edited meanwhile). A record that can't be written is only traced,
  /// since the run itself went well.
  func store(_ result: PipelineResult, reads: [FileStamp], outputs: [FileStamp] = []) {
    if let tokenStage = result.tokenStage { trace(tokenStage.trace) }
    if let stringsStage = result.stringsStage { trace(stringsStage.trace) }
    guard FileManager.default.fileExists(atPath: output.path) else { return }
    if let record = result.tokenStage?.record {
      do {
        try cache.store(record, in: TokenStageCache.file(in: cache, command: command))
      } catch {
        trace("tokens not stored (\(error.localizedDescription))")
      }
    }
    if let record = result.stringsStage?.record {
      do {
        try cache.store(record, in: StringsStageCache.file(in: cache, command: command))
      } catch {
        trace("strings not stored (\(error.localizedDescription))")
      }
    }
    let (dependencies, changedDuringRun) = fingerprint.uncovered(reads, maximumFileSize: maximumFileSize)
    guard !changedDuringRun else {
      trace("not stored (an input changed during the run)")
      return
    }
    let record = CacheRecord(
      tool: tool, command: command, key: fingerprint.digest, diagnostics: result.diagnostics,
      hiddenCount: result.hiddenCount, coverage: result.coverage, dependencies: dependencies,
      outputs: outputs, outputListing: listing())
    do {
      try cache.store(record, command: command)
    } catch {
      trace("not stored (\(error.localizedDescription))")
    }
  }

  /// The stamps of the files a `generate` wrote, or found up to date: the
  /// bytes it meant them to hold.
  static func stamps(of files: [GeneratedFile], in folder: URL) -> [FileStamp] {
    files.map { file in
      FileStamp(path: folder.appendingPathComponent(file.name).standardizedFileURL.path, text: file.contents)
    }
  }

  /// What a `generate` record checks of the output folder and asset
  /// catalog; nothing for `lint`, which writes neither.
  private func listing() -> [String] {
    command == "generate" ? InputCache.listing(output: output, assetCatalog: assetCatalog) : []
  }

  private func trace(_ message: String) {
    if ProcessInfo.processInfo.environment["TESSERA_CACHE_TRACE"] == "1" { Console.error("cache: \(message)") }
  }

  /// The tool's version and its executable's size and modification time,
  /// so that a rebuilt `tessera` of the same version misses too.
  static let toolIdentity: String = {
    var identity = SharedFacts.version
    if let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      identity += " \(size) \(modified)"
    }
    return identity
  }()
}
