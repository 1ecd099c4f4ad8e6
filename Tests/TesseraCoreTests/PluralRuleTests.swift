import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// CLDR plural rules: the committed data parses, every sample number CLDR
/// gives selects its own category in the interpreter, and the operands are
/// CLDR's. `PluralAgreementTests` runs the Swift the emitter writes.
@Suite struct PluralRuleTests {
  /// Every (locales, category, sample) CLDR lists, expanded.
  static let samples: [(group: Int, locales: [String], category: PluralCategory, number: String)] = {
    var result: [(Int, [String], PluralCategory, String)] = []
    for (index, group) in CLDRPlurals.cardinalData.enumerated() {
      for (name, text) in group.rules {
        guard let category = PluralCategory(rawValue: name), let rule = try? PluralRule(parsing: text) else {
          continue
        }
        for sample in rule.samples {
          for number in PluralSamples.expand(sample) ?? [] { result.append((index, group.locales, category, number)) }
        }
      }
    }
    return result
  }()

  @Test func everyCLDRRuleParses() throws {
    for group in CLDRPlurals.cardinalData {
      for (category, text) in group.rules {
        #expect(PluralCategory(rawValue: category) != nil, "\(group.locales): \(category)")
        let rule = try PluralRule(parsing: text)
        #expect(rule.samples.allSatisfy { PluralSamples.expand($0) != nil }, "\(group.locales): \(text)")
      }
    }
    let locales = CLDRPlurals.cardinalData.flatMap(\.locales)
    #expect(CLDRPlurals.ruleSets.count == Set(locales.map { $0.lowercased() }).count)
    #expect(locales.count > 200)
  }

  @Test func everyCLDRSampleSelectsItsCategory() {
    #expect(Self.samples.count > 2_500)
    var failures: [String] = []
    for sample in Self.samples {
      guard let ruleSet = CLDRPlurals.ruleSet(for: sample.locales[0]),
        let operands = PluralOperands(decimal: sample.number)
      else {
        failures.append("\(sample.locales[0]) \(sample.number): unreadable")
        continue
      }
      let got = ruleSet.category(for: operands)
      if got != sample.category {
        failures.append("\(sample.locales[0]) \(sample.number): \(got), CLDR says \(sample.category)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
  }

  @Test func shippedLocalesUseCLDRCategories() throws {
    func categories(_ locale: String) throws -> [PluralCategory] {
      try #require(CLDRPlurals.ruleSet(for: locale)).categories.sorted()
    }
    #expect(try categories("en") == [.one, .other])
    #expect(try categories("de") == [.one, .other])
    #expect(try categories("nl") == [.one, .other])
    #expect(try categories("fr") == [.one, .many, .other])
    #expect(try categories("pl") == [.one, .few, .many, .other])
    #expect(try categories("ar") == [.zero, .one, .two, .few, .many, .other])
    #expect(try categories("ja") == [.other])
  }

  @Test func examplesPerLocale() throws {
    func category(_ locale: String, _ number: String) throws -> PluralCategory {
      try #require(CLDRPlurals.ruleSet(for: locale)).category(for: try #require(PluralOperands(decimal: number)))
    }
    #expect(try category("en", "1") == .one)
    #expect(try category("en", "1.0") == .other)  // v = 1: "1.0 items"
    #expect(try category("pl", "1") == .one)
    #expect(try category("pl", "22") == .few)
    #expect(try category("pl", "12") == .many)
    #expect(try category("pl", "25") == .many)
    #expect(try category("pl", "1.5") == .other)
    #expect(try category("ar", "0") == .zero)
    #expect(try category("ar", "2") == .two)
    #expect(try category("ar", "103") == .few)
    #expect(try category("ar", "111") == .many)
    #expect(try category("ar", "100") == .other)
    #expect(try category("fr", "0") == .one)
    #expect(try category("fr", "1c6") == .many)
    #expect(try category("fr", "1000000") == .many)
    #expect(try category("fr", "1000001") == .other)
  }

  @Test func localesResolveByTheirLongestKnownPrefix() throws {
    #expect(CLDRPlurals.ruleSet(for: "nl-BE") == CLDRPlurals.ruleSet(for: "nl"))
    #expect(CLDRPlurals.ruleSet(for: "pl_PL") == CLDRPlurals.ruleSet(for: "pl"))
    #expect(CLDRPlurals.ruleSet(for: "pt-PT") != CLDRPlurals.ruleSet(for: "pt"))
    #expect(CLDRPlurals.ruleSet(for: "PT-pt") == CLDRPlurals.ruleSet(for: "pt-PT"))
    #expect(CLDRPlurals.ruleSet(for: "zh-Hant-TW") == CLDRPlurals.ruleSet(for: "zh"))
    #expect(CLDRPlurals.ruleSet(for: "xx") == nil)
    #expect(CLDRPlurals.ruleSet(for: "") == nil)
  }

  @Test func operandsOfDecimals() throws {
    let plain = try #require(PluralOperands(decimal: "1.50"))
    #expect(plain == PluralOperands(n: 1.5, i: 1, v: 2, w: 1, f: 50, t: 5))
    #expect(PluralOperands(decimal: "15") == PluralOperands(15))
    #expect(PluralOperands(decimal: "1c6") == PluralOperands(n: 1_000_000, i: 1_000_000, e: 6))
    #expect(PluralOperands(decimal: "1.2c3") == PluralOperands(n: 1200, i: 1200, e: 3))
    #expect(
      PluralOperands(decimal: "1.0000001c6")
        == PluralOperands(n: 1_000_000.1, i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6))
    #expect(PluralOperands(-3) == PluralOperands(3))
    #expect(PluralOperands(Int.min).i == Int.max)
    #expect(PluralOperands(decimal: "99999999999999999999999").map(\.i) == Int.max)
    for bad in ["", ".", "1.", ".5", "-1", "1e", "1c99", "1,5", "one", "1.5.5", "１"] {
      #expect(PluralOperands(decimal: bad) == nil, "\(bad)")
    }
  }

  @Test func samplesExpand() {
    #expect(PluralSamples.expand("2~5") == ["2", "3", "4", "5"])
    #expect(PluralSamples.expand("0.8~1.1") == ["0.8", "0.9", "1.0", "1.1"])
    #expect(PluralSamples.expand("0.00~0.02") == ["0.00", "0.01", "0.02"])
    #expect(PluralSamples.expand("1c6") == ["1c6"])
    #expect(PluralSamples.expand("5~2") == nil)
    #expect(PluralSamples.expand("0.0~10") == nil)
    #expect(PluralSamples.expand("0~100000") == nil)
  }

  @Test func malformedRulesThrowWithAnOffset() {
    let cases: [(String, Int)] = [
      ("n = ", 4), ("x = 1", 0), ("n == 1", 3), ("n = 5..2", 8), ("n % 0 = 1", 5), ("n = 1 and", 9),
      ("n = 1 @integer", 14), ("n = 1 @float 1", 6), ("n = 99999999999999999999", 4), ("n = 1 or or n = 2", 9),
    ]
    for (text, offset) in cases {
      #expect(throws: PluralRuleSyntaxError.self, "\(text)") { try PluralRule(parsing: text) }
      do {
        _ = try PluralRule(parsing: text)
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
      }
    }
  }

  @Test func rangesOnNMatchOnlyWholeNumbers() throws {
    let rule = try PluralRule(parsing: "n % 10 = 3..4")
    #expect(rule.matches(PluralOperands(13)))
    #expect(try !rule.matches(#require(PluralOperands(decimal: "3.5"))))
    #expect(try rule.matches(#require(PluralOperands(decimal: "14.0"))))
    let negated = try PluralRule(parsing: "i mod 100 != 12..14, 20")
    #expect(negated.matches(PluralOperands(112)) == false)
    #expect(negated.matches(PluralOperands(120)) == false)
    #expect(negated.matches(PluralOperands(115)))
  }

  /// The operands of a Double, as the generated code computes them from an argument, are those of
  /// its shortest decimal: 0.00001 has v = 5, so Russian selects `other` for it, not `many`.
  @Test func doublesSelectByTheirShortestDecimal() throws {
    let russian = try #require(CLDRPlurals.ruleSet(for: "ru"))
    #expect(russian.category(for: PluralOperands(0.00001)) == .other)
    #expect(russian.category(for: try #require(PluralOperands(decimal: "0.00001"))) == .other)
    #expect(PluralOperands(0.00001) == PluralOperands(decimal: "0.00001"))
    #expect(russian.category(for: PluralOperands(5)) == .many)
  }

  /// A rule set becomes model statements: an `if` per `and` condition, a
  /// range as `contains`, `!=` on a range as `!`, then `return .other`.
  @Test func ruleSetBecomesAFunctionOfStatements() throws {
    let polish = try #require(CLDRPlurals.ruleSet(for: "pl"))
    let file = SwiftFile(
      name: "Rules.swift", headerComment: [], declarations: [.function(polish.swiftFunction(named: "pl"))])
    #expect(
      SwiftRenderer.render(file) == """

        @Sendable static func pl(_ o: TesseraPluralOperands) -> TesseraPluralCategory {
          if o.i == 1 && o.v == 0 { return .one }
          if o.v == 0 && (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100) { return .few }
          if o.v == 0 && o.i != 1 && (0...1).contains(o.i % 10) { return .many }
          if o.v == 0 && (5...9).contains(o.i % 10) { return .many }
          if o.v == 0 && (12...14).contains(o.i % 100) { return .many }
          return .other
        }

        """)
    let arabic = try #require(CLDRPlurals.ruleSet(for: "ar"))
    #expect(
      SwiftRenderer.render(
        SwiftFile(name: "Rules.swift", headerComment: [], declarations: [.function(arabic.swiftFunction(named: "ar"))])
      )
      .contains("if TesseraPluralOperands.whole(o.n(modulo: 100), in: 3...10) { return .few }\n"))
  }
}
