import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// Both XML catalogs report structure mistakes through one ``XMLSchema``,
/// so both suggest the attribute a typo was meant to be.
@Suite struct XMLSchemaTests {
  private func described(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location) \($0.rule): \($0.message)" }
  }

  @Test func aTokenAttributeTypoNamesTheAttributeMeant() {
    let xml = """
      <tokens mode="light">
        <token name="ink" type="color" vaule="#000000"/>
      </tokens>
      """
    let (_, diagnostics) = TokenCatalogLoader().load(xml: xml, displayPath: "Tokens/light.xml")
    #expect(
      described(diagnostics) == [
        "Tokens/light.xml:2:41 token-schema: <token> has no attribute 'vaule' (did you mean 'value'?); it takes "
          + "blur, color, dash-array, delay, description, duration, font-family, font-size, font-weight, inset, "
          + "letter-spacing, line-cap, line-height, name, offset-x, offset-y, spread, style, timing-function, type, "
          + "value, width.",
        "Tokens/light.xml:2:3 token-schema: Token 'ink' has no value; add value=\"…\".",
      ])
  }

  @Test func anAccessibilityAttributeTypoNamesTheAttributeMeant() {
    let xml = """
      <accessibility prefix="app">
        <screen name="pay" descriptoin="x"/>
      </accessibility>
      """
    let (_, diagnostics) = AccessibilityCatalogLoader().load(xml: xml, displayPath: "Strings/Accessibility.xml")
    #expect(
      described(diagnostics) == [
        "Strings/Accessibility.xml:2:35 a11y-schema: <screen> has no attribute 'descriptoin' "
          + "(did you mean 'description'?); it takes description, name."
      ])
  }

  @Test func anElementWithNoAttributesSaysToRemoveOne() throws {
    let element = try XMLSchemaTests.element(#"<contrast foo="1"/>"#)
    let schema = XMLSchema(rule: .tokenSchema, textAdvice: "")
    #expect(
      schema.unknownAttributes(of: element, allowed: []).map(\.message) == [
        "<contrast> has no attribute 'foo'; remove it."
      ])
  }

  @Test func textAndUnexpectedChildrenAreReportedUnderTheSchemasRule() throws {
    let element = try XMLSchemaTests.element("<screen>words</screen>")
    let schema = XMLSchema(rule: .a11ySchema, textAdvice: "write it in description=\"…\".")
    #expect(schema.text(in: element)?.message == "<screen> holds text; write it in description=\"…\".")
    #expect(schema.text(in: try XMLSchemaTests.element("<screen>\n  \t</screen>")) == nil)
    let unexpected = schema.unexpected(element, expected: "a <screen> holds <element> elements")
    #expect(unexpected.rule == .a11ySchema)
    #expect(unexpected.message == "Unexpected <screen> here; a <screen> holds <element> elements.")
  }

  private static func element(_ xml: String) throws -> XMLElement {
    try #require(XMLLoader().parse(Array(xml.utf8), displayPath: "test.xml").0?.root)
  }
}
