import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The configuration file: every field read, every bad key or value a
/// diagnostic at its line, and its settings applied by the pipeline.
@Suite struct ConfigurationTests {
  static func parse(_ yaml: String) -> (TesseraConfiguration, [Diagnostic]) {
    TesseraConfiguration.parse(Array(yaml.utf8), displayPath: "tessera.yml")
  }

  @Test func everyFieldIsRead() {
    let (configuration, diagnostics) = Self.parse(
      """
      tokens: Design/Tokens
      strings: Resources/Strings
      accessibility: Resources/Strings/A11y.xml
      output: Sources/Assets
      asset_catalog: Sources/Assets/Colors.xcassets
      base_locale: de
      allow_regional_fallback: true
      access: internal
      names:
        strings: L10n
        accessibility: AX
        theme: Palette
      rules:
        a11y-missing-hint: error
        strings-unused: off
        strings-missing-key: warning
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(configuration.tokens == "Design/Tokens")
    #expect(configuration.strings == "Resources/Strings")
    #expect(configuration.accessibility == "Resources/Strings/A11y.xml")
    #expect(configuration.output == "Sources/Assets")
    #expect(configuration.assetCatalog == "Sources/Assets/Colors.xcassets")
    #expect(configuration.baseLocale == "de")
    #expect(configuration.allowRegionalFallback == true)
    #expect(
      configuration.generation
        == GenerationOptions(
          access: .internal, stringsNamespace: "L10n", accessibilityNamespace: "AX", themeName: "Palette"))
    #expect(configuration.rules == [.a11yMissingHint: .error, .stringsUnused: .off, .stringsMissingKey: .warning])
  }

  @Test func appearancesAndModifierContextsAreRead() {
    let (configuration, diagnostics) = Self.parse(
      """
      appearances:
        default: light
        inverted: dark
        light_ax: light-high-contrast
      dtcg:
        contexts:
          size: mobile
          breakpoint: md
        light_high_contrast: [Tokens/light-hc.tokens.json]
        dark_high_contrast: Tokens/dark-hc.tokens.json
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(
      configuration.appearances == ["default": "light", "inverted": "dark", "light_ax": "light-high-contrast"])
    #expect(configuration.dtcgContexts == ["size": "mobile", "breakpoint": "md"])
    #expect(configuration.dtcgLightHighContrast == ["Tokens/light-hc.tokens.json"])
    #expect(configuration.dtcgDarkHighContrast == ["Tokens/dark-hc.tokens.json"])
    let (_, bad) = Self.parse(
      """
      appearances:
        default: lite
      dtcg:
        contexts: [mobile]
      """)
    #expect(
      bad.map { "\($0.location) \($0.rule) \($0.message)" } == [
        "tessera.yml:2:12 config-invalid 'lite' is not an appearance; write light, dark, "
          + "light-high-contrast, dark-high-contrast.",
        "tessera.yml:4:13 config-invalid dtcg.contexts must be a mapping of modifier names to contexts, such as "
          + "'size: mobile'.",
      ])
  }

  @Test func anEmptyFileSetsNothing() {
    let (configuration, diagnostics) = Self.parse("# nothing yet\n")
    #expect(diagnostics.isEmpty)
    #expect(configuration == TesseraConfiguration())
  }

  @Test func badKeysAndValuesPointAtTheirLine() {
    let (configuration, diagnostics) = Self.parse(
      """
      strings: Strings
      base_locle: en
      access: private
      names:
        strings: lowercase
        theme: LocalizedString
        colour: X
      rules:
        token-parity: off
        a11y-label-styl: error
        strings-extra-key: [a]
        contrast-too-low: loud
      allow_regional_fallback: maybe
      """)
    #expect(
      locations(diagnostics) == [
        "tessera.yml:2:1 config-invalid", "tessera.yml:3:9 config-invalid", "tessera.yml:5:12 config-invalid",
        "tessera.yml:6:10 config-invalid", "tessera.yml:7:3 config-invalid", "tessera.yml:9:17 config-invalid",
        "tessera.yml:10:3 config-invalid", "tessera.yml:11:22 config-invalid", "tessera.yml:12:21 config-invalid",
        "tessera.yml:13:26 config-invalid",
      ])
    #expect(diagnostics[0].message.contains("(did you mean 'base_locale'?)"))
    #expect(diagnostics[5].message.contains("token-parity can't be turned off"))
    #expect(diagnostics[6].message.contains("(did you mean 'a11y-label-style'?)"))
    // What was valid is kept.
    #expect(configuration.strings == "Strings")
  }

  @Test func invalidYAMLIsReportedAtItsLine() {
    let (_, diagnostics) = Self.parse("strings: Strings\ntokens: [a\n")
    #expect(diagnostics.map(\.rule) == [.configInvalid])
    #expect(diagnostics.first?.location.line == 3)
    let (_, notAMapping) = Self.parse("- a\n- b\n")
    #expect(locations(notAMapping) == ["tessera.yml:1:1 config-invalid"])
  }

  @Test func columnsCountBytesAfterNonASCIIText() {
    let (_, diagnostics) = Self.parse("strings: \"Ströme\"\naccess: öffentlich\n")
    #expect(locations(diagnostics) == ["tessera.yml:2:9 config-invalid"])
  }

  @Test func settingsLowerRaiseAndSilenceRules() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "Strings/de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"c\" = \"C\";\n",
    ])
    var inputs = scratch.stringsPipeline().inputs
    #expect(
      Set(TesseraPipeline(inputs: inputs).lint().diagnostics.map(\.rule)) == [.stringsMissingKey, .stringsExtraKey])
    inputs.ruleSettings = [.stringsMissingKey: .warning, .stringsExtraKey: .off]
    let lowered = TesseraPipeline(inputs: inputs).generate()
    #expect(lowered.diagnostics.map(\.rule) == [.stringsMissingKey])
    #expect(lowered.diagnostics.first?.severity == .warning)
    #expect(!lowered.files.isEmpty)  // A warning no longer stops generation.
    inputs.ruleSettings = [.stringsExtraKey: .error]
    let raised = TesseraPipeline(inputs: inputs).generate()
    #expect(raised.diagnostics.filter { $0.rule == .stringsExtraKey }.map(\.severity) == [.error])
    // Raised to an error, an extra key is one for lint; generate writes past it, as past a missing key.
    #expect(!raised.files.isEmpty)
  }

  /// Renamed namespaces and internal access compile together.
  @Test(.enabled(if: Toolchain.swiftc != nil, "needs swiftc")) func namesAndAccessReachTheGeneratedCode() async throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/GoldenAccessibility")
    var inputs = PipelineInputs(
      tokensDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Golden/Tokens"),
      stringsDirectory: fixtures.appendingPathComponent("Strings"), displayBase: fixtures,
      accessibilityFile: fixtures.appendingPathComponent("Strings/Accessibility.xml"))
    inputs.generation = GenerationOptions(
      access: .internal, stringsNamespace: "L10n", accessibilityNamespace: "AX", themeName: "Palette")
    let result = TesseraPipeline(inputs: inputs).generate()
    #expect(result.errorCount == 0, "\(result.diagnostics)")
    #expect(!result.files.contains { $0.contents.contains("public ") })
    let program = """
      let element = AX.BankSelector.searchField
      print(element.localizedLabel(Localizer(locale: "de")) ?? "-", Localizer(locale: "en")(L10n.Accessibility.loading))
      print(Palette.light.mode, Palette.forMode(.dark).mode)
      """
    let output = try await Toolchain.compileAndRun(result.files, main: program)
    #expect(output == "Banken suchen Loading banks\nlight dark\n")
  }

  /// Each access level the configuration names is the modifier the emitters write.
  @Test func accessLevelsAreTheirModifiers() {
    #expect(GenerationOptions.AccessLevel.public.modifier == .public)
    #expect(GenerationOptions.AccessLevel.internal.modifier == .internal)
  }
}
