import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The plural code `tessera generate` writes agrees with the compiler's, on every CLDR sample.
///
/// For every locale CLDR has rules for, the emitted rule function (``PluralRuleSet/swiftFunction(named:isStatic:)``
/// of the locale's rules) is compiled with the copied support code (``SupportSource/localization``) into
/// one program, which runs each of the locale's samples twice:
/// - on the sample's exact operands (`1.50` has v = 2, `1c6` has e = 6), where it must select what
///   the compiler's interpreter selects, which is the category CLDR lists the sample under;
/// - on the operands the copied code computes from the sample as an argument, an `Int` or a `Double`
///   (`1.50` becomes 1.5, v = 1), where those operands and the category must be the compiler's for
///   the same value.
@Suite struct PluralAgreementTests {
  /// One sample of one locale.
  struct Sample {
    var locale: Int
    var text: String
    /// The category CLDR lists the sample under.
    var category: PluralCategory
    var exact: PluralOperands
    /// What the generated code sees when the number is passed as an argument.
    var argument: LocalizationArgument
  }

  /// Every locale CLDR has rules for, in CLDR's spelling.
  static let locales: [String] = CLDRPlurals.cardinalData.flatMap(\.locales).sorted()

  static let samples: [Sample] = {
    var result: [Sample] = []
    for (index, locale) in locales.enumerated() {
      guard let group = CLDRPlurals.cardinalData.first(where: { $0.locales.contains(locale) }) else { continue }
      for (name, text) in group.rules {
        guard let category = PluralCategory(rawValue: name), let rule = try? PluralRule(parsing: text) else {
          continue
        }
        for number in rule.samples.flatMap({ PluralSamples.expand($0) ?? [] }) {
          guard let exact = PluralOperands(decimal: number) else { continue }
          let argument: LocalizationArgument = exact.v == 0 ? .int(exact.i) : .double(exact.n)
          result.append(Sample(locale: index, text: number, category: category, exact: exact, argument: argument))
        }
      }
    }
    return result
  }()

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc"))
  func emittedRulesOnCopiedOperandsAgreeWithTheCompiler() async throws {
    #expect(Self.locales.count > 200)
    #expect(Self.samples.count > 10_000)
    var declarations: [SwiftDeclaration] = []
    for (index, locale) in Self.locales.enumerated() {
      let ruleSet = try #require(CLDRPlurals.ruleSet(for: locale), "\(locale)")
      declarations.append(.function(ruleSet.swiftFunction(named: "rules\(index)", isStatic: false)))
    }
    // The rule functions exactly as the emitter writes them, printed by the renderer.
    let functions = [
      SwiftRenderer.render(SwiftFile(name: "Rules.swift", headerComment: [], declarations: declarations))
    ]
    var data: [String] = []
    for sample in Self.samples {
      let o = sample.exact
      let argument =
        switch sample.argument {
        case .int(let value): "i \(value)"
        case .double(let value): "d \(value)"
        default: "?"
        }
      data.append("\(sample.locale) \(o.n) \(o.i) \(o.v) \(o.w) \(o.f) \(o.t) \(o.e) \(argument)")
    }
    let main =
      functions + [
        "let rules: [(TesseraPluralOperands) -> TesseraPluralCategory] = [",
        Self.locales.indices.map { "rules\($0)" }.joined(separator: ", "), "]",
        "let data = \"\"\"", data.joined(separator: "\n"), "\"\"\"",
        """
        for line in data.split(separator: "\\n") {
          let f = line.split(separator: " ").map(String.init)
          guard f.count == 10, let locale = Int(f[0]), rules.indices.contains(locale), let n = Double(f[1]),
            let i = Int(f[2]), let v = Int(f[3]), let w = Int(f[4]), let f5 = Int(f[5]), let t = Int(f[6]),
            let e = Int(f[7])
          else {
            print("unreadable: \\(line)")
            continue
          }
          let exact = TesseraPluralOperands(n: n, i: i, v: v, w: w, f: f5, t: t, e: e)
          let argument: LocalizationArgument =
            f[8] == "i" ? .int(Int(f[9]) ?? -1) : .double(Double(f[9]) ?? -1)
          let copied = TesseraPluralOperands(argument)
          print(rules[locale](exact), rules[locale](copied), copied.n, copied.i, copied.v, copied.w, copied.f, copied.t)
        }
        """,
        // The support code refers to the generated tables; none are needed here.
        "enum TesseraStringTables {",
        "  static let baseLocale = \"en\"",
        "  static let locales: [TesseraCompiledLocale] = []",
        "}",
      ]
    let support = GeneratedFile(
      name: "LocalizationSupport.swift",
      contents: SupportSource.localization.imports.map { "import \($0)\n" }.joined() + "\n"
        + SupportSource.localization.declarations(access: .internal) + "\n")
    let output = try await Toolchain.compileAndRun([support], main: main.joined(separator: "\n") + "\n")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == Self.samples.count)

    var disagreements: [String] = []
    for (sample, line) in zip(Self.samples, lines) {
      let locale = Self.locales[sample.locale]
      guard let ruleSet = CLDRPlurals.ruleSet(for: locale) else { continue }
      let exact = ruleSet.category(for: sample.exact)
      // The compiler's operands of the same argument, from the same source as the copy.
      let operands = PluralOperands(sample.argument)
      let fields =
        [operands.n.description] + [operands.i, operands.v, operands.w, operands.f, operands.t].map(String.init)
      let expected = ([exact.rawValue, ruleSet.category(for: operands).rawValue] + fields).joined(separator: " ")
      if exact != sample.category {
        disagreements.append(
          "\(locale) \(sample.text): the compiler selects \(exact), CLDR lists it as \(sample.category)")
      }
      if line != expected {
        disagreements.append("\(locale) \(sample.text): the generated code says '\(line)', the compiler '\(expected)'")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(20))")
  }
}
