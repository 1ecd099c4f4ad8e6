import Testing

@testable import TesseraSupport

/// Texts of an app's own, outside the catalogs: a verbatim text with its
/// translations, and accessibility elements the catalog doesn't declare.
@Suite struct VerbatimTextTests {
  static let giftCard = LocalizedString(
    verbatim: "Gift card", translations: ["nl": "Cadeaukaart", "nl_BE": "Cadeaubon", "PL": "Karta podarunkowa"])

  @Test func aLocaleShowsItsTranslationElseItsLanguagesElseTheText() {
    #expect(Localizer(locale: "nl")(Self.giftCard) == "Cadeaukaart")
    #expect(Localizer(locale: "nl-BE")(Self.giftCard) == "Cadeaubon", "nl_BE names nl-BE")
    #expect(Localizer(locale: "nl-NL")(Self.giftCard) == "Cadeaukaart")
    #expect(Localizer(locale: "pl")(Self.giftCard) == "Karta podarunkowa", "identifiers compare in any case")
    #expect(Localizer(locale: "de")(Self.giftCard) == "Gift card")
    #expect(Localizer(locale: "en")(Self.giftCard) == "Gift card")
  }

  @Test func aVerbatimTextIsNeverAFormatNorARow() {
    let text = LocalizedString(verbatim: "100% off %@ %1$d")
    #expect(Localizer(locale: "en")(text) == "100% off %@ %1$d")
    #expect(!text.isCatalogued)
    #expect(text.key == "100% off %@ %1$d")
    #expect(text.table.isEmpty)
    #expect(LocalizerTests.greeting.isCatalogued)
    #expect(Self.giftCard.debugDescription == #"verbatim("Gift card")"#)
  }

  @Test func twoSpellingsOfOneLocaleKeepOneTranslationWhateverTheirOrder() {
    let one = LocalizedString(verbatim: "x", translations: ["nl-BE": "a", "nl_BE": "b"])
    let other = LocalizedString(verbatim: "x", translations: ["nl_BE": "b", "nl-BE": "a"])
    #expect(one == other)
    #expect(Localizer(locale: "nl-BE")(one) == "a")
  }

  @Test func anElementOfTheAppsOwnHasItsLabelAndIsNotTheCatalogs() {
    let field = A11yElement.custom(identifier: "gift_card_code_field", role: .textField, label: Self.giftCard)
    #expect(!field.isCatalogued)
    #expect(field.isInteractive)
    #expect(field.localizedLabel(Localizer(locale: "nl")) == "Cadeaukaart")
    #expect(field.hint == nil)
    let catalogued = A11yElement(
      identifier: "checkout_components_x", role: .button, label: LocalizerTests.greeting, hint: nil, value: nil)
    #expect(catalogued.isCatalogued)
    #expect(
      field != A11yElement.custom(identifier: "gift_card_code_field", role: .textField, label: LocalizerTests.greeting))
  }
}
