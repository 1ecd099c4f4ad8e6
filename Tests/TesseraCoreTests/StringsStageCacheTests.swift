import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The strings stage's record, in process: a run through it reads and
/// checks only the tables whose files changed, and finds and emits what a
/// run without it does, edit after edit.
@Suite struct StringsStageCacheTests {
  /// A scratch copy of the package's string catalogs, and runs of the
  /// pipeline on it with and without the record.
  struct Project {
    var folder: URL
    var strings: URL { folder.appendingPathComponent("Strings") }
    var output: URL { folder.appendingPathComponent("Generated") }

    init(from source: URL = OutputDeterminismTests.packageRoot.appendingPathComponent("Strings")) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-strings-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: strings)
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    var inputs: PipelineInputs {
      let accessibility = strings.appendingPathComponent("Accessibility.xml")
      return PipelineInputs(
        tokensDirectory: nil, stringsDirectory: strings, displayBase: folder,
        accessibilityFile: FileManager.default.fileExists(atPath: accessibility.path) ? accessibility : nil)
    }

    /// Runs `command` through the record (storing the one it makes, and
    /// writing the files as `generate` does) and without it; the trace of
    /// the first, and both results.
    func run(
      _ command: String, afterTheKey change: () throws -> Void = {}
    ) throws -> (trace: String, cached: PipelineResult, fresh: PipelineResult) {
      let inputs = inputs
      var run = InputFingerprint(command: command, tool: "test")
      inputs.fingerprint(into: &run)
      // An edit after the run's key was taken: one made while the run reads the files.
      try change()
      var tableKey = InputFingerprint(command: "\(command) strings tables", tool: "test", reusing: run)
      inputs.fingerprintStringTables(into: &tableKey)
      var swiftKey = InputFingerprint(command: "\(command) strings swift", tool: "test", reusing: run)
      inputs.fingerprintStringsSwift(into: &swiftKey)
      var followingKey = InputFingerprint(command: "\(command) after strings", tool: "test", reusing: run)
      inputs.fingerprintAfterStrings(into: &followingKey)
      var pipeline = TesseraPipeline(inputs: inputs)
      let cache = InputCache(output: output)
      pipeline.stringsStageCache = StringsStageCache(
        cache: cache, tool: "test", command: command, tableKey: tableKey, swiftKey: swiftKey,
        followingKey: followingKey, covered: run.coveredFiles, output: output)
      let emit = command == "generate"
      let cached = emit ? pipeline.generate() : pipeline.lint()
      let outcome = try #require(cached.stringsStage)
      if let record = outcome.record {
        try cache.store(record, in: StringsStageCache.file(in: cache, command: command))
      }
      for file in cached.files {
        try Data(file.contents.utf8).write(to: output.appendingPathComponent(file.name))
      }
      let plain = TesseraPipeline(inputs: inputs)
      return (outcome.trace, cached, emit ? plain.generate() : plain.lint())
    }

    /// Runs `command` both ways, expects the same findings, files and
    /// coverage, and returns the trace.
    @discardableResult
    func expectSame(_ command: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
      let (trace, cached, fresh) = try run(command)
      #expect(cached.diagnostics == fresh.diagnostics, "\(trace)", sourceLocation: sourceLocation)
      #expect(cached.files == fresh.files, "\(trace)", sourceLocation: sourceLocation)
      #expect(cached.coverage == fresh.coverage, sourceLocation: sourceLocation)
      return trace
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
      let url = strings.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      let changed = change(text)
      #expect(changed != text, "the edit of \(path) changed nothing")
      try Data(changed.utf8).write(to: url)
    }

    func write(_ path: String, _ text: String) throws {
      let url = strings.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    var tableCount: Int {
      StringsCatalogLoader().plan(
        CatalogFile.find(in: strings, extensions: StringsCatalogLoader.extensions, displayBase: folder),
        directory: strings, displayBase: folder
      ).tableNames.count
    }
  }

  /// Edit after edit, each run through the record finds and emits what a
  /// run without it does, and reads again only the tables it must.
  @Test(arguments: ["generate", "lint"]) func editAfterEditMatchesARunWithoutTheRecord(_ command: String) throws {
    let project = try Project()
    defer { project.remove() }
    let tables = project.tableCount
    #expect(tables >= 6)
    /// The trace of a run that checked `checked` tables, and how the two parts after went.
    func trace(_ checked: Int, swift: String, following: String) -> String {
      "strings \(checked)/\(tables) tables checked; Swift \(command == "lint" ? "not emitted" : swift); "
        + "accessibility and usage \(following)"
    }
    let none = "miss (no cache file)"
    #expect(try project.expectSame(command) == trace(tables, swift: none, following: none))
    #expect(try project.expectSame(command) == trace(0, swift: "hit", following: "hit"))

    // A comment no entry carries: the table is read again, and what follows replays.
    try project.edit("de.lproj/Navigation.strings") { $0 + "\n/* reviewed */\n" }
    #expect(try project.expectSame(command) == trace(1, swift: "hit", following: "hit"))

    // A translation: the table again, and the strings' Swift, which holds every locale's text; the
    // accessibility stage and the usage checks read only the base locale, and replay.
    try project.edit("fr.lproj/Checkout.strings") { $0.replacingOccurrences(of: "\";", with: " !\";") }
    #expect(try project.expectSame(command) == trace(1, swift: "miss (inputs changed)", following: "hit"))

    // A base text: both run.
    try project.edit("en.lproj/Checkout.strings") { $0.replacingOccurrences(of: "\";", with: " !\";") }
    let changed = "miss (inputs changed)"
    #expect(try project.expectSame(command) == trace(1, swift: changed, following: changed))

    // An error in one table, replayed while it stands, gone when it is fixed. A translation's mismatch
    // doesn't stop generate: the code is emitted, without that translation.
    let original = try String(
      contentsOf: project.strings.appendingPathComponent("de.lproj/Checkout.strings"), encoding: .utf8)
    try project.edit("de.lproj/Checkout.strings") { $0.replacingOccurrences(of: "\";", with: " %d\";") }
    #expect(try project.expectSame(command).hasPrefix("strings 1/\(tables) tables checked"))
    let (_, failed, _) = try project.run(command)
    #expect(failed.diagnostics.contains { $0.rule == .stringsFormatMismatch && $0.severity == .error })
    #expect(failed.files.isEmpty == (command == "lint"))
    try project.write("de.lproj/Checkout.strings", original)
    #expect(try project.expectSame(command).hasPrefix("strings 1/\(tables) tables checked"))

    // A base table: every locale's file of it is checked against it again.
    try project.edit("en.lproj/Navigation.strings") { $0 + "\n\"navigation_new_key\" = \"New\";\n" }
    let trace = try project.expectSame(command)
    #expect(trace.hasPrefix("strings 1/\(tables) tables checked"))
    let (_, missing, _) = try project.run(command)
    #expect(
      missing.diagnostics.filter { $0.rule == .stringsMissingKey && $0.subject == "navigation_new_key" }.count == 4)

    // A new locale changes every table's findings.
    try project.write("it.lproj/Navigation.strings", "\"navigation_back\" = \"Indietro\";\n")
    #expect(try project.expectSame(command).hasPrefix("strings \(tables)/\(tables) tables checked"))

    // A deleted file.
    try FileManager.default.removeItem(at: project.strings.appendingPathComponent("pl.lproj/Navigation.strings"))
    #expect(try project.expectSame(command).hasPrefix("strings 1/\(tables) tables checked"))

    // A corrupt record is read as none.
    let record = StringsStageCache.file(in: InputCache(output: project.output), command: command)
    try Data("{\"format\":".utf8).write(to: record)
    #expect(try project.expectSame(command).hasPrefix("strings \(tables)/\(tables) tables checked"))
    #expect(try project.expectSame(command).hasPrefix("strings 0/\(tables) tables checked"))
  }

  /// A file edited, or gone for a moment, after the run's key was taken
  /// and before the stage read it: the stage runs again without the
  /// record, finds and writes what a run without the cache finds on the
  /// bytes it read, and stores nothing.
  @Test(arguments: ["generate", "lint"]) func aFileChangedDuringTheRunIsReadAgainWithoutTheRecord(_ command: String)
    throws
  {
    let project = try Project()
    defer { project.remove() }
    try project.expectSame(command)
    let record = StringsStageCache.file(in: InputCache(output: project.output), command: command)
    let stored = try Data(contentsOf: record)
    // A base text given a placeholder its translations lack, saved once the run's key holds the old bytes:
    // the base locale's tables are read in every run, so the stage reads the new bytes.
    let edited = "en.lproj/Checkout.strings"
    let (trace, cached, fresh) = try project.run(command) {
      try project.edit(edited) { $0.replacingOccurrences(of: "\";", with: " %d\";") }
    }
    let path = project.strings.appendingPathComponent(edited).standardizedFileURL.path
    #expect(trace == "strings read again without the record (\(path) changed during the run)")
    #expect(cached.diagnostics == fresh.diagnostics)
    #expect(cached.diagnostics.contains { $0.rule == .stringsFormatMismatch })
    #expect(cached.files == fresh.files)
    #expect(try Data(contentsOf: record) == stored)
    // The next run reads the table again: its key in the record is of the old bytes.
    #expect(try project.expectSame(command).hasPrefix("strings 1/"))
  }

  /// The findings that read across tables stay right when only one of the
  /// tables changed: a locale CLDR has no plural rules for is warned about
  /// once, at its first plural table; two tables whose accessors share a
  /// namespace collide; a String Catalog says which locales there are.
  @Test func findingsAcrossTablesStayRight() throws {
    let project = try Project()
    defer { project.remove() }
    let plural = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>KEY</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d one</string>
            <key>other</key><string>%d other</string>
          </dict>
        </dict>
      </dict></plist>
      """
    for table in ["Alpha", "Beta"] {
      try project.write(
        "en.lproj/\(table).stringsdict", plural.replacingOccurrences(of: "KEY", with: "\(table.lowercased())_count"))
      try project.write(
        "xx.lproj/\(table).stringsdict", plural.replacingOccurrences(of: "KEY", with: "\(table.lowercased())_count"))
    }
    try project.write("en.lproj/Foo-Bar.strings", "\"title\" = \"One\";\n")
    try project.write("en.lproj/FooBar.strings", "\"title\" = \"Two\";\n")
    try project.expectSame("lint")
    let (_, first, _) = try project.run("lint")
    #expect(first.diagnostics.filter { $0.rule == .pluralMissingCategory && $0.subject == nil }.count == 1)
    #expect(first.diagnostics.contains { $0.rule == .stringsNameCollision })

    try project.edit("xx.lproj/Beta.stringsdict") { $0 + "\n" }
    #expect(try project.expectSame("lint").hasPrefix("strings 1/"))
    try project.edit("xx.lproj/Alpha.stringsdict") { $0 + "\n" }
    #expect(try project.expectSame("lint").hasPrefix("strings 1/"))
    try project.edit("en.lproj/FooBar.strings") { $0 + "\n" }
    #expect(try project.expectSame("lint").hasPrefix("strings 1/"))

    // A String Catalog is read in every run, with the .lproj tables of its name.
    try FileManager.default.copyItem(
      at: OutputDeterminismTests.packageRoot.appendingPathComponent(
        "Tests/TesseraCoreTests/Fixtures/StringCatalog/Strings/Checkout.xcstrings"),
      to: project.strings.appendingPathComponent("Extra.xcstrings"))
    try project.expectSame("generate")
    #expect(try project.expectSame("generate").hasPrefix("strings 1/"))
    try project.edit("de.lproj/Navigation.strings") { $0 + "\n\"only_german\" = \"x\";\n" }
    #expect(try project.expectSame("generate").hasPrefix("strings 2/"))
  }

  /// The table checks, each table on its own, and the catalog checks find
  /// what every check finds on the whole catalog.
  @Test func tableAndCatalogChecksTogetherFindWhatAllFind() throws {
    let project = try Project()
    defer { project.remove() }
    try project.write(
      "xx.lproj/CardForm.stringsdict",
      try String(contentsOf: project.strings.appendingPathComponent("de.lproj/CardForm.stringsdict"), encoding: .utf8))
    try project.write(
      "xx.lproj/PaymentMethods.stringsdict",
      try String(
        contentsOf: project.strings.appendingPathComponent("de.lproj/PaymentMethods.stringsdict"), encoding: .utf8))
    try project.write("en.lproj/Localizable.strings", "\"navigation\" = \"x\";\n\"Navigation.back\" = \"y\";\n")
    let (catalog, _) = StringsCatalogLoader().load(directory: project.strings, displayBase: project.folder)
    let all = Set(StringsChecks.all().flatMap { $0.check(catalog) })
    var split = Set(StringsChecks.catalogChecks().flatMap { $0.check(catalog) })
    let names = Set(catalog.locales.flatMap(\.tables.keys))
    for name in names {
      let restricted = catalog.restricted(to: name)
      split.formUnion(StringsChecks.tableChecks().flatMap { $0.check(restricted) })
    }
    #expect(all.contains { $0.rule == .pluralMissingCategory && $0.subject == nil })
    #expect(split == all)
    #expect(StringsChecks.tableChecks().count + StringsChecks.catalogChecks().count == StringsChecks.all().count + 1)
  }

  /// The content digest names every stored field of the model, so a field
  /// added later is either hashed or marked derived.
  @Test func theContentDigestNamesEveryStoredField() throws {
    let (catalog, _) = StringsCatalogLoader().load(
      directory: OutputDeterminismTests.packageRoot.appendingPathComponent("Strings"),
      displayBase: OutputDeterminismTests.packageRoot)
    let locale = try #require(catalog.base)
    let table = try #require(locale.tables["CardForm"])
    let plural = try #require(table.entries.values.first { !$0.variables.isEmpty })
    let variable = try #require(plural.variables.first)
    let form = try #require(variable.forms.values.first)
    func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
    // An entry keeps its fields in a shared box.
    let box = try #require(Mirror(reflecting: plural).children.first?.value)
    let fields = try #require(Mirror(reflecting: box).children.first?.value)
    let named = StringsCatalog.hashedFields.mapValues { $0.map { $0.replacingOccurrences(of: " (derived)", with: "") } }
    #expect(labels(locale) == named["StringsLocale"])
    #expect(labels(table) == named["StringsTable"])
    #expect(labels(fields) == named["LocalizedEntry"])
    #expect(labels(variable) == named["PluralVariable"])
    #expect(labels(form) == named["PluralForm"])
    #expect(labels(DeviceForm(device: "ipad", content: .text(""), location: .start(of: "f"))) == named["DeviceForm"])

    // And each field it hashes changes it.
    let digest = catalog.contentDigest(ofTable: "CardForm")
    var changed = catalog
    let index = try #require(changed.locales.firstIndex { $0.identifier == "de" })
    changed.locales[index].tables["CardForm"]?.isComplete = false
    #expect(changed.contentDigest(ofTable: "CardForm") != digest)
    #expect(catalog.contentDigest(ofTable: "Navigation") != digest)
  }

  /// A journal holds every diagnostic appended while it runs, duplicates
  /// too, with the configured severities.
  @Test func aJournalReplaysToTheSameBag() {
    let first = Diagnostic.warning(.stringsEmptyValue, "a", at: .start(of: "a"))
    let second = Diagnostic.warning(.stringsExtraKey, "b", at: .start(of: "b"))
    var bag = DiagnosticBag(settings: [.stringsExtraKey: .error])
    bag.append(first)
    let before = bag
    let (_, journal) = bag.journaling { bag in
      bag.append(first)
      bag.append(second)
    }
    #expect(journal.map(\.rule) == [.stringsEmptyValue, .stringsExtraKey])
    #expect(journal.last?.severity == .error)
    var replayed = before
    replayed.append(contentsOf: journal)
    #expect(replayed.sorted == bag.sorted)
    // Raised to an error, an extra key is one; it still doesn't stop generation.
    #expect(bag.count(of: .error) == 1)
    #expect(!bag.stopsGeneration)
  }
}
