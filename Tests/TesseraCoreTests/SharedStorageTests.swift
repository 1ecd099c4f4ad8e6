import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// What the catalogs share and how small they keep it: interned paths and
/// keys, compact locations and argument types, and output bytes set aside
/// in pages of their own.
struct SharedStorageTests {
  /// Where a String's UTF-8 is stored, or `nil` for one held inline.
  private func storage(of string: String) -> UnsafeRawPointer? {
    guard string.utf8.count > 15 else { return nil }
    return string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  private func storage(of path: TokenPath) -> UnsafeRawPointer? {
    path.segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func equalPathsShareOneArrayAfterInterning() throws {
    var interner = TokenPathInterner()
    let first = try #require(TokenPath(parsing: "color.text.primary"))
    let second = try #require(TokenPath(parsing: "color.text.primary"))
    #expect(storage(of: first) != storage(of: second))
    let a = interner.intern(first)
    let b = interner.intern(second)
    #expect(a == b)
    #expect(storage(of: a) == storage(of: first))
    #expect(storage(of: b) == storage(of: first), "the second path takes the first one's array")
    let other = interner.intern(try #require(TokenPath(parsing: "color.text.secondary")))
    #expect(storage(of: other) != storage(of: first))
  }

  @Test func aCatalogsDefinitionsAndAliasesShareTheirPaths() throws {
    let xml = { (mode: String) in
      """
      <tokens mode="\(mode)">
        <group name="color" type="color">
          <token name="brand" value="#336699"/>
          <token name="accent" value="{color.brand}"/>
        </group>
        <token name="title" type="typography" font-family="Inter" font-weight="bold" font-size="{size.large}" line-height="20"/>
        <contrast><pair foreground="color.accent" background="color.brand" minimum="ui"/></contrast>
      </tokens>
      """
    }
    let loader = TokenCatalogLoader()
    var catalog = loader.load(xml: xml("light"), displayPath: "light.xml").0
    catalog.definitions += loader.load(xml: xml("dark"), displayPath: "dark.xml").0.definitions
    let before = catalog.definitions
    catalog.internPaths()
    #expect(catalog.definitions == before, "interning changes no definition")
    #expect(catalog.definitions.count == 6)
    let brand = catalog.definitions.filter { $0.path.description == "color.brand" }
    #expect(brand.count == 2)
    #expect(storage(of: brand[0].path) == storage(of: brand[1].path), "light and dark share the path")
    guard case .alias(let target) = catalog.definitions[1].expression else {
      Issue.record("color.accent is an alias")
      return
    }
    #expect(storage(of: target) == storage(of: brand[0].path), "the alias target is the definition's path")
    guard case .typography(let fields) = catalog.definitions[2].expression,
      case .alias(let size) = fields.fontSize.reference,
      case .typography(let darkFields) = catalog.definitions[5].expression,
      case .alias(let darkSize) = darkFields.fontSize.reference
    else {
      Issue.record("title's font size is an alias in both modes")
      return
    }
    #expect(storage(of: size) == storage(of: darkSize), "a typography field's alias is interned too")
    let pair = try #require(catalog.contrastPairs.first)
    #expect(storage(of: pair.background) == storage(of: brand[0].path))
  }

  @Test func longStringsShareStorageAndShortOnesStayInline() {
    var interner = StringInterner()
    var first = String("screen001_item_00000_text".utf8.map { Character(Unicode.Scalar($0)) })
    var second = String("screen001_item_00000_text".utf8.map { Character(Unicode.Scalar($0)) })
    #expect(storage(of: first) != storage(of: second))
    let original = storage(of: first)
    interner.intern(&first)
    interner.intern(&second)
    #expect(first == "screen001_item_00000_text" && second == first)
    #expect(storage(of: first) == original && storage(of: second) == original)
    var short = "title"
    interner.intern(&short)
    #expect(short == "title")
    var emoji = "💳 Zahlung wählen, bitte"
    let emojiStorage = storage(of: emoji)
    interner.intern(&emoji)
    #expect(emoji == "💳 Zahlung wählen, bitte" && storage(of: emoji) == emojiStorage)
  }

  @Test func filesParsedOnTwoThreadsShareTheirKeys() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Checkout.strings": "\"checkout.button.pay.title\" = \"Pay\";\n\"short\" = \"S\";\n",
      "Strings/de.lproj/Checkout.strings": "\"checkout.button.pay.title\" = \"Bezahlen\";\n\"short\" = \"K\";\n",
      "Strings/fr.lproj/Checkout.strings": "\"checkout.button.pay.title\" = \"Payer\";\n\"short\" = \"C\";\n",
    ])
    let (catalog, diagnostics) = StringsCatalogLoader(baseLocale: "en").load(
      directory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url)
    #expect(diagnostics.isEmpty)
    let keys = catalog.locales.compactMap { $0.entry(table: "Checkout", key: "checkout.button.pay.title")?.key }
    #expect(keys.count == 3)
    #expect(Set(keys.map { storage(of: $0) }).count == 1, "one copy of the key for every locale")
    #expect(
      catalog.locales.compactMap { $0.entry(table: "Checkout", key: "checkout.button.pay.title")?.displayValue }
        .sorted() == ["Bezahlen", "Pay", "Payer"])
  }

  @Test func aKeySpelledWithOtherBytesKeepsItsOwn() throws {
    // `é` precomposed in English, decomposed in French: equal Strings, different bytes.
    let composed = "caf\u{E9}_welcome_message"
    let decomposed = "cafe\u{301}_welcome_message"
    var interner = StringInterner()
    var first = composed
    var second = decomposed
    interner.intern(&first)
    interner.intern(&second)
    #expect(Array(first.utf8) == Array(composed.utf8))
    #expect(Array(second.utf8) == Array(decomposed.utf8), "the decomposed key keeps its bytes")
    let scratch = try Scratch([
      "Strings/en.lproj/T.strings": "\"\(composed)\" = \"Welcome\";\n",
      "Strings/fr.lproj/T.strings": "\"\(decomposed)\" = \"Bienvenue\";\n",
    ])
    let (catalog, _) = StringsCatalogLoader(baseLocale: "en").load(
      directory: scratch.url.appendingPathComponent("Strings"), displayBase: scratch.url)
    let keys = Dictionary(
      uniqueKeysWithValues: catalog.locales.map { ($0.identifier, $0.tables["T"]?.entries.values.first?.key) })
    #expect(keys["en"]??.utf8.elementsEqual(composed.utf8) == true)
    #expect(keys["fr"]??.utf8.elementsEqual(decomposed.utf8) == true)
  }

  @Test func locationsKeepTheirJSONFormAndClamp() throws {
    let location = TesseraFoundation.SourceLocation(file: "Tokens/dark.xml", line: 41, column: 7)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try #require(String(data: try encoder.encode(location), encoding: .utf8))
    #expect(json == #"{"column":7,"file":"Tokens\/dark.xml","line":41}"#)
    #expect(try JSONDecoder().decode(TesseraFoundation.SourceLocation.self, from: Data(json.utf8)) == location)
    #expect(TesseraFoundation.SourceLocation(file: "a", line: 0, column: -3).description == "a:1:1")
    let far = TesseraFoundation.SourceLocation(file: "a", line: Int.max, column: 5_000_000_000)
    #expect(far.line == Int(UInt32.max) && far.column == Int(UInt32.max))
    var moved = location
    moved.line = 2
    moved.column = 0
    #expect(moved.description == "Tokens/dark.xml:2:1")
    #expect(MemoryLayout<TesseraFoundation.SourceLocation>.size == 24)
  }

  @Test func argumentTypesAreSortedByPositionAndCompareAsTheDictionaryDid() {
    let parsed = FormatStringParser.parse("%3$@ paid %1$d of %2$.2f, %1$d again")
    #expect(parsed.positionTypes.map(\.position) == [1, 2, 3])
    #expect(parsed.typesByPosition == [1: .int, 2: .double, 3: .string])
    #expect(parsed.count == 3 && parsed.types == [.int, .double, .string])
    #expect(parsed.hasSameTypes(as: FormatStringParser.parse("%1$d, %2$f and %3$@")))
    #expect(!parsed.hasSameTypes(as: FormatStringParser.parse("%1$d, %2$f and %3$d")))
    let gap = FormatStringParser.parse("%1$@ and %3$@")
    #expect(gap.count == 3 && gap.types == [.string, .string, .string])
    #expect(gap.typesByPosition == [1: .string, 3: .string])
    #expect(FormatStringParser.parse("no placeholders").positionTypes.isEmpty)
  }

  @Test func setAsideBytesHoldACopy() {
    var source: [UInt8] = Array("let x = 1\n".utf8)
    let kept = source.withUnsafeBytes { SetAsideBytes(copying: $0) }
    source[0] = UInt8(ascii: "v")
    #expect(Array(kept.bytes) == Array("let x = 1\n".utf8))
    let empty = SetAsideBytes(copying: UnsafeRawBufferPointer(start: nil, count: 0))
    #expect(empty.bytes.isEmpty)
  }
}

/// The trimming the accessibility catalog's references use, against
/// Foundation's, which it replaces.
struct SpaceTrimmingTests {
  @Test(arguments: [
    "", " ", "\t \t", "key", "  key  ", "\tkey(a, b)\t", "key\n", "\nkey", " \u{00A0}key\u{2003}",
    "\u{3000}ключ\u{3000}",
    "\u{00A0}", " \u{301}é ", "a b", " \u{200B}key ", "\u{85}key\u{85}", "\u{2028}key", " 💳 ", "\u{1680}k\u{180E}",
    "\u{200C}k\u{202F}", "\u{205F}k\u{FEFF}", "\u{2029}k\u{3000}",
  ])
  func trimsWhatFoundationTrims(_ text: String) {
    #expect(text.trimmingSpacesAndTabs == text.trimmingCharacters(in: .whitespaces))
    let padded = "xx" + text + "yy"
    let inner = padded.dropFirst(2).dropLast(2)
    #expect(inner.trimmingSpacesAndTabs == inner.trimmingCharacters(in: .whitespaces), "as a Substring")
  }
}

/// Comparing locale identifiers without making them.
struct LocaleIdentifierComparisonTests {
  @Test(arguments: [
    ("en", "en"), ("en", "EN"), ("en_US", "en-us"), ("zh-Hant-TW", "zh_hant_tw"), ("en", "de"), ("en", "en-GB"),
    ("", ""), ("", "en"), ("pt-BR", "pt-PT"), ("İ", "i̇"), ("K", "k"), ("Ä", "ä"), ("é", "É"), ("sr-Latn", "sr_LATN"),
    ("en-", "en_"), ("a_b", "a-c"),
  ])
  func agreesWithTheIdentifiersEquality(_ pair: (String, String)) {
    let expected = LocaleIdentifier(pair.0) == LocaleIdentifier(pair.1)
    #expect(LocaleIdentifier.same(pair.0, pair.1) == expected)
    #expect(LocaleIdentifier.same(pair.1, pair.0) == expected)
  }

  @Test func theBaseIsFoundHoweverItsFolderIsSpelled() {
    let catalog = StringsCatalog(
      baseLocale: "en-us",
      locales: [
        StringsLocale(identifier: "de", directory: "de.lproj"),
        StringsLocale(identifier: "en_US", directory: "en_US.lproj"),
        StringsLocale(identifier: "fr", directory: "fr.lproj"),
      ])
    #expect(catalog.base?.identifier == "en_US")
    #expect(catalog.translations.map(\.identifier) == ["de", "fr"])
    #expect(catalog.locale(LocaleIdentifier("FR"))?.identifier == "fr")
    #expect(catalog.locale(LocaleIdentifier("es")) == nil)
  }
}
