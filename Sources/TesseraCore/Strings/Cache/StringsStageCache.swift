import Foundation

/// The strings stage's part of the input cache: when a run as a whole
/// misses because a string table changed, only that table's files are read
/// and checked again. Its record (``StringsStageRecord``) holds three parts.
///
/// **Each table**, keyed by the paths and bytes of its files in every
/// locale, the list of locales, and the options its findings depend on
/// (``PipelineInputs/fingerprintStringTables(into:)``). A table whose key
/// is unchanged isn't read: what its files and the table checks
/// (``StringsChecks/tableChecks(regionalMissingKeySeverity:)``) found is
/// replayed. A changed table is read in every locale and checked again,
/// which covers the cross-locale checks it takes part in. Every run also
/// reads:
/// - the base locale's tables, and every table of a locale CLDR has no
///   plural rules for, for the checks that read across tables
///   (``StringsChecks/catalogChecks()``);
/// - the String Catalogs (`.xcstrings`) and the `.lproj` tables of their
///   names, since a catalog says which locales there are.
///
/// **The strings' Swift**, keyed by its options
/// (``PipelineInputs/fingerprintStringsSwift(into:)``) and by what every
/// table says in every locale (``StringsCatalog/contentDigest(ofTable:onlyBase:)``),
/// not its bytes.
///
/// **The accessibility stage and the use of the strings in Swift sources**,
/// which read only the base locale's strings: keyed by their own inputs
/// (``PipelineInputs/fingerprintAfterStrings(into:)``) and by what the base
/// locale's tables say, so a translation edited leaves them be.
///
/// When a part's key is the record's, its findings are replayed and its
/// files read back from the output folder, each checked against the size
/// and digest recorded; else the tables not yet read are read, and it runs.
/// Anything the record can't vouch for (missing, corrupt, of another
/// version or command; a file changed, gone or never written) reads and
/// runs what it covers, so a run through the cache finds and writes what a
/// run without it would.
package struct StringsStageCache: Sendable {
  /// What a run of the stage through the cache gives the pipeline: what to
  /// tell of the lookup and to store afterwards.
  package struct Outcome: Sendable {
    /// `strings 1/5 tables checked; Swift hit; accessibility and usage
    /// hit`, a part that ran saying `miss (why)`, and one that wasn't
    /// needed (under `lint`, or after an error) `not emitted`.
    package var trace: String
    /// The record to store after the run; `nil` when a file the run read
    /// changed while it ran.
    package var record: StringsStageRecord?
  }

  /// What follows the strings checks gives the pipeline.
  package struct Following: Sendable {
    package var files: [GeneratedFile] = []
    package var coverage: CoverageSummary?
  }

  package var cache: InputCache
  package var tool: String
  package var command: String
  /// The options each table's findings depend on.
  package var tableKey: InputFingerprint
  /// The options of the strings' Swift.
  package var swiftKey: InputFingerprint
  /// The inputs of the accessibility stage and the usage checks, but the
  /// base tables' content.
  package var followingKey: InputFingerprint
  /// The files the run's own key covers, by standardized path: each
  /// table's key takes its files' stamps from there, not from the disk.
  package var covered: [String: FileStamp]
  /// Where the files were written.
  package var output: URL

  package init(
    cache: InputCache, tool: String, command: String, tableKey: InputFingerprint, swiftKey: InputFingerprint,
    followingKey: InputFingerprint, covered: [String: FileStamp], output: URL
  ) {
    self.cache = cache
    self.tool = tool
    self.command = command
    self.tableKey = tableKey
    self.swiftKey = swiftKey
    self.followingKey = followingKey
    self.covered = covered
    self.output = output
  }

  /// The record's file: `<command>.strings.json`.
  package static func file(in cache: InputCache, command: String) -> URL {
    cache.folder.appendingPathComponent("\(command).strings.json")
  }

  /// Runs the strings stage: loads and checks the tables that changed and
  /// replays the others; then, unless the record holds their results,
  /// `following` (the accessibility stage and the usage checks) and `swift`
  /// (the strings' Swift, when the run will write it), on the whole
  /// catalog. Every diagnostic goes into `diagnostics`, and every file read
  /// is noted by the stage's port (``StringsStage/files``); `following`
  /// reads through the port it is given.
  ///
  /// When a file changed, or couldn't be read for a moment, while the stage
  /// read it, what the record replayed and what was read may disagree:
  /// `diagnostics` is left as it was, `following` is `nil`, and the
  /// pipeline runs the stage without the record, as a run without the cache
  /// would. Nothing is stored under keys the old bytes made.
  func run(
    _ stage: StringsStage, emit: Bool, into diagnostics: inout DiagnosticBag,
    swift: (StringsCatalog, DiagnosticBag) -> [GeneratedFile],
    following: (StringsCatalog, FileAccess, inout DiagnosticBag) -> Following
  ) -> (following: Following?, outcome: Outcome) {
    var stageDiagnostics = diagnostics
    // The stage reads through a port of its own, so its reads are known apart from the run's.
    let log = ReadLog()
    var recorded = stage
    recorded.files = stage.files.stage(recordingInto: log)
    // Inside the run, `stage.files` is this port of the stage's own; here it is the port the run was given.
    var run = Run(cache: self, stage: recorded, emit: emit)
    let (result, trace, record) = run.run(into: &stageDiagnostics, swift: swift, following: following)
    let reads = log.stamps
    stage.files.note(reads)
    let maximumFileSize = stage.inputs.maximumFileSize
    let changed = reads.first { read in
      covered[read.path].map { $0.changed(in: read, maximumFileSize: maximumFileSize) } ?? false
    }
    if let changed {
      return (
        nil,
        Outcome(trace: "strings read again without the record (\(changed.path) changed during the run)", record: nil)
      )
    }
    diagnostics = stageDiagnostics
    return (result, Outcome(trace: trace, record: record))
  }

  /// One run through the record.
  private struct Run {
    let cache: StringsStageCache
    let stage: StringsStage
    let emit: Bool
    let plan: StringsLoadPlan
    let loader: StringsCatalogLoader
    let previous: StringsStageRecord?
    /// Why the record as a whole couldn't be used, if it couldn't.
    let missed: InputCache.Miss?
    /// The tables String Catalogs define, read in every run.
    let catalogTables: Set<String>
    /// The catalog read so far.
    var catalog = StringsCatalog(baseLocale: "", locales: [])
    /// Which `.lproj` tables were read so far.
    var read: (LocaleIdentifier, String) -> Bool = { _, _ in false }
    var isWhole = false

    init(cache: StringsStageCache, stage: StringsStage, emit: Bool) {
      self.cache = cache
      self.stage = stage
      self.emit = emit
      plan = stage.plan()
      loader = stage.loader
      catalogTables = Set(plan.catalogs.map { $0.url.deletingPathExtension().lastPathComponent })
      switch cache.cache.load(
        StringsStageRecord.self, from: StringsStageCache.file(in: cache.cache, command: cache.command),
        tool: cache.tool, command: cache.command)
      {
      case .success(let loaded): (previous, missed) = (loaded, nil)
      case .failure(let miss): (previous, missed) = (nil, miss)
      }
    }

    mutating func run(
      into diagnostics: inout DiagnosticBag, swift: (StringsCatalog, DiagnosticBag) -> [GeneratedFile],
      following: (StringsCatalog, FileAccess, inout DiagnosticBag) -> Following
    ) -> (Following, String, StringsStageRecord?) {
      let names = plan.tableNames
      let tables = checkTables(names, into: &diagnostics)
      let checked = tables.filter { $0.fresh }.count
      var record = StringsStageRecord(
        tool: cache.tool, command: cache.command, tables: tables.map(\.record), swift: nil, following: nil)

      // The accessibility stage and the usage checks first: the strings' Swift adds no findings, and is
      // kept only when the run ends without errors.
      var followingKey = cache.followingKey
      followingKey.add("base", catalog.base != nil ? 1 : 0)
      for table in record.tables {
        followingKey.add("table", table.name)
        followingKey.add("content", table.baseContent.description)
      }
      let followingTrace: String
      let result: Following
      switch Self.replay(
        previous?.following, key: followingKey, needsFiles: emit, cache: cache, port: stage.files,
        into: &diagnostics)
      {
      case .success(let replayed):
        (result, record.following, followingTrace) = (replayed.following, replayed.part, "hit")
      case .failure(let miss):
        let whole = wholeCatalog()
        let log = ReadLog()
        let (ran, found) = diagnostics.journaling { following(whole, stage.files.stage(recordingInto: log), &$0) }
        stage.files.note(log.stamps)
        result = ran
        record.following = StringsStageRecord.Part(
          key: followingKey.digest, diagnostics: found,
          coverage: ran.coverage.map(CacheRecord.Coverage.init),
          dependencies: followingKey.uncovered(log.stamps, maximumFileSize: stage.inputs.maximumFileSize).uncovered
            .filter { cache.covered[$0.path] == nil },
          files: emit && !diagnostics.stopsGeneration ? ran.files.map(StageOutput.init) : nil)
        followingTrace = "miss (\(missed ?? miss))"
      }

      // The strings' Swift, keyed by what every table says in every locale.
      var swiftKey = cache.swiftKey
      swiftKey.add(catalog.locales)
      for table in record.tables {
        swiftKey.add("table", table.name)
        swiftKey.add("content", table.content.description)
      }
      var files: [GeneratedFile] = []
      let swiftTrace: String
      if !emit || diagnostics.stopsGeneration {
        swiftTrace = "not emitted"
        record.swift = previous?.swift.flatMap { $0.key == swiftKey.digest ? $0 : nil }
      } else {
        switch Self.replay(
          previous?.swift, key: swiftKey, needsFiles: true, cache: cache, port: stage.files, into: &diagnostics)
        {
        case .success(let replayed):
          (files, record.swift, swiftTrace) = (replayed.following.files, replayed.part, "hit")
        case .failure(let miss):
          files = swift(wholeCatalog(), diagnostics)
          record.swift = StringsStageRecord.Part(
            key: swiftKey.digest, diagnostics: [], coverage: nil, dependencies: [],
            files: files.map(StageOutput.init))
          swiftTrace = "miss (\(missed ?? miss))"
        }
      }
      let trace =
        "strings \(checked)/\(names.count) tables checked; Swift \(swiftTrace); accessibility and usage "
        + followingTrace
      return (Following(files: files + result.files, coverage: result.coverage), trace, record)
    }

    /// A table's part of the record, and whether it was read and checked
    /// in this run.
    struct CheckedTable {
      var record: StringsStageRecord.Table
      var fresh: Bool
    }

    /// Reads and checks the tables of `names` whose key isn't the record's,
    /// replays the others' findings, and runs the catalog checks; every
    /// finding goes into `diagnostics`.
    mutating func checkTables(_ names: Set<String>, into diagnostics: inout DiagnosticBag) -> [CheckedTable] {
      // The String Catalogs first, with the .lproj tables they replace: they say which locales there are.
      let catalogTables = catalogTables
      let first = catalogTables.isEmpty ? nil : loader.load(plan) { _, table in catalogTables.contains(table) }
      let locales =
        first?.catalog.locales
        ?? StringsCatalog(baseLocale: stage.inputs.baseLocale, locales: Array(plan.locales.values)).locales

      // Each table's key; a table whose key is the record's is replayed.
      var shared = cache.tableKey
      shared.add(locales)
      let keys = tableKeys(names.subtracting(catalogTables), shared: shared.digest)
      var reused: [String: StringsStageRecord.Table] = [:]
      for table in previous?.tables ?? [] where keys[table.name] == table.key && table.key != nil {
        reused[table.name] = table
      }
      let changed = names.subtracting(reused.keys)

      // The changed tables in every locale, and every table of the locales the catalog checks read.
      let base = LocaleIdentifier(stage.inputs.baseLocale)
      let everyTable = Set(
        locales.filter { $0.locale == base || CLDRPlurals.ruleSet(for: $0.identifier) == nil }.map(\.locale))
      let readFirst: (LocaleIdentifier, String) -> Bool = { locale, table in
        !catalogTables.contains(table) && (changed.contains(table) || everyTable.contains(locale))
      }
      let second = loader.load(plan) { locale, table in locale.map { readFirst($0, table) } ?? false }
      catalog = second.catalog
      var tableDiagnostics = second.tableDiagnostics
      if let first {
        catalog.merge(first.catalog)
        tableDiagnostics.merge(first.tableDiagnostics) { $0 + $1 }
      }
      read = { locale, table in catalogTables.contains(table) || readFirst(locale, table) }

      // The changed tables' findings, each table checked on its own.
      let checks = StringsChecks.tableChecks(regionalMissingKeySeverity: stage.inputs.regionalMissingKeySeverity)
      let checkedCatalog = catalog
      let fresh = changed.sorted().concurrentMap { name in
        let restricted = checkedCatalog.restricted(to: name)
        return StringsStageRecord.Table(
          name: name, key: nil, content: restricted.contentDigest(ofTable: name),
          baseContent: restricted.contentDigest(ofTable: name, onlyBase: true),
          diagnostics: checks.flatMap { $0.check(restricted) })
      }
      var tables = reused.values.map { CheckedTable(record: $0, fresh: false) }
      for var table in fresh {
        table.key = keys[table.name]
        table.diagnostics = (tableDiagnostics[table.name] ?? []) + table.diagnostics
        tables.append(CheckedTable(record: table, fresh: true))
      }
      tables.sort { $0.record.name.utf8.lexicographicallyPrecedes($1.record.name.utf8) }

      diagnostics.append(contentsOf: second.layoutDiagnostics)
      if let missing = loader.missingBaseLocale(in: catalog, plan: plan) { diagnostics.append(missing) }
      for table in tables { diagnostics.append(contentsOf: table.record.diagnostics) }
      for check in StringsChecks.catalogChecks(
        accessors: stage.inputs.generation.accessors, accessorNames: stage.inputs.generation.accessorNames)
      {
        diagnostics.append(contentsOf: check.check(catalog))
      }
      return tables
    }

    /// The key of each table of `names`: `shared` (the options and the
    /// locales), and the path and digest of each of its files as the run's
    /// key found them. A table with a file the run's key couldn't read has
    /// none, and is always read.
    func tableKeys(_ names: Set<String>, shared: Digest128) -> [String: Digest128] {
      var filesByTable: [String: [CatalogFile]] = [:]
      for job in plan.jobs where names.contains(job.table) { filesByTable[job.table, default: []].append(job.file) }
      var keys: [String: Digest128] = [:]
      tables: for (name, files) in filesByTable {
        var hasher = StableHasher()
        hasher.combine(shared.description)
        hasher.combine(name)
        for file in files {
          guard let stamp = cache.covered[file.url.standardizedFileURL.path], let digest = stamp.digest else {
            continue tables
          }
          hasher.combine(file.displayPath)
          hasher.combine(digest.description)
        }
        keys[name] = hasher.finalize()
      }
      return keys
    }

    /// The catalog with every table, the ones not read yet read now.
    mutating func wholeCatalog() -> StringsCatalog {
      guard !isWhole else { return catalog }
      let read = read
      let rest = loader.load(plan) { locale, table in locale.map { !read($0, table) } ?? false }
      catalog.merge(rest.catalog)
      isWhole = true
      return catalog
    }

    /// A part of the record, when its key is `key` and, if the run will
    /// write them (`needsFiles`, and no errors once its findings are in),
    /// its files are as it wrote them. Its findings go into `diagnostics`
    /// only on a hit.
    static func replay(
      _ recorded: StringsStageRecord.Part?, key: InputFingerprint, needsFiles: Bool, cache: StringsStageCache,
      port: FileAccess, into diagnostics: inout DiagnosticBag
    ) -> Result<(following: Following, part: StringsStageRecord.Part), InputCache.Miss> {
      guard let recorded else { return .failure(.noRecord) }
      guard recorded.key == key.digest else { return .failure(.inputsChanged) }
      if let changed = recorded.dependencies.first(where: { !$0.isCurrent }) {
        return .failure(.dependencyChanged(changed.path))
      }
      var replayed = diagnostics
      replayed.append(contentsOf: recorded.diagnostics)
      var files: [GeneratedFile] = []
      // Files are kept only when the run ends without errors; with one, they are never read back.
      if needsFiles, !replayed.stopsGeneration {
        guard let outputs = recorded.files else { return .failure(.notWritten) }
        switch StageOutput.readBack(outputs, in: cache.output) {
        case .success(let read): files = read
        case .failure(let miss): return .failure(miss)
        }
      }
      diagnostics = replayed
      // What it would have read: the files its key covers, and its dependencies.
      port.note(key.coveredFiles.values.sorted { $0.path < $1.path })
      port.note(recorded.dependencies)
      let coverage = recorded.coverage?.summary
      return .success((Following(files: files, coverage: coverage), recorded))
    }
  }
}

extension InputFingerprint {
  /// Adds which locales a string catalog has, each with its folder.
  fileprivate mutating func add(_ locales: [StringsLocale]) {
    add("locales", locales.count)
    for locale in locales {
      add("locale", locale.identifier)
      add("directory", locale.directory)
    }
  }
}
