// A stand-in, never copied: `tessera generate` writes the real `TesseraStringTables` beside the
// support code, from the string catalogs. This one lets the support code compile as a module of its
// own, and gives its tests a small catalog with a known shape.

/// A stand-in for the generated string tables: four locales, each row in the shape `tessera generate`
/// writes (see ``TesseraMessageTable``).
///
/// | row | key | `en` (base) | `nl` | `nl-BE` | `pl` |
/// | --- | --- | --- | --- | --- | --- |
/// | 0 | `greeting` | text | text | text | text |
/// | 1 | `farewell` | text | text | missing | missing |
/// | 2 | `basket` | plural | plural | missing | plural |
/// | 3 | `total` | text with arguments | text with arguments | missing | missing |
/// | 4 | `only_in_base` | text | missing | missing | missing |
/// | 5 | `checkout` | text, iPad form | text, Mac form | missing | missing |
///
/// `en` and `nl` choose plural forms by CLDR's rule for English, `pl` by CLDR's rule for Polish, and
/// `nl-BE` has `pl`'s rule, so that a test can tell which locale's rule chose a form.
enum TesseraStringTables {
  /// The base locale, as the generated tables name it.
  static let baseLocale = "en"

  /// The compiled locales, sorted by identifier as the generated tables are.
  static let locales: [TesseraCompiledLocale] = [
    TesseraCompiledLocale(identifier: "en", pluralRules: english, messages: { englishMessages }),
    TesseraCompiledLocale(identifier: "nl", pluralRules: english, messages: { dutchMessages }),
    TesseraCompiledLocale(identifier: "nl-BE", pluralRules: polish, messages: { belgianDutchMessages }),
    TesseraCompiledLocale(identifier: "pl", pluralRules: polish, messages: { polishMessages }),
  ]

  static let englishMessages = TesseraMessageTable(
    encoded: #"""
      [Greetings]
      greeting = Hello
      farewell = Goodbye
      basket => %#@items@ in your basket
        items.one = %d item
        items.other = %d items
      total = Total: %@ for %d items, %.2f each
      only_in_base = Base only \u{1F600}\tend
      checkout = Checkout
        @ipad = Checkout on iPad
      """#)

  static let dutchMessages = TesseraMessageTable(
    encoded: #"""
      [Greetings]
      greeting = Hallo
      farewell = Tot ziens
      basket => %#@items@ in je mandje
        items.one = %d artikel
        items.other = %d artikelen
      total = Totaal: %@ voor %d artikelen, %.2f per stuk
      only_in_base
      checkout = Afrekenen
        @mac = Afrekenen op de Mac
      """#)

  static let belgianDutchMessages = TesseraMessageTable(
    encoded: #"""
      [Greetings]
      greeting = Dag
      farewell
      basket
      total
      only_in_base
      """#)

  static let polishMessages = TesseraMessageTable(
    encoded: #"""
      [Greetings]
      greeting = Cześć
      farewell
      basket => %#@items@ w koszyku
        items.one = %d produkt
        items.few = %d produkty
        items.many = %d produktów
        items.other = %d produktu
      total
      only_in_base
      """#)

  /// CLDR's rule for English: `one` for 1 with no visible fraction digits.
  @Sendable static func english(_ o: TesseraPluralOperands) -> TesseraPluralCategory {
    o.i == 1 && o.v == 0 ? .one : .other
  }

  /// CLDR's rule for Polish, as `tessera generate` writes it.
  @Sendable static func polish(_ o: TesseraPluralOperands) -> TesseraPluralCategory {
    if o.i == 1 && o.v == 0 { return .one }
    if o.v == 0 && (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100) { return .few }
    if o.v == 0 && o.i != 1 && (0...1).contains(o.i % 10) { return .many }
    if o.v == 0 && (5...9).contains(o.i % 10) { return .many }
    if o.v == 0 && (12...14).contains(o.i % 100) { return .many }
    return .other
  }
}
