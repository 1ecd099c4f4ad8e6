import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// One passing and one failing catalog per accessibility rule, asserting
/// rule, file, line and column; and the coverage report both ways.
@Suite struct AccessibilityRuleTests {
  static let catalogPath = "Strings/Accessibility.xml"
  static let stringsPath = "Strings/en.lproj/Accessibility.strings"

  static let strings = """
    "search_label" = "Search banks";
    "search_hint" = "Filters the list of banks.";
    "bank_label" = "%@";
    "bank_hint" = "Selects this bank.";
    "count_label" = "%d banks";
    "loading" = "Loading banks";

    """

  /// A catalog whose screen `bank_selector` holds `body`, beside `strings`.
  static func scratch(_ body: String, strings: String = strings, extra: [String: String] = [:]) throws -> Scratch {
    try Scratch(
      [
        catalogPath: "<accessibility>\n  <screen name=\"bank_selector\">\n\(body)\n  </screen>\n</accessibility>\n",
        stringsPath: strings,
      ].merging(extra) { $1 })
  }

  static func lint(_ scratch: Scratch, coverage: String? = nil, sources: String? = nil) -> PipelineResult {
    var inputs = PipelineInputs(
      tokensDirectory: nil, stringsDirectory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url,
      accessibilityFile: scratch.url.appendingPathComponent(catalogPath))
    inputs.coverageFile = coverage.map { scratch.url.appendingPathComponent($0) }
    inputs.sourcesDirectory = sources.map { scratch.url.appendingPathComponent($0) }
    return TesseraPipeline(inputs: inputs).lint()
  }

  static let searchField = """
        <element name="search_field" role="textField" label="search_label" hint="search_hint"/>
    """
  static let bankItem = """
        <element name="bank_item" role="listItem" identifier="checkout_components_bank_selector_{bankId}_item"
                 label="bank_label(bankName)" hint="bank_hint">
          <parameter name="bankId" type="String"/>
          <parameter name="bankName" type="String"/>
        </element>
    """

  @Test func aCleanCatalogPasses() throws {
    let scratch = try Self.scratch(Self.searchField + "\n" + Self.bankItem)
    let result = Self.lint(scratch)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let (catalog, _) = AccessibilityCatalogLoader().load(
      CatalogFile(url: scratch.url.appendingPathComponent(Self.catalogPath), displayPath: Self.catalogPath))
    #expect(
      catalog?.elements.map(\.identifier.description) == [
        "checkout_components_bank_selector_search_field", "checkout_components_bank_selector_{bankId}_item",
      ])
  }

  // MARK: a11y-schema

  @Test func schemaProblemsPointAtTheAttribute() throws {
    let scratch = try Self.scratch(
      """
          <element name="search_field" role="textfield" label="search_label" hint="search_hint"/>
          <element name="Bad-Name" role="button"/>
          <element name="clear" role="button" lable="search_label" hint="search_hint"/>
          <element name="x" role="status" label="loading"><parameter name="n" type="Integer"/></element>
      """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(
      locations(diagnostics.filter { $0.rule == .a11ySchema }) == [
        "\(Self.catalogPath):3:40 a11y-schema", "\(Self.catalogPath):4:20 a11y-schema",
        "\(Self.catalogPath):5:48 a11y-schema", "\(Self.catalogPath):6:79 a11y-schema",
      ])
    #expect(diagnostics.first { $0.rule == .a11ySchema }?.message.contains("did you mean 'textField'?") == true)
    #expect(diagnostics.contains { $0.message.contains("did you mean 'label'?") })
    #expect(diagnostics.contains { $0.message.contains("types are String, Int, UInt, Double, Character") })
  }

  @Test func anUnusedParameterIsAWarning() throws {
    let scratch = try Self.scratch(
      """
          <element name="loading" role="status" label="loading">
            <parameter name="unused" type="String"/>
          </element>
      """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):4:7 a11y-schema"])
    #expect(diagnostics.first?.severity == .warning)
  }

  // MARK: a11y-duplicate-id

  @Test func aDuplicatedElementReportsBothLines() throws {
    let scratch = try Self.scratch(
      Self.searchField + "\n"
        + """
            <element name="other" role="textField" identifier="checkout_components_bank_selector_search_field"
                     label="search_label" hint="search_hint"/>
        """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):4:56 a11y-duplicate-id"])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.catalogPath):3:5"])
  }

  @Test func anElementWrittenTwiceIsADuplicateIDNotASchemaError() throws {
    let scratch = try Self.scratch(Self.searchField + "\n" + Self.searchField)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):4:5 a11y-duplicate-id"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.catalogPath):3:5"])
  }

  @Test func twoElementsWithOneSwiftNameAndTwoIdentifiersIsASchemaError() throws {
    let scratch = try Self.scratch(
      Self.searchField + "\n"
        + "    <element name=\"search_field\" role=\"status\" label=\"loading\" "
        + "identifier=\"checkout_components_bank_selector_other\"/>")
    #expect(locations(Self.lint(scratch).diagnostics) == ["\(Self.catalogPath):4:20 a11y-schema"])
  }

  @Test func templatesAreComparedSymbolically() throws {
    let scratch = try Self.scratch(
      Self.bankItem + "\n"
        + """
            <element name="row" role="listItem" identifier="checkout_components_bank_selector_{id}_item"
                     label="bank_label(name)" hint="bank_hint">
              <parameter name="id" type="String"/>
              <parameter name="name" type="String"/>
            </element>
        """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):8:53 a11y-duplicate-id"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.catalogPath):3:59"])
  }

  @Test func aLiteralATemplateCanProduceIsAWarning() throws {
    let scratch = try Self.scratch(
      Self.bankItem + "\n"
        + """
            <element name="list_item" role="listItem" label="search_label" hint="search_hint"/>
        """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):8:5 a11y-duplicate-id"])
    #expect(diagnostics.first?.severity == .warning)
  }

  @Test func aTemplateIsComparedWithEveryEarlierIdentifierItCanProduce() throws {
    // Line 3 onwards: literals before and after two templates, one of them
    // with no fixed prefix, and a literal with another prefix.
    let scratch = try Self.scratch(
      """
          <element name="list_item" role="listItem" label="search_label" hint="search_hint"/>
          <element name="other" role="listItem" identifier="zz_other_item" label="search_label" hint="search_hint"/>
          <element name="logo" role="image" label="search_label"/>
      """ + "\n" + Self.bankItem + "\n"
        + """
            <element name="late_item" role="listItem" label="search_label" hint="search_hint"/>
            <element name="any_row" role="listItem" identifier="{code}_item" label="search_label" hint="search_hint">
              <parameter name="code" type="String"/>
            </element>
        """)
    let warnings = Self.lint(scratch).diagnostics.filter { $0.rule == .a11yDuplicateID }
    #expect(warnings.allSatisfy { $0.severity == .warning })
    // Each warning's line, and the line of the earlier element it meets
    // (the warnings at one place in the order of their messages).
    #expect(
      warnings.map { "\($0.location.line) meets \($0.notes.first?.location.line ?? 0)" } == [
        "6 meets 3", "11 meets 6", "12 meets 11", "12 meets 3", "12 meets 6", "12 meets 4",
      ])
  }

  @Test func identifierTemplatesMatchAndOverlap() {
    let item = IdentifierTemplate(segments: [.literal("a_"), .parameter("x"), .literal("_item")])
    #expect(item.matches("a_ing_item"))
    #expect(item.matches("a_b_c_item"))
    #expect(!item.matches("a__item"))
    #expect(!item.matches("a_ing_items"))
    #expect(item.overlaps(IdentifierTemplate(literal: "a_list_item")))
    #expect(!item.overlaps(IdentifierTemplate(literal: "a_list_logo")))
    let unavailable = IdentifierTemplate(segments: [.literal("a_"), .parameter("y"), .literal("_unavailable")])
    #expect(!item.overlaps(unavailable))
    let other = IdentifierTemplate(segments: [.literal("a_list_"), .parameter("z")])
    #expect(item.overlaps(other))  // a_list_item
    #expect(IdentifierTemplate(segments: [.parameter("p")]).overlaps(IdentifierTemplate(segments: [.parameter("q")])))
    #expect(!IdentifierTemplate(segments: [.parameter("p")]).matches(""))
  }

  // MARK: a11y-invalid-id

  @Test func invalidIdentifiers() throws {
    let cases: [(identifier: String, message: String)] = [
      ("checkout_components_bank_selector_Search", "has 'S'"),
      ("bank_selector_b", "doesn't start with 'checkout_components_bank_selector_'"),
      ("checkout_components_bank_selector_{missing}_x", "uses {missing}, which 'a' doesn't declare"),
      ("checkout_components_bank_selector_{a", "unmatched brace"),
      ("checkout_components_bank_selector_{9}", "'{9}' in the identifier"),
    ]
    for (identifier, message) in cases {
      let scratch = try Self.scratch(
        "    <element name=\"a\" role=\"status\" label=\"loading\" identifier=\"\(identifier)\"/>")
      let diagnostics = Self.lint(scratch).diagnostics
      #expect(locations(diagnostics) == ["\(Self.catalogPath):3:65 a11y-invalid-id"], "\(identifier)")
      #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }
  }

  @Test func moreInvalidIdentifiers() throws {
    let long = String(repeating: "x", count: 300)
    let cases: [(body: String, message: String)] = [
      (
        "<element name=\"a\" role=\"status\" label=\"loading\" identifier=\"checkout_components_bank_selector_\"/>",
        "is only the prefix"
      ),
      (
        "<element name=\"a\" role=\"status\" label=\"loading\" identifier=\"checkout_components_bank_selector_\(long)\"/>",
        "bytes long"
      ),
      (
        "<element name=\"a\" role=\"status\" label=\"loading\" identifier=\"checkout_components_bank_selector_{self}\"/>",
        "is a Swift keyword"
      ),
      (
        "<element name=\"a\" role=\"status\" label=\"loading\" identifier=\"checkout_components_bank_selector_{v}\">"
          + "<parameter name=\"v\" type=\"Double\"/></element>",
        "an identifier's parameter is a String, Int or UInt"
      ),
    ]
    for (body, message) in cases {
      let diagnostics = Self.lint(try Self.scratch("    " + body)).diagnostics
      #expect(locations(diagnostics) == ["\(Self.catalogPath):3:65 a11y-invalid-id"], "\(message)")
      #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }
  }

  @Test func aMalformedAttributeIsReportedOnceNotAgainByLaterChecks() throws {
    let hint = try Self.scratch(
      "    <element name=\"search_field\" role=\"textField\" label=\"search_label\" hint=\"search_hint(\"/>")
    #expect(locations(Self.lint(hint).diagnostics) == ["\(Self.catalogPath):3:78 a11y-schema"])
    // A bad identifier isn't compared as the conventional one it stands in for.
    let identifier = try Self.scratch(
      """
          <element name="d" role="status" label="loading" identifier="checkout_components_bank_selector_d{"/>
          <element name="x" role="status" label="loading" identifier="checkout_components_bank_selector_{p}">
            <parameter name="p" type="String"/>
          </element>
      """)
    #expect(locations(Self.lint(identifier).diagnostics) == ["\(Self.catalogPath):3:65 a11y-invalid-id"])
  }

  @Test func aKeywordParameterNameSaysSo() throws {
    let scratch = try Self.scratch(
      "    <element name=\"a\" role=\"status\" label=\"loading\"><parameter name=\"default\" type=\"Int\"/></element>")
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):3:70 a11y-schema"])
    #expect(diagnostics.first?.message.contains("'default' is a Swift keyword") == true)
  }

  @Test func noBaseStringsIsOneDiagnosticNotOnePerKey() throws {
    let scratch = try Self.scratch(Self.searchField + "\n" + Self.bankItem, strings: "")
    try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("Strings/en.lproj"))
    let diagnostics = Self.lint(scratch).diagnostics.filter { $0.rule == .a11yUnknownString }
    #expect(locations(diagnostics) == ["\(Self.catalogPath):3:58 a11y-unknown-string"])
    #expect(diagnostics.first?.message.contains("no strings for the base locale 'en'") == true)
  }

  // MARK: a11y-missing-label and a11y-missing-hint

  @Test func interactiveElementsNeedALabelAndAHint() throws {
    let scratch = try Self.scratch(
      """
          <element name="search_field" role="textField" hint="search_hint"/>
          <element name="clear" role="button" label="search_label"/>
          <element name="logo" role="image"/>
      """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(
      locations(diagnostics) == [
        "\(Self.catalogPath):3:5 a11y-missing-label", "\(Self.catalogPath):4:5 a11y-missing-hint",
      ])
    #expect(diagnostics.map(\.severity) == [.error, .warning])
  }

  // MARK: a11y-unknown-string

  @Test func removingALabelKeyIsAnUnknownStringAtTheCatalogLine() throws {
    let strings = Self.strings.replacingOccurrences(of: "\"search_label\" = \"Search banks\";\n", with: "")
    let scratch = try Self.scratch(Self.searchField, strings: strings)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(locations(diagnostics) == ["\(Self.catalogPath):3:58 a11y-unknown-string"])
    #expect(diagnostics.first?.message.contains("'search_label'") == true)
  }

  @Test func aTypoGetsASuggestionAndAKeyInSeveralTablesMustNameOne() throws {
    let scratch = try Self.scratch(
      """
          <element name="search_field" role="textField" label="search_lable" hint="search_hint"/>
          <element name="title" role="header" label="title"/>
          <element name="subtitle" role="header" label="Other/title"/>
      """,
      extra: [
        "Strings/en.lproj/Other.strings": "\"title\" = \"Banks\";\n",
        "Strings/en.lproj/More.strings": "\"title\" = \"More banks\";\n",
      ])
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(
      locations(diagnostics) == [
        "\(Self.catalogPath):3:58 a11y-unknown-string", "\(Self.catalogPath):4:48 a11y-unknown-string",
      ])
    #expect(diagnostics[0].message.contains("did you mean 'search_label'?"))
    #expect(diagnostics[1].message.contains("several tables (More, Other)"))
  }

  // MARK: a11y-placeholder-mismatch

  @Test func argumentsMustMatchTheStringsPlaceholders() throws {
    let scratch = try Self.scratch(
      """
          <element name="a" role="status" label="bank_label"/>
          <element name="b" role="status" label="count_label(name)"><parameter name="name" type="String"/></element>
          <element name="c" role="status" label="bank_label(nobody)"/>
          <element name="d" role="status" label="loading(name)"><parameter name="name" type="String"/></element>
      """)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(
      locations(diagnostics) == [
        "\(Self.catalogPath):3:44 a11y-placeholder-mismatch", "\(Self.catalogPath):4:44 a11y-placeholder-mismatch",
        "\(Self.catalogPath):5:44 a11y-placeholder-mismatch", "\(Self.catalogPath):6:44 a11y-placeholder-mismatch",
      ])
    #expect(diagnostics[0].message.contains("takes 1 argument (%@ (String))"))
    #expect(diagnostics[0].notes.map(\.location.description) == ["\(Self.stringsPath):3:16"])
    #expect(diagnostics[1].message.contains("'name' is String, but position 1 of 'count_label' takes Int"))
    #expect(diagnostics[2].message.contains("'nobody'"))
    #expect(diagnostics[3].message.contains("takes 0 arguments"))
  }

  // MARK: a11y-label-style

  @Test func labelsAndHintsFollowApplesGuidance() throws {
    let strings = """
      "search_label" = "Search button";
      "search_hint" = "Tap to filter the banks.";
      "clear_label" = "Clear search.";
      "clear_hint" = "Clears the search.";

      """
    let scratch = try Self.scratch(
      """
          <element name="search_field" role="textField" label="search_label" hint="search_hint"/>
          <element name="clear" role="button" label="clear_label" hint="clear_hint"/>
      """, strings: strings)
    let diagnostics = Self.lint(scratch).diagnostics
    #expect(
      locations(diagnostics) == [
        "\(Self.stringsPath):1:18 a11y-label-style", "\(Self.stringsPath):2:17 a11y-label-style",
        "\(Self.stringsPath):3:17 a11y-label-style",
      ])
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics[0].message.contains("names its control type"))
    #expect(diagnostics[1].message.contains("starts with 'tap'"))
    #expect(diagnostics[2].message.contains("ends with a period"))
    #expect(diagnostics[0].notes.map(\.location.description) == ["\(Self.catalogPath):3:58"])
  }

  // MARK: coverage

  @Test func coverageReportsUnusedAndUnknownIdentifiers() throws {
    let rendered = """
      [
        "checkout_components_bank_selector_ing_item",
        "checkout_components_bank_selector_rabo_item",
        "checkout_components_bank_selector_search_fields"
      ]
      """
    let scratch = try Self.scratch(
      Self.searchField + "\n" + Self.bankItem + "\n"
        + """
            <element name="loading" role="status" label="loading"/>
        """, extra: ["rendered.json": rendered])
    let result = Self.lint(scratch, coverage: "rendered.json")
    #expect(
      locations(result.diagnostics) == [
        "Strings/Accessibility.xml:3:5 a11y-unused", "Strings/Accessibility.xml:9:5 a11y-unused",
        "rendered.json:4:4 a11y-unknown-id",
      ])
    #expect(result.diagnostics.map(\.severity) == [.warning, .warning, .error])
    #expect(result.diagnostics[2].message.contains("did you mean 'checkout_components_bank_selector_search_field'?"))
    #expect(result.coverage == CoverageSummary(rendered: 1, declared: 3))
    #expect(result.coverage?.text == "1/3 (33.3%)")
  }

  @Test func coveragePositionsFollowTheListEvenWithEscapes() throws {
    let rendered = """
      {"source": "audit", "identifiers": ["checkout_components_bank_selector_x\\\\/_item",
        "nope\\u00e9"]}
      """
    let scratch = try Self.scratch(Self.bankItem, extra: ["rendered.json": rendered])
    let result = Self.lint(scratch, coverage: "rendered.json")
    #expect(locations(result.diagnostics) == ["rendered.json:2:4 a11y-unknown-id"])
    #expect(result.diagnostics.first?.message.contains("'nopeé'") == true)
    #expect(result.coverage?.text == "1/1 (100.0%)")
  }

  @Test func fullCoverageIsClean() throws {
    let rendered =
      #"{"identifiers": ["checkout_components_bank_selector_search_field", "checkout_components_bank_selector_x_item"]}"#
    let scratch = try Self.scratch(Self.searchField + "\n" + Self.bankItem, extra: ["rendered.json": rendered])
    let result = Self.lint(scratch, coverage: "rendered.json")
    #expect(result.diagnostics.isEmpty)
    #expect(result.coverage?.text == "2/2 (100.0%)")
  }

  @Test func aCoverageFileThatIsNotAListIsInvalid() throws {
    for bad in ["{", "{\"identifiers\": 3}", "[1, 2]", "\"x\""] {
      let scratch = try Self.scratch(Self.searchField, extra: ["rendered.json": bad])
      let result = Self.lint(scratch, coverage: "rendered.json")
      #expect(locations(result.diagnostics) == ["rendered.json:1:1 coverage-invalid"], "\(bad)")
      #expect(result.coverage == nil)
    }
  }

  // MARK: strings-unused

  @Test func stringsNoSourceAndNoElementUsesAreReported() throws {
    let source = """
      let title = Strings.Accessibility.countLabel(3)
      let loading = localizer(Strings.Accessibility.`loading`)
      """
    let scratch = try Self.scratch(Self.searchField, extra: ["Sources/App/View.swift": source])
    let diagnostics = Self.lint(scratch, sources: "Sources").diagnostics
    #expect(
      locations(diagnostics) == [
        "\(Self.stringsPath):3:1 strings-unused", "\(Self.stringsPath):4:1 strings-unused",
      ])
    #expect(diagnostics.first?.message.contains("Strings.Accessibility.bankLabel") == true)
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
  }

  @Test func referencesAreReadFromSourceText() {
    let chains = StringsUsage.references(
      in: Array("x(Strings.Cart.items(count: 2)); MyStrings.Nope.a; Strings.`if`".utf8))
    #expect(chains.contains("Strings.Cart.items"))
    #expect(chains.contains("Strings.Cart"))
    #expect(chains.contains("Strings.if"))
    #expect(!chains.contains { $0.contains("Nope") })
  }
}
