import Foundation
import Testing

@testable import TesseraFoundation

/// How a catalog folder is searched: regular files with the extensions
/// asked for, at any depth, sorted by path, links followed (see
/// `CatalogLinkTests`); never a folder named like a file, or anything hidden.
@Suite struct CatalogFileTests {
  @Test func findKeepsRegularFilesOnlyInPathOrder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-find-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in ["b.lproj", "a.lproj", "a.lproj/Folder.strings", ".hidden.lproj"] {
      try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    for path in [
      "b.lproj/Z.strings", "a.lproj/Y.STRINGS", "a.lproj/X.stringsdict", "a.lproj/notes.txt", "a.lproj/.Hidden.strings",
      ".hidden.lproj/W.strings",
    ] {
      try Data("\"k\" = \"v\";\n".utf8).write(to: folder.appendingPathComponent(path))
    }
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("b.lproj/Link.strings"),
      withDestinationURL: folder.appendingPathComponent("b.lproj/Z.strings"))
    let found = CatalogFile.find(in: folder, extensions: ["strings", "stringsdict"], displayBase: folder)
    #expect(
      found.map(\.displayPath) == [
        "a.lproj/X.stringsdict", "a.lproj/Y.STRINGS", "b.lproj/Link.strings", "b.lproj/Z.strings",
      ])
    #expect(
      found.map { $0.url.standardizedFileURL.path }
        == found.map { folder.appendingPathComponent($0.displayPath).standardizedFileURL.path })
    // Shown relative to a folder above, or in full outside it.
    let above = CatalogFile.find(in: folder, extensions: ["strings"], displayBase: folder.deletingLastPathComponent())
    #expect(above.first?.displayPath == "\(folder.lastPathComponent)/a.lproj/Y.STRINGS")
    let elsewhere = CatalogFile.find(
      in: folder, extensions: ["strings"], displayBase: URL(fileURLWithPath: "/nonexistent"))
    #expect(elsewhere.first?.displayPath == folder.appendingPathComponent("a.lproj/Y.STRINGS").standardizedFileURL.path)
  }
}
