import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// What design systems' exports hold besides tokens: a group's `$root` and
/// `$extends`, `$ref` in place of `$value`, resolver contexts that are
/// appearances (and those that aren't), and the values outside the format
/// that Tessera reads with a warning or leaves out. Every diagnostic is
/// asserted with its rule, file, line and column.
@Suite struct DTCGFormatFeatureTests {
  static func color(_ hex: String) -> String { DTCGResolverTests.color(hex) }

  private func resolved(_ files: [String: String], configure: (inout PipelineInputs) -> Void = { _ in }) throws -> (
    ResolvedTokenCatalog, [Diagnostic]
  ) {
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    configure(&inputs)
    let stage = TokenStage(directory: scratch.url.appendingPathComponent("Tokens"), inputs: inputs, checks: [])
    var bag = DiagnosticBag()
    let catalog = stage.resolve(stage.load(into: &bag), into: &bag)
    let checked = TokenChecks.all.flatMap { $0.check(catalog) }
    return (catalog, (bag.sorted + checked).sorted())
  }

  private func hex(_ catalog: ResolvedTokenCatalog, _ path: String, _ mode: ThemeMode = .light) -> String? {
    guard let path = TokenPath(parsing: path), case .color(let color)? = catalog.token(path, in: mode)?.value else {
      return nil
    }
    return color.hex
  }

  private func rendered(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" }
  }

  // MARK: - Names

  /// The format forbids only a leading `$` and `.`, `{` and `}` in a name; design systems name steps
  /// `1/2` and `50%`, and write names in their own language.
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func everyNameTheFormatAllowsGeneratesSwiftAndAnAssetCatalog() async throws {
    let files = [
      "Tokens/n.tokens.json": """
      {
        "space": {
          "$type": "number",
          "1/2": { "$value": 2 },
          "50%": { "$value": 4 },
          "größe": { "$value": 8 },
          "sm@2x": { "$value": 10 },
          "half": { "$value": "{space.1/2}" },
          "groß": { "$value": "{space.größe}" }
        },
        "color": {
          "$type": "color",
          "a/b": { "$value": \(Self.color("#FF0000")) },
          "100%": { "$value": \(Self.color("#0000FF")) }
        }
      }
      """
    ]
    let scratch = try Scratch(files)
    var inputs = PipelineInputs(tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url)
    inputs.generation.assetCatalog = true
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(result.diagnostics.isEmpty, "\(rendered(result.diagnostics))")
    // A `/` would make a folder of the colour set: it is written `%2F`, and so `%` is `%25`.
    #expect(
      result.assetCatalogFiles.map(\.name).filter { $0.hasSuffix(".colorset/Contents.json") }.sorted() == [
        "color/100%25.colorset/Contents.json", "color/a%2Fb.colorset/Contents.json",
      ])
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        let space = Theme.light.space
        print(space._1_2, space._50, space.größe, space.sm2x, space.half, space.groß)
        print(Theme.light.color._100, Theme.light.color.aB, Theme.AssetNames.Color.aB)
        """)
    #expect(output == "2.0 4.0 8.0 10.0 2.0 8.0\n#0000FF #FF0000 color/a%2Fb\n")
  }

  /// What Tessera refuses of a name says what is wrong with it, at the name.
  @Test func aNameTheFormatForbidsOrTesseraCantWriteIsAnErrorAtTheName() throws {
    let files = [
      "Tokens/n.tokens.json": """
      {
        "space": {
          "$type": "number",
          "1.5": { "$value": 1 },
          " lead": { "$value": 2 },
          "bell\\u0007": { "$value": 3 },
          "ok": { "$value": 4 }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/n.tokens.json:4:5 error dtcg-schema", "Tokens/n.tokens.json:5:5 error dtcg-schema",
        "Tokens/n.tokens.json:6:5 error dtcg-schema",
      ])
    #expect(
      diagnostics.map(\.message) == [
        "'1.5' holds '.', which the format keeps for paths and aliases; rename it.",
        "' lead' starts or ends with white space, which an alias to it couldn't keep; remove it.",
        "'bell\\u{7}' holds a control or text-direction character, which Tessera won't write into Swift; remove it.",
      ])
    #expect(catalog.token(try #require(TokenPath(parsing: "space.ok")), in: .light) != nil)
  }

  // MARK: - $root

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func aGroupsRootTokenIsItsRootProperty() async throws {
    let files = [
      "Tokens/color.tokens.json": """
      {
        "color": {
          "$type": "color",
          "accent": {
            "$root": { "$value": \(Self.color("#DD0000")) },
            "light": { "$value": \(Self.color("#FF2222")) }
          },
          "link": { "$value": "{color.accent.$root}" },
          "wrong": { "$value": "{color.accent}" }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(hex(catalog, "color.accent.$root") == "#DD0000")
    #expect(hex(catalog, "color.link") == "#DD0000")
    // `{color.accent}` names a group: the format calls it invalid, and the message names the root.
    #expect(rendered(diagnostics) == ["Tokens/color.tokens.json:9:26 error token-unresolved-alias"])
    #expect(
      diagnostics.first?.message
        == "'color.wrong' refers to {color.accent}, which is a group; its own value is {color.accent.$root}, so "
        + "write that.")
    var fixed = files
    fixed["Tokens/color.tokens.json"] = files["Tokens/color.tokens.json"]?.replacingOccurrences(
      of: #""wrong": { "$value": "{color.accent}" }"#, with: ##""wrong": { "$ref": "#/color/accent/$root" }"##)
    let result = try Scratch(fixed).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: "print(Theme.light.color.accent.root, Theme.light.color.accent.light, Theme.light.color.wrong)\n")
    #expect(output == "#DD0000 #FF2222 #DD0000\n")
  }

  @Test func rootIsAPathSegmentAndNoGroupName() throws {
    #expect(TokenPath(parsing: "color.accent.$root")?.segments == ["color", "accent", "$root"])
    #expect(TokenPath(parsing: "color.$rooty") == nil)
    #expect(SwiftName.property("$root") == "root")
    let xml = try Scratch([
      "Tokens/base.xml": ##"<tokens><group name="$root"><token name="a" type="number" value="1"/></group></tokens>"##
    ])
    #expect(rendered(xml.lint()) == ["Tokens/base.xml:1:22 error token-schema"])
  }

  // MARK: - $extends

  @Test func extendsCopiesTheGroupItsOwnTokensOverriding() throws {
    let files = [
      "Tokens/button.tokens.json": """
      {
        "color": { "$type": "color", "ink": { "$value": \(Self.color("#111111")) } },
        "button": {
          "$type": "color",
          "background": { "$value": \(Self.color("#0066CC")) },
          "text": { "$value": "{color.ink}" }
        },
        "button-primary": {
          "$extends": "{button}",
          "background": { "$value": \(Self.color("#CC0066")) }
        },
        "button-secondary": {
          "$extends": "#/button-primary",
          "focus": { "$value": \(Self.color("#FF3399")) }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(diagnostics.isEmpty, "\(rendered(diagnostics))")
    #expect(hex(catalog, "button-primary.background") == "#CC0066")
    #expect(hex(catalog, "button-primary.text") == "#111111")
    // A chain: secondary extends primary, which extends button.
    #expect(hex(catalog, "button-secondary.background") == "#CC0066")
    #expect(hex(catalog, "button-secondary.text") == "#111111")
    #expect(hex(catalog, "button-secondary.focus") == "#FF3399")
    // An inherited token is reported where it is written.
    let text = catalog.token(TokenPath(["button-primary", "text"]), in: .light)?.definition
    #expect(text?.location.description == "Tokens/button.tokens.json:6:5")
  }

  /// A resolution's sources behave as one document (resolver module, §Ordering), and without a
  /// resolver the folder's files are one catalog: a group may extend a group of another file.
  @Test(arguments: [true, false])
  func extendsNamesAGroupOfAnotherFileReadWithIt(throughAResolver: Bool) throws {
    var files = [
      "Tokens/button.tokens.json": """
      { "button": { "$type": "number", "padding": { "$value": 8 }, "radius": { "$value": 4 } } }
      """,
      "Tokens/primary.tokens.json": """
      {
        "button-primary": { "$extends": "{button}", "padding": { "$value": 12 } },
        "button-ghost": { "$extends": "#/button", "radius": { "$value": 0 } },
        "missing": { "$extends": "{nowhere}" }
      }
      """,
    ]
    if throughAResolver {
      files["Tokens/ds.resolver.json"] = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "button.tokens.json" }, { "$ref": "primary.tokens.json" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }]
        }
        """
    }
    let (catalog, diagnostics) = try resolved(files)
    func number(_ path: String) -> Double? {
      guard let path = TokenPath(parsing: path), case .number(let value)? = catalog.token(path, in: .light)?.value
      else { return nil }
      return value
    }
    #expect(number("button-primary.padding") == 12)
    #expect(number("button-primary.radius") == 4)
    #expect(number("button-ghost.padding") == 8)
    #expect(number("button-ghost.radius") == 0)
    // A token brought from another file is reported at the $extends that brought it.
    let radius = catalog.token(TokenPath(["button-primary", "radius"]), in: .light)?.definition
    #expect(radius?.location.description == "Tokens/primary.tokens.json:2:35")
    #expect(rendered(diagnostics) == ["Tokens/primary.tokens.json:4:28 error dtcg-extends"])
    #expect(
      diagnostics.first?.message
        == "$extends of 'missing' names {nowhere}, which is not a group of this file or of the token files read "
        + "with it; fix the path or add the group.")
  }

  @Test func extendsCyclesTargetsAndTypeConflictsAreErrorsAtTheirPlace() throws {
    let files = [
      "Tokens/groups.tokens.json": """
      {
        "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
        "b": { "$extends": "{c}" },
        "c": { "$extends": "{a}" },
        "d": { "$extends": "{a.x}" },
        "e": { "$extends": "{nowhere}" },
        "f": { "$type": "dimension", "$extends": "{base}" },
        "base": { "$type": "color", "ink": { "$value": \(Self.color("#000000")) } }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      diagnostics.map { "\($0.location) \($0.rule)" } == [
        "Tokens/groups.tokens.json:2:22 dtcg-extends", "Tokens/groups.tokens.json:3:22 dtcg-extends",
        "Tokens/groups.tokens.json:4:22 dtcg-extends", "Tokens/groups.tokens.json:5:22 dtcg-extends",
        "Tokens/groups.tokens.json:6:22 dtcg-extends", "Tokens/groups.tokens.json:7:19 dtcg-extends",
      ])
    #expect(
      diagnostics[0].message
        == "$extends of 'a' leads back to itself: a → b → c → a; a group can't extend itself or a group that holds "
        + "or extends it.")
    #expect(diagnostics[3].message.contains("names {a.x}, which is a token; a group extends a group"))
    #expect(diagnostics[4].message.contains("names {nowhere}, which is not a group of this file"))
    #expect(diagnostics[5].message.hasPrefix("Group 'f' is of type 'dimension' but extends {base}"))
    // The groups' own tokens are still read.
    #expect(catalog.token(TokenPath(["a", "x"]), in: .light)?.value == .number(1))
  }

  @Test func extendsThatMultiplyStopAtTheBudget() throws {
    // Each group extends the last twice over, through a sibling: 2^40 copies if followed.
    var members = [#""g0": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 } }"#]
    for index in 1...40 {
      members.append(
        #""g\#(index)": { "left": { "$extends": "{g\#(index - 1)}" }, "right": { "$extends": "{g\#(index - 1)}" } }"#)
    }
    let started = Date()
    let (_, diagnostics) = try resolved(["Tokens/many.tokens.json": "{\n" + members.joined(separator: ",\n") + "\n}\n"])
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(diagnostics.contains { $0.rule == .dtcgExtends && $0.message.contains("more than 100000") })
  }

  // MARK: - $ref in place of $value

  @Test func aTokenLevelRefIsAnAliasOrAValue() throws {
    let files = [
      "Tokens/ref.tokens.json": """
      {
        "base": { "$type": "color", "$value": \(Self.color("#0066CC")) },
        "alias": { "$ref": "#/base" },
        "hue": { "$type": "number", "$ref": "#/base/$value/components/2" },
        "both": { "$type": "number", "$value": 1, "$ref": "#/hue" }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(hex(catalog, "alias") == "#0066CC")
    #expect(catalog.token(TokenPath(["hue"]), in: .light)?.value == .number(0.8))
    #expect(rendered(diagnostics) == ["Tokens/ref.tokens.json:5:45 error dtcg-schema"])
  }

  // MARK: - Liberal where the value is certain

  @Test func aShortOrLongHexThatAgreesIsAWarningAndOneThatDoesntAnError() throws {
    let files = [
      "Tokens/hex.tokens.json": """
      {
        "$type": "color",
        "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } },
        "veil": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#00000080" } },
        "wrong": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#0f0" } },
        "alpha": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000FF" } }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/hex.tokens.json:3:80 warning dtcg-nonconforming-value",
        "Tokens/hex.tokens.json:4:93 warning dtcg-nonconforming-value",
        "Tokens/hex.tokens.json:5:80 error token-invalid-value",
        "Tokens/hex.tokens.json:6:94 error token-invalid-value",
      ])
    #expect(
      diagnostics[0].message
        == "hex of 'white' is '#fff', which the format writes as six digits, #RRGGBB; it agrees with the components, "
        + "which Tessera reads. Write \"#FFFFFF\".")
    #expect(
      diagnostics[2].message
        == "hex of 'wrong' is '#0f0', not the format's #RRGGBB, and not the colour its components make (#FF0000); "
        + "write the components' colour as #RRGGBB, or leave hex out.")
    #expect(hex(catalog, "white") == "#FFFFFF")
    #expect(hex(catalog, "veil") == "#00000080")
  }

  @Test func aTypeOrUnitOutsideTheFormatLeavesTheTokenOutAndATokenReferringToItToo() throws {
    let files = [
      "Tokens/odd.tokens.json": """
      {
        "label": { "$type": "string", "$value": "Pay" },
        "tracking": { "$type": "dimension", "$value": { "value": 0.02, "unit": "em" } },
        "title": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
            "letterSpacing": "{tracking}", "lineHeight": 1.5
          }
        },
        "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "dp" } },
        "heading": { "$value": "{title}" },
        "pad": { "$type": "number", "$value": 4 }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/odd.tokens.json:2:3 warning dtcg-skipped-token",
        "Tokens/odd.tokens.json:3:3 warning dtcg-skipped-token",
        "Tokens/odd.tokens.json:8:24 warning dtcg-skipped-token",
        "Tokens/odd.tokens.json:11:3 warning dtcg-skipped-token",
        "Tokens/odd.tokens.json:12:26 warning dtcg-skipped-token",
      ])
    let reason =
      "'tracking' has a dimension in 'em', a unit the DTCG format doesn't define, so it is left out of the generated "
      + "code; write \"px\" (a point) or \"rem\" (16 points)."
    #expect(
      diagnostics[2].message
        == "'title' refers to {tracking}, which is left out, so 'title' is left out of the generated code too "
        + "(title → tracking). " + reason)
    #expect(
      diagnostics[4].message
        == "'heading' refers to {title}, which is left out, so 'heading' is left out of the generated code too "
        + "(heading → title → tracking). " + reason)
    #expect(catalog.token(TokenPath(["pad"]), in: .light)?.value == .number(4))
    #expect(catalog.token(TokenPath(["title"]), in: .light) == nil)
    #expect(catalog.token(TokenPath(["heading"]), in: .light) == nil)
  }

  @Test func aTokenLeftOutForItsAliasDoesntStopGenerate() throws {
    let result = try DTCGResolverTests.generate([
      "Tokens/a.tokens.json": """
      { "size": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } },
        "gap":  { "$type": "dimension", "$value": "{size}" },
        "pad":  { "$type": "number", "$value": 4 } }
      """
    ])
    #expect(
      rendered(result.diagnostics) == [
        "Tokens/a.tokens.json:1:3 warning dtcg-skipped-token",
        "Tokens/a.tokens.json:2:45 warning dtcg-skipped-token",
      ])
    let swift = result.files.first { $0.name == "DesignTokens.swift" }?.contents ?? ""
    #expect(swift.contains("var pad: Swift.Double"))
    #expect(!swift.contains("var gap"))
  }

  @Test func aZeroLengthInAUnitOutsideTheFormatIsZeroAndAnyOtherLeavesTheTokenOutAtItsUnit() throws {
    let files = [
      "Tokens/type.tokens.json": """
      {
        "title": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 700,
            "letterSpacing": { "value": 0, "unit": "em" }, "lineHeight": 1.2
          }
        },
        "raised": {
          "$type": "shadow",
          "$value": {
            "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25 },
            "offsetX": { "value": 0, "unit": "" }, "offsetY": { "value": 2, "unit": "px" },
            "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" }
          }
        },
        "wide": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 700,
            "letterSpacing": { "value": 0.02, "unit": "em" }, "lineHeight": 1.2
          }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/type.tokens.json:6:46 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:13:40 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:21:49 warning dtcg-skipped-token",
      ])
    #expect(
      diagnostics[0].message
        == "The letter-spacing of 'title' is 0 in 'em', which the DTCG format doesn't define; zero is zero in every "
        + "unit, so Tessera reads it. To conform, write \"px\" (a point) or \"rem\" (16 points): "
        + "{\"value\": 0, \"unit\": \"px\"}.")
    #expect(diagnostics[1].message.hasPrefix("The offsetX of 'raised' is 0 in an empty unit, which "))
    #expect(
      diagnostics[2].message
        == "The letter-spacing of 'wide' is a dimension in 'em', which the DTCG format doesn't define, so 'wide' is "
        + "left out of the generated code; write \"px\" (a point) or \"rem\" (16 points).")
    guard case .typography(let title)? = catalog.token(TokenPath(["title"]), in: .light)?.value else {
      Issue.record("title wasn't read")
      return
    }
    #expect(title.letterSpacing == 0)
    #expect(catalog.token(TokenPath(["raised"]), in: .light) != nil)
    #expect(catalog.token(TokenPath(["wide"]), in: .light) == nil)
  }

  @Test func aLineHeightWrittenAsADimensionIsReadWithAWarning() throws {
    let files = [
      "Tokens/type.tokens.json": """
      {
        "body": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": { "value": 24, "unit": "px" }
          }
        },
        "size": { "$type": "dimension", "$value": { "value": 20, "unit": "px" } },
        "tall": { "$type": "number", "$value": 1.25 },
        "alias": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": "{size}", "fontWeight": 400,
            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{tall}"
          }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(rendered(diagnostics) == ["Tokens/type.tokens.json:6:68 warning dtcg-nonconforming-value"])
    #expect(
      diagnostics.first?.message
        == "The lineHeight of 'body' is a dimension, 24 points; the format writes it as a number, a multiple of "
        + "fontSize (here 1.5). Tessera reads the length.")
    guard case .typography(let body)? = catalog.token(TokenPath(["body"]), in: .light)?.value,
      case .typography(let alias)? = catalog.token(TokenPath(["alias"]), in: .light)?.value
    else {
      Issue.record("no typography")
      return
    }
    #expect(body.lineHeight == 24)
    // A multiple that is an alias, of a size that is one: both resolved, then multiplied.
    #expect(alias.lineHeight == 25)
  }

  @Test func lengthsWrittenAsCSSAndMembersOutsideTheFormatAreReadWithWarnings() throws {
    // IBM Carbon writes "0.16px" and 0; Microsoft Fluent puts CSS hints in its typography.
    let files = [
      "Tokens/type.tokens.json": """
      {
        "$type": "typography",
        "body": {
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
            "letterSpacing": "0.16px", "lineHeight": 1.5, "MozOsxFontSmoothing": "grayscale"
          }
        },
        "caption": {
          "$value": {
            "fontFamily": "Inter", "fontSize": "0.75rem", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.25
          }
        },
        "wide": {
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
            "letterSpacing": "0.1em", "lineHeight": 1.5
          }
        }
      }
      """
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/type.tokens.json:6:24 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:6:53 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:11:42 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:11:89 warning dtcg-nonconforming-value",
        "Tokens/type.tokens.json:17:24 warning dtcg-skipped-token",
      ])
    #expect(
      diagnostics[4].message
        == "The letter-spacing of 'wide' is a dimension in 'em', which the DTCG format doesn't define, so 'wide' is "
        + "left out of the generated code; write \"px\" (a point) or \"rem\" (16 points).")
    #expect(
      diagnostics[0].message
        == "The letter-spacing of 'body' is \"0.16px\", as CSS and the format's drafts write it; the format writes a "
        + "dimension as an object, {\"value\": 0.16, \"unit\": \"px\"}. Tessera reads it.")
    #expect(
      diagnostics[1].message
        == "A typography has no member 'MozOsxFontSmoothing'; it takes fontFamily, fontSize, fontWeight, "
        + "letterSpacing, lineHeight, so Tessera ignores it.")
    guard case .typography(let body)? = catalog.token(TokenPath(["body"]), in: .light)?.value,
      case .typography(let caption)? = catalog.token(TokenPath(["caption"]), in: .light)?.value
    else {
      Issue.record("no typography")
      return
    }
    #expect(body.letterSpacing == 0.16)
    #expect(caption.fontSize == 12 && caption.letterSpacing == 0 && caption.lineHeight == 15)
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func namesWithSpacesAndGroupsNamedLikeTypesGenerateSwift() async throws {
    // The format's own examples name tokens "Hot pink"; design systems have groups "typography" and "type".
    let files = [
      "Tokens/t.tokens.json": """
      {
        "brand colors": { "$type": "color", "Hot pink": { "$value": \(Self.color("#FF00FF")) } },
        "link": { "$type": "color", "$value": "{brand colors.Hot pink}" },
        "typography": { "$type": "number", "scale": { "$value": 1.2 } },
        "type": { "$type": "number", "ratio": { "$value": 2 } }
      }
      """
    ]
    let result = try Scratch(files).generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let output = try await Toolchain.compileAndRun(
      result.files,
      main: """
        let theme = Theme.light
        print(theme.brandColors.hotPink, theme.link, theme.typography.scale, theme.type.ratio)
        let group: Theme.TypographyGroup = theme.typography
        print(group == Theme.dark.typography, Theme.TypeGroup.self)
        """)
    #expect(output == "#FF00FF #FF00FF 1.2 2.0\ntrue TypeGroup\n")
  }

  @Test func aGroupsRefExtendsItAndAResolverReadsItsDefsAndSets() throws {
    let files = [
      "Tokens/t.tokens.json": """
      {
        "button": { "$type": "number", "pad": { "$value": 8 }, "gap": { "$value": 4 } },
        "button-primary": { "$ref": "#/button", "pad": { "$value": 16 } }
      }
      """,
      "Tokens/ds.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "t.tokens.json" }, { "$ref": "#/$defs/extra" }] } },
        "modifiers": {
          "theme": {
            "context": { "light": [{ "$ref": "#/sets/base" }], "dark": [{ "$ref": "#/sets/base" }, { "$ref": "#/$defs/dark" }] }
          }
        },
        "resolutionOrder": [{ "$ref": "#/modifiers/theme" }],
        "$defs": {
          "extra": { "more": { "$type": "number", "$value": 3 } },
          "dark": { "more": { "$type": "number", "$value": 5 } }
        }
      }
      """,
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(rendered(diagnostics) == ["Tokens/ds.resolver.json:6:18 warning dtcg-resolver"])
    #expect(catalog.token(TokenPath(["button-primary", "pad"]), in: .light)?.value == .number(16))
    #expect(catalog.token(TokenPath(["button-primary", "gap"]), in: .light)?.value == .number(4))
    #expect(catalog.token(TokenPath(["more"]), in: .light)?.value == .number(3))
    #expect(catalog.token(TokenPath(["more"]), in: .dark)?.value == .number(5))
  }

  // MARK: - Resolver contexts

  static let primerLike: [String: String] = [
    "Tokens/base.tokens.json": """
    { "color": { "$type": "color", "surface": { "$value": \(color("#FFFFFF")) } } }
    """,
    "Tokens/light.tokens.json": """
    { "color": { "$type": "color", "fg": { "$value": \(color("#1F2328")) }, "link": { "$value": "{color.fg}" } } }
    """,
    "Tokens/light-hc.tokens.json": """
    { "color": { "$type": "color", "fg": { "$value": \(color("#010409")) } } }
    """,
    "Tokens/dark.tokens.json": """
    {
      "color": {
        "$type": "color", "fg": { "$value": \(color("#E6EDF3")) }, "link": { "$value": "{color.fg}" },
        "surface": { "$value": \(color("#0D1117")) }
      }
    }
    """,
    "Tokens/size-coarse.tokens.json": """
    { "size": { "$type": "dimension", "control": { "$value": { "value": 44, "unit": "px" } } } }
    """,
    "Tokens/size-fine.tokens.json": """
    { "size": { "$type": "dimension", "control": { "$value": { "value": 32, "unit": "px" } } } }
    """,
    "Tokens/colorblind.tokens.json": """
    { "color": { "$type": "color", "fg": { "$value": \(color("#333333")) } } }
    """,
    "Tokens/ds.resolver.json": """
    {
      "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "./base.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": {
            "light": [{ "$ref": "./light.tokens.json" }],
            "light-hc": [{ "$ref": "./light.tokens.json" }, { "$ref": "./light-hc.tokens.json" }],
            "dark": [{ "$ref": "./dark.tokens.json" }],
            "light_colorblind": [{ "$ref": "./light.tokens.json" }, { "$ref": "./colorblind.tokens.json" }]
          },
          "default": "light"
        },
        "size": {
          "contexts": { "coarse": [{ "$ref": "./size-coarse.tokens.json" }], "fine": [{ "$ref": "./size-fine.tokens.json" }] }
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
    }
    """,
  ]

  @Test func contextsNamedForAppearancesAreThemAndTheOthersNoted() throws {
    let (catalog, diagnostics) = try resolved(Self.primerLike)
    #expect(catalog.index.appearances == [.light, .dark, .lightHighContrast])
    #expect(hex(catalog, "color.fg", .lightHighContrast) == "#010409")
    // light-hc lists light's file again: the tokens it shares with light are light's, inherited.
    #expect(hex(catalog, "color.link", .lightHighContrast) == "#010409")
    #expect(hex(catalog, "color.surface", .lightHighContrast) == "#FFFFFF")
    #expect(
      catalog.index.definitions.filter { $0.scope == .themed(.lightHighContrast) }.map(\.path.description).sorted()
        == ["color.fg", "color.link"])
    // No warning for the files of contexts it doesn't read; a note for each choice it made.
    #expect(
      diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" } == [
        "Tokens/ds.resolver.json:10:9 note dtcg-resolver", "Tokens/ds.resolver.json:18:83 note dtcg-resolver",
      ])
    #expect(diagnostics[0].message.hasPrefix("Context 'light_colorblind' of modifier 'theme' is no appearance"))
    #expect(
      diagnostics[1].message
        == "Modifier 'size' holds no appearances, so Tessera reads its first context, 'coarse', in every appearance; "
        + "choose another in tessera.yml (dtcg.contexts: {size: …}).")
    #expect(catalog.token(TokenPath(["size", "control"]), in: .light)?.value == .dimension(44))
  }

  @Test func tesseraYmlChoosesAContextAndMapsNames() throws {
    var files = Self.primerLike
    files["Tokens/ds.resolver.json"] = files["Tokens/ds.resolver.json"]?.replacingOccurrences(
      of: "\"dark\":", with: "\"inverted\":")
    let (catalog, diagnostics) = try resolved(files) { inputs in
      inputs.dtcg.contexts = ["size": "fine"]
      inputs.dtcg.appearanceNames = AppearanceNames(configured: ["inverted": "dark"])
    }
    #expect(catalog.index.appearances == [.light, .dark, .lightHighContrast])
    #expect(hex(catalog, "color.fg", .dark) == "#E6EDF3")
    #expect(catalog.token(TokenPath(["size", "control"]), in: .dark)?.value == .dimension(32))
    #expect(diagnostics.map(\.severity) == [.note])
    // A context the modifier doesn't have is an error naming the ones it has.
    let (_, wrong) = try resolved(Self.primerLike) { $0.dtcg.contexts = ["size": "huge"] }
    #expect(wrong.map { "\($0.location) \($0.rule)" }.contains("Tokens/ds.resolver.json:14:13 dtcg-resolver"))
  }

  @Test func aContrastModifierBesideTheThemeOneMakesTheHighContrastAppearances() throws {
    func tokens(text: String, strong: String) -> String {
      #"{ "color": { "$type": "color", "text": { "$value": \#(Self.color(text)) }, "strong": { "$value": \#(Self.color(strong)) } } }"#
    }
    let files = [
      "Tokens/light.tokens.json": tokens(text: "#333333", strong: "#000000"),
      "Tokens/dark.tokens.json": tokens(text: "#BBBBBB", strong: "#FFFFFF"),
      "Tokens/hc.tokens.json": #"{ "color": { "text": { "$type": "color", "$value": "{color.strong}" } } }"#,
      "Tokens/ds.resolver.json": """
      {
        "version": "2025.10",
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } },
          "contrast": { "contexts": { "standard": [], "high": [{ "$ref": "hc.tokens.json" }] }, "default": "standard" }
        },
        "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" }]
      }
      """,
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(catalog.index.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
    #expect(hex(catalog, "color.text", .light) == "#333333")
    #expect(hex(catalog, "color.text", .dark) == "#BBBBBB")
    #expect(hex(catalog, "color.text", .lightHighContrast) == "#000000")
    #expect(hex(catalog, "color.text", .darkHighContrast) == "#FFFFFF")
    #expect(hex(catalog, "color.strong", .darkHighContrast) == "#FFFFFF")
    #expect(rendered(diagnostics) == ["Tokens/ds.resolver.json:7:56 note dtcg-resolver"])
    #expect(
      diagnostics.first?.message
        == "Modifier 'contrast' is read as the contrast axis: its context 'high' makes the light high-contrast and "
        + "dark high-contrast appearances (each inheriting what it doesn't define from its standard counterpart), "
        + "'standard' is read in light and dark. To read one context only, choose it in tessera.yml "
        + "(dtcg.contexts: {contrast: standard}).")
    // Chosen in tessera.yml, the modifier is read at that context alone, as any other.
    let (chosen, _) = try resolved(files) { $0.dtcg.contexts = ["contrast": "standard"] }
    #expect(chosen.index.appearances == [.light, .dark])
  }

  @Test func aGroupsTypeInOneSourceTypesItsTokensInAnotherOfTheResolver() throws {
    // The resolver module: the merged sources behave "the same as if it were one source to begin with".
    let files = [
      "Tokens/types.tokens.json": #"{ "color": { "$type": "color" }, "space": { "$type": "dimension" } }"#,
      "Tokens/values.tokens.json": """
      {
        "color": { "red": { "$value": \(Self.color("#FF0000")) } },
        "space": { "gap": { "$value": { "value": 4, "unit": "px" } } },
        "size": { "odd": { "$value": 4 } }
      }
      """,
      "Tokens/ds.resolver.json": """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "types.tokens.json" }, { "$ref": "values.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }]
      }
      """,
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(hex(catalog, "color.red") == "#FF0000")
    #expect(catalog.token(TokenPath(["space", "gap"]), in: .light)?.value == .dimension(4))
    // A group no source types is still an error, at its token in its own file.
    #expect(rendered(diagnostics) == ["Tokens/values.tokens.json:4:32 error token-unknown-type"])
  }

  @Test func aThemeModifierWhoseContextsArentAppearancesWarnsAndReadsOne() throws {
    let files = [
      "Tokens/a.tokens.json": #"{ "ink": { "$type": "color", "$value": \#(Self.color("#000000")) } }"#,
      "Tokens/b.tokens.json": #"{ "ink": { "$type": "color", "$value": \#(Self.color("#FFFFFF")) } }"#,
      "Tokens/theme.resolver.json": """
      {
        "version": "2025.10",
        "modifiers": { "theme": { "contexts": { "default": [{ "$ref": "a.tokens.json" }], "inverted": [{ "$ref": "b.tokens.json" }] } } },
        "sets": { "unused": { "sources": [] } },
        "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
      }
      """,
    ]
    let (catalog, diagnostics) = try resolved(files)
    #expect(
      rendered(diagnostics) == [
        "Tokens/theme.resolver.json:4:13 warning dtcg-resolver",
        "Tokens/theme.resolver.json:5:23 warning dtcg-resolver",
      ])
    #expect(diagnostics[0].message.hasPrefix("The set 'unused' is never listed in resolutionOrder"))
    #expect(
      diagnostics[1].message
        == "Modifier 'theme' has the contexts default, inverted, none of which is an appearance Tessera knows, so it "
        + "reads its first context, 'default', in every appearance; map them in tessera.yml (appearances: "
        + "{default: light, …}), or choose one (dtcg.contexts: {theme: default}).")
    #expect(hex(catalog, "ink") == "#000000")
  }

  @Test func contrastPairsAreReadFromTheModifiersExtensions() throws {
    var files = Self.primerLike
    files["Tokens/ds.resolver.json"] = files["Tokens/ds.resolver.json"]?.replacingOccurrences(
      of: #""default": "light""#,
      with:
        #""default": "light", "$extensions": { "dev.tessera": { "contrast": [{ "foreground": "color.fg", "background": "color.surface", "minimum": "text", "highContrastMinimum": 15 }] } }"#
    )
    let (_, diagnostics) = try resolved(files)
    // #010409 on white is 20.1:1 in light high contrast; the pair asks 15 there, and 4.5 elsewhere.
    #expect(diagnostics.allSatisfy { $0.rule != .contrastTooLow && $0.severity != .error }, "\(rendered(diagnostics))")
    files["Tokens/light-hc.tokens.json"] =
      #"{ "color": { "$type": "color", "fg": { "$value": \#(Self.color("#57606A")) } } }"#
    let (_, low) = try resolved(files)
    #expect(
      low.filter { $0.rule == .contrastTooLow }.map(\.message).first?.contains("below the required 15.00:1") == true)
  }
}
