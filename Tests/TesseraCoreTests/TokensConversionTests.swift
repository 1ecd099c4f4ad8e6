import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// `tessera convert --to dtcg|xml`: XML token catalogs to DTCG files with a
/// resolver and back, what each direction reports, and the package's own
/// tokens converted both ways with `generate` giving the same Swift.
@Suite struct TokensConversionTests {
  static let packageTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tokens")

  static func inputs(_ folder: URL) -> PipelineInputs {
    PipelineInputs(tokensDirectory: folder.appendingPathComponent("Tokens"), displayBase: folder)
  }

  static func generated(_ folder: URL) -> [String: String] {
    let result = TesseraPipeline(inputs: inputs(folder)).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
  }

  static func convert(_ folder: URL, to format: TokensConverter.Format) throws -> TokensConverter.Conversion {
    let conversion = TokensConverter(inputs: inputs(folder)).plan(to: format)
    try conversion.apply()
    return conversion
  }

  static func files(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Tokens").path).sorted()
  }

  @Test func thePackagesTokensConvertBothWaysWithByteIdenticalSwift() throws {
    let scratch = try Scratch([:])
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.packageTokens, to: scratch.url.appendingPathComponent("Tokens"))
    let original = Self.generated(scratch.url)
    #expect(!original.isEmpty)

    let toDTCG = try Self.convert(scratch.url, to: .dtcg)
    // Each catalog's heading comment is the only thing JSON can't hold.
    #expect(
      toDTCG.diagnostics.map { "\($0.rule.rawValue) \($0.location)" } == [
        "convert-not-expressible Tokens/base.xml:2:1", "convert-not-expressible Tokens/contrast.xml:2:1",
        "convert-not-expressible Tokens/dark-high-contrast.xml:2:1", "convert-not-expressible Tokens/dark.xml:2:1",
        "convert-not-expressible Tokens/light-high-contrast.xml:2:1", "convert-not-expressible Tokens/light.xml:2:1",
      ])
    // Each appearance's file; a high-contrast context lists its standard one's file, then its own.
    #expect(
      try Self.files(scratch.url) == [
        "base.tokens.json", "dark-high-contrast.tokens.json", "dark.tokens.json", "light-high-contrast.tokens.json",
        "light.tokens.json", "tokens.resolver.json",
      ])
    #expect(Self.lint(scratch.url).isEmpty)
    #expect(Self.generated(scratch.url) == original)
    let dtcg = toDTCG.changes.map(\.bytes)

    let back = try Self.convert(scratch.url, to: .xml)
    #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
    #expect(
      try Self.files(scratch.url) == [
        "base.xml", "contrast.xml", "dark-high-contrast.xml", "dark.xml", "light-high-contrast.xml", "light.xml",
      ])
    #expect(Self.generated(scratch.url) == original)
    // The same catalogs, byte for byte, but for their comments.
    for name in try Self.files(scratch.url) {
      let before = try String(contentsOf: Self.packageTokens.appendingPathComponent(name), encoding: .utf8)
      let after = try String(contentsOf: scratch.url.appendingPathComponent("Tokens/\(name)"), encoding: .utf8)
      #expect(
        after
          == before.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("<!--")
          }.joined(separator: "\n"))
    }

    // DTCG, XML, DTCG: the same bytes.
    #expect(try Self.convert(scratch.url, to: .dtcg).changes.map(\.bytes) == dtcg)
  }

  static func lint(_ folder: URL) -> [Diagnostic] {
    TesseraPipeline(inputs: inputs(folder)).lint().diagnostics
  }

  static func read(_ folder: URL, _ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("Tokens/\(name)"), encoding: .utf8)
  }

  /// A finding without its location, which moves with the format.
  static func finding(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.severity) \(diagnostic.rule.rawValue) \(diagnostic.subject ?? ""): \(diagnostic.message)"
  }

  static func described(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.severity) \($0.rule.rawValue) \($0.location): \($0.message)" }
  }

  @Test func xmlCatalogsBecomeDTCGFilesAndAResolver() throws {
    let scratch = try Scratch([
      "Tokens/base.xml": """
      <?xml version="1.0" encoding="UTF-8"?>
      <tokens>
        <group name="space" type="dimension" description="Gaps.">
          <token name="sm" value="8" description="Small gaps."/>
        </group>
        <token name="fade" type="opacity" value="0.5"/>
        <token name="title" type="typography" font-family="Inter" font-weight="bold" font-size="{space.sm}" line-height="12"/>
        <contrast>
          <pair foreground="ink" background="paper" minimum="text"/>
        </contrast>
      </tokens>
      """,
      "Tokens/light.xml": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Light. -->
      <tokens mode="light">
        <token name="ink" type="color" value="#11223380"/>
        <token name="paper" type="color" value="#FFFFFF"/>
      </tokens>
      """,
      "Tokens/dark.xml": """
      <?xml version="1.0" encoding="UTF-8"?>
      <tokens mode="dark">
        <token name="ink" type="color" value="#FFFFFF"/>
        <token name="paper" value="{ink}"/>
      </tokens>
      """,
    ])
    let findings = Self.lint(scratch.url).map(Self.finding)
    #expect(findings.count == 2)
    let conversion = try Self.convert(scratch.url, to: .dtcg)
    #expect(
      Self.described(conversion.diagnostics) == [
        "warning convert-not-expressible Tokens/base.xml:7:91: The font-size of 'title' is the alias {space.sm}, but a "
          + "DTCG typography's lineHeight is a multiple of its fontSize, and both must be numbers; it is written as its "
          + "value, font size 8 and line height 12, and the alias is not kept.",
        "warning convert-not-expressible Tokens/light.xml:2:1: A DTCG token file is JSON, which has no comments, so "
          + "this comment is left out; move what it says into a $description after converting.",
      ])
    #expect(
      try Self.files(scratch.url) == [
        "base.tokens.json", "dark.tokens.json", "light.tokens.json", "tokens.resolver.json",
      ])
    #expect(
      try Self.read(scratch.url, "base.tokens.json") == """
        {
          "space" : {
            "$type" : "dimension",
            "$description" : "Gaps.",
            "sm" : {
              "$value" : {
                "value" : 8,
                "unit" : "px"
              },
              "$description" : "Small gaps."
            }
          },
          "fade" : {
            "$type" : "number",
            "$value" : 0.5,
            "$extensions" : {
              "dev.tessera" : {
                "type" : "opacity"
              }
            }
          },
          "title" : {
            "$type" : "typography",
            "$value" : {
              "fontFamily" : "Inter",
              "fontSize" : {
                "value" : 8,
                "unit" : "px"
              },
              "fontWeight" : 700,
              "letterSpacing" : {
                "value" : 0,
                "unit" : "px"
              },
              "lineHeight" : 1.5
            }
          }
        }

        """)
    #expect(
      try Self.read(scratch.url, "light.tokens.json") == """
        {
          "ink" : {
            "$type" : "color",
            "$value" : {
              "colorSpace" : "srgb",
              "components" : [
                0.06666666666666667,
                0.13333333333333333,
                0.2
              ],
              "alpha" : 0.5019607843137255,
              "hex" : "#112233"
            }
          },
          "paper" : {
            "$type" : "color",
            "$value" : {
              "colorSpace" : "srgb",
              "components" : [
                1,
                1,
                1
              ],
              "hex" : "#FFFFFF"
            }
          }
        }

        """)
    #expect(
      try Self.read(scratch.url, "dark.tokens.json").contains(
        """
          "paper" : {
            "$value" : "{ink}"
          }
        """))
    let resolver = try Self.read(scratch.url, "tokens.resolver.json")
    #expect(
      resolver.hasPrefix(
        """
        {
          "version" : "2025.10",
          "sets" : {
            "base" : {
              "sources" : [
                {
                  "$ref" : "base.tokens.json"
                }
              ]
            }
          },
          "modifiers" : {
            "theme" : {
              "contexts" : {
                "light" : [
                  {
                    "$ref" : "light.tokens.json"
                  }
                ],
                "dark" : [
                  {
                    "$ref" : "dark.tokens.json"
                  }
                ]
              },
              "default" : "light",
              "$extensions" : {
                "dev.tessera" : {
                  "contrast" : [
                    {
                      "foreground" : "ink",
                      "background" : "paper",
                      "minimum" : "text"
                    }
                  ]
                }
              }
            }
          },
        """))
    // The resolver's schema allows $extensions on sets and modifiers only: the pairs are in the appearance modifier's.
    #expect(
      resolver.hasSuffix(
        """
          "resolutionOrder" : [
            {
              "$ref" : "#/sets/base"
            },
            {
              "$ref" : "#/modifiers/theme"
            }
          ]
        }

        """))
    // The DTCG form reads back with the same findings (both modes' contrast
    // of the pair, now at the resolver's pair), and the opacity is an opacity again.
    #expect(Self.lint(scratch.url).map(Self.finding) == findings)
    var bag = DiagnosticBag()
    let stage = TokenStage(
      directory: scratch.url.appendingPathComponent("Tokens"), inputs: Self.inputs(scratch.url), checks: [])
    let resolved = TokenResolver.resolve(stage.load(into: &bag), diagnostics: &bag)
    #expect(resolved.token(TokenPath(["fade"]), in: .light)?.value == .opacity(0.5))
  }

  @Test func dtcgFilesBecomeXMLCatalogsAndReportWhatXMLCantHold() throws {
    let scratch = try Scratch([
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "$extensions": { "dev.tessera": { "contrast": [{ "foreground": "ink", "background": "paper", "minimum": 5 }] } } },
          "density": { "contexts": { "regular": [], "compact": [] }, "default": "regular" }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }]
      }
      """,
      "Tokens/base.tokens.json": """
      {
        "font": {
          "$description": "Typefaces.",
          "body": { "$type": "fontFamily", "$value": ["Inter", "Helvetica"] },
          "old": { "$type": "fontFamily", "$value": "Arial", "$deprecated": "Use font.body." }
        },
        "gap": { "$type": "dimension", "$value": { "value": 0.5, "unit": "rem" }, "$extensions": { "com.figma": { "id": "1:2" } } },
        "text": { "$type": "typography", "$value": { "fontFamily": "{font.body}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": "semi-bold", "lineHeight": 1.25 } }
      }
      """,
      "Tokens/light.tokens.json": """
      {
        "ink": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0, 0, 0] } },
        "paper": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
      }
      """,
      "Tokens/dark.tokens.json": """
      {
        "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
        "paper": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } }
      }
      """,
    ])
    let conversion = try Self.convert(scratch.url, to: .xml)
    #expect(
      Self.described(conversion.diagnostics) == [
        "warning convert-not-expressible Tokens/base.tokens.json:4:5: 'font.body' lists the font families Inter, "
          + "Helvetica; an XML catalog holds one family, so it converts to 'Inter' and the fallbacks are left out.",
        "warning convert-not-expressible Tokens/base.tokens.json:5:5: 'font.old' is deprecated (Use font.body.), "
          + "which an XML catalog can't record, so it converts to an ordinary token and aliases to it are no longer "
          + "token-deprecated; say so in its description if users need to know.",
        "warning convert-not-expressible Tokens/base.tokens.json:7:68: 'gap' is in rem, which an XML catalog "
          + "doesn't have, so it converts to points at the rem base it was read with and no longer follows "
          + "dtcg.rem_base.",
        "warning convert-not-expressible Tokens/base.tokens.json:7:94: The $extensions of 'gap' hold com.figma, which "
          + "an XML catalog can't carry, so it is left out; keep a copy if a tool needs it.",
        "warning convert-not-expressible Tokens/dark.tokens.json:3:3: 'paper' is written color(srgb 0 0 0 / 0.5), "
          + "finer than an XML catalog's hex, which has 8 bits a channel, so it converts to #00000080 and the value "
          + "as written leaves the generated doc comment.",
        "warning convert-not-expressible Tokens/light.tokens.json:2:3: 'ink' is written color(display-p3 0 0 0); an "
          + "XML catalog holds sRGB hex, so it converts to #000000 and the value as written leaves the generated doc "
          + "comment.",
        "warning convert-not-expressible Tokens/theme.resolver.json:6:5: Modifier 'density' holds no appearances, "
          + "and XML catalogs have only appearances, so only the context Tessera reads of it, 'regular', converts, "
          + "into every appearance; its other contexts are left out.",
      ])
    #expect(try Self.files(scratch.url) == ["base.xml", "contrast.xml", "dark.xml", "light.xml"])
    #expect(
      try Self.read(scratch.url, "base.xml") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <tokens>
          <group name="font" type="font-family" description="Typefaces.">
            <token name="body" value="Inter"/>
            <token name="old" value="Arial"/>
          </group>
          <token name="gap" type="dimension" value="8"/>
          <token name="text" type="typography" font-family="{font.body}" font-weight="semibold" font-size="16" line-height="20"/>
        </tokens>

        """)
    #expect(
      try Self.read(scratch.url, "dark.xml") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <tokens mode="dark">
          <token name="ink" type="color" value="#FFFFFF"/>
          <token name="paper" type="color" value="#00000080"/>
        </tokens>

        """)
    #expect(
      try Self.read(scratch.url, "contrast.xml") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <tokens>
          <contrast>
            <pair foreground="ink" background="paper" minimum="5"/>
          </contrast>
        </tokens>

        """)
  }

  /// A modifier that holds no appearances converts only the context read
  /// of it; the files only its other contexts name stay, and the warning
  /// names them, since without the resolver the next run reads them as
  /// shared tokens (Adobe Spectrum's `size`: desktop and mobile).
  @Test func theFilesOfContextsLeftOutAreNamed() throws {
    let scratch = try Scratch([
      "Tokens/app.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "./base.tokens.json" }] } },
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "base.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } },
          "size": { "contexts": { "desktop": [{ "$ref": "./size/desktop.tokens.json" }], "mobile": [{ "$ref": "size/mobile.tokens.json" }] }, "default": "desktop" }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
      }
      """,
      "Tokens/base.tokens.json":
        ##"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"##,
      "Tokens/dark.tokens.json":
        ##"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"##,
      "Tokens/size/desktop.tokens.json":
        ##"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"##,
      "Tokens/size/mobile.tokens.json":
        ##"{ "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } }"##,
    ])
    let conversion = try Self.convert(scratch.url, to: .xml)
    #expect(
      Self.described(conversion.diagnostics) == [
        "warning convert-not-expressible Tokens/app.resolver.json:6:5: Modifier 'size' holds no appearances, and XML "
          + "catalogs have only appearances, so only the context Tessera reads of it, 'desktop', converts, into every "
          + "appearance; its other contexts are left out. Their files stay as they are "
          + "(Tokens/size/mobile.tokens.json), and without the resolver the next run reads them as shared tokens: "
          + "move them out of the tokens folder, or delete them."
      ])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("Tokens/size").path)
        .sorted() == ["desktop.xml", "mobile.tokens.json"])
    #expect(DTCGConversionLosses.joined(["Tokens", "a"], "../b/./c.json") == "Tokens/b/c.json")
    #expect(DTCGConversionLosses.joined([], "../../c.json") == "../../c.json")
  }

  @Test func aFileWithSharedAndPerAppearanceTokensConvertsToOneCatalogEachAndBack() throws {
    // A shared alias that reaches a themed token is one definition per appearance, beside the file's shared tokens.
    func color(_ channel: Int) -> String {
      "{ \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(channel), \(channel), \(channel)] } }"
    }
    let scratch = try Scratch([
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "semantic.tokens.json" }] } },
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
      }
      """,
      "Tokens/semantic.tokens.json": """
      { "fg": { "$type": "color", "$value": "{ink}" }, "gap": { "$type": "number", "$value": 4 } }
      """,
      "Tokens/light.tokens.json": "{ \"ink\": \(color(0)) }",
      "Tokens/dark.tokens.json": "{ \"ink\": \(color(1)) }",
    ])
    let fromDTCG = Self.generated(scratch.url)
    let toXML = try Self.convert(scratch.url, to: .xml)
    #expect(toXML.diagnostics.isEmpty, "\(Self.described(toXML.diagnostics))")
    #expect(
      try Self.files(scratch.url) == [
        "dark.xml", "light.xml", "semantic-dark.xml", "semantic-light.xml", "semantic.xml",
      ])
    #expect(
      try Self.read(scratch.url, "semantic-dark.xml") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <tokens mode="dark">
          <token name="fg" type="color" value="{ink}"/>
        </tokens>

        """)
    #expect(Self.generated(scratch.url) == fromDTCG)
    let back = try Self.convert(scratch.url, to: .dtcg)
    #expect(back.diagnostics.isEmpty, "\(Self.described(back.diagnostics))")
    #expect(Self.generated(scratch.url) == fromDTCG)
  }

  @Test func aTargetThatIsThereRefusesTheConversionAndNothingChanges() throws {
    let scratch = try Scratch([
      "Tokens/base.xml": """
      <tokens><token name="gap" type="dimension" value="4"/></tokens>
      """,
      "Tokens/base.tokens.json": "{}",
    ])
    let conversion = TokensConverter(inputs: Self.inputs(scratch.url)).plan(to: .dtcg)
    #expect(
      Self.described(conversion.diagnostics) == [
        "error convert-not-expressible Tokens/base.tokens.json:1:1: Converting would write Tokens/base.tokens.json, "
          + "which is already there; move it away or delete it, then convert again."
      ])
    #expect(conversion.changes.isEmpty && conversion.removals.isEmpty)
  }

  @Test func aCatalogWithAnErrorIsNotConverted() throws {
    let scratch = try Scratch([
      "Tokens/base.xml": "<tokens><token name=\"gap\" type=\"dimension\" value=\"x\"/></tokens>"
    ])
    let conversion = TokensConverter(inputs: Self.inputs(scratch.url)).plan(to: .dtcg)
    #expect(conversion.diagnostics.map(\.rule) == [.tokenInvalidValue])
    #expect(conversion.changes.isEmpty && conversion.removals.isEmpty)
  }

  @Test func aLineHeightIsWrittenAsAMultipleThatReadsBackExactly() {
    for (size, height) in [(24.0, 32.0), (17, 24), (15, 20), (12, 16), (13, 17.5), (11, 13)] {
      let multiple = DTCGTokenWriter.lineHeightMultiple(height, over: size)
      #expect(multiple.map { size * $0 } == height)
    }
    #expect(DTCGTokenWriter.lineHeightMultiple(16, over: 0) == nil)
  }
}
