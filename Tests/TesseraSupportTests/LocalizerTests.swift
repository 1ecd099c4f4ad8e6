import Testing

@testable import TesseraSupport

/// The localizer on the stand-in tables (see `TesseraStringTables` in `StandIns`): which locales a
/// lookup tries, which text it finds, and whose plural rule picks a form.
@Suite struct LocalizerTests {
  static let greeting = LocalizedString(row: 0, table: "Greetings", key: "greeting")
  static let farewell = LocalizedString(row: 1, table: "Greetings", key: "farewell")
  static func basket(_ count: LocalizationArgument) -> LocalizedString {
    LocalizedString(row: 2, table: "Greetings", key: "basket", arguments: [count])
  }
  static let onlyInBase = LocalizedString(row: 4, table: "Greetings", key: "only_in_base")
  static let checkout = LocalizedString(row: 5, table: "Greetings", key: "checkout")

  @Test func aDeviceSeesItsFormAndEveryOtherDeviceTheOtherForm() {
    #expect(Localizer(locale: "en").device == .other)
    #expect(Localizer(locale: "en")(Self.checkout) == "Checkout")
    #expect(Localizer(locale: "en", device: .ipad)(Self.checkout) == "Checkout on iPad")
    #expect(Localizer(locale: "en", device: .mac)(Self.checkout) == "Checkout")
    #expect(Localizer(locale: "nl", device: .mac)(Self.checkout) == "Afrekenen op de Mac")
    // The locale's own other form wins over the base's iPad form.
    #expect(Localizer(locale: "nl", device: .ipad)(Self.checkout) == "Afrekenen")
    // A locale without the row falls back along the chain, device and all.
    #expect(Localizer(locale: "nl-BE", device: .mac)(Self.checkout) == "Afrekenen op de Mac")
    #expect(Localizer(locale: "pl", device: .ipad)(Self.checkout) == "Checkout on iPad")
    #expect(Localizer(locale: "en", device: LocalizationDevice(rawValue: "ipad"))(Self.checkout) == "Checkout on iPad")
  }

  /// A key without an accessor (one Xcode extracted from code) is found by
  /// its text, in every locale as an accessor's string is; a key the
  /// tables don't have shows itself, formatted, as Foundation shows it.
  @Test func aStringIsFoundByItsKey() {
    #expect(LocalizedString("greeting", table: "Greetings") == Self.greeting)
    #expect(Localizer(locale: "nl")(LocalizedString("farewell", table: "Greetings")) == "Tot ziens")
    #expect(Localizer(locale: "pl")(LocalizedString("basket", table: "Greetings", arguments: [.int(3)])) != "basket")
    #expect(Localizer(locale: "en")(LocalizedString("only_in_base", table: "Greetings")) == "Base only \u{1F600}\tend")
    #expect(Localizer(locale: "nl")(LocalizedString("greeting")) == "greeting")
    #expect(Localizer(locale: "en")(LocalizedString("%lld items", arguments: [.int(3)])) == "3 items")
    #expect(Localizer(locale: "de")(LocalizedString("Delete…")) == "Delete…")
  }

  @Test func theChainIsTheLocaleThenItsLanguageThenTheBase() {
    #expect(Localizer(locale: "nl-BE").fallbackChain == ["nl-BE", "nl", "en"])
    #expect(Localizer(locale: "nl_be").fallbackChain == ["nl-BE", "nl", "en"])
    #expect(Localizer(locale: "pl-PL").fallbackChain == ["pl", "en"])
    #expect(Localizer(locale: "en-GB").fallbackChain == ["en"])
    #expect(Localizer(locale: "xx").fallbackChain == ["en"])
    #expect(Localizer(locale: "").fallbackChain == ["en"])
    #expect(Localizer(locale: "nl-BE").locale == "nl-BE")
  }

  @Test func theLocalesAreTheCompiledOnes() {
    #expect(Localizer.baseLocale == "en")
    #expect(Localizer.availableLocales == ["en", "nl", "nl-BE", "pl"])
  }

  @Test func aMissingRowFallsBackAlongTheChain() {
    let belgian = Localizer(locale: "nl-BE")
    #expect(belgian(Self.greeting) == "Dag")
    #expect(belgian(Self.farewell) == "Tot ziens")
    #expect(belgian(Self.onlyInBase) == "Base only 😀\tend")
    #expect(Localizer(locale: "pl")(Self.farewell) == "Goodbye")
    #expect(Localizer(locale: "pl")(Self.greeting) == "Cześć")
  }

  @Test func aRowNoTableHasReadsAsItsKey() {
    let unknown = LocalizedString(row: 99, table: "Greetings", key: "nowhere")
    #expect(Localizer(locale: "nl")(unknown) == "nowhere")
    #expect(Localizer(locale: "nl")(LocalizedString(row: -1, table: "Greetings", key: "negative")) == "negative")
  }

  @Test func pluralFormsFollowTheRuleOfTheLocaleTheTextCameFrom() {
    let polish = Localizer(locale: "pl")
    #expect(polish(Self.basket(.int(1))) == "1 produkt w koszyku")
    #expect(polish(Self.basket(.int(2))) == "2 produkty w koszyku")
    #expect(polish(Self.basket(.int(5))) == "5 produktów w koszyku")
    #expect(polish(Self.basket(.int(12))) == "12 produktów w koszyku")
    #expect(polish(Self.basket(.int(22))) == "22 produkty w koszyku")
    #expect(polish(Self.basket(.uint(1))) == "1 produkt w koszyku")
    // No `zero` form: 0 takes the rule's category, `many`.
    #expect(polish(Self.basket(.int(0))) == "0 produktów w koszyku")
    // nl-BE has Polish rules but no text: the Dutch text is chosen by the Dutch (English) rule.
    #expect(Localizer(locale: "nl-BE")(Self.basket(.int(2))) == "2 artikelen in je mandje")
    #expect(Localizer(locale: "nl-BE")(Self.basket(.int(1))) == "1 artikel in je mandje")
  }

  @Test func aStringArgumentCountsAsItsInteger() {
    #expect(Localizer(locale: "pl")(Self.basket(.string("3"))) == "3 produkty w koszyku")
  }

  @Test func debugDescriptionNamesTheEntry() {
    #expect(Self.greeting.debugDescription == "Greetings.greeting")
    #expect(Self.basket(.int(2)).debugDescription == "Greetings.basket[TesseraSupport.LocalizationArgument.int(2)]")
  }
}
