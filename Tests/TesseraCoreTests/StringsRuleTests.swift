import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// One passing and one failing catalog per string rule, asserting rule,
/// file, line and column.
@Suite struct StringsRuleTests {
  static let en = "Strings/en.lproj/Localizable.strings"
  static let de = "Strings/de.lproj/Localizable.strings"

  /// Two locales of `Localizable.strings`.
  private func catalog(en: String, de: String) throws -> Scratch {
    try Scratch([Self.en: en, Self.de: de])
  }

  @Test func aCleanCatalogPasses() throws {
    let scratch = try catalog(
      en: "\"title\" = \"Choose your bank\";\n\"pay\" = \"Pay %1$@ to %2$@\";\n",
      de: "\"title\" = \"Wählen Sie Ihre Bank\";\n\"pay\" = \"%2$@ %1$@ zahlen\";\n")
    #expect(scratch.lintStrings().isEmpty)
  }

  // MARK: strings-syntax

  @Test func syntaxErrorsCarryTheirPosition() throws {
    let scratch = try catalog(en: "\"title\" = \"x\"\n\"b\" = \"y\";\n", de: "\"title\" = \"x\";\n\"b\" = \"y\";\n")
    #expect(locations(scratch.lintStrings()) == ["\(Self.en):1:14 strings-syntax"])
  }

  // MARK: strings-duplicate-key

  @Test func duplicateKeysReportBothLines() throws {
    let scratch = try catalog(
      en: "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n", de: "\"a\" = \"1\";\n\"b\" = \"2\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.en):3:1 strings-duplicate-key"])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.en):1:1"])
    let (catalog, _) = scratch.stringsCatalog()
    #expect(catalog.base?.entry(table: "Localizable", key: "a")?.displayValue == "3")
  }

  @Test func duplicateKeysWithTheSameValueAreAWarning() throws {
    let scratch = try catalog(en: "\"a\" = \"1\";\n\"a\" = \"1\";\n", de: "\"a\" = \"1\";\n")
    #expect(scratch.lintStrings().map(\.severity) == [.warning])
  }

  // MARK: strings-missing-key

  @Test func missingKeyIsNamedPerLocale() throws {
    let scratch = try catalog(en: "\"a\" = \"1\";\n\"b\" = \"2\";\n", de: "\"a\" = \"1\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.de):1:1 strings-missing-key"])
    #expect(diagnostics.first?.message.hasPrefix("'b' is missing from 'de'") == true)
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.en):2:1"])
  }

  @Test func aMissingTableIsOneDiagnostic() throws {
    let scratch = try Scratch([
      Self.en: "\"a\" = \"1\";\n", "Strings/en.lproj/Card.strings": "\"x\" = \"1\";\n\"y\" = \"2\";\n",
      Self.de: "\"a\" = \"1\";\n",
    ])
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["Strings/de.lproj:1:1 strings-missing-key"])
    #expect(diagnostics.first?.message.contains("'Card'") == true)
  }

  @Test func regionalLocalesCanReportMissingKeysAsWarnings() throws {
    let scratch = try Scratch([
      Self.en: "\"a\" = \"1\";\n\"b\" = \"2\";\n",
      "Strings/nl.lproj/Localizable.strings": "\"a\" = \"1\";\n\"b\" = \"2\";\n",
      "Strings/nl-BE.lproj/Localizable.strings": "\"a\" = \"één\";\n",
    ])
    #expect(scratch.lintStrings().map(\.severity) == [.error])
    let relaxed = scratch.lintStrings(regionalMissingKeySeverity: .warning)
    #expect(locations(relaxed) == ["Strings/nl-BE.lproj/Localizable.strings:1:1 strings-missing-key"])
    #expect(relaxed.map(\.severity) == [.warning])
    #expect(relaxed.first?.message.contains("shows the 'nl' text") == true)
  }

  @Test func anUnreadableTableDoesNotAlsoReportMissingKeys() throws {
    let scratch = try catalog(en: "\"a\" = \"1\";\n\"b\" = \"2\";\n", de: "\"a\" = \"1;\n")
    #expect(scratch.lintStrings().map(\.rule) == [.stringsSyntax])
  }

  // MARK: strings-extra-key

  @Test func extraKeyIsAWarningWithASuggestion() throws {
    let scratch = try catalog(en: "\"title\" = \"1\";\n", de: "\"title\" = \"1\";\n\"tittle\" = \"2\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.de):2:1 strings-extra-key"])
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.message.contains("Did you mean 'title'?") == true)
  }

  // MARK: strings-format-mismatch

  @Test func formatMismatchNamesBothPositions() throws {
    let scratch = try catalog(en: "\"pay\" = \"Pay %@\";\n", de: "\"pay\" = \"%d zahlen\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.de):1:9 strings-format-mismatch"])
    #expect(diagnostics.first?.notes.map(\.location.description) == ["\(Self.en):1:9"])
    #expect(diagnostics.first?.message.contains("position 1 is Int in 'de' but String in 'en'") == true)
  }

  @Test func droppingAPlaceholderIsAMismatch() throws {
    let scratch = try catalog(en: "\"t\" = \"%1$@ paid %2$@\";\n", de: "\"t\" = \"%1$@ bezahlt\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.de):1:7 strings-format-mismatch"])
    #expect(diagnostics.first?.message.contains("'de' lacks position 2 (String)") == true)
  }

  @Test func reorderedPositionsMatch() throws {
    let scratch = try catalog(en: "\"t\" = \"%1$@ paid %2$d\";\n", de: "\"t\" = \"%2$d für %1$@\";\n")
    #expect(scratch.lintStrings().isEmpty)
  }

  // MARK: strings-empty-value

  @Test func emptyValueIsAWarning() throws {
    let scratch = try catalog(en: "\"a\" = \"1\";\n", de: "\"a\" = \"\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.de):1:7 strings-empty-value"])
    #expect(diagnostics.first?.severity == .warning)
  }

  // MARK: suspicious-percent and strings-format-invalid

  @Test func suspiciousPercentSuggestsEscaping() throws {
    let scratch = try catalog(en: "\"a\" = \"80% of trips\";\n", de: "\"a\" = \"80 %% der Fahrten\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.en):1:7 suspicious-percent"])
    #expect(diagnostics.first?.message.contains("write '%%'") == true)
  }

  /// A base value's gap is an error: the accessor needs every position's
  /// type. A translation may leave a position out.
  @Test func invalidFormatIsAnError() throws {
    let scratch = try catalog(en: "\"a\" = \"%1$@ and %3$@\";\n", de: "\"a\" = \"%1$@ und %3$@\";\n")
    #expect(locations(scratch.lintStrings()) == ["\(Self.en):1:7 strings-format-invalid"])
  }

  // MARK: strings-name-collision

  @Test func twoKeysWithOneSwiftNameCollide() throws {
    let scratch = try catalog(
      en: "\"pay_now\" = \"1\";\n\"payNow\" = \"2\";\n", de: "\"pay_now\" = \"1\";\n\"payNow\" = \"2\";\n")
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.en):1:1 strings-name-collision"])
    #expect(diagnostics.first?.message.contains("Strings.payNow") == true)
  }

  // MARK: strings-layout

  @Test func aFileOutsideAnLprojIsIgnoredWithAWarning() throws {
    let scratch = try Scratch([Self.en: "\"a\" = \"1\";\n", "Strings/Stray.strings": "\"a\" = \"1\";\n"])
    #expect(locations(scratch.lintStrings()) == ["Strings/Stray.strings:1:1 strings-layout"])
  }

  @Test func xcodesBaseLprojIsSkippedWithANote() throws {
    let scratch = try Scratch([
      Self.en: "\"a\" = \"1\";\n", "Strings/Base.lproj/Main.strings": "\"Kx3-Ab.text\" = \"Title\";\n",
      "Strings/Base.lproj/Other.strings": "\"b\" = \"2\";\n",
    ])
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["Strings/Base.lproj:1:1 strings-layout"])
    #expect(diagnostics.first?.severity == .note)
    #expect(scratch.stringsCatalog().0.locales.map(\.identifier) == ["en"])
  }

  @Test func aMissingBaseLocaleIsAnError() throws {
    let scratch = try Scratch([Self.de: "\"a\" = \"1\";\n"])
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["Strings:1:1 strings-layout"])
    #expect(diagnostics.first?.message.contains("found: de") == true)
  }

  // MARK: plural-missing-category and plural-unused-category

  static let plEntry = "Strings/pl.lproj/Localizable.stringsdict"
  static let enEntry = "Strings/en.lproj/Localizable.stringsdict"

  private func plurals(en: [(String, String)], pl: [(String, String)]) throws -> Scratch {
    try Scratch([
      Self.enEntry: stringsdict([("errors", "%#@count@", [("count", "d", en)])]),
      Self.plEntry: stringsdict([("errors", "%#@count@", [("count", "d", pl)])]),
    ])
  }

  @Test func pluralsWithEveryCategoryPass() throws {
    let scratch = try plurals(
      en: [("one", "%d error"), ("other", "%d errors")],
      pl: [("one", "%d błąd"), ("few", "%d błędy"), ("many", "%d błędów"), ("other", "%d błędu")])
    #expect(scratch.lintStrings().isEmpty)
  }

  @Test func polishNeedsFewAndMany() throws {
    let scratch = try plurals(
      en: [("one", "%d error"), ("other", "%d errors")], pl: [("one", "%d błąd"), ("other", "%d błędu")])
    let diagnostics = scratch.lintStrings()
    #expect(locations(diagnostics) == ["\(Self.plEntry):9:5 plural-missing-category"])
    #expect(diagnostics.first?.message.contains("lacks the few, many forms") == true)
  }

  @Test func otherIsAlwaysRequired() throws {
    let scratch = try plurals(en: [("one", "%d error")], pl: [("one", "%d błąd")])
    let diagnostics = scratch.lintStrings().filter { $0.rule == .pluralMissingCategory }
    #expect(
      locations(diagnostics) == [
        "\(Self.enEntry):9:5 plural-missing-category", "\(Self.plEntry):9:5 plural-missing-category",
      ])
    #expect(diagnostics.first?.message.contains("lacks the other form") == true)
  }

  @Test func englishNeverUsesFew() throws {
    let scratch = try plurals(
      en: [("zero", "no errors"), ("one", "%d error"), ("few", "%d errors"), ("other", "%d errors")],
      pl: [("one", "%d błąd"), ("few", "%d błędy"), ("many", "%d błędów"), ("other", "%d błędu")])
    let diagnostics = scratch.lintStrings()
    // `zero` is allowed: Foundation uses it for 0 in every language.
    #expect(locations(diagnostics) == ["\(Self.enEntry):20:7 plural-unused-category"])
    #expect(diagnostics.first?.severity == .warning)
  }
}
