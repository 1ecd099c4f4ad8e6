import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Light and dark through a DTCG resolver (or `tessera.yml`), checked by the
/// same rules as XML, and generating the same Swift.
@Suite struct DTCGResolverTests {
  static let xml: [String: String] = [
    "Tokens/base.xml": """
    <tokens>
      <group name="space" type="dimension">
        <token name="gap" value="8" description="The gap between cards."/>
        <token name="wide" value="24"/>
      </group>
      <token name="quick" type="duration" value="200ms"/>
      <token name="body" type="typography" font-family="Inter" font-weight="600" font-size="16" line-height="24"/>
      <contrast>
        <pair foreground="color.text" background="color.surface" minimum="text"/>
      </contrast>
    </tokens>
    """,
    "Tokens/light.xml": """
    <tokens mode="light">
      <group name="color" type="color">
        <token name="surface" value="#FFFFFF"/>
        <token name="text" value="#1C1C1E" description="Body text."/>
        <token name="link" value="{color.text}"/>
      </group>
    </tokens>
    """,
    "Tokens/dark.xml": """
    <tokens mode="dark">
      <group name="color" type="color">
        <token name="surface" value="#1C1C1E"/>
        <token name="text" value="#F2F2F7" description="Body text."/>
        <token name="link" value="{color.text}"/>
      </group>
    </tokens>
    """,
  ]

  static func color(_ hex: String) -> String {
    let rgba = RGBA(hex: hex) ?? RGBA(red: 0, green: 0, blue: 0)
    let components = [rgba.red, rgba.green, rgba.blue].map { "\(Double($0) / 255)" }.joined(separator: ", ")
    return #"{ "colorSpace": "srgb", "components": [\#(components)], "hex": "\#(hex)" }"#
  }

  static func mode(surface: String, text: String) -> String {
    """
    {
      "color": {
        "$type": "color",
        "surface": { "$value": \(color(surface)) },
        "text": { "$value": \(color(text)), "$description": "Body text." },
        "link": { "$value": "{color.text}" }
      }
    }
    """
  }

  static let base = """
    {
      "space": {
        "$type": "dimension",
        "gap": { "$value": { "value": 0.5, "unit": "rem" }, "$description": "The gap between cards." },
        "wide": { "$value": { "value": 24, "unit": "px" } }
      },
      "quick": { "$type": "duration", "$value": { "value": 0.2, "unit": "s" } },
      "body": {
        "$type": "typography",
        "$value": {
          "fontFamily": "Inter", "fontWeight": "semi-bold", "fontSize": { "value": 16, "unit": "px" }, "lineHeight": 1.5
        }
      }
    }
    """

  static let resolver = """
    {
      "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": {
            "light": [{ "$ref": "light.tokens.json" }],
            "dark": [{ "$ref": "dark.tokens.json" }]
          },
          "default": "light", "$extensions": { "dev.tessera": { "contrast": [{ "foreground": "color.text", "background": "color.surface", "minimum": "text" }] } }
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
    }
    """

  static let dtcg: [String: String] = [
    "Tokens/base.tokens.json": base,
    "Tokens/light.tokens.json": mode(surface: "#FFFFFF", text: "#1C1C1E"),
    "Tokens/dark.tokens.json": mode(surface: "#1C1C1E", text: "#F2F2F7"),
    "Tokens/theme.resolver.json": resolver,
  ]

  static func generate(_ files: [String: String], dtcg: DTCGOptions = DTCGOptions()) throws -> PipelineResult {
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.dtcg = dtcg
    return TesseraPipeline(inputs: inputs).generate()
  }

  @Test func aResolverPackageGeneratesTheSameSwiftAsItsXML() throws {
    let fromXML = try Self.generate(Self.xml)
    let fromDTCG = try Self.generate(Self.dtcg)
    #expect(fromXML.diagnostics.isEmpty, "\(locations(fromXML.diagnostics))")
    #expect(fromDTCG.diagnostics.isEmpty, "\(locations(fromDTCG.diagnostics))")
    #expect(!fromXML.files.isEmpty)
    #expect(fromDTCG.files.map(\.name) == fromXML.files.map(\.name))
    for (dtcg, xml) in zip(fromDTCG.files, fromXML.files) {
      #expect(dtcg.contents == xml.contents, "\(dtcg.name) differs")
    }
  }

  /// Where Tessera once wrote contrast pairs, the resolver's own `$extensions`, which the resolver schema
  /// doesn't allow: still read, with a warning that says where they belong.
  @Test func pairsInTheResolversOwnExtensionsAreReadWithAWarning() throws {
    var files = Self.dtcg
    files["Tokens/theme.resolver.json"] = """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
        "$extensions": { "dev.tessera": { "contrast": [{ "foreground": "color.text", "background": "color.surface", "minimum": "aaa" }] } }
      }
      """
    let diagnostics = try Self.generate(files).diagnostics
    // Read: held to 7:1, which both appearances pass; the warning is all.
    #expect(locations(diagnostics) == ["Tokens/theme.resolver.json:6:35 dtcg-resolver"])
    #expect(
      diagnostics.first?.message
        == "The resolver's own $extensions holds contrast pairs, but the resolver schema allows no $extensions "
        + "there; move \"dev.tessera\" into the $extensions of the appearance modifier.")
  }

  @Test func contrastPairsFromTheResolverAreCheckedInBothModes() throws {
    var files = Self.dtcg
    files["Tokens/dark.tokens.json"] = Self.mode(surface: "#1C1C1E", text: "#3A3A3C")
    let diagnostics = try Self.generate(files).diagnostics
    #expect(locations(diagnostics) == ["Tokens/theme.resolver.json:10:74 contrast-too-low"])
    #expect(diagnostics.first?.message.contains("dark mode") == true)
  }

  @Test func parityAcrossContextsUsesTheTokenRule() throws {
    var files = Self.dtcg
    files["Tokens/dark.tokens.json"] = """
      {
        "color": {
          "$type": "color",
          "surface": { "$value": \(Self.color("#1C1C1E")) },
          "text": { "$value": \(Self.color("#F2F2F7")) }
        }
      }
      """
    let diagnostics = try Self.generate(files).diagnostics
    #expect(locations(diagnostics) == ["Tokens/light.tokens.json:6:5 token-parity"])
  }

  @Test func aLaterSourceOverridesAndAnOverriddenSharedTokenBecomesThemed() throws {
    // The base set gives both modes a surface; the dark context overrides it.
    let files = [
      "Tokens/base.tokens.json": #"{ "surface": { "$type": "color", "$value": \#(Self.color("#FFFFFF")) } }"#,
      "Tokens/dark.tokens.json": #"{ "surface": { "$type": "color", "$value": \#(Self.color("#000000")) } }"#,
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "resolutionOrder": [
          { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
          { "type": "modifier", "name": "theme", "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } }
        ]
      }
      """,
    ]
    let scratch = try Scratch(files)
    var bag = DiagnosticBag()
    let stage = TokenStage(
      directory: scratch.url.appendingPathComponent("Tokens"),
      inputs: PipelineInputs(tokensDirectory: nil, displayBase: scratch.url), checks: [])
    let catalog = stage.load(into: &bag)
    #expect(bag.sorted.isEmpty, "\(locations(bag.sorted))")
    let resolved = stage.resolve(catalog, into: &bag)
    #expect(resolved.token(TokenPath(["surface"]), in: .light)?.value == .color(RGBA(red: 255, green: 255, blue: 255)))
    #expect(resolved.token(TokenPath(["surface"]), in: .dark)?.value == .color(RGBA(red: 0, green: 0, blue: 0)))
    #expect(catalog.definitions.map(\.scope) == [.themed(.light), .themed(.dark)])
  }

  @Test func aRefOutsideThePackageIsRefused() throws {
    var files = Self.dtcg
    files["Tokens/theme.resolver.json"] = Self.resolver.replacingOccurrences(
      of: #""$ref": "dark.tokens.json""#, with: #""$ref": "../../etc/dark.tokens.json""#)
    let diagnostics = try Self.generate(files).diagnostics.filter { $0.severity == .error }
    #expect(
      diagnostics.map { "\($0.location) \($0.severity) \($0.message) [\($0.rule)]" }.first
        == "Tokens/theme.resolver.json:8:28 error '../../etc/dark.tokens.json' is outside the package folder; a "
        + "resolver reads only token files inside the package, so move the file into it. [dtcg-resolver]")
  }

  @Test func aSharedAliasOfAThemedTokenTakesEachModesValue() throws {
    // Primitives in a set, the dark context overriding one; semantic tokens in a set alias them, one through another.
    let files = [
      "Tokens/palette.tokens.json":
        #"{ "palette": { "$type": "color", "ink": { "$value": \#(Self.color("#FFFFFF")) } } }"#,
      "Tokens/dark.tokens.json":
        #"{ "palette": { "$type": "color", "ink": { "$value": \#(Self.color("#000000")) } } }"#,
      "Tokens/semantic.tokens.json": """
      {
        "bg": { "$type": "color", "$value": "{palette.ink}" },
        "card": { "$type": "color", "$value": "{bg}" },
        "gap": { "$type": "number", "$value": 4 }
      }
      """,
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "palette.tokens.json" }, { "$ref": "semantic.tokens.json" }] } },
        "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
      }
      """,
    ]
    let scratch = try Scratch(files)
    var bag = DiagnosticBag()
    let stage = TokenStage(
      directory: scratch.url.appendingPathComponent("Tokens"),
      inputs: PipelineInputs(tokensDirectory: nil, displayBase: scratch.url), checks: [])
    let catalog = stage.load(into: &bag)
    let resolved = stage.resolve(catalog, into: &bag)
    #expect(bag.sorted.isEmpty, "\(locations(bag.sorted))")
    for (path, light, dark) in [("bg", "#FFFFFF", "#000000"), ("card", "#FFFFFF", "#000000")] {
      #expect(
        resolved.token(TokenPath([path]), in: .light)?.value
          == .color(RGBA(hex: light) ?? RGBA(red: 1, green: 1, blue: 1)))
      #expect(
        resolved.token(TokenPath([path]), in: .dark)?.value
          == .color(RGBA(hex: dark) ?? RGBA(red: 1, green: 1, blue: 1)))
    }
    // Spread into both modes, at the place it is written; the rest of the set stays shared.
    #expect(
      catalog.definitions.filter { ["bg", "card", "gap"].contains($0.path.description) }.map {
        "\($0.path) \($0.scope) \($0.location)"
      } == [
        "bg light mode Tokens/semantic.tokens.json:2:3", "bg dark mode Tokens/semantic.tokens.json:2:3",
        "card light mode Tokens/semantic.tokens.json:3:3", "card dark mode Tokens/semantic.tokens.json:3:3",
        "gap shared Tokens/semantic.tokens.json:4:3",
      ])
    #expect(try Self.generate(files).errorCount == 0)
  }

  @Test func aSharedAliasOfATokenOnlyOneModeHasIsUnresolvedInTheOther() throws {
    let files = [
      "Tokens/light.tokens.json": #"{ "accent": { "$type": "color", "$value": \#(Self.color("#FF0000")) } }"#,
      "Tokens/dark.tokens.json": #"{ "other": { "$type": "color", "$value": \#(Self.color("#00FF00")) } }"#,
      "Tokens/shared.tokens.json": #"{ "link": { "$type": "color", "$value": "{accent}" } }"#,
    ]
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.dtcg.light = [scratch.url.appendingPathComponent("Tokens/light.tokens.json")]
    inputs.dtcg.dark = [scratch.url.appendingPathComponent("Tokens/dark.tokens.json")]
    let diagnostics = TesseraPipeline(inputs: inputs).generate().diagnostics.filter { $0.rule == .tokenUnresolvedAlias }
    #expect(
      diagnostics.map { "\($0.location) \($0.message)" } == [
        "Tokens/shared.tokens.json:1:41 'link' refers to {accent}, which only light mode defines; define it in dark "
          + "mode too, or make it a shared token."
      ])
  }

  @Test func aTokensFolderOutsideThePackageBoundsItsOwnRefs() throws {
    var files = Self.dtcg
    files["Elsewhere/secret.tokens.json"] = "{}"
    let scratch = try Scratch(files)
    let package = scratch.url.appendingPathComponent("Package")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    let inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: package)
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(result.diagnostics.isEmpty, "\(locations(result.diagnostics))")
    #expect(!result.files.isEmpty)

    try Self.resolver.replacingOccurrences(
      of: #""$ref": "dark.tokens.json""#, with: #""$ref": "../Elsewhere/secret.tokens.json""#
    ).write(to: scratch.url.appendingPathComponent("Tokens/theme.resolver.json"), atomically: true, encoding: .utf8)
    let refused = TesseraPipeline(inputs: inputs).generate().diagnostics.filter { $0.severity == .error }
    #expect(
      refused.map { "\($0.location.line):\($0.location.column) \($0.message)" }.first
        == "8:28 '../Elsewhere/secret.tokens.json' is outside the package folder; a resolver reads only token files "
        + "inside the package, so move the file into it.")
  }

  /// Token files read ahead, side by side, are what the resolver reads
  /// when it names them: the same definitions and diagnostics, in its
  /// order, for a file named twice, a broken file, a file it names by
  /// another spelling of its path, and nothing of a file it never names.
  @Test func filesReadAheadAreWhatTheResolverReads() throws {
    var files = Self.dtcg
    files["Tokens/broken.tokens.json"] = #"{ "a": { "$value": 1, "$type": "number" }, "a": {} }"#
    files["Tokens/odd.tokens.json"] = #"{ "odd": { "$type": "number", "$value": "twelve" } }"#
    files["Tokens/unnamed.tokens.json"] = ##"{ "x": { "$value": "#GGG", "$type": "color" } }"##
    files["Tokens/theme.resolver.json"] = Self.resolver.replacingOccurrences(
      of: #""sources": [{ "$ref": "base.tokens.json" }]"#,
      with: #""sources": [{ "$ref": "odd.tokens.json" }, { "$ref": "./base.tokens.json" }, "#
        + #"{ "$ref": "broken.tokens.json" }, { "$ref": "odd.tokens.json" }]"#)
    let scratch = try Scratch(files)
    let tokens = scratch.url.appendingPathComponent("Tokens")
    let found = CatalogFile.find(in: tokens, extensions: ["json"], displayBase: scratch.url)
    let resolver = try #require(found.first { $0.url.lastPathComponent == "theme.resolver.json" })
    func read(ahead: Bool) -> (TokenCatalog, [Diagnostic]) {
      var reader = DTCGResolverReader(
        options: DTCGOptions(), boundary: scratch.url, displayBase: scratch.url, tokenReader: DTCGTokenReader())
      if ahead { reader.readAhead(found.filter { DTCGTokenReader.isTokenFile($0.url.lastPathComponent) }) }
      var catalog = TokenCatalog()
      reader.read(resolver, into: &catalog)
      return (catalog, reader.diagnostics)
    }
    let (expected, expectedDiagnostics) = read(ahead: false)
    let (catalog, diagnostics) = read(ahead: true)
    #expect(catalog.definitions == expected.definitions)
    #expect(catalog.files == expected.files)
    #expect(catalog.contrastPairs == expected.contrastPairs)
    #expect(diagnostics == expectedDiagnostics)
    #expect(
      Set(diagnostics.map(\.location.file)) == ["Tokens/broken.tokens.json", "Tokens/odd.tokens.json"],
      "the unnamed file's problems aren't reported")
    #expect(diagnostics.count { $0.location.file == "Tokens/odd.tokens.json" } == 1, "a file named twice is read once")
    #expect(catalog.definitions.contains { $0.path.description == "space.gap" })
  }

  @Test func aMissingFileAWrongVersionAndAnUnnamedFileAreReported() throws {
    var files = Self.dtcg
    files["Tokens/theme.resolver.json"] = Self.resolver.replacingOccurrences(
      of: #""$ref": "base.tokens.json""#, with: #""$ref": "bsae.tokens.json""#)
    let diagnostics = try Self.generate(files).diagnostics.filter { $0.rule == .dtcgResolver }
    #expect(
      diagnostics.map { "\($0.location) \($0.severity)" } == [
        "Tokens/base.tokens.json:1:1 warning", "Tokens/theme.resolver.json:3:45 error",
      ])
    #expect(
      diagnostics.last?.message == "'bsae.tokens.json' names no file (relative to the resolver's folder); fix the path."
    )

    files["Tokens/theme.resolver.json"] = Self.resolver.replacingOccurrences(of: "2025.10", with: "1.0")
    let version = try Self.generate(files).diagnostics.filter { $0.rule == .dtcgResolver && $0.severity == .error }
    #expect(locations(version) == ["Tokens/theme.resolver.json:2:14 dtcg-resolver"])
  }

  @Test func withoutAResolverTheConfigurationNamesTheModes() throws {
    let scratch = try Scratch([
      "Tokens/base.tokens.json": Self.base,
      "Tokens/light.tokens.json": Self.mode(surface: "#FFFFFF", text: "#1C1C1E"),
      "Tokens/dark.tokens.json": Self.mode(surface: "#1C1C1E", text: "#F2F2F7"),
      "tessera.yml": "dtcg:\n  light: Tokens/light.tokens.json\n  dark: [Tokens/dark.tokens.json]\n  rem_base: 16\n",
    ])
    guard case .success(let resolved) = InputResolution().resolve(in: scratch.url) else {
      Issue.record("the configuration didn't resolve")
      return
    }
    let result = TesseraPipeline(inputs: resolved.inputs).generate()
    #expect(result.diagnostics.isEmpty, "\(locations(result.diagnostics))")
    // The same Swift as the XML package, less the contrast pair's absence, which changes no code.
    let fromXML = try Self.generate(Self.xml)
    #expect(result.files == fromXML.files)
  }

  @Test func aBadDTCGConfigurationKeyIsConfigInvalid() {
    let (_, diagnostics) = TesseraConfiguration.parse(
      Array("dtcg:\n  modifer: theme\n".utf8), displayPath: "tessera.yml")
    #expect(
      diagnostics.map { "\($0.location) \($0.message)" } == [
        "tessera.yml:2:3 'modifer' is not a dtcg key (did you mean 'modifier'?); the keys are resolver, modifier, "
          + "contexts, rem_base, light, dark, light_high_contrast, dark_high_contrast."
      ])
  }

  @Test func theDocCommentKeepsAColourAsWritten() throws {
    let result = try Self.generate([
      "Tokens/c.tokens.json": """
      { "brand": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.40101, 0.12332, 21.555] } } }
      """
    ])
    #expect(result.diagnostics.isEmpty, "\(locations(result.diagnostics))")
    let theme = try #require(result.files.first { $0.contents.contains("Token `brand`") })
    #expect(theme.contents.contains("/// - Value: `#7D2329`, written `oklch(0.40101 0.12332 21.555)`"))
  }

  @Test func anotherModifierContributesItsDefaultContextWithANote() throws {
    var files = Self.dtcg
    files["Tokens/dense.tokens.json"] = #"{ "row": { "$type": "number", "$value": 32 } }"#
    files["Tokens/theme.resolver.json"] = Self.resolver.replacingOccurrences(
      of: ##""resolutionOrder": [{ "$ref": "#/sets/base" },"##,
      with:
        ##""resolutionOrder": [{ "type": "modifier", "name": "density", "default": "compact", "contexts": { "compact": [{ "$ref": "dense.tokens.json" }] } }, { "$ref": "#/sets/base" },"##
    )
    let result = try Self.generate(files)
    #expect(
      result.diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" } == [
        "Tokens/theme.resolver.json:13:23 note dtcg-resolver"
      ])
    #expect(result.files.contains { $0.contents.contains("Token `row`") })
  }

  @Test func anInlineSourceIsReadFromTheResolver() throws {
    let result = try Self.generate([
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "resolutionOrder": [
          { "type": "set", "name": "base", "sources": [{ "gap": { "$type": "number", "$value": 8 } }] },
          {
            "type": "modifier", "name": "theme",
            "contexts": {
              "light": [{ "ink": { "$type": "number", "$value": 1 } }],
              "dark": [{ "ink": { "$type": "number", "$value": "2" } }]
            }
          }
        ]
      }
      """
    ])
    // The dark inline set's bad value is reported at its place in the resolver.
    #expect(
      result.diagnostics.map { "\($0.location) \($0.rule)" } == ["Tokens/theme.resolver.json:9:58 dtcg-schema"])
  }

  @Test func aResolverWinsOverConfiguredModeFilesWithAWarning() throws {
    let light = URL(fileURLWithPath: "/elsewhere/light.tokens.json")
    let result = try Self.generate(Self.dtcg, dtcg: DTCGOptions(light: [light]))
    #expect(
      result.diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" } == [
        "Tokens/theme.resolver.json:1:1 warning dtcg-resolver"
      ])
    #expect(result.files == (try Self.generate(Self.xml)).files)
  }

  @Test func theConfigurationSetsTheRemBaseModifierAndResolver() throws {
    let (configuration, diagnostics) = TesseraConfiguration.parse(
      Array("dtcg:\n  resolver: Design/app.resolver.json\n  modifier: appearance\n  rem_base: 10\n".utf8),
      displayPath: "tessera.yml")
    #expect(diagnostics.isEmpty)
    #expect(configuration.dtcgResolver == "Design/app.resolver.json")
    #expect(configuration.dtcgModifier == "appearance")
    #expect(configuration.dtcgRemBase == 10)
    let (_, bad) = TesseraConfiguration.parse(Array("dtcg:\n  rem_base: -1\n".utf8), displayPath: "tessera.yml")
    #expect(
      bad.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "tessera.yml:2:13 config-invalid dtcg.rem_base is '-1'; write the points in one rem, a number such as 16."
      ])
  }
}
