import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The DTCG token reader: exact diagnostics (rule, file, line, column,
/// message) for bad input, and the values good input reads as.
@Suite struct DTCGReaderTests {
  /// The definitions and diagnostics of one file read as shared tokens.
  static func read(_ text: String, path: String = "Tokens/t.tokens.json") -> ([TokenDefinition], [Diagnostic]) {
    var catalog = TokenCatalog()
    let diagnostics = DTCGTokenReader().read(Array(text.utf8), displayPath: path, scope: .shared, into: &catalog)
    return (catalog.definitions, diagnostics)
  }

  static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location) \($0.severity) \($0.message) [\($0.rule)]" }
  }

  // MARK: - Syntax

  @Test func malformedJSONIsASyntaxErrorAtTheByte() {
    let (definitions, diagnostics) = Self.read("{\n  \"a\": { \"$value\": 1 }\n  \"b\": 2\n}\n")
    #expect(definitions.isEmpty)
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:3:3 error Unexpected '\"'; a ',' or '}' follows a member (is a comma missing?). [dtcg-syntax]"
      ])
  }

  @Test func duplicateKeyNamesBoth() {
    let (_, diagnostics) = Self.read("{\n  \"gap\": {},\n  \"gap\": {}\n}\n")
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:3:3 error The key 'gap' appears twice in this object; readers disagree on which value "
          + "wins, so keep one. [dtcg-syntax]"
      ])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["Tokens/t.tokens.json:2:3"])
  }

  @Test func invalidUTF8AndDepthAreSyntaxErrors() {
    var catalog = TokenCatalog()
    let bytes = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    let utf8 = DTCGTokenReader().read(bytes, displayPath: "x.tokens.json", scope: .shared, into: &catalog)
    #expect(
      Self.rendered(utf8) == [
        "x.tokens.json:1:8 error Invalid UTF-8 (byte 0xC3); save the file as UTF-8. [dtcg-syntax]"
      ])
    let deep = String(repeating: "{\"g\":", count: 70) + "1" + String(repeating: "}", count: 70)
    let (_, depth) = Self.read(deep)
    #expect(depth.map(\.rule) == [.dtcgSyntax])
    #expect(depth.first?.message.contains("nest more than 64 deep") == true)
  }

  // MARK: - Schema and types

  @Test func wrongShapeIsASchemaErrorAtTheValue() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "space": {
          "$type": "dimension",
          "gap": { "$value": [8, "px"] }
        }
      }
      """)
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:4:24 error The $value of dimension 'space.gap' is an array; a dimension is an object, "
          + "such as {\"value\": 16, \"unit\": \"px\"}. [dtcg-schema]"
      ])
    // The token still exists (invalid), so parity and aliases don't report it again.
    #expect(definitions.map(\.path.description) == ["space.gap"])
    #expect(definitions.first?.expression == .invalid)
  }

  @Test func unknownPropertySuggestsTheRightOne() {
    let (_, diagnostics) = Self.read("{ \"gap\": { \"$value\": 1, \"$tyep\": \"number\" } }")
    #expect(
      Self.rendered(diagnostics).first
        == "Tokens/t.tokens.json:1:25 error Token 'gap' has an unknown property '$tyep'; did you mean '$type'? [dtcg-schema]"
    )
  }

  @Test func aPartOfACompositeIsCheckedWhereItIsWritten() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "motion": {
          "$type": "transition",
          "ease": { "$value": { "duration": "{duration.fast}", "delay": true, "timingFunction": [0.5, 0, 1, 1] } }
        }
      }
      """)
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:4:67 error The delay of 'motion.ease' is a Boolean; a duration is an object, such as "
          + "{\"value\": 200, \"unit\": \"ms\"}. [dtcg-schema]"
      ])
    #expect(definitions.map(\.expression) == [.invalid])
  }

  @Test func aTypeOutsideTheFormatLeavesTheTokenOutWithAWarning() {
    let (definitions, unknown) = Self.read("{ \"ink\": { \"$type\": \"colour\", \"$value\": \"#000\" } }")
    #expect(
      Self.rendered(unknown) == [
        "Tokens/t.tokens.json:1:3 warning 'ink' is of type 'colour', which the DTCG format doesn't define, so it is "
          + "left out of the generated code; did you mean 'color'? [dtcg-skipped-token]"
      ])
    #expect(definitions.isEmpty)
    let (_, string) = Self.read("{ \"g\": { \"$type\": \"string\", \"name\": { \"$value\": \"x\" } } }")
    #expect(
      Self.rendered(string) == [
        "Tokens/t.tokens.json:1:29 warning 'g.name' is of type 'string', which the DTCG format doesn't define, so it "
          + "is left out of the generated code. The format's types are border, color, cubicBezier, dimension, "
          + "duration, fontFamily, fontWeight, gradient, number, shadow, strokeStyle, transition, typography. "
          + "[dtcg-skipped-token]"
      ])
    let (_, missing) = Self.read("{ \"n\": { \"$value\": 1 } }")
    #expect(missing.map { "\($0.location) \($0.rule)" } == ["Tokens/t.tokens.json:1:20 token-unknown-type"])
  }

  @Test func badValuesOfTheRightShapeAreInvalidValues() {
    let (_, diagnostics) = Self.read(
      """
      {
        "a": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } },
        "b": { "$type": "color", "$value": { "colorSpace": "p3", "components": [1, 0, 0] } },
        "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2 } },
        "d": { "$type": "fontWeight", "$value": "semibold" },
        "e": { "$type": "duration", "$value": { "value": 1, "unit": "min" } }
      }
      """)
    // A unit outside the format leaves its token out, with a warning; a bad value of a unit it has is an error.
    #expect(
      diagnostics.map { "\($0.location) \($0.severity) \($0.rule)" } == [
        "Tokens/t.tokens.json:2:3 warning dtcg-skipped-token", "Tokens/t.tokens.json:3:54 error token-invalid-value",
        "Tokens/t.tokens.json:4:96 error token-invalid-value", "Tokens/t.tokens.json:5:43 error token-invalid-value",
        "Tokens/t.tokens.json:6:3 warning dtcg-skipped-token",
      ])
    #expect(
      diagnostics[0].message
        == "'a' has a dimension in 'em', a unit the DTCG format doesn't define, so it is left out of the generated "
        + "code; write \"px\" (a point) or \"rem\" (16 points).")
    #expect(diagnostics[3].message.contains("did you mean 'semi-bold'?"))
  }

  // MARK: - Values

  @Test func valuesOfEveryTypeReadAsTesseraValues() throws {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "c": { "$type": "color", "$value": { "colorSpace": "hsl", "components": [210, 50, 40], "alpha": 0.5, "hex": "#336699" } },
        "d": { "$type": "dimension", "$value": { "value": 1.5, "unit": "rem" } },
        "t": { "$type": "duration", "$value": { "value": 0.25, "unit": "s" } },
        "n": { "$type": "number", "$value": 1.25 },
        "f": { "$type": "fontFamily", "$value": ["Inter", "Helvetica"] },
        "w": { "$type": "fontWeight", "$value": "extra-black" },
        "y": {
          "$type": "typography",
          "$value": {
            "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 700, "lineHeight": 1.2
          }
        }
      }
      """)
    #expect(diagnostics.isEmpty, "\(Self.rendered(diagnostics))")
    let values = Dictionary(uniqueKeysWithValues: definitions.map { ($0.path.description, $0.expression) })
    #expect(values["c"] == .literal(.color(RGBA(red: 51, green: 102, blue: 153, alpha: 128))))
    #expect(values["d"] == .literal(.dimension(24)))
    #expect(values["t"] == .literal(.duration(milliseconds: 250)))
    #expect(values["n"] == .literal(.number(1.25)))
    #expect(values["f"] == .literal(.fontFamily("Inter")))
    #expect(values["w"] == .literal(.fontWeight(950)))
    guard case .typography(let style)? = values["y"] else {
      Issue.record("y is not typography: \(String(describing: values["y"]))")
      return
    }
    #expect(style.fontSize.reference == .value(20))
    #expect(style.lineHeight.reference == .value(24))
    #expect(style.letterSpacing.reference == .value(0))
    #expect(style.fontWeight.reference == .value(700))
    let written = Dictionary(uniqueKeysWithValues: definitions.map { ($0.path.description, $0.sourceValue) })
    #expect(written["c"] == .some("hsl(210 50 40 / 0.5)"))
    #expect(written["f"] == .some("Inter, Helvetica"))
  }

  @Test func anSRGBColourKeepsItsWrittenValueOnlyWhenEightBitsRoundIt() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "$type": "color",
        "exact": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.2 } },
        "finer": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.4, 0.6] } },
        "alpha": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6], "alpha": 0.55 } }
      }
      """)
    #expect(diagnostics.isEmpty, "\(Self.rendered(diagnostics))")
    let written = Dictionary(uniqueKeysWithValues: definitions.map { ($0.path.description, $0.sourceValue) })
    #expect(written["exact"] == .some(nil))
    #expect(written["finer"] == .some("color(srgb 0.5 0.4 0.6)"))
    #expect(written["alpha"] == .some("color(srgb 0.2 0.4 0.6 / 0.55)"))
    let values = Dictionary(uniqueKeysWithValues: definitions.map { ($0.path.description, $0.expression) })
    #expect(values["finer"] == .literal(.color(RGBA(red: 128, green: 102, blue: 153, alpha: 255))))
  }

  @Test func aCubicBezierIsFourNumbersWithItsXFromZeroToOne() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "$type": "cubicBezier",
        "standard": { "$value": [0.4, 0, 0.2, 1] },
        "overshoot": { "$value": [0.3, -0.5, 0.7, 1.6] },
        "wide": { "$value": [0.4, 0, 1.5, 1] },
        "short": { "$value": [0.4, 0, 1] }
      }
      """)
    let values = Dictionary(uniqueKeysWithValues: definitions.map { ($0.path.description, $0.expression) })
    #expect(values["standard"] == .literal(.cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))))
    #expect(values["overshoot"] == .literal(.cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6))))
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:5:32 error x2 of 'wide' is 1.5; a timing curve's x values are from 0 to 1. "
          + "[token-invalid-value]",
        "Tokens/t.tokens.json:6:24 error The cubicBezier of 'short' is an array of 3; write an array of four numbers "
          + "[x1, y1, x2, y2], like [0.4, 0, 0.2, 1]. [dtcg-schema]",
      ])
  }

  @Test func aHexTheComponentsDontMakeIsAWarningAtTheHex() {
    let (_, diagnostics) = Self.read(
      """
      {
        "$type": "color",
        "edited": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00" } },
        "rounded": { "$value": { "colorSpace": "oklch", "components": [0.5603, 0.1634, 257.63], "hex": "#2D72D2" } },
        "near": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#7E7E7E" } },
        "mapped": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#FF0000" } }
      }
      """)
    #expect(
      Self.rendered(diagnostics.filter { $0.rule == .dtcgHexMismatch }) == [
        "Tokens/t.tokens.json:3:81 warning hex of 'edited' is #00FF00, but its components make #FF0000; Tessera "
          + "generates the components' colour, so correct whichever of the two is wrong. [dtcg-hex-mismatch]"
      ])
    #expect(diagnostics.map(\.rule) == [.dtcgHexMismatch, .dtcgOutOfGamut])
  }

  @Test func remBaseIsConfigurable() {
    var catalog = TokenCatalog()
    _ = DTCGTokenReader(remBase: 10).read(
      Array(#"{"d": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}}}"#.utf8), displayPath: "d.tokens",
      scope: .shared, into: &catalog)
    #expect(catalog.definitions.first?.expression == .literal(.dimension(20)))
  }

  @Test func deprecationIsInheritedAndFalseLiftsIt() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "old": {
          "$type": "number", "$deprecated": "Use new.",
          "a": { "$value": 1 },
          "b": { "$value": 2, "$deprecated": false },
          "c": { "$value": 3, "$deprecated": true }
        },
        "new": { "$type": "number", "$value": 4 }
      }
      """)
    #expect(diagnostics.isEmpty, "\(Self.rendered(diagnostics))")
    #expect(definitions.map(\.deprecation) == ["Use new.", nil, "", nil])
  }

  // MARK: - References

  @Test func aliasesAndPointersBecomeAliases() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "base": { "$type": "color", "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } },
        "a": { "$value": "{base.blue}" },
        "b": { "$value": { "$ref": "#/base/blue/$value" } },
        "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/base/blue/$value/components/2" }, 0, 0] } }
      }
      """)
    #expect(diagnostics.isEmpty, "\(Self.rendered(diagnostics))")
    let blue = TokenPath(["base", "blue"])
    #expect(
      definitions.map(\.expression) == [
        .literal(.color(RGBA(red: 0, green: 0, blue: 255))), .alias(blue), .alias(blue),
        .literal(.color(RGBA(red: 255, green: 0, blue: 0))),
      ])
  }

  @Test func anAliasIsTheWholeStringBetweenBracesByteForByte() {
    let (definitions, diagnostics) = Self.read(
      """
      {
        "base": { "$type": "number", "one": { "$value": 1 } },
        "a": { "$type": "number", "$value": "{base.one}" },
        "b": { "$type": "number", "$value": "{\\u0301base.one}" },
        "c": { "$type": "number", "$value": "{base.one }" },
        "d": { "$type": "number", "$value": "{}" }
      }
      """)
    // A combining accent before `base` makes another name, which the format allows: an alias to a token
    // that isn't there (the resolver's to report), never to `base.one`.
    #expect(
      definitions.map(\.expression) == [
        .literal(.number(1)), .alias(TokenPath(["base", "one"])), .alias(TokenPath(["\u{0301}base", "one"])),
        .invalid, .invalid,
      ])
    #expect(
      locations(diagnostics) == [
        "Tokens/t.tokens.json:5:39 token-invalid-value", "Tokens/t.tokens.json:6:39 token-invalid-value",
      ])
  }

  @Test func pointerToNothingAndToAnotherFileAreSchemaErrors() {
    let (_, diagnostics) = Self.read(
      """
      {
        "a": { "$type": "number", "$value": { "$ref": "#/missing/$value" } },
        "b": { "$type": "number", "$value": { "$ref": "other.tokens.json#/a/$value" } }
      }
      """)
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/t.tokens.json:2:39 error $ref '#/missing/$value' points to nothing in this file; fix the pointer "
          + "(each segment is a key, '~1' for '/'). [dtcg-schema]",
        "Tokens/t.tokens.json:3:49 error 'other.tokens.json#/a/$value' is not a JSON Pointer into this file; a token "
          + "file's $ref is a fragment such as \"#/color/blue/$value\", and a token in another file is referred to by "
          + "an alias, {color.blue}. [dtcg-schema]",
      ])
  }

  @Test func selfReferenceStopsAtTheDepthCap() {
    let (_, diagnostics) = Self.read(##"{ "a": { "$type": "number", "$value": { "x": { "$ref": "#/a/$value" } } } }"##)
    #expect(diagnostics.map(\.rule) == [.dtcgSchema])
    #expect(diagnostics.first?.message.contains("more than 32 references") == true)
  }

  @Test func multiplyingReferencesStopAtTheExpansionCap() {
    // Each level (kept in $extensions) is an array of ten $refs to the level below: 10^8 values if expanded.
    var levels = [#""l0": [1, 2, 3]"#]
    for level in 1...8 {
      let refs = Array(repeating: ##"{ "$ref": "#/$extensions/l\##(level - 1)" }"##, count: 10).joined(separator: ", ")
      levels.append(#""l\#(level)": [\#(refs)]"#)
    }
    let text =
      "{ \"$extensions\": { \(levels.joined(separator: ", ")) }, "
      + "\"t\": { \"$type\": \"number\", \"$value\": { \"$ref\": \"#/$extensions/l8\" } } }"
    let (definitions, diagnostics) = Self.read(text)
    #expect(diagnostics.map(\.rule) == [.dtcgSchema])
    #expect(diagnostics.first?.message.contains("expand to more than 10000 values") == true)
    #expect(definitions.first?.expression == .invalid)
  }

  // MARK: - Through the pipeline

  @Test func unknownAliasAndCycleAcrossFilesUseTheTokenRules() throws {
    let scratch = try Scratch([
      "Tokens/a.tokens.json": #"{ "x": { "$value": "{y}" }, "u": { "$value": "{nope}" } }"#,
      "Tokens/b.tokens.json": "{\n  \"y\": { \"$value\": \"{x}\" }\n}\n",
    ])
    #expect(
      locations(scratch.lint()) == [
        "Tokens/a.tokens.json:1:20 token-alias-cycle", "Tokens/a.tokens.json:1:46 token-unresolved-alias",
      ])
    let cycle = try #require(scratch.lint().first { $0.rule == .tokenAliasCycle })
    #expect(cycle.message == "Alias cycle: x → y → x; give one of these tokens a value of its own.")
  }

  @Test func aPathInXMLAndDTCGIsADuplicateNamingBothFiles() throws {
    let scratch = try Scratch([
      "Tokens/base.xml": "<tokens>\n  <token name=\"gap\" type=\"dimension\" value=\"8\"/>\n</tokens>\n",
      "Tokens/base.tokens.json": #"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#,
    ])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/base.tokens.json:1:3 token-duplicate"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["Tokens/base.xml:2:3"])
  }

  @Test func aliasToADeprecatedTokenWarnsWithItsReason() throws {
    let scratch = try Scratch([
      "Tokens/c.tokens.json": """
      {
        "$type": "color",
        "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$deprecated": "Use text-strong." },
        "text": { "$value": "{ink}" }
      }
      """
    ])
    let diagnostics = scratch.lint()
    #expect(
      Self.rendered(diagnostics) == [
        "Tokens/c.tokens.json:4:23 warning 'text' refers to {ink}, which is deprecated: Use text-strong. [token-deprecated]"
      ])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["Tokens/c.tokens.json:3:3"])
  }

  @Test func anAliasOfTheWrongTypeIsATypeMismatch() throws {
    let scratch = try Scratch([
      "Tokens/t.tokens.json": """
      {
        "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
        "ink": { "$type": "color", "$value": "{gap}" }
      }
      """
    ])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/t.tokens.json:3:40 token-alias-type-mismatch"])
  }

  @Test func aFileOverTheSizeCapIsTooLarge() throws {
    let scratch = try Scratch(["Tokens/big.tokens.json": "{" + String(repeating: " ", count: 2_000) + "}"])
    let pipeline = TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: scratch.url.appendingPathComponent("Tokens"), displayBase: scratch.url,
        maximumFileSize: 1_000))
    #expect(locations(pipeline.lint().diagnostics) == ["Tokens/big.tokens.json:1:1 file-too-large"])
  }
}
