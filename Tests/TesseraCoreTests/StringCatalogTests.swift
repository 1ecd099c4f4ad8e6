import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// String Catalogs (`.xcstrings`) as an input: a realistic catalog with every
/// locale, plurals, device variations, substitutions, states and comments,
/// read into the model, checked, generated, compiled and run.
@Suite struct StringCatalogTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/StringCatalog")

  static func pipeline() -> TesseraPipeline {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: fixtures.appendingPathComponent("Strings"), displayBase: fixtures))
  }

  static func catalog() -> (StringsCatalog, [Diagnostic]) {
    StringsCatalogLoader().load(directory: fixtures.appendingPathComponent("Strings"), displayBase: fixtures)
  }

  @Test func theCatalogReportsOnlyItsReviewAndItsStaleKey() {
    let diagnostics = Self.pipeline().lint().diagnostics
    #expect(
      diagnostics.map { "\($0.rule) \($0.location) \($0.severity): \($0.message)" } == [
        "xcstrings-stale-key Strings/Checkout.xcstrings:155:27 warning: 'old_banner' is stale: Xcode no longer finds "
          + "it in the source code. Remove it from the catalog, or set its extractionState to manual if code Xcode "
          + "doesn't scan uses it.",
        "xcstrings-needs-review Strings/Checkout.xcstrings:176:23 warning: The 'de' localization of 'Pay %@' needs "
          + "review; check the translation and mark it reviewed in Xcode's String Catalog editor (its state becomes "
          + "translated).",
      ], "\(diagnostics)")
  }

  @Test func everyLocaleOfTheCatalogIsATableBesideTheLprojTables() throws {
    let (catalog, _) = Self.catalog()
    #expect(catalog.locales.map(\.identifier) == ["de", "en", "pl"])
    let english = try #require(catalog.base?.tables["Checkout"])
    #expect(english.files == ["Strings/Checkout.xcstrings"])
    #expect(english.sortedKeys == ["Pay %@", "brand_name", "checkout_title", "items_count", "old_banner", "summary"])
    #expect(english.untranslatedKeys == ["brand_name"])
    #expect(catalog.base?.tables["Navigation"]?.entries["back"]?.displayValue == "Back")
    // A key without source text is its own text, at the key.
    let pay = try #require(english.entries["Pay %@"])
    #expect(pay.displayValue == "Pay %@")
    #expect(pay.arguments.types == [.string])
    #expect(pay.comment == "The pay button; the argument is the amount.")
    #expect(pay.valueLocation == SourceLocation(file: "Strings/Checkout.xcstrings", line: 171, column: 5))
    // shouldTranslate: false keeps the key out of every other locale.
    #expect(catalog.locale(LocaleIdentifier("de"))?.tables["Checkout"]?.entries["brand_name"] == nil)
  }

  @Test func devicesPluralsAndSubstitutionsBecomeTheModelsEntries() throws {
    let (catalog, _) = Self.catalog()
    let english = try #require(catalog.base?.tables["Checkout"])
    let title = try #require(english.entries["checkout_title"])
    #expect(title.content == .text("Checkout (%lld)"))
    #expect(title.deviceForms.map(\.device) == ["ipad", "mac"])
    #expect(title.deviceForms[0].content == .text("Complete your order (%lld)"))
    #expect(title.comment == "The title of the checkout screen.")
    #expect(title.variables.map(\.name) == ["count"])
    let items = try #require(english.entries["items_count"])
    #expect(items.displayValue == "%#@count@")
    #expect(items.arguments.types == [.int])
    let summary = try #require(english.entries["summary"])
    // The substitution stands at its argNum; %arg is its argument.
    #expect(summary.displayValue == "%1$@ in %2$#@bags@")
    #expect(summary.arguments.types == [.string, .int])
    #expect(summary.variables.first?.forms[.other]?.text == "%lld bags")
    let polish = try #require(catalog.locale(LocaleIdentifier("pl"))?.tables["Checkout"]?.entries["items_count"])
    #expect(Set(polish.variables.flatMap { $0.forms.keys }) == [.one, .few, .many, .other])
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func generatedCodeChoosesByLocalePluralAndDevice()
    async throws
  {
    let result = Self.pipeline().generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    let strings = try #require(result.files.first { $0.name == "Strings.swift" }).contents
    #expect(strings.contains("/// The title of the checkout screen."))
    #expect(strings.contains("public static func summary(_ value1: String, bags: Int) -> LocalizedString"))
    let program = #"""
      for locale in ["en", "de", "pl"] {
        for device in [LocalizationDevice.other, .ipad, .mac] {
          let localize = Localizer(locale: locale, device: device)
          print(locale, device, localize(Strings.Checkout.title(1)), "|", localize(Strings.Checkout.title(3)))
        }
        let localize = Localizer(locale: locale)
        print(" ", [1, 2, 5, 22].map { localize(Strings.Checkout.itemsCount(count: $0)) }.joined(separator: " | "))
        print(" ", [1, 3, 5].map { localize(Strings.Checkout.summary("Cart", bags: $0)) }.joined(separator: " | "))
        // "Pay %@" was extracted from code, so it has no accessor: its code finds it by its text.
        let pay = LocalizedString("Pay %@", table: "Checkout", arguments: [.string("9 €")])
        print(" ", localize(pay), "|", localize(Strings.Checkout.brandName), "|", localize(Strings.Navigation.back))
      }
      print(Localizer(locale: "en-XA", device: .ipad)(Strings.Checkout.title(2)))
      """#
    let output = try await Toolchain.compileAndRun(result.files, main: program)
    #expect(
      output == """
        en other Checkout (1) | Checkout (3)
        en ipad Complete your order (1) | Complete your order (3)
        en mac Checkout (1 window) | Checkout (3 windows)
          1 item | 2 items | 5 items | 22 items
          Cart in 1 bag | Cart in 3 bags | Cart in 5 bags
          Pay 9 € | Tessera Pay | Back
        de other Kasse (1) | Kasse (3)
        de ipad Bestellung abschließen (1) | Bestellung abschließen (3)
        de mac Kasse (1) | Kasse (3)
          1 Artikel | 2 Artikel | 5 Artikel | 22 Artikel
          Cart: eine Tasche | Cart: 3 Taschen | Cart: 5 Taschen
          9 € bezahlen | Tessera Pay | Zurück
        pl other Kasa (1) | Kasa (3)
        pl ipad Kasa (1) | Kasa (3)
        pl mac Kasa (1) | Kasa (3)
          1 produkt | 2 produkty | 5 produktów | 22 produkty
          Cart w jednej torbie | Cart w 3 torbach | Cart w 5 torbach
          Zapłać 9 € | Tessera Pay | Wstecz
        [Çöɱþļéţé ýöûŕ öŕðéŕ (2) one two three]

        """, "\(output)")
  }
}
