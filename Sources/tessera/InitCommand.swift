import ArgumentParser
import Foundation
import TesseraCore
import TesseraFoundation

/// `tessera init`: adopt Tessera on an app's catalogs as they are.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Set Tessera up on an existing app: find its catalogs, write tessera.yml and a baseline.",
    usage: "tessera init [--strings <folder>] [--config <file>] [<options>]",
    discussion: """
      Run at the root of an app's repository. init finds the String Catalogs \
      and <locale>.lproj folders wherever Xcode keeps them (one target's \
      strings is the folder that holds them; the largest is the app's), and \
      token files; writes a tessera.yml that names them, with the base locale \
      it finds (a String Catalog's source language, or the Xcode project's \
      development region); lints them; records today's findings in a \
      baseline beside it, so that `tessera lint` reports only new ones; and \
      prints what it found and what to run next. Keys whose accessors would \
      share a name get names of their own under accessor_names. It never \
      overwrites a configuration, unless --force.

      EXAMPLES:
        tessera init
        tessera init --strings App/Resources   # not the largest set of strings
        tessera init --strings Widgets --config Widgets/tessera.yml
      """
  )

  @Option(
    name: .customLong("strings"),
    help: ArgumentHelp("The string catalogs' folder, instead of the largest set init finds.", valueName: "folder"))
  var stringsPath: String?

  @Option(name: .customLong("tokens"), help: ArgumentHelp("The token files' folder.", valueName: "folder"))
  var tokensPath: String?

  @Option(help: "The locale whose keys every other locale must have. (default: the one init finds)")
  var baseLocale: String?

  @Option(
    name: .customLong("config"),
    help: ArgumentHelp("Where to write the configuration.", valueName: "file"))
  var configPath = "tessera.yml"

  @Option(
    help: ArgumentHelp(
      "Where to write the baseline of today's findings, relative to the configuration's folder.", valueName: "file"))
  var baseline = "tessera-baseline.json"

  @Flag(help: "Write the configuration and the baseline even when they exist.")
  var force = false

  private var base: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

  func run() throws {
    let configURL = URL(fileURLWithPath: configPath, relativeTo: base).standardizedFileURL
    let folder = configURL.deletingLastPathComponent()
    let baselineURL = URL(fileURLWithPath: baseline, relativeTo: folder).standardizedFileURL
    let existing = ([configURL] + SharedFacts.configurationFileNames.map { folder.appendingPathComponent($0) })
      .first { FileManager.default.fileExists(atPath: $0.path) }
    if let existing, !force {
      fail(
        "\(display(existing)) already exists, and init doesn't overwrite a configuration: `tessera lint` uses it, "
          + "and `tessera init --force` writes it (and the baseline) again.")
    }

    let survey = ProjectSurvey(root: base)
    for diagnostic in survey.diagnostics { Console.error(DiagnosticFormat.text.render([diagnostic])) }
    let chosen = try chooseStrings(in: survey)
    let tokens =
      try tokensPath.map { try InputResolution.existingFolder($0, kind: "tokens", in: base) } ?? survey.tokens
    guard chosen != nil || tokens != nil else {
      fail(
        "found no String Catalog, .lproj folder or token file under \(display(base, folder: true)); run "
          + "`tessera init` at the root of the app's repository, or name the folders with --strings and --tokens.")
    }
    let found = chosen.map { survey.baseLocale(of: $0) } ?? (locale: "en", reason: "the default")
    var configuration = InitialConfiguration(
      folder: folder, baseLocale: baseLocale ?? found.locale,
      baseLocaleReason: baseLocale == nil ? found.reason : "given with --base-locale")
    if let chosen { configuration.strings = (chosen.url, Self.contents(of: chosen)) }
    configuration.tokens = tokens

    // Lint as the configuration reads, naming apart the keys whose accessors would collide.
    var (result, catalogs) = try lint(configuration, at: configURL)
    if let strings = catalogs.strings {
      let names = StringsNameCollisionCheck(accessors: .manual).distinctNames(in: strings)
      if !names.isEmpty {
        configuration.accessorNames = names
        (result, catalogs) = try lint(configuration, at: configURL)
      }
    }
    let failures = result.diagnostics.filter { RuleCatalog.inputFailures.contains($0.rule) }
    guard failures.isEmpty else {
      Console.output(DiagnosticFormat.text.render(failures))
      fail(
        "\(display(configURL)) is written, but not every catalog could be read, so no baseline was recorded; fix "
          + "that, then run `tessera lint --write-baseline \(baseline)`.")
    }

    let recorded = Baseline(
      recording: result.diagnostics, displayPath: CatalogFile.displayPath(of: baselineURL, relativeTo: base))
    do {
      try recorded.write(to: baselineURL, displayBase: base)
      configuration.baseline = configuration.path(baselineURL)
      try configuration.write(to: configURL)
    } catch {
      fail("could not write \(display(configURL)) or \(display(baselineURL)): \(error.localizedDescription)")
    }
    Console.output(
      summary(
        configuration, survey: survey, chosen: chosen, result: result, strings: catalogs.strings,
        recorded: recorded, files: (configURL, baselineURL)))
  }

  /// The set of strings to configure: the one --strings names, else the largest.
  private func chooseStrings(in survey: ProjectSurvey) throws -> ProjectSurvey.StringSet? {
    guard let stringsPath else { return survey.stringSets.first }
    let url: URL
    do {
      url = try InputResolution.existingFolder(stringsPath, kind: "strings", in: base)
    } catch {
      fail(error.message)
    }
    let shown = CatalogFile.displayPath(of: url, relativeTo: base)
    let named = shown.isEmpty ? "." : shown
    if let set = survey.stringSets.first(where: { $0.url.standardizedFileURL.path == url.path }) { return set }
    // A folder inside a set, or one the survey skips: its own files.
    let search = CatalogSearch(
      in: url, extensions: ["strings", "stringsdict", "xcstrings"], displayBase: base, boundary: base)
    var set = ProjectSurvey.StringSet(folder: named, url: url)
    for file in search.files {
      let parent = file.url.deletingLastPathComponent()
      if file.url.pathExtension.lowercased() == "xcstrings" {
        set.stringCatalogs.append(file)
      } else if parent.pathExtension.lowercased() == "lproj" {
        set.tableFiles.append(file)
        let lproj = CatalogFile.displayPath(of: parent, relativeTo: base)
        if !set.lprojFolders.contains(lproj) { set.lprojFolders.append(lproj) }
      }
    }
    return set
  }

  /// Writes `configuration` at `url` and lints what it names, keeping the
  /// catalogs read.
  private func lint(_ configuration: InitialConfiguration, at url: URL) throws -> (
    PipelineResult, PipelineCatalogs
  ) {
    do {
      try configuration.write(to: url)
    } catch {
      fail("could not write \(display(url)): \(error.localizedDescription)")
    }
    var request = InputResolution()
    request.configuration = url.path
    request.usesDefaultPaths = false
    request.readsBaseline = false
    switch request.resolve(in: base) {
    case .success(let resolved):
      return TesseraPipeline(inputs: resolved.inputs).lintKeepingCatalogs()
    case .failure(let failure):
      Console.output(DiagnosticFormat.text.render(failure.diagnostics))
      fail(failure.diagnostics.isEmpty ? failure.message : "\(display(url)) could not be read back.")
    }
  }

  /// What a set holds, in a few words: `1 String Catalog, 12 .lproj folders`.
  static func contents(of set: ProjectSurvey.StringSet) -> String {
    var parts: [String] = []
    if !set.stringCatalogs.isEmpty {
      parts.append(count(set.stringCatalogs.count, "String Catalog"))
    }
    if !set.lprojFolders.isEmpty { parts.append(count(set.lprojFolders.count, ".lproj folder")) }
    return parts.joined(separator: ", ")
  }

  /// The report init prints: what it found, what it wrote, the findings by
  /// rule, and the next command.
  private func summary(
    _ configuration: InitialConfiguration, survey: ProjectSurvey, chosen: ProjectSurvey.StringSet?,
    result: PipelineResult, strings: StringsCatalog?, recorded: Baseline, files: (config: URL, baseline: URL)
  ) -> String {
    var lines: [String] = []
    if let chosen {
      lines.append("Strings: \(chosen.folder) (\(Self.contents(of: chosen))).")
    }
    if let tokens = configuration.tokens { lines.append("Tokens: \(display(tokens, folder: true)).") }
    lines.append("Base locale: \(configuration.baseLocale) (\(configuration.baseLocaleReason)).")
    if let strings {
      let locales = strings.locales.map(\.identifier)
      lines.append("Locales: \(locales.count) (\(locales.joined(separator: ", "))).")
      let entries = strings.base.map { $0.tables.values.flatMap(\.entries.values) } ?? []
      let accessors = entries.count(where: \.generatesAccessor)
      var keys = "Keys: \(entries.count) in \(Self.count(strings.base?.tables.count ?? 0, "table"))"
      if accessors < entries.count {
        keys +=
          "; \(accessors) get accessors (Strings.…), and the \(entries.count - accessors) Xcode extracted from code "
          + "are found by their text (LocalizedString(\"…\"))"
      }
      lines.append(keys + ".")
    }
    let named = configuration.accessorNames.values.reduce(0) { $0 + $1.count }
    if named > 0 {
      lines.append(
        "\(Self.count(named, "key")) whose accessor would share another's name \(named == 1 ? "is" : "are") named "
          + "apart under accessor_names; rename \(named == 1 ? "it" : "them") there as you like.")
    }
    let others = survey.stringSets.filter { $0.url.standardizedFileURL.path != chosen?.url.standardizedFileURL.path }
    if !others.isEmpty {
      lines.append(
        "Also found \(Self.count(others.count, "other set")) of strings, each a target's own (one tessera.yml "
          + "configures one):")
      for other in others.prefix(8) {
        lines.append(
          "  \(other.folder) (\(Self.contents(of: other))): tessera init --strings \(Self.shell(other.folder)) "
            + "--config \(Self.shell(other.folder + "/tessera.yml"))")
      }
      if others.count > 8 { lines.append("  … and \(others.count - 8) more.") }
    }
    let findings = result.diagnostics.filter { $0.severity != .note }
    lines.append("")
    if findings.isEmpty {
      lines.append("Findings: none.")
    } else {
      let errors = findings.count { $0.severity == .error }
      lines.append(
        "Findings: \(findings.count) (\(Self.count(errors, "error")), "
          + "\(Self.count(findings.count - errors, "warning"))), by rule:")
      let byRule = Dictionary(grouping: findings) { "\($0.rule.rawValue)\u{0}\($0.severity.rawValue)" }
      let rows = byRule.map { key, list -> (rule: String, severity: String, count: Int) in
        let parts = key.split(separator: "\u{0}").map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "", list.count)
      }.sorted { ($1.count, $0.rule, $0.severity) < ($0.count, $1.rule, $1.severity) }
      let width = rows.map(\.rule.count).max() ?? 0
      for row in rows {
        let count = String(row.count)
        lines.append(
          "  \(row.rule)\(String(repeating: " ", count: width - row.rule.count))  "
            + "\(row.severity)\(String(repeating: " ", count: 8 - row.severity.count))"
            + "\(String(repeating: " ", count: max(0, 6 - count.count)))\(count)")
      }
    }
    lines.append("")
    lines.append(
      "Wrote \(display(files.config)) and \(display(files.baseline)) (\(Self.count(recorded.findingCount, "finding")) "
        + "recorded: `tessera lint` reports only new ones).")
    lines.append(
      "Next: tessera generate   (writes \(configuration.output)/; translations still missing don't stop it, and "
        + "`tessera lint` is the gate for CI)")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A path as a shell word: quoted when it holds anything but safe characters.
  private static func shell(_ path: String) -> String {
    let safe = path.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "_./-".unicodeScalars.contains($0)
    }
    return safe ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private func display(_ url: URL, folder: Bool = false) -> String {
    let path = CatalogFile.displayPath(of: url, relativeTo: base)
    return path.isEmpty ? "." : path + (folder ? "/" : "")
  }

  /// Stops with `message` and exit status 2.
  private func fail(_ message: String) -> Never {
    Console.error("error: \(message)")
    Foundation.exit(ExitStatus.failure)
  }
}
