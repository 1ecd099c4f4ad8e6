import Foundation
import Testing

/// `generate` writing an asset catalog through the real binary: by option
/// or by the configuration, checked by `--check`, and refused where the
/// folder isn't Tessera's.
@Suite struct AssetCatalogCLITests {
  /// A scratch folder holding a copy of the package's `Tokens/`.
  private func copyOfTokens() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLITests.packageRoot.appendingPathComponent("Tokens"), to: scratch.appendingPathComponent("Tokens"))
    return scratch
  }

  private let primary = "Colors.xcassets/color/brand/primary.colorset/Contents.json"

  private func exists(_ path: String, in folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
  }

  @Test func theOptionWritesTheCatalogAndTheAssetNames() async throws {
    let folder = try copyOfTokens()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try await runTessera(["generate", "--asset-catalog", "Assets/Colors.xcassets"], in: folder)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.contains("created Assets/Colors.xcassets/color/brand/primary.colorset/Contents.json"))
    #expect(exists("Assets/Colors.xcassets/Contents.json", in: folder))
    #expect(exists("Assets/Colors.xcassets/color/brand/Contents.json", in: folder))
    let tokens = try String(contentsOf: folder.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
    #expect(tokens.contains(#"public static let primary: Swift.String = "color/brand/primary""#))
    let again = try await runTessera(["generate", "--asset-catalog", "Assets/Colors.xcassets"], in: folder)
    #expect(again.status == 0)
    #expect(!again.error.contains("created"))
    #expect(!again.error.contains("updated"))
  }

  @Test func theConfigurationKeyWritesTheCatalogRelativeToItsFile() async throws {
    let folder = try copyOfTokens()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "asset_catalog: Generated/Colors.xcassets\n".write(
      to: folder.appendingPathComponent("tessera.yml"), atomically: true, encoding: .utf8)
    let run = try await runTessera(["generate"], in: folder)
    #expect(run.status == 0, "\(run.error)")
    #expect(exists("Generated/Colors.xcassets/color/surface/default.colorset/Contents.json", in: folder))
    // The build-tool plugin's flag: the catalog isn't written, but the Theme still names its colour sets.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated/Colors.xcassets"))
    #expect(try await runTessera(["generate", "--no-asset-catalog"], in: folder).status == 0)
    #expect(!exists("Generated/Colors.xcassets", in: folder))
    let tokens = try String(contentsOf: folder.appendingPathComponent("Generated/DesignTokens.swift"), encoding: .utf8)
    #expect(tokens.contains(#"public static let `default`: Swift.String = "color/surface/default""#), "\(tokens)")
  }

  @Test func checkReportsAStaleCatalogAndWritesNothing() async throws {
    let folder = try copyOfTokens()
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = ["--asset-catalog", "Colors.xcassets"]
    #expect(try await runTessera(["generate"] + options, in: folder).status == 0)
    #expect(try await runTessera(["generate", "--check"] + options, in: folder).status == 0)
    // A token's value changes, and the brand's pressed colour is gone.
    for mode in ["light", "dark", "light-high-contrast", "dark-high-contrast"] {
      let catalog = folder.appendingPathComponent("Tokens/\(mode).xml")
      var text = try String(contentsOf: catalog, encoding: .utf8)
      text = text.replacingOccurrences(of: ##"value="#1F4FD1""##, with: ##"value="#1F4FD2""##)
      text = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains(#"name="primary-pressed""#) }.joined(separator: "\n")
      try text.write(to: catalog, atomically: true, encoding: .utf8)
    }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Tokens/contrast.xml"))
    let before = try Data(contentsOf: folder.appendingPathComponent(primary))
    let stale = try await runTessera(["generate", "--check"] + options, in: folder)
    #expect(stale.status == 1, "\(stale.error)")
    #expect(
      stale.output.contains(
        "\(primary):1:1: error: \(primary) is out of date with its tokens; run `tessera generate` and commit the "
          + "result. [generated-stale]"),
      "\(stale.output)")
    let pressed = "Colors.xcassets/color/brand/primary-pressed.colorset/Contents.json"
    #expect(
      stale.output.contains(
        "\(pressed):1:1: error: \(pressed) is for a colour token that is gone; run `tessera generate` to remove it, "
          + "and commit. [generated-stale]"),
      "\(stale.output)")
    #expect(try Data(contentsOf: folder.appendingPathComponent(primary)) == before)
    #expect(exists(pressed, in: folder))
  }

  @Test func aColourSetEditedByHandIsNoLongerTesserasToReplace() async throws {
    let folder = try copyOfTokens()
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = ["--asset-catalog", "Colors.xcassets"]
    #expect(try await runTessera(["generate"] + options, in: folder).status == 0)
    try Data(#"{"info" : {"author" : "xcode", "version" : 1}}"#.utf8).write(
      to: folder.appendingPathComponent(primary))
    for arguments in [["generate"], ["generate", "--check"]] {
      let run = try await runTessera(arguments + options, in: folder)
      #expect(run.status == 2)
      #expect(
        run.error.contains(
          "error: the asset catalog Colors.xcassets holds color/brand/primary.colorset/Contents.json, "
            + "which tessera didn't write"),
        "\(run.error)")
    }
    #expect(try String(contentsOf: folder.appendingPathComponent(primary), encoding: .utf8).contains("xcode"))
  }

  @Test func aDangerousPathIsRefusedWithExit2AndNothingDeleted() async throws {
    let folder = try copyOfTokens()
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in [".", "Tokens"] {
      let run = try await runTessera(["generate", "--asset-catalog", path], in: folder)
      #expect(run.status == 2)
      #expect(run.error.contains("does not end in .xcassets"), "\(run.error)")
    }
    #expect(exists("Tokens/light.xml", in: folder))
    #expect(exists("Tokens/dark.xml", in: folder))
    #expect(!exists("Generated", in: folder))  // Refused before any Swift is written.
  }
}
