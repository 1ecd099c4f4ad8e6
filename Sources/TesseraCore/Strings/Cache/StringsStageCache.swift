import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

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
/// The tables are this type's own (``checkTables(_:into:)``); the
/// two parts that follow are run, in the pipeline's order, through the
/// generic ``CachedStage`` (``Tables/followingStage()``,
/// ``Tables/swiftStage()``). When a part's key is the record's, its
/// findings are replayed and its files read back from the output folder,
/// each checked against the size and digest recorded; else the tables not
/// yet read are read (``Tables/whole()``), and it runs. Anything the record can't vouch for (missing, corrupt, of another
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

  /// Loads and checks the string tables through the record: the tables
  /// that changed are read and checked, the others' findings replayed
  /// (their files are read only when ``Tables/whole()`` asks for the whole
  /// catalog). Every finding goes into `diagnostics`, and every file read is
  /// noted by the stage's port (``StringsStage/files``). The parts that
  /// follow (``Tables/followingStage()``, ``Tables/swiftStage()``) are keyed
  /// by what the tables say.
  func checkTables(_ stage: StringsStage, into diagnostics: inout DiagnosticBag) -> Tables {
    let tables = Tables(cache: self, stage: stage)
    tables.checkTables(into: &diagnostics)
    return tables
  }

  /// The first file of `reads` that read differently from how the run's
  /// key found it: a file changed, or couldn't be read for a moment, while
  /// the stage read it, so what the record replayed and what was read may
  /// disagree, and the stage must run again without the record.
  func changedDuringRun(_ reads: [FileStamp], maximumFileSize: Int) -> FileStamp? {
    reads.first { read in
      covered[read.path].map { $0.changed(in: read, maximumFileSize: maximumFileSize) } ?? false
    }
  }

  /// One run of the strings stage through the record: the tables read so
  /// far, and the record being made.
  final class Tables {
    let cache: StringsStageCache
    let stage: StringsStage
    let plan: StringsLoadPlan
    let loader: StringsCatalogLoader
    let previous: StringsStageRecord?
    /// Why the record as a whole couldn't be used, if it couldn't.
    let missed: InputCache.Miss?
    /// The tables String Catalogs define, read in every run.
    let catalogTables: Set<String>
    /// The catalog read so far.
    private var catalog = StringsCatalog(baseLocale: "", locales: [])
    /// Which `.lproj` tables were read so far.
    private var read: (LocaleIdentifier, String) -> Bool = { _, _ in false }
    private var isWhole = false
    /// The record, its tables' part filled by ``checkTables(into:)``.
    private var record: StringsStageRecord
    /// How many tables were read and checked in this run.
    private var checkedCount = 0

    init(cache: StringsStageCache, stage: StringsStage) {
      self.cache = cache
      self.stage = stage
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
      record = StringsStageRecord(tool: cache.tool, command: cache.command, tables: [], swift: nil, following: nil)
    }

    /// The accessibility stage and the usage checks through the record,
    /// keyed by their inputs and what the base locale's tables say.
    func followingStage() -> CachedStage {
      var key = cache.followingKey
      key.add("base", catalog.base != nil ? 1 : 0)
      for table in record.tables {
        key.add("table", table.name)
        key.add("content", table.baseContent.description)
      }
      return part(previous?.following, key: key)
    }

    /// The strings' Swift through the record, keyed by its options and what
    /// every table says in every locale.
    func swiftStage() -> CachedStage {
      var key = cache.swiftKey
      key.add(catalog.locales)
      for table in record.tables {
        key.add("table", table.name)
        key.add("content", table.content.description)
      }
      return part(previous?.swift, key: key)
    }

    private func part(_ recorded: StageRecordPart?, key: InputFingerprint) -> CachedStage {
      let recorded: Result<StageRecordPart, InputCache.Miss> =
        recorded.map { .success($0) } ?? .failure(missed ?? .noRecord)
      var stage = CachedStage(key: key, recorded: recorded, output: cache.output, assetCatalog: nil)
      stage.alsoCovered = cache.covered
      return stage
    }

    /// What to tell of the run and to store: the tables' part, and the
    /// runs of the parts that follow; a part not run (the strings' Swift
    /// under `lint`, or after an error) keeps its recorded part while its
    /// key holds.
    func outcome(following: CachedStage.Run?, swift: CachedStage.Run?) -> Outcome {
      var record = self.record
      record.following = following?.part
      record.swift = swift?.part ?? previous?.swift.flatMap { $0.key == swiftStage().key.digest ? $0 : nil }
      let trace =
        "strings \(checkedCount)/\(plan.tableNames.count) tables checked; Swift \(swift?.trace ?? "not emitted"); "
        + "accessibility and usage \(following?.trace ?? "not run")"
      return Outcome(trace: trace, record: record)
    }

    /// A table's part of the record, and whether it was read and checked
    /// in this run.
    struct CheckedTable {
      var record: StringsStageRecord.Table
      var fresh: Bool
    }

    /// Reads and checks the tables whose key isn't the record's,
    /// replays the others' findings, and runs the catalog checks; every
    /// finding goes into `diagnostics`.
    func checkTables(into diagnostics: inout DiagnosticBag) {
      let names = plan.tableNames
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
      record.tables = tables.map(\.record)
      checkedCount = tables.count { $0.fresh }
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
    func whole() -> StringsCatalog {
      guard !isWhole else { return catalog }
      let read = read
      let rest = loader.load(plan) { locale, table in locale.map { !read($0, table) } ?? false }
      catalog.merge(rest.catalog)
      isWhole = true
      return catalog
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
