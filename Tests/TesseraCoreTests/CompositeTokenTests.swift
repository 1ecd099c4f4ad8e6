import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The composite types of DTCG 2025.10 besides typography: stroke style,
/// border, transition, shadow and gradient. Each read from XML and from
/// DTCG, with aliases to whole tokens and to parts, JSON Pointer `$ref`s
/// into them, the checks of their parts, the Swift they generate (compiled
/// and run), and conversion both ways.
@Suite struct CompositeTokenTests {
  /// Every composite type in XML, parts written as values and as aliases.
  static let xml = """
    <tokens>
      <group name="color" type="color">
        <token name="ink" value="#14161A"/>
        <token name="shade" value="#00000033"/>
        <token name="brand" value="#1F4FD1"/>
        <token name="paper" value="#FFFFFF"/>
      </group>
      <group name="size" type="dimension">
        <token name="dash" value="4"/>
        <token name="thin" value="1"/>
      </group>
      <token name="quick" type="duration" value="120ms"/>
      <token name="ease" type="cubic-bezier" value="0.2, 0, 0, 1"/>
      <token name="stop" type="number" value="0.25"/>
      <group name="stroke" type="stroke-style">
        <token name="dashed" value="dashed"/>
        <token name="dotted" dash-array="{size.dash}, 2" line-cap="round"/>
      </group>
      <group name="border" type="border">
        <token name="field" color="{color.ink}" width="{size.thin}" style="solid"/>
        <token name="focus" color="{color.brand}" width="2" style="{stroke.dotted}"/>
        <token name="alias" value="{border.field}"/>
      </group>
      <token name="fade" type="transition" duration="{quick}" delay="0ms" timing-function="{ease}"/>
      <group name="shadow" type="shadow">
        <token name="raised" color="{color.shade}" offset-x="0" offset-y="1" blur="2"/>
        <token name="floating">
          <layer value="{shadow.raised}"/>
          <layer color="#0000001F" offset-x="0" offset-y="8" blur="16" spread="-4" inset="true"/>
        </token>
      </group>
      <token name="hero" type="gradient">
        <stop color="{color.brand}" position="0"/>
        <stop color="#FFFFFF" position="{stop}"/>
        <stop color="#000000" position="1.5"/>
      </token>
    </tokens>
    """

  /// The same tokens as DTCG, with `$ref`s into parts of other tokens.
  static let dtcg = """
    {
      "color": {
        "$type": "color",
        "ink": { "$value": { "colorSpace": "srgb", "components": [0.0784, 0.0863, 0.102], "hex": "#14161a" } },
        "shade": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 } },
        "brand": { "$value": { "colorSpace": "srgb", "components": [0.1216, 0.3098, 0.8196] } },
        "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
      },
      "size": {
        "$type": "dimension",
        "dash": { "$value": { "value": 4, "unit": "px" } },
        "thin": { "$value": { "value": 1, "unit": "px" } }
      },
      "quick": { "$type": "duration", "$value": { "value": 120, "unit": "ms" } },
      "ease": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] },
      "stop": { "$type": "number", "$value": 0.25 },
      "stroke": {
        "$type": "strokeStyle",
        "dashed": { "$value": "dashed" },
        "dotted": { "$value": { "dashArray": ["{size.dash}", { "value": 2, "unit": "px" }], "lineCap": "round" } }
      },
      "border": {
        "$type": "border",
        "field": { "$value": { "color": "{color.ink}", "width": "{size.thin}", "style": "solid" } },
        "focus": {
          "$value": {
            "color": { "$ref": "#/color/brand/$value" },
            "width": { "value": 2, "unit": "px" },
            "style": "{stroke.dotted}"
          }
        },
        "alias": { "$value": "{border.field}" }
      },
      "fade": {
        "$type": "transition",
        "$value": { "duration": "{quick}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{ease}" }
      },
      "shadow": {
        "$type": "shadow",
        "raised": {
          "$value": {
            "color": "{color.shade}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" },
            "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }
          }
        },
        "floating": {
          "$value": [
            "{shadow.raised}",
            {
              "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.1216 },
              "offsetX": { "$ref": "#/shadow/raised/$value/offsetX" }, "offsetY": { "value": 8, "unit": "px" },
              "blur": { "value": 16, "unit": "px" }, "spread": { "value": -4, "unit": "px" }, "inset": true
            }
          ]
        }
      },
      "hero": {
        "$type": "gradient",
        "$value": [
          { "color": "{color.brand}", "position": 0 },
          { "color": { "colorSpace": "srgb", "components": [1, 1, 1] }, "position": "{stop}" },
          { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "position": 1.5 }
        ]
      }
    }
    """

  private func resolved(_ files: [String: String]) throws -> (ResolvedTokenCatalog, [Diagnostic]) {
    let scratch = try Scratch(files)
    let inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    let stage = TokenStage(directory: scratch.url.appendingPathComponent("Tokens"), inputs: inputs, checks: [])
    var bag = DiagnosticBag()
    let catalog = stage.resolve(stage.load(into: &bag), into: &bag)
    return (catalog, bag.sorted)
  }

  private static let ink = RGBA(red: 0x14, green: 0x16, blue: 0x1A)
  private static let brand = RGBA(red: 0x1F, green: 0x4F, blue: 0xD1)
  private static let shade = RGBA(red: 0, green: 0, blue: 0, alpha: 0x33)

  private func value(_ catalog: ResolvedTokenCatalog, _ path: String) -> TokenValue? {
    catalog.token(TokenPath(parsing: path) ?? TokenPath([]), in: .light)?.value
  }

  /// What both formats must read.
  private func expectEveryValue(_ catalog: ResolvedTokenCatalog) {
    #expect(value(catalog, "stroke.dashed") == .strokeStyle(.dashed))
    #expect(value(catalog, "stroke.dotted") == .strokeStyle(.dashes([4, 2], lineCap: .round)))
    #expect(value(catalog, "border.field") == .border(TokenBorder(color: Self.ink, width: 1, style: .solid)))
    #expect(
      value(catalog, "border.focus")
        == .border(TokenBorder(color: Self.brand, width: 2, style: .dashes([4, 2], lineCap: .round))))
    #expect(value(catalog, "border.alias") == value(catalog, "border.field"))
    #expect(
      value(catalog, "fade")
        == .transition(
          TokenTransition(
            duration: .milliseconds(120), delay: .zero, timingFunction: CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))))
    let raised = TokenShadow.Layer(color: Self.shade, offsetX: 0, offsetY: 1, blur: 2, spread: 0)
    #expect(value(catalog, "shadow.raised") == .shadow(TokenShadow(layers: [raised])))
    #expect(
      value(catalog, "shadow.floating")
        == .shadow(
          TokenShadow(layers: [
            raised,
            TokenShadow.Layer(
              color: RGBA(red: 0, green: 0, blue: 0, alpha: 0x1F), offsetX: 0, offsetY: 8, blur: 16, spread: -4,
              inset: true),
          ])))
    // A position outside 0…1 is clamped, as the format says.
    #expect(
      value(catalog, "hero")
        == .gradient(
          TokenGradient(stops: [
            .init(color: Self.brand, position: 0), .init(color: RGBA(red: 255, green: 255, blue: 255), position: 0.25),
            .init(color: RGBA(red: 0, green: 0, blue: 0), position: 1),
          ])))
  }

  @Test func everyCompositeReadsFromXML() throws {
    let (catalog, diagnostics) = try resolved(["Tokens/base.xml": Self.xml])
    #expect(diagnostics.isEmpty, "\(locations(diagnostics))")
    expectEveryValue(catalog)
  }

  @Test func everyCompositeReadsFromDTCGWithAliasesAndRefsIntoParts() throws {
    let (catalog, diagnostics) = try resolved(["Tokens/base.tokens.json": Self.dtcg])
    #expect(diagnostics.isEmpty, "\(locations(diagnostics))")
    expectEveryValue(catalog)
  }

  @Test func aPartOfTheWrongTypeIsReportedAtThePart() throws {
    let files = [
      "Tokens/base.xml": """
      <tokens>
        <token name="gap" type="dimension" value="8"/>
        <token name="ink" type="color" value="#000000"/>
        <token name="line" type="border" color="{gap}" width="{ink}" style="{nowhere}"/>
        <token name="drop" type="shadow">
          <layer value="{ink}"/>
        </token>
      </tokens>
      """
    ]
    let (_, diagnostics) = try resolved(files)
    #expect(
      diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "Tokens/base.xml:4:43 token-alias-type-mismatch color of 'line' must be a color, but {gap} is a dimension; "
          + "point it at a color token.",
        "Tokens/base.xml:4:57 token-alias-type-mismatch width of 'line' must be a dimension, but {ink} is a color; "
          + "point it at a dimension token.",
        "Tokens/base.xml:4:71 token-unresolved-alias 'line' refers to {nowhere}, which is not defined; define it or "
          + "fix the path.",
        "Tokens/base.xml:6:19 token-alias-type-mismatch layer 1 of 'drop' must be a shadow, but {ink} is a color; "
          + "point it at a shadow token.",
      ])
  }

  @Test func aBadPartIsAnInvalidValueAtItsAttribute() throws {
    let files = [
      "Tokens/base.xml": """
      <tokens>
        <token name="line" type="border" color="#000000" width="1" dash-array="4, x" line-cap="flat"/>
        <token name="drop" type="shadow" color="#000000" offset-x="0" offset-y="1"/>
        <token name="mixed" type="border" color="#000000" width="1" style="solid" offset-x="2"/>
      </tokens>
      """
    ]
    let (_, diagnostics) = try resolved(files)
    #expect(
      diagnostics.map { "\($0.location) \($0.rule)" } == [
        "Tokens/base.xml:2:74 token-invalid-value", "Tokens/base.xml:3:3 token-invalid-value",
        "Tokens/base.xml:4:87 token-schema",
      ])
    #expect(
      diagnostics[0].message
        == "'4, x' is not a dash array for 'line'; write lengths of dashes and gaps separated by commas, such as 4, 2 "
        + "(each a number of points from 0, or an alias).")
    #expect(diagnostics[1].message == "'drop' has no blur; write blur=\"…\".")
    #expect(diagnostics[2].message == "'offset-x' belongs to shadow tokens; 'mixed' is a border token.")
  }

  /// A negative width or blur is an error in XML as in DTCG; a negative spread or offset is a value.
  @Test func aNegativeWidthOrBlurIsAnInvalidValueAtItsAttribute() throws {
    let files = [
      "Tokens/base.xml": """
      <tokens>
        <token name="line" type="border" color="#000000" width="-1" style="solid"/>
        <token name="drop" type="shadow" color="#000000" offset-x="-2" offset-y="1" blur="-4" spread="-1"/>
        <token name="stack" type="shadow">
          <layer color="#000000" offset-x="0" offset-y="1" blur="-0.5"/>
        </token>
      </tokens>
      """
    ]
    let (_, diagnostics) = try resolved(files)
    #expect(
      diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "Tokens/base.xml:2:59 token-invalid-value Invalid width for 'line': '-1' is negative; write a number of points "
          + "from 0.",
        "Tokens/base.xml:3:85 token-invalid-value Invalid blur for 'drop': '-4' is negative; write a number of points "
          + "from 0.",
        "Tokens/base.xml:5:60 token-invalid-value Invalid blur of layer 1 for 'stack': '-0.5' is negative; write a "
          + "number of points from 0.",
      ])
  }

  /// An alias may not carry a negative width or blur in either format.
  @Test func anAliasToANegativeDimensionIsNoWidthOrBlur() throws {
    let files = [
      "Tokens/base.xml": """
      <tokens>
        <token name="inward" type="dimension" value="-2"/>
        <token name="line" type="border" color="#000000" width="{inward}" style="solid"/>
        <token name="drop" type="shadow" color="#000000" offset-x="{inward}" offset-y="1" blur="{inward}"/>
        <token name="dots" type="stroke-style" dash-array="1, {inward}"/>
      </tokens>
      """
    ]
    let (_, diagnostics) = try resolved(files)
    #expect(
      diagnostics.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "Tokens/base.xml:3:59 token-invalid-value width of 'line' can't be negative, but {inward} is -2; point it at "
          + "a dimension from 0.",
        "Tokens/base.xml:4:91 token-invalid-value blur of 'drop' can't be negative, but {inward} is -2; point it at "
          + "a dimension from 0.",
        "Tokens/base.xml:5:54 token-invalid-value dash 2 of 'dots' can't be negative, but {inward} is -2; point it at "
          + "a dimension from 0.",
      ])
  }

  @Test func aBorderCountsForContrastByItsColour() throws {
    let files = [
      "Tokens/base.xml": """
      <tokens>
        <token name="paper" type="color" value="#FFFFFF"/>
        <token name="line" type="border" color="#DDDDDD" width="1" style="solid"/>
        <contrast>
          <pair foreground="line" background="paper" minimum="ui"/>
        </contrast>
      </tokens>
      """
    ]
    let diagnostics = try Scratch(files).lint()
    #expect(diagnostics.map { "\($0.location) \($0.rule)" } == ["Tokens/base.xml:5:5 contrast-too-low"])
    #expect(
      diagnostics.first?.message
        == "Contrast of 'line' (its colour, #DDDDDD) on 'paper' (#FFFFFF) in both modes is 1.36:1, below the required "
        + "3.00:1; darken the foreground or lighten the background.")
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func theGeneratedSwiftCompilesAndHoldsEachValue() async throws {
    // Light and dark shadows of different lengths: the room is the longer one's in both.
    let files = themed(
      light: """
        <token name="drop" type="shadow">
          <layer color="#00000033" offset-x="0" offset-y="1" blur="2"/>
          <layer color="#0000001F" offset-x="0" offset-y="8" blur="16" spread="-4" inset="true"/>
        </token>
        """,
      dark: ##"<token name="drop" type="shadow" color="#000000" offset-x="0" offset-y="2" blur="4"/>"##,
      shared: Self.xml.replacingOccurrences(of: "<tokens>", with: "").replacingOccurrences(of: "</tokens>", with: ""))
    let result = try Scratch(files).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        for theme in [Theme.light, Theme.dark] {
          print(theme.drop.layers.map { "\\($0.color) \\($0.offsetY) \\($0.inset)" })
        }
        let light = Theme.light
        print(light.stroke.dotted, light.border.focus.style, light.border.field.color, light.border.alias.width)
        print(light.fade.duration, light.fade.timingFunction.x1)
        print(light.shadow.floating.layers.count, light.hero.stops.map(\\.position))
        print(light.stroke == Theme.dark.stroke, light == Theme.dark)
        """)
    #expect(
      output == """
        ["#00000033 1.0 false", "#0000001F 8.0 true"]
        ["#000000 2.0 false"]
        dashes([4.0, 2.0], lineCap: program.TokenStrokeStyle.LineCap.round) dashes([4.0, 2.0], lineCap: program.TokenStrokeStyle.LineCap.round) #14161A 1.0
        0.12 seconds 0.2
        2 [0.0, 0.25, 1.0]
        true false

        """)
  }

  @Test func compositesConvertToDTCGAndBackUnchanged() throws {
    let scratch = try Scratch(["Tokens/base.xml": Self.xml])
    let inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    let original = TesseraPipeline(inputs: inputs).generate().files.map(\.contents)
    let toDTCG = TokensConverter(inputs: inputs).plan(to: .dtcg)
    #expect(toDTCG.diagnostics.isEmpty, "\(toDTCG.diagnostics)")
    try toDTCG.apply()
    let json = try String(
      contentsOf: scratch.url.appendingPathComponent("Tokens/base.tokens.json"), encoding: .utf8)
    #expect(!json.contains("$ref"))
    #expect(json.contains(#""style" : "{stroke.dotted}""#))
    #expect(json.contains(#""inset" : true"#))
    #expect(TesseraPipeline(inputs: inputs).generate().files.map(\.contents) == original)
    let back = TokensConverter(inputs: inputs).plan(to: .xml)
    #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
    try back.apply()
    let xml = try String(contentsOf: scratch.url.appendingPathComponent("Tokens/base.xml"), encoding: .utf8)
    #expect(xml.contains(##"<token name="dotted" dash-array="{size.dash}, 2" line-cap="round"/>"##), "\(xml)")
    #expect(xml.contains(##"<layer value="{shadow.raised}"/>"##))
    #expect(TesseraPipeline(inputs: inputs).generate().files.map(\.contents) == original)
  }

  @Test func dtcgCompositesConvertToXML() throws {
    let scratch = try Scratch(["Tokens/base.tokens.json": Self.dtcg])
    let inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    let back = TokensConverter(inputs: inputs).plan(to: .xml)
    #expect(back.diagnostics.filter { $0.severity == .error }.isEmpty, "\(back.diagnostics)")
    try back.apply()
    #expect(TesseraPipeline(inputs: inputs).lint().diagnostics.isEmpty)
    // The same values, read from the XML it became.
    let stage = TokenStage(directory: scratch.url.appendingPathComponent("Tokens"), inputs: inputs, checks: [])
    var bag = DiagnosticBag()
    expectEveryValue(stage.resolve(stage.load(into: &bag), into: &bag))
    #expect(bag.sorted.isEmpty)
  }
}
