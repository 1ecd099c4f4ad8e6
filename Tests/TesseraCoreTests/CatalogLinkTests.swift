import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Symbolic links in a catalog folder: followed to a folder or a file
/// inside the project, and reported (rule, severity, file, line, column)
/// when they loop, leave the project, or point to nothing; never followed
/// for ever, never skipped silently.
@Suite struct CatalogLinkTests {
  static func findings(_ diagnostics: [Diagnostic]) -> [String] {
    RealCatalogFalseErrorTests.findings(diagnostics)
  }

  func link(_ path: String, to target: String, in scratch: Scratch) throws {
    let url = scratch.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  @Test func linksToAFolderAndToAFileAreFollowed() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n",
      "Shared/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
      "Shared/fr/Localizable.strings": "\"title\" = \"Caisse\";\n",
    ])
    try link("Strings/de.lproj", to: "../Shared/de.lproj", in: scratch)
    try link("Strings/fr.lproj/Localizable.strings", to: "../../Shared/fr/Localizable.strings", in: scratch)
    let search = CatalogSearch(
      in: scratch.url.appendingPathComponent("Strings"), extensions: ["strings"], displayBase: scratch.url)
    #expect(
      search.files.map(\.displayPath) == [
        "Strings/de.lproj/Localizable.strings", "Strings/en.lproj/Localizable.strings",
        "Strings/fr.lproj/Localizable.strings",
      ])
    #expect(search.diagnostics.isEmpty)
    #expect(Self.findings(scratch.lintStrings()) == [])
    let (catalog, _) = scratch.stringsCatalog()
    #expect(catalog.locales.map(\.identifier) == ["de", "en", "fr"])
  }

  @Test func aLinkBackIntoItsOwnFolderIsAWarningAndReadOnce() throws {
    let scratch = try Scratch(["Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n"])
    try link("Strings/en.lproj/again", to: "..", in: scratch)
    try link("Strings/loop", to: ".", in: scratch)
    let diagnostics = scratch.lintStrings()
    #expect(
      Self.findings(diagnostics) == [
        "Strings/en.lproj/again:1:1 warning file-link", "Strings/loop:1:1 warning file-link",
      ])
    #expect(diagnostics.first?.message.contains("leads back to Strings, a folder it is in") == true)
    #expect(scratch.stringsCatalog().0.locales.map(\.identifier) == ["en"])
  }

  @Test func aLinkOutOfTheProjectIsNotFollowed() throws {
    let outside = try Scratch(["de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n", "Notes/a.txt": "x"])
    let scratch = try Scratch(["Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n"])
    try link("Strings/de.lproj", to: outside.url.appendingPathComponent("de.lproj").path, in: scratch)
    try link("Strings/Notes", to: outside.url.appendingPathComponent("Notes").path, in: scratch)
    try link("Strings/gone.lproj", to: "nowhere", in: scratch)
    let diagnostics = scratch.lintStrings()
    #expect(
      Self.findings(diagnostics) == [
        "Strings/Notes:1:1 warning file-link", "Strings/de.lproj:1:1 error file-link",
        "Strings/gone.lproj:1:1 warning file-link",
      ])
    #expect(diagnostics[1].message.contains("leads out of the project"))
    #expect(diagnostics[1].stopsGeneration)
    #expect(scratch.stringsCatalog().0.locales.map(\.identifier) == ["en"])
  }

  /// Links to the same folders, nested, can't make the search run for ever.
  @Test func aFarmOfLinksStopsAtItsBudget() throws {
    let scratch = try Scratch(["Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n"])
    // Each level links twice to the next: 2^40 paths, were they all walked.
    for level in 0..<40 {
      try FileManager.default.createDirectory(
        at: scratch.url.appendingPathComponent("Farm/\(level)"), withIntermediateDirectories: true)
      try link("Farm/\(level)/a", to: "../\(level + 1)", in: scratch)
      try link("Farm/\(level)/b", to: "../\(level + 1)", in: scratch)
    }
    try link("Strings/farm", to: "../Farm/0", in: scratch)
    let started = ContinuousClock.now
    let search = CatalogSearch(
      in: scratch.url.appendingPathComponent("Strings"), extensions: ["strings"], displayBase: scratch.url)
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(search.diagnostics.contains { $0.rule == .fileLink && $0.severity == .error })
  }

  /// The input cache's key follows the links the search follows: a change
  /// inside a linked locale is a change of the inputs.
  @Test func theCacheKeyFollowsTheLinks() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n",
      "Shared/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
    ])
    try link("Strings/de.lproj", to: "../Shared/de.lproj", in: scratch)
    func key() -> Digest128 {
      var fingerprint = InputFingerprint(command: "lint", tool: "test")
      fingerprint.addTree(scratch.url.appendingPathComponent("Strings"), boundary: scratch.url)
      return fingerprint.digest
    }
    let before = key()
    try Data("\"title\" = \"Zur Kasse\";\n".utf8).write(
      to: scratch.url.appendingPathComponent("Shared/de.lproj/Localizable.strings"))
    #expect(key() != before)
  }

  /// A package of a monorepo may link to a locale its neighbours share: the
  /// project a link may lead into is the repository (the folder holding
  /// `.git`), so the locale is read and generation goes on.
  @Test func aLinkToALocaleSharedInTheRepositoryIsFollowed() throws {
    let repository = try Scratch([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Shared/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
      "Packages/Checkout/Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n",
    ])
    try link("Packages/Checkout/Strings/de.lproj", to: "../../../Shared/de.lproj", in: repository)
    let package = repository.url.appendingPathComponent("Packages/Checkout")
    let search = CatalogSearch(
      in: package.appendingPathComponent("Strings"), extensions: ["strings"], displayBase: package)
    #expect(
      search.files.map(\.displayPath) == [
        "Strings/de.lproj/Localizable.strings", "Strings/en.lproj/Localizable.strings",
      ])
    #expect(Self.findings(search.diagnostics) == [])
    #expect(CatalogSearch.repositoryRoot(containing: package.path) == repository.url.standardizedFileURL.path)
  }

  /// A FIFO named like a catalog is neither opened (that would wait for a
  /// writer) nor skipped in silence: its locale would be missing.
  @Test func aFIFOInACatalogFolderIsAnErrorAtIt() throws {
    let scratch = try Scratch(["Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n"])
    let folder = scratch.url.appendingPathComponent("Strings/de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder.appendingPathComponent("Localizable.strings").path, 0o600) == 0)
    try link("Strings/fr.lproj/Localizable.strings", to: "../de.lproj/Localizable.strings", in: scratch)
    let diagnostics = scratch.lintStrings()
    #expect(
      Self.findings(diagnostics) == [
        "Strings/de.lproj/Localizable.strings:1:1 error file-unreadable",
        "Strings/fr.lproj/Localizable.strings:1:1 error file-unreadable",
      ])
    #expect(
      diagnostics.first?.message
        == "Strings/de.lproj/Localizable.strings is a FIFO (named pipe), not a regular file, so Tessera doesn't "
        + "read it and its catalog is missing; put the catalog file itself here.")
  }
}
