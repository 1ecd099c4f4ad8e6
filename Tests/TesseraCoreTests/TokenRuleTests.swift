import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// One passing and one failing input per rule, asserting rule, file, line and column.
@Suite struct TokenRuleTests {
  static let ink = ##"<token name="ink" type="color" value="#000000"/>"##
  static let paper = ##"<token name="paper" type="color" value="#FFFFFF"/>"##

  @Test func parityPasses() throws {
    let scratch = try Scratch(themed(light: Self.ink, dark: Self.ink))
    #expect(scratch.lint().isEmpty)
  }

  @Test func parityFailsNamingTheTokenAndBothFiles() throws {
    let scratch = try Scratch(themed(light: Self.ink + "\n" + Self.paper, dark: Self.ink))
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/light.xml:3:1 token-parity"])
    let message = try #require(diagnostics.first?.message)
    #expect(message.contains("'paper'"))
    #expect(message.contains("Tokens/light.xml") && message.contains("Tokens/dark.xml"))
  }

  @Test func parityFailsOnDifferentTypes() throws {
    let scratch = try Scratch(
      themed(light: Self.ink, dark: ##"<token name="ink" type="dimension" value="4"/>"##))
    #expect(locations(scratch.lint()) == ["Tokens/dark.xml:2:1 token-parity"])
  }

  @Test func duplicatePasses() throws {
    let scratch = try Scratch(themed(light: Self.ink + Self.paper, dark: Self.ink + Self.paper))
    #expect(scratch.lint().isEmpty)
  }

  @Test func duplicateReportsBothLocations() throws {
    let scratch = try Scratch(themed(light: Self.ink + "\n" + Self.ink, dark: Self.ink))
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/light.xml:3:1 token-duplicate"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["Tokens/light.xml:2:1"])
  }

  @Test func invalidValuePointsAtTheValue() throws {
    let bad = ##"  <token name="ink" type="color" value="#12345G"/>"##
    let scratch = try Scratch(themed(light: Self.ink, dark: bad))
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/dark.xml:2:41 token-invalid-value"])
  }

  @Test func aCubicBezierIsFourNumbersWithItsXFromZeroToOne() throws {
    for text in ["0.4, 0, 0.2, 1", "cubic-bezier(0.4,0,0.2,1)", " 0.4 ,0, 0.2 , 1 "] {
      #expect(
        try TokenValueParser.parse(text, as: .cubicBezier).get()
          == .cubicBezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
    }
    #expect(
      try TokenValueParser.parse("0.3, -0.5, 0.7, 1.6", as: .cubicBezier).get()
        == .cubicBezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.6)))
    func failure(_ text: String) -> String? {
      if case .failure(let error) = TokenValueParser.parse(text, as: .cubicBezier) { return error.message }
      return nil
    }
    #expect(
      failure("0.4, 0, 0.2")
        == "'0.4, 0, 0.2' is not a cubic Bézier; write four numbers x1, y1, x2, y2 separated by commas, like 0.4, 0, 0.2, 1"
    )
    #expect(
      failure("1.2, 0, 0.2, 1")
        == "'1.2, 0, 0.2, 1' has an x outside 0 to 1; a timing curve's x1 and x2 are from 0 to 1")
    #expect(failure("0.4, 0, 0.2, 1e3") != nil)

    let bad = ##"  <token name="ease" type="cubic-bezier" value="0.4, 0, 2, 1"/>"##
    let scratch = try Scratch(themed(light: Self.ink + "\n" + bad, dark: Self.ink + "\n" + bad))
    #expect(
      scratch.lint().filter { $0.rule == .tokenInvalidValue }.map { "\($0.location) \($0.message)" }.first
        == "Tokens/dark.xml:3:49 Invalid cubic-bezier for 'ease': '0.4, 0, 2, 1' has an x outside 0 to 1; a timing curve's x1 and x2 are from 0 to 1."
    )
  }

  @Test func unknownTypeSuggestsTheRightOne() throws {
    let bad = ##"<token name="ink" type="colour" value="#000"/>"##
    let scratch = try Scratch(themed(light: Self.ink, dark: bad))
    let diagnostics = scratch.lint().filter { $0.rule == .tokenUnknownType }
    #expect(locations(diagnostics) == ["Tokens/dark.xml:2:25 token-unknown-type"])
    #expect(diagnostics.first?.message.contains("did you mean 'color'") == true)
  }

  @Test func aliasesResolve() throws {
    let alias = ##"<token name="text" type="color" value="{ink}"/>"##
    let scratch = try Scratch(themed(light: Self.ink + alias, dark: Self.ink + alias))
    #expect(scratch.lint().isEmpty)
  }

  @Test func unresolvedAlias() throws {
    let alias = ##"<token name="text" type="color" value="{inc}"/>"##
    let scratch = try Scratch(themed(light: Self.ink + "\n" + alias, dark: Self.ink + "\n" + alias))
    let diagnostics = scratch.lint()
    #expect(
      locations(diagnostics) == [
        "Tokens/dark.xml:3:40 token-unresolved-alias", "Tokens/light.xml:3:40 token-unresolved-alias",
      ])
    #expect(diagnostics.first?.message.contains("did you mean {ink}") == true)
  }

  @Test func aliasCycleListsTheWholeChain() throws {
    let shared = """
      <token name="a" type="color" value="{b}"/>
      <token name="b" type="color" value="{c}"/>
      <token name="c" type="color" value="{a}"/>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/base.xml:2:37 token-alias-cycle"])
    #expect(diagnostics.first?.message.contains("a → b → c → a") == true)
  }

  @Test func deepAliasChainsResolveWithoutRecursion() throws {
    var lines = [##"<token name="t0" type="color" value="#123456"/>"##]
    for index in 1...5000 { lines.append(##"<token name="t\##(index)" type="color" value="{t\##(index - 1)}"/>"##) }
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(lines.joined(separator: "\n"))\n</tokens>\n"])
    #expect(scratch.lint().isEmpty)
  }

  @Test func aliasTypeMismatch() throws {
    let shared = """
      <token name="gap" type="dimension" value="4"/>
      <token name="ink" type="color" value="{gap}"/>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    #expect(locations(scratch.lint()) == ["Tokens/base.xml:3:39 token-alias-type-mismatch"])
  }

  @Test func nameCollision() throws {
    let shared = """
      <token name="text-primary" type="color" value="#000"/>
      <token name="textPrimary" type="color" value="#111"/>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/base.xml:3:1 token-name-collision"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["Tokens/base.xml:2:1"])
  }

  /// Siblings that share a Swift name, with another name sorted between
  /// their paths: each collides with the first of them in the shape's
  /// order (by name, then path: `URL` before `Url` before `url`), reported
  /// at the later of the two; groups too.
  @Test func nameCollisionAmongSeveralSiblings() throws {
    let shared = """
      <token name="text-primary" type="color" value="#000"/>
      <token name="text-a" type="color" value="#000"/>
      <token name="textPrimary" type="color" value="#111"/>
      <token name="text_primary" type="color" value="#222"/>
      <group name="url" type="color"><token name="a" value="#000"/></group>
      <group name="URL" type="color"><token name="b" value="#000"/></group>
      <group name="Url" type="color"><token name="c" value="#000"/></group>
      <group name="ab-c" type="color"><token name="d" value="#000"/></group>
      <group name="abC" type="color"><token name="e" value="#000"/></group>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    let diagnostics = scratch.lint()
    #expect(
      locations(diagnostics) == [
        "Tokens/base.xml:4:1 token-name-collision", "Tokens/base.xml:5:1 token-name-collision",
        "Tokens/base.xml:7:32 token-name-collision", "Tokens/base.xml:8:32 token-name-collision",
        "Tokens/base.xml:10:32 token-name-collision",
      ])
    #expect(
      diagnostics.map { $0.notes.map(\.location.description) } == [
        ["Tokens/base.xml:2:1"], ["Tokens/base.xml:2:1"], ["Tokens/base.xml:6:32"], ["Tokens/base.xml:7:32"],
        ["Tokens/base.xml:9:33"],
      ])
    #expect(diagnostics[3].message.hasPrefix("'Url' and 'URL' would both be named 'url' in Swift"))
  }

  @Test func contrastPassesAt767676() throws {
    let shared = """
      <token name="ink" type="color" value="#767676"/>
      <token name="paper" type="color" value="#FFFFFF"/>
      <contrast><pair foreground="ink" background="paper" minimum="text"/></contrast>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    #expect(scratch.lint().isEmpty)
  }

  @Test func contrastFailsInTheDarkModeOnly() throws {
    let pair = ##"<tokens><contrast><pair foreground="ink" background="paper" minimum="text"/></contrast></tokens>"##
    var files = themed(
      light: ##"<token name="ink" type="color" value="#000"/><token name="paper" type="color" value="#FFF"/>"##,
      dark: ##"<token name="ink" type="color" value="#777777"/><token name="paper" type="color" value="#FFFFFF"/>"##)
    files["Tokens/contrast.xml"] = pair
    let scratch = try Scratch(files)
    let diagnostics = scratch.lint()
    #expect(locations(diagnostics) == ["Tokens/contrast.xml:1:19 contrast-too-low"])
    let message = try #require(diagnostics.first?.message)
    #expect(message.contains("4.48:1") && message.contains("4.50:1") && message.contains("dark mode"))
  }

  @Test func contrastCompositesAlphaOverTheBackground() throws {
    // Black at 20% over white is far too light for text.
    let shared = """
      <token name="ink" type="color" value="#00000033"/>
      <token name="paper" type="color" value="#FFFFFF"/>
      <contrast><pair foreground="ink" background="paper" minimum="text"/></contrast>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    #expect(locations(scratch.lint()) == ["Tokens/base.xml:4:11 contrast-too-low"])
  }

  @Test func contrastPairNamingNoToken() throws {
    let shared = """
      <token name="paper" type="color" value="#FFFFFF"/>
      <contrast><pair foreground="ink" background="paper" minimum="text"/></contrast>
      """
    let scratch = try Scratch(["Tokens/base.xml": "<tokens>\n\(shared)\n</tokens>\n"])
    #expect(locations(scratch.lint()) == ["Tokens/base.xml:3:29 contrast-invalid-pair"])
  }

  @Test func schemaRejectsAMisspelledModeAttribute() throws {
    let scratch = try Scratch(["Tokens/dark.xml": "<tokens mdoe=\"dark\">\n</tokens>\n"])
    #expect(locations(scratch.lint()) == ["Tokens/dark.xml:1:15 token-schema"])
  }

  @Test func xmlSyntaxErrorHasLibxml2Position() throws {
    let scratch = try Scratch([
      "Tokens/base.xml": "<tokens>\n  <token name=\"a\" type=\"color\" value=\"#000\">\n</tokens>\n"
    ])
    let diagnostics = scratch.lint()
    #expect(diagnostics.first?.rule == .xmlSyntax)
    #expect(diagnostics.first?.location.file == "Tokens/base.xml")
    #expect(diagnostics.first?.location.line == 3)
  }
}
