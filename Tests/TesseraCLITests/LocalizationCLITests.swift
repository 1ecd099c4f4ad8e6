import Foundation
import Testing

/// `tessera export-localizations` and `import-localizations`, run as a user
/// runs them, on a copy of the package's own string catalogs.
@Suite struct LocalizationCLITests {
  /// Every file under `folder` by relative path, with its bytes.
  private func snapshot(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard !url.hasDirectoryPath else { continue }
      files[url.path.replacingOccurrences(of: folder.path, with: "")] = try Data(contentsOf: url)
    }
    return files
  }

  /// Export, then import the untouched file: exit 0, and not one byte of
  /// the catalogs changes. Exporting again gives the same bytes.
  @Test func exportThenImportChangesNothing() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let before = try snapshot(scratch.appendingPathComponent("Strings"))
    for locale in ["de", "fr", "nl", "pl"] {
      let export = try await runTessera(["export-localizations", "--locale", locale], in: scratch)
      #expect(export.status == 0, "\(export.output)\(export.error)")
      #expect(export.error.contains("tessera: wrote \(locale).xliff: "))
      let first = try Data(contentsOf: scratch.appendingPathComponent("\(locale).xliff"))
      let imported = try await runTessera(["import-localizations", "\(locale).xliff"], in: scratch)
      #expect(imported.status == 0, "\(imported.output)\(imported.error)")
      #expect(imported.error.contains("of '\(locale)' imported; 0 files changed."))
      _ = try await runTessera(["export-localizations", "--locale", locale, "--output", "again.xliff"], in: scratch)
      #expect(try Data(contentsOf: scratch.appendingPathComponent("again.xliff")) == first)
    }
    #expect(try snapshot(scratch.appendingPathComponent("Strings")) == before)
  }

  /// A translation that reads a String as an Int is refused, with the
  /// XLIFF's line and column, and nothing is written; exit 1.
  @Test func aMismatchedPlaceholderIsRefused() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    _ = try await runTessera(["export-localizations", "--locale", "de", "--output", "out/de.xliff"], in: scratch)
    let url = scratch.appendingPathComponent("out/de.xliff")
    var xliff = try String(contentsOf: url, encoding: .utf8)
    xliff = xliff.replacingOccurrences(
      of: #"<target state="translated">%@, nicht verfügbar</target>"#,
      with: #"<target state="translated">%d, nicht verfügbar</target>"#)
    try Data(xliff.utf8).write(to: url)
    let line = xliff.components(separatedBy: "\n").firstIndex { $0.contains("%d, nicht verfügbar") }.map { $0 + 1 }
    let before = try snapshot(scratch.appendingPathComponent("Strings"))
    let result = try await runTessera(["import-localizations", "out/de.xliff"], in: scratch)
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "out/de.xliff:\(line ?? 0):9: error: The translation of 'accessibility_bank_selector_bank_unavailable_label' "
          + "doesn't take the source's arguments: position 1 is Int in the translation but String in the source. "
          + "Use the source's placeholders (reorder them with %n$ if the sentence needs it); this unit is not "
          + "imported. [xliff-placeholder-mismatch]"))
    #expect(try snapshot(scratch.appendingPathComponent("Strings")) == before)
  }

  /// The options the localization commands share with lint, through the same groups: `--config` and
  /// `--no-default-paths` find the strings where a configuration file elsewhere says, and `--format json`
  /// with `--absolute-paths` shapes an import's findings.
  @Test func theSharedOptionGroupsReachTheLocalizationCommands() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let manager = FileManager.default
    try manager.createDirectory(at: scratch.appendingPathComponent("Catalogs"), withIntermediateDirectories: true)
    try manager.moveItem(
      at: scratch.appendingPathComponent("Strings"), to: scratch.appendingPathComponent("Catalogs/Text"))
    try manager.createDirectory(at: scratch.appendingPathComponent("ci"), withIntermediateDirectories: true)
    try Data("strings: ../Catalogs/Text\n".utf8).write(to: scratch.appendingPathComponent("ci/settings.yml"))
    let configured = ["--config", "ci/settings.yml", "--no-default-paths"]

    let export = try await runTessera(
      ["export-localizations", "--locale", "de", "--output", "de.xliff"] + configured, in: scratch)
    #expect(export.status == 0, "\(export.output)\(export.error)")
    let url = scratch.appendingPathComponent("de.xliff")
    var xliff = try String(contentsOf: url, encoding: .utf8)
    #expect(xliff.contains("original=\"Catalogs/Text/en.lproj/Accessibility.strings\""), "\(xliff.prefix(600))")
    xliff = xliff.replacingOccurrences(
      of: #"<target state="translated">%@, nicht verfügbar</target>"#,
      with: #"<target state="translated">%d, nicht verfügbar</target>"#)
    try Data(xliff.utf8).write(to: url)
    let line = try #require(
      xliff.components(separatedBy: "\n").firstIndex { $0.contains("%d, nicht verfügbar") }.map { $0 + 1 })

    let imported = try await runTessera(
      ["import-localizations", "de.xliff", "--format", "json", "--absolute-paths"] + configured, in: scratch)
    #expect(imported.status == 1, "\(imported.output)\(imported.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(imported.output.utf8)) as? [String: Any])
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    let mismatch = try #require(diagnostics.first { $0["rule"] as? String == "xliff-placeholder-mismatch" })
    #expect(mismatch["severity"] as? String == "error")
    #expect(mismatch["file"] as? String == url.standardizedFileURL.resolvingSymlinksInPath().path)
    #expect(mismatch["line"] as? Int == line)
    #expect(mismatch["column"] as? Int == 9)
  }

  /// A locale the catalog doesn't have: its folder and files are created.
  @Test func importCreatesANewLocale() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    _ = try await runTessera(["export-localizations", "--locale", "it"], in: scratch)
    let url = scratch.appendingPathComponent("it.xliff")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains("id=\"checkout_title\"") })
    var edited = lines
    edited[index + 2] = "        <target state=\"translated\">Pagamento</target>"
    try Data(edited.joined(separator: "\n").utf8).write(to: url)
    let result = try await runTessera(["import-localizations", "it.xliff"], in: scratch)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.error.contains("created Strings/it.lproj/Checkout.strings"))
    let written = try String(
      contentsOf: scratch.appendingPathComponent("Strings/it.lproj/Checkout.strings"), encoding: .utf8)
    #expect(written.contains("\"checkout_title\" = \"Pagamento\";\n"))
    #expect(written.components(separatedBy: " = ").count == 2)
  }

  @Test func aMissingFileIsAUsageFailure() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try await runTessera(["import-localizations", "nope.xliff"], in: scratch)
    #expect(result.status == 2)
    #expect(result.error.contains("error: the XLIFF file nope.xliff does not exist."))
    // A folder is no XLIFF file either.
    let folder = try await runTessera(["import-localizations", "Strings"], in: scratch)
    #expect(folder.status == 2)
    #expect(folder.error.contains("error: the XLIFF file Strings does not exist."))
  }

  /// `--dry-run` says what would change and writes nothing.
  @Test func aDryRunWritesNothing() async throws {
    let scratch = try copyOfPackageStrings()
    defer { try? FileManager.default.removeItem(at: scratch) }
    _ = try await runTessera(["export-localizations", "--locale", "nl"], in: scratch)
    let url = scratch.appendingPathComponent("nl.xliff")
    var xliff = try String(contentsOf: url, encoding: .utf8)
    let range = try #require(xliff.range(of: "<target state=\"translated\">Betaling geslaagd</target>"))
    xliff.replaceSubrange(range, with: "<target>Betalen geslaagd</target>")
    try Data(xliff.utf8).write(to: url)
    let before = try snapshot(scratch.appendingPathComponent("Strings"))
    let result = try await runTessera(["import-localizations", "nl.xliff", "--dry-run"], in: scratch)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.error.contains("would update Strings/nl.lproj/Accessibility.strings"))
    #expect(result.error.contains("1 file would change."))
    #expect(try snapshot(scratch.appendingPathComponent("Strings")) == before)
  }

  @Test func aLocaleThatIsNotAnIdentifierIsAUsageFailure() async throws {
    let result = try await runTessera(["export-localizations", "--locale", "../x"], in: CLITests.packageRoot)
    #expect(result.status == 2)
    #expect(result.error.contains("error: '../x' is not a locale identifier; use one such as de, pt-BR or zh-Hant."))
  }
}
