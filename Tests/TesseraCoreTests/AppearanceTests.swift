import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Appearances on Apple's two axes: light and dark, each in standard and
/// high contrast. How catalogs name them, what a high-contrast appearance
/// inherits, parity across four, contrast at 7:1, the generated `Theme`, and
/// the asset catalog's `Contents.json`.
@Suite struct AppearanceTests {
  /// Light and dark text and surfaces, and a light and a dark high-contrast
  /// file that change only the text colours; `link` is an alias, so high
  /// contrast's own `brand` reaches it.
  static let fourAppearances: [String: String] = [
    "Tokens/light.xml": """
    <tokens mode="light">
      <group name="color" type="color">
        <token name="brand" value="#1F4FD1"/>
        <token name="text" value="#4F5663"/>
        <token name="link" value="{color.brand}"/>
        <token name="surface" value="#FFFFFF"/>
      </group>
    </tokens>
    """,
    "Tokens/dark.xml": """
    <tokens mode="dark">
      <group name="color" type="color">
        <token name="brand" value="#8EAEFF"/>
        <token name="text" value="#B4BAC4"/>
        <token name="link" value="{color.brand}"/>
        <token name="surface" value="#1A1C21"/>
      </group>
    </tokens>
    """,
    "Tokens/light-hc.xml": """
    <tokens mode="light-high-contrast">
      <group name="color" type="color">
        <token name="brand" value="#1A3FA8"/>
        <token name="text" value="#000000"/>
      </group>
    </tokens>
    """,
    "Tokens/dark-hc.xml": """
    <tokens mode="dark_ax">
      <group name="color" type="color">
        <token name="text" value="#FFFFFF"/>
      </group>
    </tokens>
    """,
    "Tokens/contrast.xml": """
    <tokens>
      <contrast>
        <pair foreground="color.text" background="color.surface" minimum="text"/>
        <pair foreground="color.link" background="color.surface" minimum="text"/>
      </contrast>
    </tokens>
    """,
  ]

  private func resolved(_ files: [String: String], appearances: [String: String] = [:]) throws -> (
    ResolvedTokenCatalog, [Diagnostic]
  ) {
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.dtcg.appearanceNames = AppearanceNames(configured: appearances)
    let stage = TokenStage(directory: scratch.url.appendingPathComponent("Tokens"), inputs: inputs, checks: [])
    var bag = DiagnosticBag()
    let catalog = stage.resolve(stage.load(into: &bag), into: &bag)
    return (catalog, bag.sorted)
  }

  // MARK: - Names

  @Test func catalogNamesMapToAppearances() {
    #expect(ThemeMode(catalogName: "light") == .light)
    #expect(ThemeMode(catalogName: "Dark") == .dark)
    for name in ["light-high-contrast", "light_high_contrast", "lightHighContrast", "light-hc", "light_ax", "HC-Light"]
    {
      #expect(ThemeMode(catalogName: name) == .lightHighContrast, "\(name)")
    }
    // Figma's mode names, with parentheses.
    #expect(ThemeMode(catalogName: "Light (High Contrast)") == .lightHighContrast)
    for name in ["dark-high-contrast", "dark_ax", "dark-hc", "darkIncreasedContrast", "Dark (High contrast)"] {
      #expect(ThemeMode(catalogName: name) == .darkHighContrast, "\(name)")
    }
    for name in ["default", "inverted", "light_colorblind", "dark_dimmed", "high"] {
      #expect(ThemeMode(catalogName: name) == nil, "\(name)")
    }
    let names = AppearanceNames(configured: ["default": "light", "inverted": "dark", "light": "dark-high-contrast"])
    #expect(names.appearance(named: "default") == .light)
    #expect(names.appearance(named: "inverted") == .dark)
    // The map wins over the names Tessera knows.
    #expect(names.appearance(named: "light") == .darkHighContrast)
  }

  @Test func anXMLModeIsReadThroughTheMap() throws {
    let files = [
      "Tokens/a.xml": ##"<tokens mode="default"><token name="ink" type="color" value="#000000"/></tokens>"##,
      "Tokens/b.xml": ##"<tokens mode="inverted"><token name="ink" type="color" value="#FFFFFF"/></tokens>"##,
    ]
    let (catalog, diagnostics) = try resolved(files, appearances: ["default": "light", "inverted": "dark"])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(catalog.index.appearances == [.light, .dark])
    #expect(catalog.token(TokenPath(["ink"]), in: .dark)?.value == .color(RGBA(red: 255, green: 255, blue: 255)))
    // Without the map, the name is no mode.
    let scratch = try Scratch(files)
    #expect(
      scratch.lint().map { "\($0.location) \($0.rule)" } == [
        "Tokens/a.xml:1:15 token-schema", "Tokens/b.xml:1:15 token-schema",
      ])
  }

  // MARK: - Inheritance and parity

  @Test func aHighContrastAppearanceInheritsWhatItDoesntDefine() throws {
    let (catalog, diagnostics) = try resolved(Self.fourAppearances)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(catalog.index.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
    func color(_ name: String, _ mode: ThemeMode) -> String? {
      if case .color(let value)? = catalog.token(TokenPath(["color", name]), in: mode)?.value { return value.hex }
      return nil
    }
    // Its own.
    #expect(color("text", .lightHighContrast) == "#000000")
    #expect(color("text", .darkHighContrast) == "#FFFFFF")
    // Its standard counterpart's.
    #expect(color("surface", .lightHighContrast) == "#FFFFFF")
    #expect(color("surface", .darkHighContrast) == "#1A1C21")
    // An inherited alias resolves against the appearance's own tokens: light's {color.brand} is high contrast's.
    #expect(color("link", .light) == "#1F4FD1")
    #expect(color("link", .lightHighContrast) == "#1A3FA8")
    #expect(color("link", .darkHighContrast) == "#8EAEFF")
  }

  @Test func parityAcrossFourAppearancesAssertsRuleFileLineAndColumn() throws {
    var files = Self.fourAppearances
    // High contrast may change only tokens its standard appearance has, of the same type.
    files["Tokens/light-hc.xml"] = """
      <tokens mode="light-high-contrast">
        <group name="color" type="color">
          <token name="text" value="#000000"/>
          <token name="extra" value="#000000"/>
          <token name="surface" type="number" value="1"/>
        </group>
      </tokens>
      """
    let scratch = try Scratch(files)
    let diagnostics = scratch.lint().filter { $0.rule == .tokenParity }
    #expect(
      diagnostics.map { "\($0.location) \($0.rule)" } == [
        "Tokens/light-hc.xml:4:5 token-parity", "Tokens/light-hc.xml:5:5 token-parity",
      ])
    #expect(
      diagnostics.first?.message
        == "'color.extra' is defined in the light high-contrast appearance (Tokens/light-hc.xml) but not in light mode "
        + "(Tokens/light.xml); a high-contrast appearance changes tokens its standard one defines, so add it to "
        + "Tokens/light.xml, or remove it here.")
    #expect(
      diagnostics.last?.message
        == "'color.surface' is a number in light high-contrast appearance (Tokens/light-hc.xml) but a color in light "
        + "mode (Tokens/light.xml); give both appearances the same type.")
  }

  @Test func darkIsOptionalButLightIsNot() throws {
    let lightOnly = try Scratch([
      "Tokens/light.xml": ##"<tokens mode="light"><token name="ink" type="color" value="#000000"/></tokens>"##
    ])
    #expect(lightOnly.lint().isEmpty)
    let darkOnly = try Scratch([
      "Tokens/dark.xml": ##"<tokens mode="dark"><token name="ink" type="color" value="#000000"/></tokens>"##
    ])
    let diagnostics = darkOnly.lint()
    #expect(diagnostics.map { "\($0.location) \($0.rule)" } == ["Tokens/dark.xml:1:1 token-parity"])
    #expect(diagnostics.first?.message.contains("no file defines light mode, which every catalog has") == true)
    // A high-contrast appearance needs its standard one.
    let orphan = try Scratch([
      "Tokens/light.xml": ##"<tokens mode="light"><token name="ink" type="color" value="#000000"/></tokens>"##,
      "Tokens/dark-hc.xml":
        ##"<tokens mode="dark-high-contrast"><token name="ink" type="color" value="#FFFFFF"/></tokens>"##,
    ])
    #expect(orphan.lint().map { "\($0.location) \($0.rule)" } == ["Tokens/dark-hc.xml:1:1 token-parity"])
  }

  @Test func aSharedTokenCantBeChangedByHighContrast() throws {
    var files = Self.fourAppearances
    files["Tokens/base.xml"] = ##"<tokens><token name="width" type="dimension" value="1"/></tokens>"##
    files["Tokens/light-hc.xml"] =
      ##"<tokens mode="light-high-contrast"><token name="width" type="dimension" value="2"/></tokens>"##
    let diagnostics = try Scratch(files).lint().filter { $0.rule == .tokenDuplicate }
    #expect(diagnostics.map { "\($0.location) \($0.rule)" } == ["Tokens/light-hc.xml:1:36 token-duplicate"])
    #expect(
      diagnostics.first?.message.hasPrefix("'width' is a shared token, so the light high-contrast appearance") == true)
  }

  // MARK: - Contrast

  @Test func aHighContrastPairIsHeldTo7For1UnlessTheCatalogSaysOtherwise() throws {
    var files = Self.fourAppearances
    // #595959 on white is 7.00:1, #5A5A5A 6.9:1: AA in light, short of AAA in light high contrast.
    files["Tokens/light-hc.xml"] = """
      <tokens mode="light-high-contrast">
        <group name="color" type="color">
          <token name="brand" value="#1A3FA8"/>
          <token name="text" value="#5A5A5A"/>
        </group>
      </tokens>
      """
    let diagnostics = try Scratch(files).lint()
    #expect(diagnostics.map { "\($0.location) \($0.rule)" } == ["Tokens/contrast.xml:3:5 contrast-too-low"])
    #expect(
      diagnostics.first?.message
        == "Contrast of 'color.text' (#5A5A5A) on 'color.surface' (#FFFFFF) in light high-contrast appearance is "
        + "6.90:1, below the required 7.00:1 for high contrast; darken the foreground or lighten the background.")
    // A pair that says its high-contrast minimum is held to that.
    files["Tokens/contrast.xml"] = """
      <tokens>
        <contrast>
          <pair foreground="color.text" background="color.surface" minimum="text" high-contrast-minimum="text"/>
        </contrast>
      </tokens>
      """
    #expect(try Scratch(files).lint().isEmpty)
  }

  @Test func minimumsAtLevelAAA() {
    #expect(WCAG.highContrastMinimum(for: "text") == 7)
    #expect(WCAG.highContrastMinimum(for: "aaa") == 7)
    #expect(WCAG.highContrastMinimum(for: "large-text") == 4.5)
    #expect(WCAG.highContrastMinimum(for: "ui") == 3)
    #expect(WCAG.highContrastMinimum(for: "5.5") == 5.5)
    #expect(WCAG.highContrastMinimum(for: "loud") == nil)
  }

  // MARK: - Generated code

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func theThemeHasAnInstancePerAppearanceAndALookup() async throws {
    let result = try Scratch(Self.fourAppearances).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let tokens = try #require(result.files.first { $0.name == "DesignTokens.swift" })
    #expect(tokens.contents.contains("  public static let lightHighContrast = Theme(mode: .lightHighContrast"))
    #expect(tokens.contents.contains("    /// - Light, high contrast: `#1A3FA8`"))
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        for (dark, high) in [(false, false), (true, false), (false, true), (true, true)] {
          let theme = Theme.forAppearance(dark: dark, highContrast: high)
          print(theme.mode, theme.color.text, theme.color.link, theme.color.surface)
        }
        print(Theme.Mode.allCases.count, Theme.lightHighContrast == Theme.forMode(.lightHighContrast))
        """)
    #expect(
      output == """
        light #4F5663 #1F4FD1 #FFFFFF
        dark #B4BAC4 #8EAEFF #1A1C21
        lightHighContrast #000000 #1A3FA8 #FFFFFF
        darkHighContrast #FFFFFF #8EAEFF #1A1C21
        4 true

        """)
  }

  /// A high-contrast appearance is written as what differs from its standard counterpart: only the changed
  /// elements (a whole shadow when one layer changes, an alias that reaches a changed token) and their indexes,
  /// read back over the counterpart's arrays.
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func aHighContrastAppearanceIsWrittenAsItsChanges() async throws {
    let shadow = ##"<token name="lift" type="shadow"><layer color="{ink}" offset-x="0" offset-y="2" blur="4"/>"##
    let result = try Scratch([
      "Tokens/light.xml": ##"""
      <tokens mode="light"><token name="ink" type="color" value="#111111"/>
      <token name="link" type="color" value="{ink}"/><token name="paper" type="color" value="#FAFAFA"/>
      <token name="gap" type="dimension" value="8"/>\##(shadow)<layer color="#00000033" offset-x="0" offset-y="1" blur="2"/></token></tokens>
      """##,
      "Tokens/dark.xml": ##"""
      <tokens mode="dark"><token name="ink" type="color" value="#EEEEEE"/>
      <token name="link" type="color" value="{ink}"/><token name="paper" type="color" value="#101010"/>
      <token name="gap" type="dimension" value="8"/>\##(shadow)<layer color="#00000033" offset-x="0" offset-y="1" blur="2"/></token></tokens>
      """##,
      "Tokens/light-hc.xml":
        ##"<tokens mode="light-high-contrast"><token name="ink" type="color" value="#000000"/></tokens>"##,
    ]).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let tokens = try #require(result.files.first { $0.name == "DesignTokens.swift" })
    // Ink, link (its alias) and the shadow's first layer colour change; paper, gap and the shadow's lengths don't.
    #expect(
      tokens.contents.contains(
        """
          static let lightHighContrastColors: [Swift.UInt32] = [
            0x0000_00FF,  // ink
            0x0000_00FF, 0x0000_0033,  // lift
            0x0000_00FF,  // link
          ]
        """))
    // Their places in light's colours (ink, lift's two layers, link, paper), without comments, several a line.
    #expect(
      tokens.contents.contains(
        """
          static let lightHighContrastColorIndexes: [Swift.Int] = [
            0, 1, 2, 3,
          ]
        """))
    #expect(
      tokens.contents.contains("changing: light, colors: lightHighContrastColors, at: lightHighContrastColorIndexes"))
    #expect(!tokens.contents.contains("changing: dark"))
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        for theme in [Theme.light, Theme.dark, Theme.lightHighContrast] {
          print(theme.mode, theme.ink, theme.link, theme.paper, theme.gap, theme.lift.layers.map { "\\($0.color)" })
        }
        print(Theme.light == Theme.lightHighContrast, Theme.light.paper == Theme.lightHighContrast.paper)
        """)
    #expect(
      output == """
        light #111111 #111111 #FAFAFA 8.0 ["#111111", "#00000033"]
        dark #EEEEEE #EEEEEE #101010 8.0 ["#EEEEEE", "#00000033"]
        lightHighContrast #000000 #000000 #FAFAFA 8.0 ["#000000", "#00000033"]
        false true

        """)
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func aCatalogWithoutDarkFallsBackToLight() async throws {
    let result = try Scratch([
      "Tokens/light.xml": ##"<tokens mode="light"><token name="ink" type="color" value="#111111"/></tokens>"##,
      "Tokens/light-hc.xml":
        ##"<tokens mode="lightHighContrast"><token name="ink" type="color" value="#000000"/></tokens>"##,
    ]).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        print(Theme.Mode.allCases.map { $0.rawValue }, Theme.forAppearance(dark: true, highContrast: false).ink)
        print(Theme.forAppearance(dark: true, highContrast: true).ink)
        """)
    #expect(output == "[\"light\", \"lightHighContrast\"] #111111\n#000000\n")
  }

  // MARK: - Asset catalog

  /// Light, dark and light high-contrast: a dark, high-contrast device matches the dark entry and the
  /// high-contrast one alike, so the set says dark high-contrast is dark's colour.
  @Test func darkWithoutItsHighContrastIsWrittenForBothTraits() throws {
    let scratch = try Scratch([
      "Tokens/light.xml": ##"<tokens mode="light"><token name="ink" type="color" value="#111111"/></tokens>"##,
      "Tokens/dark.xml": ##"<tokens mode="dark"><token name="ink" type="color" value="#EEEEEE"/></tokens>"##,
      "Tokens/light-hc.xml":
        ##"<tokens mode="lightHighContrast"><token name="ink" type="color" value="#000000"/></tokens>"##,
    ])
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.generation.assetCatalog = true
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let set = try #require(result.assetCatalogFiles.first { $0.name == "ink.colorset/Contents.json" })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(set.contents.utf8)) as? [String: Any])
    let entries = try #require(json["colors"] as? [[String: Any]])
    let described = entries.map { entry -> String in
      let traits = (entry["appearances"] as? [[String: String]] ?? []).map {
        "\($0["appearance"] ?? "")=\($0["value"] ?? "")"
      }
      let red = ((entry["color"] as? [String: Any])?["components"] as? [String: String])?["red"] ?? ""
      return (traits.isEmpty ? "any" : traits.joined(separator: "+")) + " " + red
    }
    #expect(
      described == [
        "any 0x11", "luminosity=dark 0xEE", "contrast=high 0x00", "luminosity=dark+contrast=high 0xEE",
      ])
  }

  @Test func aColourSetHasEachAppearanceAsXcodeWritesIt() throws {
    let scratch = try Scratch(Self.fourAppearances)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.generation.assetCatalog = true
    let result = TesseraPipeline(inputs: inputs).generate()
    let text = try #require(result.assetCatalogFiles.first { $0.name == "color/text.colorset/Contents.json" })
    #expect(
      text.contents == """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x63",
                  "green" : "0x56",
                  "red" : "0x4F"
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
                  "blue" : "0xC4",
                  "green" : "0xBA",
                  "red" : "0xB4"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0x00",
                  "green" : "0x00",
                  "red" : "0x00"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0xFF",
                  "green" : "0xFF",
                  "red" : "0xFF"
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
  }
}
