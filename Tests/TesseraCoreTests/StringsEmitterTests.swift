import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The string emitter's output, byte for byte, and the generated code
/// compiled and run: lookups in several locales, the fallback chain, CLDR
/// plural selection for en, pl and ar, and locale number formatting.
///
/// To accept a deliberate change to the output, run with
/// `TESSERA_RECORD_GOLDEN=1` and review the diff of `Fixtures/GoldenStrings`.
@Suite struct StringsEmitterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/GoldenStrings")

  static func generate() -> PipelineResult {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: fixtures.appendingPathComponent("Strings"), displayBase: fixtures,
        regionalMissingKeySeverity: .warning)
    ).generate()
  }

  @Test func outputMatchesTheGoldenFiles() throws {
    let result = Self.generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    #expect(result.files.map(\.name) == ["Strings.swift", "StringTables.swift", "LocalizationSupport.swift"])
    try expectGolden(result.files, in: Self.fixtures)
  }

  @Test func outputIsDeterministic() {
    #expect(Self.generate().files == Self.generate().files)
  }

  @Test func onlyRegionalFallbacksAreReported() {
    let result = Self.generate()
    #expect(Set(result.diagnostics.map(\.rule)) == [.stringsMissingKey])
    #expect(result.diagnostics.allSatisfy { $0.location.file.hasPrefix("Strings/nl-BE.lproj") })
  }

  @Test func accessorsAreTypedAndNamedAfterTheirKeys() throws {
    let strings = try #require(Self.generate().files.first { $0.name == "Strings.swift" }).contents
    #expect(strings.contains("public static let title = LocalizedString("))
    #expect(strings.contains("public static func total(_ value1: Double) -> LocalizedString"))
    #expect(strings.contains("public static func payTo(_ value1: String, _ value2: String) -> LocalizedString"))
    #expect(strings.contains("public static func items(count: Int) -> LocalizedString"))
    #expect(strings.contains("public static func summary(items: Int, bags: Int) -> LocalizedString"))
    #expect(strings.contains("/// Hello, %@!"))
    #expect(strings.contains("public enum Multi {"))
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func generatedCodeCompilesAndRuns() async throws {
    let files = Self.generate().files
    let program = #"""
      let counts: [Int] = [0, 1, 2, 3, 5, 11, 22, 100, 101, 112]
      for locale in ["en", "pl", "ar", "nl-BE", "fr", "en-XA"] {
        let localize = Localizer(locale: locale)
        print(locale, localize.fallbackChain.joined(separator: ">"))
        print(" ", localize(Strings.greeting("Ada")), "|", localize(Strings.Cart.title), "|", localize(Strings.secure))
        print(" ", counts.map { localize(Strings.Cart.items(count: $0)) }.joined(separator: " | "))
        print(" ", localize(Strings.Cart.summary(items: 2, bags: 5)), "|", localize(Strings.Cart.total(1234.5)))
      }
      print(Localizer(locale: "pl")(Strings.Cart.payTo("10 zł", "Sklep")))
      print(Localizer(locale: "en")(Strings.Multi.line))
      """#
    let output = try await Toolchain.compileAndRun(files, main: program)
    let expected = """
      en en
        Hello, Ada! | Your cart | 100% secure
        Your cart is empty | 1 item | 2 items | 3 items | 5 items | 11 items | 22 items | 100 items | 101 items | 112 items
        2 items in 5 bags | Total: 1,234.50
      pl pl>en
        Cześć, Ada! | Twój koszyk | 100% bezpieczne
        0 produktów | 1 produkt | 2 produkty | 3 produkty | 5 produktów | 11 produktów | 22 produkty | 100 produktów | 101 produktów | 112 produktów
        2 produkty w 5 torbach | Razem: 1234,50
      ar ar>en
        مرحبا، Ada! | سلتك | آمن 100%
        لا منتجات | منتج واحد | منتجان | 3 منتجات | 5 منتجات | 11 منتجًا | 22 منتجًا | 100 منتج | 101 منتج | 112 منتجًا
        منتجان في 5 حقائب | المجموع: 1,234.50
      nl-BE nl-BE>nl>en
        Dag, Ada! | Je winkelwagen | 100% veilig
        0 artikelen | 1 artikel | 2 artikelen | 3 artikelen | 5 artikelen | 11 artikelen | 22 artikelen | 100 artikelen | 101 artikelen | 112 artikelen
        2 artikelen in 5 tassen | Totaal: 1.234,50
      fr en
        Hello, Ada! | Your cart | 100% secure
        Your cart is empty | 1 item | 2 items | 3 items | 5 items | 11 items | 22 items | 100 items | 101 items | 112 items
        2 items in 5 bags | Total: 1\u{202F}234,50
      en-XA en-XA>en
        [Ĥéļļö, Ada! one] | [Ýöûŕ çåŕţ one] | [100% šéçûŕé one]
        [Ýöûŕ çåŕţ îš éɱþţý one two] | [1 îţéɱ one] | [2 îţéɱš one] | [3 îţéɱš one] | [5 îţéɱš one] | [11 îţéɱš one] | [22 îţéɱš one] | [100 îţéɱš one] | [101 îţéɱš one] | [112 îţéɱš one]
        [2 îţéɱš one] îñ [5 ƀåĝš one] | [Ţöţåļ: 1,234.50 one]
      Zapłać 10 zł dla Sklep
      First line
      Second line

      """
    let got = output.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(got.count == want.count)
    for (index, line) in want.enumerated() where index < got.count {
      #expect(got[index] == line, "line \(index + 1)")
    }
  }
}
