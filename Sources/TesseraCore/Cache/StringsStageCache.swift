import Foundation

/// The strings stage's part of the input cache: when a run as a whole
/// misses because a string table changed, only that table's files are read
/// and checked again. Its record (``StringsStageRecord``) holds two levels.
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
/// **What follows the checks** (the strings' Swift, the accessibility
/// stage, the use of the strings in Swift sources), keyed by its own inputs
/// (``PipelineInputs/fingerprintAfterStrings(into:)``) and by what every
/// table says (``StringsCatalog/contentDigest(ofTable:)``), not its bytes.
/// When the key is the record's, its findings are replayed and its files
/// read back from the output folder, each checked against the size and
/// digest recorded; else the tables not yet read are read, and it runs.
///
/// Anything the record can't vouch for (missing, corrupt, of another
/// version or command; a file changed, gone or never written) reads and
/// runs what it covers, so a run through the cache finds and writes what a
/// run without it would.
package struct StringsStageCache: Sendable {
  /// What a run of the stage through the cache gives the pipeline: what to
  /// tell of the lookup and to store afterwards.
  package struct Outcome: Sendable {
    /// `strings 1/5 tables checked; later stages hit`, or `…; later stages
    /// miss (why)`.
    package var trace: String
    /// The record to store after the run; `nil` when a file the run read
    /// changed while it ran.
    package var record: StringsStageRecord?
  }

  /// What follows the strings checks, as the pipeline runs it.
  package struct Following: Sendable {
    package var files: [GeneratedFile] = []
    package var coverage: CoverageSummary?
  }

  package var cache: InputCache
  package var tool: String
  package var command: String
  /// The options each table's findings depend on.
  package var tableKey: InputFingerprint
  /// The inputs of what follows the checks, but the tables' content.
  package var followingKey: InputFingerprint
  /// The files the run's own key covers, by standardized path: each
  /// table's key takes its files' stamps from there, not from the disk.
  package var covered: [String: FileStamp]
  /// Where the files were written.
  package var output: URL

  package init(
    cache: InputCache, tool: String, command: String, tableKey: InputFingerprint, followingKey: InputFingerprint,
    covered: [String: FileStamp], output: URL
  ) {
    self.cache = cache
    self.tool = tool
    self.command = command
    self.tableKey = tableKey
    self.followingKey = followingKey
    self.covered = covered
    self.output = output
  }

  /// The record's file: `<command>.strings.json`.
  package static func file(in cache: InputCache, command: String) -> URL {
    cache.folder.appendingPathComponent("\(command).strings.json")
  }

  /// Runs the strings stage: loads and checks the tables that changed,
  /// replays the others, and runs `following` on the whole catalog unless
  /// the record holds its result. Every diagnostic goes into
  /// `diagnostics`, and every file read into the run's ``ReadLog``.
  func run(
    _ stage: StringsStage, emit: Bool, into diagnostics: inout DiagnosticBag,
    following: (StringsCatalog, inout DiagnosticBag) -> Following
  ) -> (Following, Outcome) {
    let log = ReadLog()
    let (result, trace, record) = log.recording { () -> (Following, String, StringsStageRecord?) in
      run(stage, emit: emit, into: &diagnostics, following: following)
    }
    let reads = log.stamps
    ReadLog.current?.add(reads)
    // A file edited while the stage ran: its findings can't be stored under the key its old bytes made.
    let changedDuringRun = reads.contains { read in
      guard let stamp = covered[read.path] else { return false }
      return stamp != read && read.digest != nil
    }
    return (result, Outcome(trace: trace, record: changedDuringRun ? nil : record))
  }

  private func run(
    _ stage: StringsStage, emit: Bool, into diagnostics: inout DiagnosticBag,
    following: (StringsCatalog, inout DiagnosticBag) -> Following
  ) -> (Following, String, StringsStageRecord?) {
    let previous: StringsStageRecord?
    let missed: InputCache.Miss?
    switch cache.load(
      StringsStageRecord.self, from: Self.file(in: cache, command: command), format: StringsStageRecord.formatVersion)
    {
    case .success(let loaded)
    where loaded.format == StringsStageRecord.formatVersion && loaded.tool == tool
      && loaded.command == command:
      (previous, missed) = (loaded, nil)
    case .success: (previous, missed) = (nil, .otherVersion)
    case .failure(let miss): (previous, missed) = (nil, miss)
    }

    let plan = stage.plan()
    let loader = stage.loader
    let names = plan.tableNames
    // The String Catalogs first, with the .lproj tables they replace: they say which locales there are.
    let catalogTables = Set(plan.catalogs.map { $0.url.deletingPathExtension().lastPathComponent })
    let first = catalogTables.isEmpty ? nil : loader.load(plan) { _, table in catalogTables.contains(table) }
    let locales =
      first?.catalog.locales
      ?? StringsCatalog(baseLocale: stage.inputs.baseLocale, locales: Array(plan.locales.values))
      .locales

    // Each table's key; a table whose key is the record's is replayed.
    var shared = tableKey
    shared.add("locales", locales.count)
    for locale in locales {
      shared.add("locale", locale.identifier)
      shared.add("directory", locale.directory)
    }
    let sharedDigest = shared.digest
    var filesByTable: [String: [CatalogFile]] = [:]
    for job in plan.jobs { filesByTable[job.table, default: []].append(job.file) }
    func key(of table: String) -> Digest128? {
      var hasher = StableHasher()
      hasher.combine(sharedDigest.description)
      hasher.combine(table)
      for file in filesByTable[table] ?? [] {
        guard let stamp = covered[file.url.standardizedFileURL.path], let digest = stamp.digest else { return nil }
        hasher.combine(file.displayPath)
        hasher.combine(digest.description)
      }
      return hasher.finalize()
    }
    var recorded: [String: StringsStageRecord.Table] = [:]
    for table in previous?.tables ?? [] { recorded[table.name] = table }
    var reused: [String: StringsStageRecord.Table] = [:]
    var keys: [String: Digest128] = [:]
    for name in names where !catalogTables.contains(name) {
      guard let key = key(of: name) else { continue }
      keys[name] = key
      if let table = recorded[name], table.key == key { reused[name] = table }
    }
    let changed = names.subtracting(reused.keys)

    // The changed tables in every locale, and every table of the locales the catalog-wide checks read.
    let base = LocaleIdentifier(stage.inputs.baseLocale)
    let everyTable = Set(
      locales.filter { $0.locale == base || CLDRPlurals.ruleSet(for: $0.identifier) == nil }.map(\.locale))
    func readFirst(_ locale: LocaleIdentifier?, _ table: String) -> Bool {
      guard !catalogTables.contains(table), let locale else { return false }
      return changed.contains(table) || everyTable.contains(locale)
    }
    let second = loader.load(plan, selecting: readFirst)
    var catalog = second.catalog
    if let first { catalog.merge(first.catalog) }
    var tableDiagnostics = second.tableDiagnostics
    if let first { tableDiagnostics.merge(first.tableDiagnostics) { $0 + $1 } }

    // The changed tables' findings, each table checked on its own.
    let checks = StringsChecks.tableChecks(regionalMissingKeySeverity: stage.inputs.regionalMissingKeySeverity)
    let checkedCatalog = catalog
    let fresh = changed.sorted().concurrentMap { name in
      let restricted = checkedCatalog.restricted(to: name)
      return StringsStageRecord.Table(
        name: name, key: nil, content: restricted.contentDigest(ofTable: name),
        diagnostics: checks.flatMap { $0.check(restricted) })
    }
    var tables: [StringsStageRecord.Table] = []
    for var table in fresh {
      table.key = keys[table.name]
      table.diagnostics = (tableDiagnostics[table.name] ?? []) + table.diagnostics
      tables.append(table)
    }
    tables += reused.values
    tables.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    diagnostics.append(contentsOf: second.layoutDiagnostics)
    if let missing = loader.missingBaseLocale(in: catalog, plan: plan) { diagnostics.append(missing) }
    for table in tables { diagnostics.append(contentsOf: table.diagnostics) }
    for check in StringsChecks.catalogChecks() { diagnostics.append(contentsOf: check.check(catalog)) }

    // What follows, keyed by what every table says.
    var key = followingKey
    key.add("locales", locales.count)
    for locale in locales {
      key.add("locale", locale.identifier)
      key.add("directory", locale.directory)
    }
    key.add("tables", tables.count)
    for table in tables {
      key.add("table", table.name)
      key.add("content", table.content.description)
    }
    let summary = "strings \(changed.count)/\(names.count) tables checked; later stages"
    switch replay(previous?.following, key: key, emit: emit, into: &diagnostics) {
    case .success(let replayed):
      let record = StringsStageRecord(tool: tool, command: command, tables: tables, following: previous?.following)
      return (replayed, "\(summary) hit", record)
    case .failure(let miss):
      // The tables not read yet, for the generated code and the checks that follow.
      let rest = loader.load(plan) { locale, table in !catalogTables.contains(table) && !readFirst(locale, table) }
      catalog.merge(rest.catalog)
      let log = ReadLog()
      let (result, found) = log.recording {
        diagnostics.journaling { following(catalog, &$0) }
      }
      ReadLog.current?.add(log.stamps)
      let files = emit && !diagnostics.hasErrors ? result.files.map(StageOutput.init) : nil
      let record = StringsStageRecord.Following(
        key: key.digest, diagnostics: found,
        coverage: result.coverage.map { CacheRecord.Coverage(rendered: $0.rendered, declared: $0.declared) },
        dependencies: key.uncovered(log.stamps).uncovered.filter { covered[$0.path] == nil }, files: files)
      return (
        result, "\(summary) miss (\(missed ?? miss))",
        StringsStageRecord(tool: tool, command: command, tables: tables, following: record)
      )
    }
  }

  /// What follows the checks, from `recorded` when its key is `key` and,
  /// if the run will write them, its files are as it wrote them. Its
  /// findings go into `diagnostics` only on a hit.
  private func replay(
    _ recorded: StringsStageRecord.Following?, key: InputFingerprint, emit: Bool,
    into diagnostics: inout DiagnosticBag
  ) -> Result<Following, InputCache.Miss> {
    guard let recorded else { return .failure(.noRecord) }
    guard recorded.key == key.digest else { return .failure(.inputsChanged) }
    if let changed = recorded.dependencies.first(where: { !$0.isCurrent }) {
      return .failure(.dependencyChanged(changed.path))
    }
    var replayed = diagnostics
    replayed.append(contentsOf: recorded.diagnostics)
    var files: [GeneratedFile] = []
    // Files are kept only when the run ends without errors; with one, they are never read back.
    if emit, !replayed.hasErrors {
      guard let outputs = recorded.files else { return .failure(.notWritten) }
      switch StageOutput.readBack(outputs, in: output) {
      case .success(let read): files = read
      case .failure(let miss): return .failure(miss)
      }
    }
    diagnostics = replayed
    // What it would have read: the files its key covers, and its dependencies.
    ReadLog.current?.add(key.coveredFiles.values.sorted { $0.path < $1.path })
    ReadLog.current?.add(recorded.dependencies)
    return .success(
      Following(
        files: files,
        coverage: recorded.coverage.map { CoverageSummary(rendered: $0.rendered, declared: $0.declared) }))
  }
}
