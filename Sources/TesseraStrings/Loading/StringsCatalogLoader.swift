import Foundation
import TesseraFoundation

/// Loads the string catalogs under a folder into a ``StringsCatalog``.
///
/// Files live at `<locale>.lproj/<Table>.strings` and
/// `<locale>.lproj/<Table>.stringsdict`, at any depth. Each file is parsed
/// (`.strings` by ``StringsFileParser``, `.stringsdict` by
/// ``StringsDictParser``), each value's placeholders are read, and the
/// entries are merged into tables: the last definition of a key wins, and a
/// `.stringsdict` entry wins over a `.strings` one.
///
/// A String Catalog, `<Table>.xcstrings` anywhere under the folder, is the
/// table of that name in every locale it holds (read by
/// ``XCStringsReader``). A table is defined one way or the other: a name
/// with both is `strings-table-conflict`, and the catalog is read.
package struct StringsCatalogLoader: Sendable {
  package var baseLocale: String
  package var maximumFileSize: Int
  /// Whether every locale's entries carry their comments, not only the base
  /// locale's (which document the accessors): for `tessera convert`.
  package var readsEveryComment = false
  /// The port the string files are read through.
  package var files: FileAccess

  package init(
    baseLocale: String = "en", maximumFileSize: Int = XMLLoader.defaultMaximumFileSize, files: FileAccess = .direct
  ) {
    self.baseLocale = baseLocale
    self.maximumFileSize = maximumFileSize
    self.files = files
  }

  package static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  /// Loads every string file under `directory`.
  package func load(directory: URL, displayBase: URL) -> (StringsCatalog, [Diagnostic]) {
    load(
      CatalogFile.find(in: directory, extensions: Self.extensions, displayBase: displayBase), directory: directory,
      displayBase: displayBase)
  }

  /// Loads `files`, the string files under `directory`, in the order of
  /// their paths whatever the order given, so the last definition of a key
  /// is the same one however the folder was walked.
  package func load(_ files: [CatalogFile], directory: URL, displayBase: URL) -> (StringsCatalog, [Diagnostic]) {
    let plan = plan(files, directory: directory, displayBase: displayBase)
    let loaded = load(plan)
    return (loaded.catalog, loaded.diagnostics + [missingBaseLocale(in: loaded.catalog, plan: plan)].compactMap { $0 })
  }

  /// The error for a catalog with locales but not the base one, read
  /// from the folder of `plan`.
  package func missingBaseLocale(in catalog: StringsCatalog, plan: StringsLoadPlan) -> Diagnostic? {
    guard !catalog.locales.isEmpty, catalog.base == nil else { return nil }
    let found = catalog.locales.map(\.identifier).joined(separator: ", ")
    var missing = Diagnostic.error(
      .stringsLayout,
      "The base locale '\(baseLocale)' has no \(baseLocale).lproj folder (found: \(found)); add it, "
        + "or name the base locale with --base-locale.",
      at: .start(of: CatalogFile.displayPath(of: plan.directory, relativeTo: plan.displayBase)))
    // Without the base locale there are no keys to generate accessors from: generate stops.
    missing.guardsGeneration = true
    return missing
  }

  /// Sorts `files`, the string files under `directory`, into what
  /// ``load(_:selecting:)`` reads: each `.lproj` file's locale and table,
  /// the String Catalogs, and the files no locale owns. Nothing is read.
  package func plan(_ files: [CatalogFile], directory: URL, displayBase: URL) -> StringsLoadPlan {
    let files = files.sorted { $0.displayPath.utf8.lexicographicallyPrecedes($1.displayPath.utf8) }
    var plan = StringsLoadPlan(directory: directory, displayBase: displayBase)
    var skippedBaseFolders: Set<String> = []
    // The Interface Builder files each Base.lproj holds, by the folder above it, looked up once each.
    var interfaceFiles: [String: [String: String]] = [:]
    var notedInterfaceTables: Set<String> = []
    for file in files {
      if file.url.pathExtension.lowercased() == "xcstrings" {
        plan.catalogs.append(file)
        continue
      }
      let folder = file.url.deletingLastPathComponent()
      guard folder.pathExtension.lowercased() == "lproj" else {
        plan.steps.append(
          .failure(
            .warning(
              .stringsLayout,
              "This file is not inside a <locale>.lproj folder, so it belongs to no locale and is ignored; "
                + "move it to, for example, \(baseLocale).lproj/\(file.url.lastPathComponent).",
              at: .start(of: file.displayPath))))
        continue
      }
      let identifier = folder.deletingPathExtension().lastPathComponent
      // Xcode's base internationalization folder holds storyboard text, not a language.
      if identifier.lowercased() == "base", baseLocale.lowercased() != "base" {
        let path = CatalogFile.displayPath(of: folder, relativeTo: displayBase)
        if skippedBaseFolders.insert(path).inserted {
          plan.steps.append(
            .failure(
              Diagnostic(
                .note, .stringsLayout,
                "Base.lproj is Xcode's base internationalization folder, not a locale, so its files are not "
                  + "checked; the base locale is \(baseLocale).lproj (--base-locale Base reads Base.lproj instead).",
                at: .start(of: path))))
        }
        continue
      }
      let table = file.url.deletingPathExtension().lastPathComponent
      // `de.lproj/Main.strings` beside `Base.lproj/Main.storyboard` is Interface Builder's, not a table code reads.
      let parent = folder.deletingLastPathComponent()
      let interface = Self.interfaceFile(named: table, in: parent, known: &interfaceFiles)
      if let interface, baseLocale.lowercased() != "base" {
        let note = CatalogFile.displayPath(of: parent, relativeTo: displayBase) + "\u{0}" + table
        if notedInterfaceTables.insert(note).inserted {
          plan.steps.append(
            .failure(
              Diagnostic(
                .note, .stringsLayout,
                "\(table).strings localizes \(interface), which Interface Builder owns and no code reads by key, so "
                  + "Tessera doesn't check it or compile it in (in any locale).",
                at: .start(of: file.displayPath))))
        }
        continue
      }
      let locale = LocaleIdentifier(identifier)
      if plan.locales[locale] == nil {
        plan.locales[locale] = StringsLocale(
          identifier: identifier, directory: CatalogFile.displayPath(of: folder, relativeTo: displayBase))
      }
      let isBase = locale == LocaleIdentifier(baseLocale)
      plan.steps.append(
        .success(
          StringsLoadPlan.Job(
            file: file, locale: locale, table: table, comments: readsEveryComment || isBase, isBase: isBase)))
    }
    return plan
  }

  /// The Interface Builder file (`Base.lproj/Main.storyboard`, `.xib`) in
  /// `folder` whose strings a `<locale>.lproj/<name>.strings` beside it
  /// localizes, shown relative to `folder`'s `Base.lproj`; `nil` when there
  /// is none. Each folder's `Base.lproj` is listed once, into `known`.
  package static func interfaceFile(named name: String, in folder: URL, known: inout [String: [String: String]])
    -> String?
  {
    let key = folder.standardizedFileURL.path
    if known[key] == nil {
      var files: [String: String] = [:]
      for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/Base.lproj")) ?? [] {
        let url = URL(fileURLWithPath: entry)
        if ["storyboard", "xib"].contains(url.pathExtension.lowercased()) {
          files[url.deletingPathExtension().lastPathComponent] = "Base.lproj/" + entry
        }
      }
      known[key] = files
    }
    return known[key]?[name]
  }

  /// Folders a strings folder's search doesn't enter, by their extension:
  /// bundles Xcode builds or exports apart from a target's own tables (an
  /// `.xcloc` export, a `Settings.bundle`, a framework), and those that
  /// never hold tables. The first two are noted when met.
  package static let skippedFolderExtensions: Set<String> = [
    "xcloc", "bundle", "framework", "xcframework", "app", "appex", "xcodeproj", "xcworkspace", "xcassets",
    "playground",
  ]

  /// Whether the search of a strings folder skips a folder named `name`.
  package static func skipsFolder(_ name: String) -> Bool {
    skippedFolderExtensions.contains((name as NSString).pathExtension.lowercased())
  }

  /// Reads the tables of `plan` that `selecting` picks: an `.lproj`
  /// table by its locale and name, a String Catalog by its name alone
  /// (`nil` locale), since it holds every locale. Every `.lproj` locale is
  /// in the catalog, with only the tables picked; a String Catalog adds the
  /// locales it holds. Each diagnostic is filed under the table it is
  /// about, or, for the layout of the folder, under none. Whether the base
  /// locale is there is for the whole catalog to say
  /// (``missingBaseLocale(in:plan:)``).
  package func load(
    _ plan: StringsLoadPlan, selecting: (LocaleIdentifier?, String) -> Bool = { _, _ in true }
  ) -> StringsLoad {
    var result = StringsLoad()
    var locales = plan.locales
    var tableBuilders: [LocaleIdentifier: [String: TableBuilder]] = [:]

    // The files of each locale, in path order; each one is parsed on a
    // thread of its own, then merged in that order.
    let jobs = plan.jobs.filter { selecting($0.locale, $0.table) }
    let loader = self
    // Each locale names the same keys: one copy of each, shared by all, made as each file is read.
    let keys = SharedStringInterner()
    var parsed = jobs.concurrentMap { job in
      let (entries, diagnostics, complete) = loader.loadFile(
        job.file, table: job.table, comments: job.comments, isBase: job.isBase, keys: keys)
      return ParsedFile(entries: entries, diagnostics: diagnostics, complete: complete)
    }
    var next = 0
    for step in plan.steps {
      switch step {
      case .failure(let diagnostic):
        result.add(diagnostic, table: nil)
      case .success(let job):
        guard selecting(job.locale, job.table), next < parsed.count else { continue }
        // Taken out of the array, so each file's entries are freed once its table has them.
        let file = parsed[next]
        parsed[next] = ParsedFile(entries: [], diagnostics: [], complete: true)
        next += 1
        for diagnostic in file.diagnostics {
          result.add(
            job.isBase ? diagnostic : diagnostic.leavingTranslationOut(in: job.locale.rawValue, base: baseLocale),
            table: job.table)
        }
        tableBuilders[job.locale, default: [:]][job.table, default: TableBuilder(name: job.table)]
          .add(
            file.entries, from: job.file, isDictionary: job.file.url.pathExtension.lowercased() == "stringsdict",
            complete: file.complete)
      }
    }

    let builders = tableBuilders.flatMap { locale, tables in tables.map { (locale: locale, builder: $0.value) } }
    tableBuilders = [:]
    for (locale, (table, duplicates)) in builders.concurrentMap({ ($0.locale, $0.builder.build()) }) {
      locales[locale]?.tables[table.name] = table
      for diagnostic in duplicates { result.add(diagnostic, table: table.name) }
    }
    let catalogs = plan.catalogs.filter { selecting(nil, $0.url.deletingPathExtension().lastPathComponent) }
    for (table, diagnostic) in addCatalogs(
      catalogs, to: &locales, directory: plan.directory, displayBase: plan.displayBase)
    {
      result.add(diagnostic, table: table)
    }

    result.catalog = StringsCatalog(baseLocale: baseLocale, locales: Array(locales.values))
    return result
  }

  /// Reads each String Catalog into the table of its name in every locale it
  /// holds, replacing `.lproj` tables of that name, which it reports.
  private func addCatalogs(
    _ catalogs: [CatalogFile], to locales: inout [LocaleIdentifier: StringsLocale], directory: URL, displayBase: URL
  ) -> [(table: String, diagnostic: Diagnostic)] {
    var diagnostics: [(table: String, diagnostic: Diagnostic)] = []
    var read: [String: CatalogFile] = [:]
    let root = CatalogFile.displayPath(of: directory, relativeTo: displayBase)
    for file in catalogs {
      let name = file.url.deletingPathExtension().lastPathComponent
      if let first = read[name] {
        diagnostics.append(
          (
            name,
            .error(
              .stringsTableConflict,
              "The table '\(name)' is defined by two String Catalogs, \(first.displayPath) and \(file.displayPath); "
                + "merge them into one, or rename one.", at: .start(of: file.displayPath), subject: name,
              notes: [Diagnostic.Note("the other catalog", at: .start(of: first.displayPath))])
          ))
        continue
      }
      read[name] = file
      let lprojFiles = locales.values.sorted { $0.identifier < $1.identifier }.flatMap { $0.tables[name]?.files ?? [] }
      if let other = lprojFiles.first {
        diagnostics.append(
          (
            name,
            .error(
              .stringsTableConflict,
              "The table '\(name)' is defined both by \(file.displayPath) and by .lproj files such as \(other); keep "
                + "one: move the .lproj tables' text into the String Catalog, or delete the catalog.",
              at: .start(of: file.displayPath), subject: name,
              notes: [Diagnostic.Note("the .lproj table is here", at: .start(of: other))])
          ))
        for identifier in locales.keys { locales[identifier]?.tables[name] = nil }
      }
      let table: XCStringsTable
      switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(
        file.url, displayPath: file.displayPath)
      {
      case .failure(let diagnostic):
        diagnostics.append((name, diagnostic))
        continue
      case .success(let bytes):
        table = XCStringsReader(baseLocale: baseLocale).read(bytes, displayPath: file.displayPath, table: name)
      }
      diagnostics += table.diagnostics.map { (name, $0) }
      for identifier in table.locales {
        let locale = LocaleIdentifier(identifier)
        if locales[locale] == nil {
          locales[locale] = StringsLocale(identifier: identifier, directory: root + "/" + identifier + ".lproj")
        }
        var entries: [String: LocalizedEntry] = [:]
        for entry in table.entries[identifier] ?? [] { entries[entry.key] = entry }
        var strings = StringsTable(
          name: name, files: [file.displayPath], entries: entries, isComplete: table.isComplete)
        strings.untranslatedKeys = table.untranslatedKeys
        strings.missingKeyLocations = table.missingKeyLocations(for: identifier)
        locales[locale]?.tables[name] = strings
      }
    }
    return diagnostics
  }

  /// Parses one `.strings` or `.stringsdict` file into entries of `table`,
  /// in file order, with its diagnostics and whether it was read in full.
  /// With `comments`, each entry carries the comment above its key
  /// (``EntryComments``): the base locale's files are read so, since their
  /// comments document the generated accessors.
  ///
  /// With `keys`, each key is interned there as soon as its file is
  /// parsed: a duplicate is freed at once, so its memory goes to the next
  /// file's strings rather than leaving holes among the catalog's.
  ///
  /// With `isBase`, the file is the base locale's, whose placeholders must
  /// read every position; a translation may leave one out.
  package func loadFile(
    _ file: CatalogFile, table: String, comments: Bool = false, isBase: Bool = true,
    keys: SharedStringInterner? = nil
  ) -> ([LocalizedEntry], [Diagnostic], Bool) {
    let bytes: [UInt8]
    switch CatalogFileReader(maximumFileSize: maximumFileSize, files: files).read(
      file.url, displayPath: file.displayPath)
    {
    case .failure(let diagnostic):
      return ([], [diagnostic], false)
    case .success(let read):
      bytes = read
    }
    if file.url.pathExtension.lowercased() == "stringsdict" {
      var result = StringsDictParser(maximumFileSize: maximumFileSize).parse(bytes, displayPath: file.displayPath)
      keys?.intern(\.key, in: &result.entries)
      var diagnostics = result.diagnostics
      let entries = result.entries.map {
        Self.entry($0, table: table, reportsGaps: isBase, diagnostics: &diagnostics)
      }
      return (comments ? EntryComments.stringsDict(entries, bytes: bytes) : entries, diagnostics, result.isComplete)
    }
    var result = StringsFileParser.parse(bytes, displayPath: file.displayPath)
    keys?.intern(\.key, in: &result.entries)
    var diagnostics = result.diagnostics
    let entries = result.entries.map { Self.entry($0, table: table, reportsGaps: isBase, diagnostics: &diagnostics) }
    return (comments ? EntryComments.strings(entries, bytes: bytes) : entries, diagnostics, result.isComplete)
  }

  /// A `.strings` statement as an entry, its placeholders read. With
  /// `reportsGaps`, a position nothing reads is an error: a base locale's
  /// text, whose arguments its accessor takes; a translation may leave one
  /// out.
  package static func entry(
    _ entry: StringsFileEntry, table: String, reportsGaps: Bool = true, diagnostics: inout [Diagnostic]
  ) -> LocalizedEntry {
    let arguments = FormatStringParser.parse(entry.value)
    report(
      arguments.issues, key: entry.key, subject: entry.key, at: entry.valueLocation, reportsGaps: reportsGaps,
      into: &diagnostics)
    return LocalizedEntry(
      table: table, key: entry.key, content: .text(entry.value), keyLocation: entry.keyLocation,
      valueLocation: entry.valueLocation, arguments: arguments)
  }

  /// How much one `.stringsdict` entry's forms may expand to: placeholders
  /// gathered, and bytes of forms read once for each reference to them.
  package static let expansionBudget = (placeholders: 10_000, bytes: 1_000_000)

  /// How deep variables may nest in each other's forms (`%#@files@` whose
  /// forms use `%2$#@folders@`): as deep as the generated formatter expands them.
  package static let maximumVariableDepth = 4

  /// A `.stringsdict` entry, its arguments gathered from the format key and
  /// every form: a form stands where its variable stood, so its sequential
  /// placeholders count from the variable's position. A form may use other
  /// variables of the entry (`%2$#@accounts@`), as Foundation's do, whose
  /// forms are read in turn. `reportsGaps` as for a `.strings` statement.
  package static func entry(
    _ entry: StringsDictEntry, table: String, reportsGaps: Bool = true, diagnostics: inout [Diagnostic]
  ) -> LocalizedEntry {
    var variables: [String: PluralVariable] = [:]
    for variable in entry.variables where variables[variable.name] == nil { variables[variable.name] = variable }
    let variableType: (String) -> FormatValueType? = { variables[$0]?.valueType ?? .int }
    let format = FormatStringParser.parse(entry.formatKey, variableType: variableType, checkingGaps: false)
    report(
      format.issues, key: entry.key, subject: entry.key, at: entry.valueLocation, reportsGaps: reportsGaps,
      into: &diagnostics)

    var placeholders = format.placeholders
    var issues = format.issues
    var used: Set<String> = []
    // Each reference re-reads its variable's forms, so a hostile format key
    // repeating one could cost its length times its forms'; stop at a budget
    // no real entry comes near.
    var budget = Self.expansionBudget
    var pending = format.placeholders.filter { $0.role == .variable }.map { (placeholder: $0, depth: 1) }
    var next = 0
    expanding: while next < pending.count {
      let (placeholder, depth) = pending[next]
      next += 1
      guard let name = placeholder.variable else { continue }
      used.insert(name)
      guard let variable = variables[name] else {
        let message =
          "uses \(placeholder.specifier), but the entry has no variable '\(name)'; add a <key>\(name)</key> dictionary"
          + (Suggestion.closest(to: name, in: Array(variables.keys).sorted()).map { " (did you mean '\($0)'?)" } ?? "")
        issues.append(FormatIssue(kind: .invalid, message: message, offset: placeholder.range.lowerBound))
        diagnostics.append(
          .error(
            .stringsFormatInvalid, "The format key of '\(entry.key)' \(message).", at: entry.valueLocation,
            subject: entry.key))
        continue
      }
      guard depth <= Self.maximumVariableDepth else {
        let message =
          "its variables nest more than \(Self.maximumVariableDepth) deep (does '\(name)' use itself?), so the "
          + "formatter stops there; use fewer levels"
        issues.append(FormatIssue(kind: .invalid, message: message, offset: 0))
        diagnostics.append(
          .error(.stringsFormatInvalid, "'\(entry.key)': \(message).", at: variable.location, subject: entry.key))
        break
      }
      budget.bytes -= variable.forms.values.reduce(0) { $0 + $1.text.utf8.count + 1 }
      guard budget.bytes >= 0, placeholders.count <= budget.placeholders else {
        let message =
          "its format key refers to its variables so often that their forms would stand in for more than "
          + "\(Self.expansionBudget.placeholders) placeholders or \(Self.expansionBudget.bytes / 1_000_000) MB of text, "
          + "so Tessera stops reading it here; split the entry"
        issues.append(FormatIssue(kind: .invalid, message: message, offset: 0))
        diagnostics.append(
          .error(.stringsFormatInvalid, "'\(entry.key)': \(message).", at: entry.valueLocation, subject: entry.key))
        break expanding
      }
      for category in variable.forms.keys.sorted() {
        guard let form = variable.forms[category] else { continue }
        let parsed = FormatStringParser.parse(
          form.text, firstPosition: placeholder.position, variableType: variableType, checkingGaps: false)
        report(
          parsed.issues, key: "\(entry.key)' (\(name), \(category.rawValue)", subject: entry.key, at: form.location,
          reportsGaps: reportsGaps, into: &diagnostics)
        issues += parsed.issues
        placeholders += parsed.placeholders
        pending += parsed.placeholders.filter { $0.role == .variable }.map { ($0, depth + 1) }
      }
    }
    for variable in entry.variables where !used.contains(variable.name) {
      diagnostics.append(
        .warning(
          .stringsSyntax,
          "The variable '\(variable.name)' of '\(entry.key)' is not used by its format key; "
            + "reference it as %#@\(variable.name)@ or remove it.",
          at: variable.location, subject: entry.key))
    }
    var arguments = FormatArguments.collect(placeholders, issues: [], firstPosition: 1, checkMixing: false)
    // Contradictions between the format key and its forms.
    report(
      arguments.issues, key: entry.key, subject: entry.key, at: entry.valueLocation, reportsGaps: reportsGaps,
      into: &diagnostics)
    arguments.issues = issues + arguments.issues
    return LocalizedEntry(
      table: table, key: entry.key, content: .plural(formatKey: entry.formatKey, variables: entry.variables),
      keyLocation: entry.keyLocation, valueLocation: entry.valueLocation, arguments: arguments)
  }

  /// `strings-duplicate-key` for each key defined again in `entries`.
  package static func duplicateKeys(in entries: [LocalizedEntry]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // The last definition of each key so far, by index: no entry is copied.
    var seen: [String: Int] = [:]
    seen.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      if let firstIndex = seen.updateValue(index, forKey: entry.key) {
        let first = entries[firstIndex]
        let same = first.content == entry.content
        diagnostics.append(
          Diagnostic(
            same ? .warning : .error, .stringsDuplicateKey,
            same
              ? "'\(entry.key)' is defined twice with the same value; remove one of them."
              : "'\(entry.key)' is defined twice with different values; the last one wins. "
                + "Remove the one you don't mean.",
            at: entry.keyLocation, subject: entry.key,
            notes: [Diagnostic.Note("'\(entry.key)' was first defined here", at: first.keyLocation)]))
      }
    }
    return diagnostics
  }

  private static func report(
    _ issues: [FormatIssue], key: String, subject: String, at location: SourceLocation, reportsGaps: Bool,
    into diagnostics: inout [Diagnostic]
  ) {
    for issue in issues {
      switch issue.kind {
      case .suspiciousPercent:
        diagnostics.append(
          .warning(.suspiciousPercent, "'\(key)': \(issue.message).", at: location, subject: subject))
      case .mixed:
        diagnostics.append(
          .warning(.stringsFormatMixed, "'\(key)': \(issue.message).", at: location, subject: subject))
      case .gap where !reportsGaps:
        continue
      case .invalid, .gap:
        diagnostics.append(
          .error(.stringsFormatInvalid, "'\(key)': \(issue.message).", at: location, subject: subject))
      }
    }
  }
}

/// One file's entries, diagnostics and whether it was read in full.
private struct ParsedFile: Sendable {
  var entries: [LocalizedEntry]
  var diagnostics: [Diagnostic]
  var complete: Bool
}

/// Gathers one table's entries from its files, in order, and reports keys
/// defined twice.
private struct TableBuilder {
  let name: String
  private var files: [String] = []
  private var strings: [LocalizedEntry] = []
  private var dictionary: [LocalizedEntry] = []
  private var complete = true

  init(name: String) { self.name = name }

  mutating func add(_ entries: [LocalizedEntry], from file: CatalogFile, isDictionary: Bool, complete: Bool) {
    files.append(file.displayPath)
    if isDictionary { dictionary += entries } else { strings += entries }
    self.complete = self.complete && complete
  }

  func build() -> (StringsTable, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var entries: [String: LocalizedEntry] = [:]
    entries.reserveCapacity(strings.count + dictionary.count)
    for group in [strings, dictionary] {
      diagnostics += StringsCatalogLoader.duplicateKeys(in: group)
      for entry in group { entries[entry.key] = entry }
    }
    let sortedFiles = files.sorted {
      ($0.hasSuffix(".stringsdict") ? 1 : 0, $0) < ($1.hasSuffix(".stringsdict") ? 1 : 0, $1)
    }
    return (StringsTable(name: name, files: sortedFiles, entries: entries, isComplete: complete), diagnostics)
  }
}
