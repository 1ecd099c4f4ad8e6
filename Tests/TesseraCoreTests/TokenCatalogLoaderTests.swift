import Foundation
import Testing

@testable import TesseraCore

/// ``TokenCatalogLoader/load(_:)`` reads its files on every core; what it
/// returns is what reading them one after another gives.
@Suite struct TokenCatalogLoaderTests {
  /// Twelve files: shared and per mode, a contrast pair, a missing file, a
  /// broken one, and schema problems, so the definitions, the files of each
  /// scope, the pairs and the diagnostics all have an order to keep.
  private func writeFiles(in folder: URL) throws -> [CatalogFile] {
    var files: [CatalogFile] = []
    for index in 0..<12 {
      let name = String(format: "file-%02d.xml", index)
      let url = folder.appendingPathComponent(name)
      let mode = ["", " mode=\"light\"", " mode=\"dark\""][index % 3]
      var body = "<tokens\(mode)>\n  <group name=\"g\(index % 4)\" type=\"color\">\n"
      for token in 0..<(20 + index) {
        body += "    <token name=\"t\(token)\" value=\"#\(String(format: "%06X", index * 4_099 + token))\"/>\n"
      }
      body += "    <token name=\"bad name\" value=\"#000000\"/>\n  </group>\n"
      if index == 5 {
        body += "  <contrast><pair foreground=\"g1.t0\" background=\"g1.t1\" minimum=\"ui\"/></contrast>\n"
      }
      body += "</tokens>\n"
      switch index {
      case 7: break  // listed but never written
      case 9: try Data("<tokens><token name=\"x\"".utf8).write(to: url)
      default: try Data(body.utf8).write(to: url)
      }
      files.append(CatalogFile(url: url, displayPath: "Tokens/\(name)"))
    }
    return files
  }

  @Test func filesReadSideBySideGiveTheCatalogOfOneAfterAnother() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try writeFiles(in: folder)
    let loader = TokenCatalogLoader()

    var expected = TokenCatalog()
    var expectedDiagnostics: [Diagnostic] = []
    for file in files {
      let (catalog, diagnostics) = loader.load([file])
      expected.append(catalog)
      expectedDiagnostics += diagnostics
    }
    let (catalog, diagnostics) = loader.load(files)
    #expect(catalog.definitions.count == expected.definitions.count)
    #expect(catalog.definitions == expected.definitions)
    #expect(catalog.contrastPairs == expected.contrastPairs)
    #expect(catalog.contrastPairs.count == 1)
    #expect(catalog.files == expected.files)
    #expect(catalog.files[.shared]?.first == "Tokens/file-00.xml")
    #expect(catalog.files[.themed(.dark)]?.count == 4)
    #expect(diagnostics == expectedDiagnostics)
    #expect(diagnostics.contains { $0.rule == .fileUnreadable && $0.location.file == "Tokens/file-07.xml" })
    #expect(diagnostics.contains { $0.rule == .xmlSyntax && $0.location.file == "Tokens/file-09.xml" })
    #expect(diagnostics.count { $0.rule == .tokenSchema } == 10)

    // Definitions in file order: the first file's, then the second's, each in document order.
    let firstPaths = catalog.definitions.prefix(3).map(\.path.description)
    #expect(firstPaths == ["g0.t0", "g0.t1", "g0.t2"])
    #expect(catalog.definitions[20].path.description == "g1.t0")
    #expect(catalog.definitions[20].location.file == "Tokens/file-01.xml")
  }

  /// Paths interned as each file is read, on its own thread, are shared
  /// across the files: a light and a dark definition of one path, and an
  /// alias to it.
  @Test func pathsInternedWhileReadingAreShared() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-intern-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [CatalogFile] = []
    for mode in ["light", "dark"] {
      let url = folder.appendingPathComponent("\(mode).xml")
      try Data(
        """
        <tokens mode="\(mode)"><group name="color" type="color">
          <token name="brand-primary" value="#112233"/><token name="accent-primary" value="{color.brand-primary}"/>
        </group></tokens>
        """.utf8
      ).write(to: url)
      files.append(CatalogFile(url: url, displayPath: "Tokens/\(mode).xml"))
    }
    let (catalog, _) = TokenCatalogLoader().load(files, interningPathsWith: SharedTokenPathInterner())
    func storage(_ path: TokenPath) -> UnsafeRawPointer? {
      path.segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let brand = catalog.definitions.filter { $0.path.description == "color.brand-primary" }
    #expect(brand.count == 2)
    #expect(storage(brand[0].path) == storage(brand[1].path), "light and dark share the path")
    guard case .alias(let target) = catalog.definitions[3].expression else {
      Issue.record("the dark accent is an alias")
      return
    }
    #expect(storage(target) == storage(brand[0].path), "the dark alias shares the light definition's path")
  }
}
