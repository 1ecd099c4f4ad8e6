import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The accessibility emitter's output, byte for byte, and the generated
/// code compiled beside the strings it calls and run.
///
/// To accept a deliberate change to the output, run with
/// `TESSERA_RECORD_GOLDEN=1` and review the diff of `Fixtures/GoldenAccessibility`.
@Suite struct AccessibilityEmitterTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/GoldenAccessibility")

  static func generate() -> PipelineResult {
    TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: fixtures.appendingPathComponent("Strings"), displayBase: fixtures,
        accessibilityFile: fixtures.appendingPathComponent("Strings/Accessibility.xml"))
    ).generate()
  }

  @Test func outputMatchesTheGoldenFiles() throws {
    let result = Self.generate()
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let names = result.files.map(\.name)
    #expect(names.suffix(2) == ["Accessibility.swift", "AccessibilityTypes.swift"])
    try expectGolden(result.files.filter { $0.name.hasPrefix("Accessibility") }, in: Self.fixtures)
  }

  @Test func outputIsDeterministic() {
    #expect(Self.generate().files == Self.generate().files)
  }

  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func generatedCodeCompilesAndRuns() async throws {
    let program = #"""
      for locale in ["en", "de"] {
        let localize = Localizer(locale: locale)
        let bank = A11y.BankSelector.bankItem(bankId: "ing", bankName: "ING")
        print(bank.identifier, bank.role, bank.isInteractive, bank.localizedLabel(localize) ?? "-", bank.localizedHint(localize) ?? "-")
        let search = A11y.BankSelector.searchField
        print(search.identifier, search.role, search.localizedLabel(localize) ?? "-", search.localizedValue(localize) ?? "-")
        print(A11y.BankSelector.results(count: 1).localizedLabel(localize) ?? "-", "|", A11y.BankSelector.results(count: 3).localizedLabel(localize) ?? "-")
        print(A11y.BankSelector.loading.isInteractive, A11y.BankSelector.`default`.identifier, A11y.Type_.backButton.localizedLabel(localize) ?? "-")
      }
      print(A11y.declaredIdentifiers.joined(separator: ","))
      """#
    let output = try await Toolchain.compileAndRun(Self.generate().files, main: program)
    let expected = """
      checkout_components_bank_selector_ing_item listItem true ING Selects this bank.
      checkout_components_bank_selector_search_field textField Search banks -
      1 bank | 3 banks
      false checkout_components_bank_selector_default Back
      checkout_components_bank_selector_ing_item listItem true ING Wählt diese Bank aus.
      checkout_components_bank_selector_search_field textField Banken suchen -
      1 Bank | 3 Banken
      false checkout_components_bank_selector_default Zurück
      checkout_components_bank_selector_default,checkout_components_bank_selector_loading,\
      checkout_components_bank_selector_results,checkout_components_bank_selector_search_field,\
      checkout_components_bank_selector_{bankId}_item,checkout_components_type_back_button

      """
    #expect(output == expected)
  }
}

/// Catalog text and names that could break the generated Swift: a screen
/// named after a type the code spells, line breaks of every kind in
/// descriptions and values. The output must compile, warnings as errors,
/// and hold nothing the catalogs didn't declare.
@Suite struct GeneratedCodeHardeningTests {
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func hostileNamesAndTextStillCompile() async throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Accessibility.strings": """
      "label" = "Hello\\rstatic let injectedByCR = 1";
      "other" = "Line\\u2028static let injectedByLS = 1";
      "count" = "%d items";

      """,
      "Strings/Accessibility.xml": """
      <accessibility>
        <screen name="strings"><element name="a" role="status" label="label"/></screen>
        <screen name="string"><element name="b" role="status" label="other"/></screen>
        <screen name="int">
          <element name="c" role="status" label="count(n)" description="x&#13;}&#13;static let injectedInDocs = 1 //">
            <parameter name="n" type="Int"/>
          </element>
        </screen>
        <screen name="a11y"><element name="d" role="status" label="label"/></screen>
      </accessibility>
      """,
    ])
    let result = TesseraPipeline(
      inputs: PipelineInputs(
        tokensDirectory: nil, stringsDirectory: scratch.url.appendingPathComponent("Strings"),
        displayBase: scratch.url, accessibilityFile: scratch.url.appendingPathComponent("Strings/Accessibility.xml"))
    ).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    let program = """
      print(A11y.Strings_.a.localizedLabel(Localizer(locale: "en")) == "Hello\\rstatic let injectedByCR = 1")
      print(A11y.String_.b.identifier, A11y.Int_.c(n: 3).localizedLabel(Localizer(locale: "en")) ?? "-")
      print(A11y.declaredIdentifiers.count, A11y.A11y_.d.identifier)
      """
    let output = try await Toolchain.compileAndRun(result.files, main: program)
    #expect(output == "true\ncheckout_components_string_b 3 items\n4 checkout_components_a11y_d\n")
    // The string tables are raw multi-line literals, a row a line: text
    // there is data, whatever it says, as long as it stays inside.
    var code: [Substring] = []
    var inTable = false
    for line in result.files.map(\.contents).joined().split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inTable {
        inTable = !trimmed.hasPrefix("\"\"\"#")
      } else if trimmed.hasSuffix("#\"\"\"") {
        inTable = true
      } else {
        code.append(line)
      }
    }
    #expect(!inTable, "a string table was not closed")
    for injected in ["injectedByCR", "injectedByLS", "injectedInDocs"] {
      #expect(
        !code.contains {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") && $0.contains(injected) && !$0.contains("\"")
        },
        "\(injected) escaped a comment")
    }
  }
}
