import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The asset catalog `generate` writes: its exact bytes, its names, and a
/// writer that changes only what changed and touches only its own files.
@Suite struct AssetCatalogTests {
  /// A light and a dark brand colour, a half-transparent overlay, and a
  /// dimension that is no colour set.
  static let tokens = themed(
    light: """
      <group name="color" type="color">
        <group name="brand"><token name="primary" value="#97AFFA"/></group>
        <token name="overlay" value="#00000080"/>
      </group>
      """,
    dark: """
      <group name="color" type="color">
        <group name="brand"><token name="primary" value="#1F4FD1"/></group>
        <token name="overlay" value="#00000040"/>
      </group>
      """,
    shared: #"<group name="spacing" type="dimension"><token name="sm" value="8"/></group>"#)

  private func catalogFiles(_ files: [String: String] = tokens) throws -> [GeneratedFile] {
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.generation.assetCatalog = true
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return result.assetCatalogFiles
  }

  @Test func aColourSetHasItsLightAndDarkAppearanceAsXcodeWritesThem() throws {
    let files = try catalogFiles()
    #expect(
      files.map(\.name) == [
        "Contents.json", "color/Contents.json", "color/brand/Contents.json",
        "color/brand/primary.colorset/Contents.json", "color/overlay.colorset/Contents.json",
      ])
    let primary = try #require(files.first { $0.name == "color/brand/primary.colorset/Contents.json" })
    #expect(
      primary.contents == """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xFA",
                  "green" : "0xAF",
                  "red" : "0x97"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xD1",
                  "green" : "0x4F",
                  "red" : "0x1F"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "tessera",
            "version" : 1
          }
        }

        """)
    let overlay = try #require(files.first { $0.name == "color/overlay.colorset/Contents.json" })
    #expect(overlay.contents.contains(#""alpha" : "0.502","#))
    #expect(overlay.contents.contains(#""alpha" : "0.251","#))
  }

  @Test func aGroupIsANamespaceFolderAndTheRootIsJustItsInfo() throws {
    let files = try catalogFiles()
    #expect(
      files.first { $0.name == "Contents.json" }?.contents == """
        {
          "info" : {
            "author" : "tessera",
            "version" : 1
          }
        }

        """)
    #expect(
      files.first { $0.name == "color/brand/Contents.json" }?.contents == """
        {
          "info" : {
            "author" : "tessera",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """)
  }

  @Test(arguments: [(0, "0.000"), (1, "0.004"), (64, "0.251"), (128, "0.502"), (254, "0.996"), (255, "1.000")])
  func alphaHasThreeDecimalsRoundedToNearest(byte: Int, text: String) {
    #expect(ColorSetComponents.alpha(UInt8(byte)) == text)
  }

  @Test func noCatalogIsMadeUnlessOneIsAskedFor() throws {
    let scratch = try Scratch(Self.tokens)
    #expect(scratch.generate().assetCatalogFiles.isEmpty)
  }

  // MARK: - Asset names in Swift

  @Test func theThemeGivesEachColoursAssetNameAndItCompiles() async throws {
    let scratch = try Scratch(Self.tokens)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.generation.assetCatalog = true
    let result = TesseraPipeline(inputs: inputs).generate()
    let tokens = try #require(result.files.first { $0.name == "DesignTokens.swift" })
    #expect(tokens.contents.contains("public enum AssetNames {"))
    #expect(tokens.contents.contains("/// `Color(Theme.AssetNames.Color.overlay, bundle: .module)`."))
    #expect(tokens.contents.contains(#"public static let primary: Swift.String = "color/brand/primary""#))
    #expect(!tokens.contents.contains("spacing/sm"))
    let output = try await Toolchain.compileAndRun(
      result.files, main: "print(Theme.AssetNames.Color.overlay, Theme.AssetNames.Color.Brand.primary)\n")
    #expect(output == "color/overlay color/brand/primary\n")
  }

  @Test func withoutACatalogTheSwiftIsUnchanged() throws {
    let scratch = try Scratch(Self.tokens)
    let tokens = scratch.generate().files.first { $0.name == "DesignTokens.swift" }
    #expect(tokens?.contents.contains("AssetNames") == false)
  }

  @Test func aGroupMayNotTakeTheAssetNamesEnumsName() throws {
    let shared = ##"<group name="asset-names" type="color"><token name="ink" value="#000000"/></group>"##
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/base.xml:2:40 token-name-collision"])
    #expect(
      diagnostics.first?.message.contains("'AssetNames' in Swift, a type name the generated code reserves") == true)
  }

  // MARK: - Writing

  private func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tessera-assets-\(UUID().uuidString)")
  }

  private func tree(_ catalog: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    return ((enumerator?.allObjects as? [String]) ?? []).sorted()
  }

  @Test func aSecondWriteWritesNothing() throws {
    let base = folder()
    defer { try? FileManager.default.removeItem(at: base) }
    let catalog = base.appendingPathComponent("Colors.xcassets")
    let files = try catalogFiles()
    let first = try AssetCatalogWriter().write(files, to: catalog, displayPath: "Colors.xcassets")
    #expect(first.allSatisfy { $0.change == .created })
    let before = try FileManager.default.attributesOfItem(
      atPath: catalog.appendingPathComponent("color/overlay.colorset/Contents.json").path)[.modificationDate]
    let second = try AssetCatalogWriter().write(files, to: catalog, displayPath: "Colors.xcassets")
    #expect(second.allSatisfy { $0.change == .unchanged })
    #expect(second.count == files.count)
    let after = try FileManager.default.attributesOfItem(
      atPath: catalog.appendingPathComponent("color/overlay.colorset/Contents.json").path)[.modificationDate]
    #expect(before as? Date == after as? Date)
  }

  @Test func aRemovedTokensColourSetAndARenamedGroupsFolderAreRemoved() throws {
    let base = folder()
    defer { try? FileManager.default.removeItem(at: base) }
    let catalog = base.appendingPathComponent("Colors.xcassets")
    _ = try AssetCatalogWriter().write(try catalogFiles(), to: catalog, displayPath: "Colors.xcassets")
    // Finder's litter in a group folder goes with it.
    try Data().write(to: catalog.appendingPathComponent("color/brand/.DS_Store"))
    let renamed = themed(
      light:
        ##"<group name="color" type="color"><group name="identity"><token name="primary" value="#97AFFA"/></group></group>"##,
      dark:
        ##"<group name="color" type="color"><group name="identity"><token name="primary" value="#1F4FD1"/></group></group>"##
    )
    let outcomes = try AssetCatalogWriter().write(
      try catalogFiles(renamed), to: catalog, displayPath: "Colors.xcassets")
    #expect(
      outcomes.filter { $0.change == .removed }.map { $0.url.path.replacingOccurrences(of: catalog.path, with: "") }
        == [
          "/color/brand/Contents.json", "/color/brand/primary.colorset/Contents.json",
          "/color/overlay.colorset/Contents.json",
        ])
    #expect(
      tree(catalog) == [
        "Contents.json", "color", "color/Contents.json", "color/identity", "color/identity/Contents.json",
        "color/identity/primary.colorset", "color/identity/primary.colorset/Contents.json",
      ])
  }

  @Test func aFolderNotEndingInXcassetsIsRefusedAndNothingTouched() throws {
    let base = folder()
    defer { try? FileManager.default.removeItem(at: base) }
    let tokens = base.appendingPathComponent("Tokens")
    try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
    try Data("<tokens/>".utf8).write(to: tokens.appendingPathComponent("base.xml"))
    #expect(
      throws: AssetCatalogWriter.Refusal(
        message: "the asset catalog Tokens does not end in .xcassets; tessera writes only an asset catalog of its "
          + "own, so name a folder such as Generated/Colors.xcassets.")
    ) {
      _ = try AssetCatalogWriter().write(try catalogFiles(), to: tokens, displayPath: "Tokens")
    }
    #expect(tree(tokens) == ["base.xml"])
  }

  @Test func colourSetsWhoseNamesDifferOnlyInCaseAreRefused() throws {
    let base = folder()
    defer { try? FileManager.default.removeItem(at: base) }
    let catalog = base.appendingPathComponent("Colors.xcassets")
    let body =
      ##"<group name="color" type="color"><token name="ink" value="#000000"/><token name="iNk" value="#111111"/></group>"##
    let files = try catalogFiles(themed(light: body, dark: body))
    #expect(
      throws: AssetCatalogWriter.Refusal(
        message: "the asset catalog Colors.xcassets would hold both color/iNk.colorset/Contents.json and "
          + "color/ink.colorset/Contents.json, which differ only in case; macOS's file systems and Xcode can't tell "
          + "them apart, so rename one of their tokens.")
    ) {
      _ = try AssetCatalogWriter().write(files, to: catalog, displayPath: "Colors.xcassets")
    }
    #expect(!FileManager.default.fileExists(atPath: catalog.path))
  }

  @Test func aCatalogHoldingFilesTesseraDidntWriteIsRefusedAndNothingTouched() throws {
    let base = folder()
    defer { try? FileManager.default.removeItem(at: base) }
    let catalog = base.appendingPathComponent("Assets.xcassets")
    let xcode = #"{"info" : {"author" : "xcode", "version" : 1}}"#
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("AppIcon.appiconset"), withIntermediateDirectories: true)
    try Data(xcode.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    try Data(xcode.utf8).write(to: catalog.appendingPathComponent("AppIcon.appiconset/Contents.json"))
    #expect(
      throws: AssetCatalogWriter.Refusal(
        message: "the asset catalog Assets.xcassets holds AppIcon.appiconset/Contents.json, which tessera didn't "
          + "write; tessera writes only an asset catalog of its own, so name a new .xcassets folder, or remove what "
          + "tessera didn't write.")
    ) {
      _ = try AssetCatalogWriter().write(try catalogFiles(), to: catalog, displayPath: "Assets.xcassets")
    }
    #expect(tree(catalog) == ["AppIcon.appiconset", "AppIcon.appiconset/Contents.json", "Contents.json"])
  }
}
