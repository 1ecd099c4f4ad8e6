import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The input cache's pieces: the fingerprint covers every input, and no
/// bytes in a cache file are trusted or crash it.
@Suite struct InputCacheTests {
  /// A new stored property of ``PipelineInputs`` must be added to the
  /// fingerprint (and to this list) before the cache can key on it.
  @Test func theFingerprintCoversEveryPipelineInput() {
    let inputs = PipelineInputs(tokensDirectory: nil, displayBase: URL(fileURLWithPath: "/"))
    let properties = Mirror(reflecting: inputs).children.compactMap(\.label)
    #expect(properties == PipelineInputs.fingerprintedProperties)
  }

  /// The run's key after `change`, or with `tokens` the token stage's.
  private func key(tokens: Bool = false, _ change: (inout PipelineInputs) -> Void) -> Digest128 {
    key(adding: { tokens ? $0.fingerprintTokens(into: &$1) : $0.fingerprint(into: &$1) }, change)
  }

  /// The digest of what `add` adds of inputs that `change` changed.
  private func key(
    adding add: (PipelineInputs, inout InputFingerprint) -> Void, _ change: (inout PipelineInputs) -> Void
  ) -> Digest128 {
    var inputs = PipelineInputs(tokensDirectory: nil, displayBase: URL(fileURLWithPath: "/tmp"))
    change(&inputs)
    var fingerprint = InputFingerprint(command: "lint", tool: "test")
    add(inputs, &fingerprint)
    return fingerprint.digest
  }

  @Test func eachInputChangesTheKey() {
    let changes: [(inout PipelineInputs) -> Void] = [
      { _ in },
      { $0.tokensDirectory = URL(fileURLWithPath: "/nonexistent-tokens") },
      { $0.stringsDirectory = URL(fileURLWithPath: "/nonexistent-strings") },
      { $0.displayBase = URL(fileURLWithPath: "/") },
      { $0.maximumFileSize = 10 },
      { $0.baseLocale = "de" },
      { $0.regionalMissingKeySeverity = .warning },
      { $0.pseudoLocales = [] },
      { $0.accessibilityFile = URL(fileURLWithPath: "/nonexistent.xml") },
      { $0.coverageFile = URL(fileURLWithPath: "/nonexistent.json") },
      { $0.sourcesDirectory = URL(fileURLWithPath: "/nonexistent-sources") },
      { $0.generation.access = .internal },
      { $0.generation.stringsNamespace = "L10n" },
      { $0.generation.accessibilityNamespace = "AX" },
      { $0.generation.themeName = "Palette" },
      { $0.generation.assetCatalog = true },
      { $0.dtcg.resolver = URL(fileURLWithPath: "/nonexistent.resolver.json") },
      { $0.dtcg.modifier = "mode" },
      { $0.dtcg.remBase = 10 },
      { $0.dtcg.light = [URL(fileURLWithPath: "/light.tokens.json")] },
      { $0.dtcg.dark = [URL(fileURLWithPath: "/light.tokens.json")] },
      { $0.ruleSettings = [.tokenParity: .warning] },
      { $0.ruleSettings = [.tokenParity: .off] },
      { $0.baseline = Baseline(recording: [], displayPath: "baseline.json") },
    ]
    var seen: Set<Digest128> = []
    for (index, change) in changes.enumerated() {
      #expect(seen.insert(key(change)).inserted, "change \(index)")
    }
    #expect(key { _ in } == key { _ in })
  }

  /// The token stage's key changes with each input the stage reads, and
  /// with none that only the strings, the accessibility catalog or the
  /// sources read: editing a string table leaves the stage's record good.
  @Test func theTokenStageKeyTakesOnlyWhatTheStageReads() {
    let tokenChanges: [(inout PipelineInputs) -> Void] = [
      { _ in },
      { $0.tokensDirectory = URL(fileURLWithPath: "/nonexistent-tokens") },
      { $0.displayBase = URL(fileURLWithPath: "/") },
      { $0.maximumFileSize = 10 },
      { $0.generation.access = .internal },
      { $0.generation.themeName = "Palette" },
      { $0.generation.assetCatalog = true },
      { $0.dtcg.resolver = URL(fileURLWithPath: "/nonexistent.resolver.json") },
      { $0.dtcg.modifier = "mode" },
      { $0.dtcg.remBase = 10 },
      { $0.dtcg.light = [URL(fileURLWithPath: "/light.tokens.json")] },
      { $0.dtcg.dark = [URL(fileURLWithPath: "/light.tokens.json")] },
      { $0.ruleSettings = [.tokenParity: .warning] },
      { $0.baseline = Baseline(recording: [], displayPath: "baseline.json") },
    ]
    var seen: Set<Digest128> = []
    for (index, change) in tokenChanges.enumerated() {
      #expect(seen.insert(key(tokens: true, change)).inserted, "token change \(index)")
    }
    let otherChanges: [(inout PipelineInputs) -> Void] = [
      { $0.stringsDirectory = URL(fileURLWithPath: "/nonexistent-strings") },
      { $0.baseLocale = "de" },
      { $0.regionalMissingKeySeverity = .warning },
      { $0.pseudoLocales = [] },
      { $0.accessibilityFile = URL(fileURLWithPath: "/nonexistent.xml") },
      { $0.coverageFile = URL(fileURLWithPath: "/nonexistent.json") },
      { $0.sourcesDirectory = URL(fileURLWithPath: "/nonexistent-sources") },
      { $0.generation.stringsNamespace = "L10n" },
      { $0.generation.accessibilityNamespace = "AX" },
    ]
    for (index, change) in otherChanges.enumerated() {
      #expect(key(tokens: true, change) == key(tokens: true) { _ in }, "other change \(index)")
    }
    // Every stored property is one kind or the other.
    let properties = Set(
      Mirror(reflecting: PipelineInputs(tokensDirectory: nil, displayBase: URL(fileURLWithPath: "/")))
        .children.compactMap(\.label))
    #expect(Set(PipelineInputs.tokenStageProperties).isSubset(of: properties))
  }

  /// The strings stage's two keys change with each input their part
  /// reads: every table's findings, and what follows the checks.
  @Test func theStringsStageKeysTakeWhatTheirPartsRead() {
    func keys(_ change: (inout PipelineInputs) -> Void) -> (tables: Digest128, after: Digest128) {
      (
        key(adding: { $0.fingerprintStringTables(into: &$1) }, change),
        key(adding: { $0.fingerprintAfterStrings(into: &$1) }, change)
      )
    }
    let unchanged = keys { _ in }
    let tableChanges: [(inout PipelineInputs) -> Void] = [
      { $0.displayBase = URL(fileURLWithPath: "/") },
      { $0.maximumFileSize = 10 },
      { $0.baseLocale = "de" },
      { $0.regionalMissingKeySeverity = .warning },
      { $0.ruleSettings = [.stringsEmptyValue: .error] },
      { $0.baseline = Baseline(recording: [], displayPath: "baseline.json") },
    ]
    for (index, change) in tableChanges.enumerated() {
      #expect(keys(change).tables != unchanged.tables, "table change \(index)")
    }
    let afterChanges: [(inout PipelineInputs) -> Void] = [
      { $0.pseudoLocales = [] },
      { $0.accessibilityFile = URL(fileURLWithPath: "/nonexistent.xml") },
      { $0.coverageFile = URL(fileURLWithPath: "/nonexistent.json") },
      { $0.sourcesDirectory = URL(fileURLWithPath: "/nonexistent-sources") },
      { $0.generation.access = .internal },
      { $0.generation.stringsNamespace = "L10n" },
      { $0.generation.accessibilityNamespace = "AX" },
      { $0.baseLocale = "de" },
      { $0.ruleSettings = [.stringsEmptyValue: .error] },
    ]
    for (index, change) in afterChanges.enumerated() {
      #expect(keys(change).after != unchanged.after, "change after the checks \(index)")
    }
    // The strings' Swift: its options, and none of accessibility's.
    func swiftKey(_ change: (inout PipelineInputs) -> Void) -> Digest128 {
      key(adding: { $0.fingerprintStringsSwift(into: &$1) }, change)
    }
    let swiftChanges: [(inout PipelineInputs) -> Void] = [
      { $0.baseLocale = "de" }, { $0.pseudoLocales = [] }, { $0.generation.access = .internal },
      { $0.generation.stringsNamespace = "L10n" },
    ]
    for (index, change) in swiftChanges.enumerated() {
      #expect(swiftKey(change) != swiftKey { _ in }, "change of the strings' Swift \(index)")
    }
    #expect(swiftKey { $0.generation.accessibilityNamespace = "AX" } == swiftKey { _ in })
    #expect(swiftKey { $0.accessibilityFile = URL(fileURLWithPath: "/nonexistent.xml") } == swiftKey { _ in })
    #expect(
      Set(PipelineInputs.stringsSwiftProperties).isSubset(
        of: Set(
          Mirror(reflecting: PipelineInputs(tokensDirectory: nil, displayBase: URL(fileURLWithPath: "/")))
            .children.compactMap(\.label))))
    // Token-only inputs change neither.
    #expect(keys { $0.generation.themeName = "Palette" } == unchanged)
    #expect(keys { $0.tokensDirectory = URL(fileURLWithPath: "/nonexistent-tokens") } == unchanged)
    let properties = Set(
      Mirror(reflecting: PipelineInputs(tokensDirectory: nil, displayBase: URL(fileURLWithPath: "/")))
        .children.compactMap(\.label))
    #expect(Set(PipelineInputs.stringTableProperties).isSubset(of: properties))
    #expect(Set(PipelineInputs.afterStringsProperties).isSubset(of: properties))
  }

  /// A run's read of a file the key covered is a change when it found
  /// other bytes, or none though the file was small enough to read: not
  /// when the file was too large for the run all along.
  @Test func aReadDuringTheRunIsAChangeWhenItFoundOtherBytesOrNone() {
    let key = FileStamp(path: "/a", bytes: Array("one".utf8))
    #expect(!key.changed(in: FileStamp(path: "/a", bytes: Array("one".utf8)), maximumFileSize: 10))
    #expect(key.changed(in: FileStamp(path: "/a", bytes: Array("two".utf8)), maximumFileSize: 10))
    #expect(key.changed(in: FileStamp(path: "/a", bytes: Array("one!".utf8)), maximumFileSize: 10))
    // Gone for a moment.
    #expect(key.changed(in: FileStamp(path: "/a", bytes: nil), maximumFileSize: 10))
    // Refused for its size, as it always would be.
    #expect(!key.changed(in: FileStamp(path: "/a", bytes: nil), maximumFileSize: 2))
    // Unreadable for the key and for the run alike; readable only for the run.
    let unreadable = FileStamp(path: "/a", bytes: nil)
    #expect(!unreadable.changed(in: FileStamp(path: "/a", bytes: nil), maximumFileSize: 10))
    #expect(unreadable.changed(in: key, maximumFileSize: 10))
  }

  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func treeKey(_ folder: URL) -> Digest128 {
    var fingerprint = InputFingerprint(command: "lint", tool: "test")
    fingerprint.addTree(folder)
    return fingerprint.digest
  }

  /// Adding, removing, renaming, editing a file, or an empty folder, all
  /// change a tree's key; the cache folder inside it doesn't.
  @Test func aTreesKeyFollowsItsFiles() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.xml")
    try Data("<a/>".utf8).write(to: file)
    var keys: Set<Digest128> = [treeKey(folder)]
    try Data("<b/>".utf8).write(to: file)
    #expect(keys.insert(treeKey(folder)).inserted)
    try Data("x".utf8).write(to: folder.appendingPathComponent(".hidden"))
    #expect(keys.insert(treeKey(folder)).inserted)
    try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("b.xml"))
    #expect(keys.insert(treeKey(folder)).inserted)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    #expect(keys.insert(treeKey(folder)).inserted)
    let before = treeKey(folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(InputCache.folderName), withIntermediateDirectories: false)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("\(InputCache.folderName)/lint.json"))
    #expect(treeKey(folder) == before)
  }

  private func record(key: Digest128) -> CacheRecord {
    CacheRecord(
      tool: "test", command: "lint", key: key,
      diagnostics: [.warning(.tokenParity, "A message.", at: .start(of: "Tokens/a.xml"), subject: "color.a")],
      hiddenCount: nil, coverage: nil, dependencies: [], outputs: [], outputListing: [])
  }

  @Test func aStoredRecordIsFoundByItsKeyOnly() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = InputCache(output: folder)
    let key = Digest128(high: 1, low: 2)
    try cache.store(record(key: key), command: "lint")
    #expect(try String(contentsOf: cache.folder.appendingPathComponent(".gitignore"), encoding: .utf8) == "*\n")
    #expect(try cache.lookup(command: "lint", tool: "test", key: key, listing: { [] }).get() == record(key: key))
    #expect(
      cache.lookup(command: "lint", tool: "test", key: Digest128(high: 1, low: 3), listing: { [] })
        == .failure(.inputsChanged))
    #expect(cache.lookup(command: "lint", tool: "other", key: key, listing: { [] }) == .failure(.otherVersion))
    #expect(cache.lookup(command: "generate", tool: "test", key: key, listing: { [] }) == .failure(.noRecord))
  }

  /// Truncations of a good record, random bytes, and records of other
  /// versions are misses, never a crash nor a hit.
  @Test func noBytesInACacheFileAreTrusted() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = InputCache(output: folder)
    let key = Digest128(high: 7, low: 9)
    try cache.store(record(key: key), command: "lint")
    let file = cache.file(for: "lint")
    let good = try Data(contentsOf: file)
    var candidates: [Data] = [Data(), Data("null".utf8), Data("{}".utf8), Data([0xFF, 0xFE, 0x00])]
    candidates += stride(from: 1, to: good.count, by: max(1, good.count / 40)).map { good.prefix($0) }
    var generator = SystemRandomNumberGenerator()
    candidates += (0..<20).map { _ in Data((0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
    let text = String(decoding: good, as: UTF8.self)
    candidates.append(Data(text.replacingOccurrences(of: "\"format\":1", with: "\"format\":99").utf8))
    candidates.append(Data(text.replacingOccurrences(of: "\"tool\":\"test\"", with: "\"tool\":\"0.0.1\"").utf8))
    for candidate in candidates {
      try candidate.write(to: file)
      guard case .failure = cache.lookup(command: "lint", tool: "test", key: key, listing: { [] }) else {
        Issue.record("a hit on \(candidate.count) bytes: \(String(decoding: candidate, as: UTF8.self))")
        continue
      }
    }
  }

  @Test func aRecordedFileThatChangedIsAMiss() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dependency = folder.appendingPathComponent("resolver.json")
    try Data("{}".utf8).write(to: dependency)
    let cache = InputCache(output: folder)
    var stored = record(key: Digest128(high: 0, low: 0))
    stored.dependencies = [FileStamp.current(dependency.path)]
    try cache.store(stored, command: "lint")
    let lookup = { cache.lookup(command: "lint", tool: "test", key: stored.key, listing: { [] }) }
    #expect(try lookup().get() == stored)
    try Data("{ }".utf8).write(to: dependency)
    #expect(lookup() == .failure(.dependencyChanged(dependency.path)))
    try FileManager.default.removeItem(at: dependency)
    #expect(lookup() == .failure(.dependencyChanged(dependency.path)))
  }
}
