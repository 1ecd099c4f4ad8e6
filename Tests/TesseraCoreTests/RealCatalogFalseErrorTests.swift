import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The false errors shipping apps' catalogs met (issue 42 and the corpus it
/// was tried on: IceCubes, DuckDuckGo, Stats, Maccy, Loop, Whisky), each on
/// a small catalog of its own, with the exact rule, severity, file, line
/// and column of what is reported now. They use only the pipeline's public
/// entry points, so that each runs against the code before its fix too
/// (where it fails).
@Suite struct RealCatalogFalseErrorTests {
  /// `file:line:col severity rule`, in order.
  static func findings(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map {
      "\($0.location.file):\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue)"
    }
  }

  static func catalog(_ strings: [String: String], sourceLanguage: String = "en") -> String {
    """
    {
      "sourceLanguage" : "\(sourceLanguage)",
      "strings" : {
    \(strings.keys.sorted().map { "    \(jsonString($0)) : \(strings[$0] ?? "{}")" }.joined(separator: ",\n"))
      },
      "version" : "1.0"
    }

    """
  }

  static func jsonString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  static func unit(_ value: String) -> String {
    "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(jsonString(value)) } }"
  }

  static func plural(_ forms: [String: String]) -> String {
    let body = forms.keys.sorted().map { "\(jsonString($0)) : \(unit(forms[$0] ?? ""))" }.joined(separator: ", ")
    return "{ \"variations\" : { \"plural\" : { \(body) } } }"
  }

  // MARK: - Apple's numbering

  /// `"%@, are you there? %1$@?"` is one String argument, read twice
  /// (Apple's formatter numbers unnumbered placeholders apart): a warning
  /// that says so, not `strings-format-invalid`.
  @Test func anUnnumberedAndANumberedPlaceholderReadOneArgument() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"greeting\" = \"%@, are you there? %1$@?\";\n",
      "Strings/de.lproj/Localizable.strings": "\"greeting\" = \"%1$@, bist du da? %1$@?\";\n",
    ])
    let diagnostics = scratch.lintStrings()
    #expect(Self.findings(diagnostics) == ["Strings/en.lproj/Localizable.strings:1:14 warning strings-format-mixed"])
    #expect(diagnostics.first?.message.contains("%@ reads argument 1") == true)
    let generated = scratch.stringsPipeline().generate()
    let accessors = try #require(generated.files.first { $0.name == "Strings.swift" }).contents
    #expect(accessors.contains("static func greeting(_ value1: String) -> LocalizedString"))
  }

  /// Types that conflict at one position remain an error.
  @Test func oneArgumentOfTwoTypesIsStillInvalid() throws {
    let scratch = try Scratch(["Strings/en.lproj/Localizable.strings": "\"total\" = \"%@ for %1$d\";\n"])
    #expect(
      Self.findings(scratch.lintStrings()) == [
        "Strings/en.lproj/Localizable.strings:1:11 error strings-format-invalid",
        "Strings/en.lproj/Localizable.strings:1:11 warning strings-format-mixed",
      ])
  }

  // MARK: - Plurals weighed by what a reader sees

  /// Spanish `many` is for exact millions: a missing one is a warning that
  /// names 1000000; Polish `few` and `many` take 2 and 5, so missing them
  /// is an error still.
  @Test func aMissingManyThatNoNumberBelowAThousandTakesIsAWarning() throws {
    func stringsdict(_ forms: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>items</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@count@</string>
          <key>count</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
      \(forms)
          </dict>
        </dict>
      </dict>
      </plist>

      """
    }
    let forms =
      "      <key>one</key>\n      <string>%d item</string>\n      <key>other</key>\n      <string>%d items</string>"
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.stringsdict": stringsdict(forms),
      "Strings/es.lproj/Localizable.stringsdict": stringsdict(forms),
      "Strings/pl.lproj/Localizable.stringsdict": stringsdict(forms),
    ])
    let diagnostics = scratch.lintStrings()
    #expect(
      Self.findings(diagnostics) == [
        "Strings/es.lproj/Localizable.stringsdict:8:5 warning plural-missing-category",
        "Strings/pl.lproj/Localizable.stringsdict:8:5 error plural-missing-category",
      ])
    #expect(diagnostics.first?.message.contains("1000000") == true)
    #expect(diagnostics.last?.message.contains("2 (few) and 0 (many)") == true)
  }

  /// A plural variation whose forms hold nothing but the number reads the
  /// same in every category: no form is missing.
  @Test func formsOfNothingButTheNumberNeedNoOtherForms() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "%lld": """
        { "extractionState" : "manual", "localizations" : { "en" : \(Self.plural(["other": "%lld"])), \
        "pl" : \(Self.plural(["other": "%lld"])) } }
        """
      ])
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
  }

  // MARK: - String Catalog keys with placeholders

  /// IceCubes: the key `notifications.label.favorite %lld` is called with
  /// a count; the English text leaves it out ("starred"), and the German
  /// one pluralizes by it. No mismatch: the key says what the callers pass.
  @Test func aTranslationMayReadAnArgumentTheKeyHasAndTheBaseTextLeavesOut() throws {
    let substitution = """
      "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : { \
      "one" : \(Self.unit("hat favorisiert")), "other" : \(Self.unit("haben favorisiert")) } } } }
      """
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "notifications.label.favorite %lld": """
        { "extractionState" : "manual", "localizations" : { "en" : \(Self.unit("starred")), \
        "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@count@" }, \(substitution) } } }
        """
      ])
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
  }

  /// IceCubes: Korean leaves out the count that only chooses English's
  /// plural form (`팔로워 %2$@명`): no gap, no mismatch.
  @Test func aTranslationMayLeaveOutAnArgumentThatOnlyChoosesAPluralForm() throws {
    let substitution = """
      "substitutions" : { "followers" : { "formatSpecifier" : "lld", "variations" : { "plural" : { \
      "one" : \(Self.unit("%2$@ follower")), "other" : \(Self.unit("%2$@ followers")) } } } }
      """
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "account.label.followers %lld %@": """
        { "extractionState" : "manual", "localizations" : { \
        "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@followers@" }, \(substitution) }, \
        "ko" : \(Self.unit("팔로워 %2$@명")) } }
        """
      ])
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
  }

  // MARK: - .stringsdict variables within forms

  /// DuckDuckGo: a form names another variable of its entry
  /// (`%2$#@accounts@`), as Foundation allows. Both are arguments.
  @Test func aPluralFormMayUseAnotherVariable() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>delete.body</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%1$#@passwords@</string>
          <key>passwords</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>Your password will be deleted. Keep a way into your %2$#@accounts@.</string>
            <key>other</key>
            <string>Your passwords will be deleted. Keep a way into your %2$#@accounts@.</string>
          </dict>
          <key>accounts</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>account</string>
            <key>other</key>
            <string>accounts</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
    let accessors = try #require(scratch.stringsPipeline().generate().files.first { $0.name == "Strings.swift" })
    #expect(accessors.contents.contains("public enum Delete {"))
    #expect(accessors.contents.contains("static func body(passwords: Int, accounts: Int) -> LocalizedString"))
  }

  // MARK: - Prose that looks like a placeholder

  /// Stats: `%0 cores` is the app's own token, and to `String(format:)` a
  /// `% 0c` of a space flag before a letter, as `80% of trips` is: a
  /// suspicious percent, not a placeholder whose translation (`%0 nuclis`,
  /// a `%n`) is invalid.
  @Test func aPercentWithSpaceFlagsBeforeALetterIsProse() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"Number of cores\" = \"%0 cores\";\n",
      "Strings/ca.lproj/Localizable.strings": "\"Number of cores\" = \"%0 nuclis\";\n",
    ])
    #expect(
      Self.findings(scratch.lintStrings()) == [
        "Strings/ca.lproj/Localizable.strings:1:21 warning suspicious-percent",
        "Strings/en.lproj/Localizable.strings:1:21 warning suspicious-percent",
      ])
  }

  // MARK: - Folders that aren't the target's tables

  /// Stats: an Xcode localization export (`.xcloc`) inside the strings
  /// folder holds each module's `InfoPlist.strings`; they are not one
  /// table defined twice.
  @Test func anXcodeLocalizationExportIsNotRead() throws {
    let export = "Strings/Stats/en.xcloc/Source Contents"
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Stats\";\n",
      "\(export)/CPU/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"CPU\";\n",
      "\(export)/RAM/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"RAM\";\n",
    ])
    #expect(Self.findings(scratch.lintStrings()) == ["Strings/Stats/en.xcloc:1:1 note strings-layout"])
  }

  /// DuckDuckGo: `de.lproj/Main.strings` beside `Base.lproj/Main.storyboard`
  /// is Interface Builder's: the base locale has no such table, and its
  /// keys are not extra.
  @Test func storyboardStringsAreInterfaceBuilders() throws {
    let scratch = try Scratch([
      "Strings/Base.lproj/Main.storyboard": "<document/>\n",
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Browser\";\n",
      "Strings/de.lproj/Localizable.strings": "\"title\" = \"Browser\";\n",
      "Strings/de.lproj/Main.strings": "\"Vur-vA-mVI.text\" = \"Entsperren\";\n",
    ])
    #expect(Self.findings(scratch.lintStrings()) == ["Strings/de.lproj/Main.strings:1:1 note strings-layout"])
  }

  // MARK: - One finding for one problem

  /// Maccy: an empty translation of a value with placeholders is an empty
  /// value (a warning), not a placeholder mismatch besides.
  @Test func anEmptyTranslationIsOnlyAnEmptyValue() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"Modifiers\" = \"Select with %@ pressed.\";\n",
      "Strings/ca.lproj/Localizable.strings": "\"Modifiers\" = \"\";\n",
    ])
    #expect(
      Self.findings(scratch.lintStrings()) == ["Strings/ca.lproj/Localizable.strings:1:15 warning strings-empty-value"])
  }

  // MARK: - Keys Xcode extracted from code

  /// Keys Xcode extracted from code (no `extractionState`) get no accessor,
  /// so `Delete` and `Delete…` don't collide; the code finds them by text.
  @Test func extractedKeysDontCollide() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "Delete": "{ \"localizations\" : { \"en\" : \(Self.unit("Delete")) } }",
        "Delete…": "{ \"localizations\" : { \"en\" : \(Self.unit("Delete…")) } }",
        "Close Split Editor": "{ \"extractionState\" : \"extracted_with_value\" }",
        "Close split editor": "{ }",
      ])
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
    let generated = scratch.stringsPipeline().generate()
    let accessors = try #require(generated.files.first { $0.name == "Strings.swift" }).contents
    #expect(!accessors.contains("delete"))
    let tables = try #require(generated.files.first { $0.name == "StringTables.swift" }).contents
    #expect(tables.contains("Delete… = Delete…"))
  }

  /// `accessors: all` gives the extracted keys accessors too: `Delete` gets
  /// one, and two keys that would share a name are the collision the
  /// message explains, with `accessors: manual` as a way out.
  @Test func accessorsAllNamesExtractedKeysAndTheirCollisions() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "Delete": "{ \"localizations\" : { \"en\" : \(Self.unit("Delete")) } }",
        "Close Split Editor": "{ \"extractionState\" : \"extracted_with_value\" }",
        "Close split editor": "{ }",
      ])
    ])
    var inputs = scratch.stringsPipeline().inputs
    inputs.generation.accessors = .all
    let result = TesseraPipeline(inputs: inputs).generate()
    let collisions = result.diagnostics.filter { $0.rule == .stringsNameCollision }
    #expect(collisions.count == 1)
    #expect(collisions.first?.severity == .error)
    #expect(collisions.first?.message.contains("accessors: manual") == true, "\(collisions)")
    let only = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "Delete": "{ \"localizations\" : { \"en\" : \(Self.unit("Delete")) } }"
      ])
    ])
    var single = inputs
    single.stringsDirectory = only.url.appendingPathComponent("Strings")
    single.displayBase = only.url
    let generated = TesseraPipeline(inputs: single).generate()
    let accessors = try #require(generated.files.first { $0.name == "Strings.swift" }).contents
    #expect(accessors.contains("static let delete"), "\(accessors)")
  }

  // MARK: - Catalog folders reached through a link

  /// A locale's folder that is a link to another folder of the project (one
  /// locale shared between targets) is read, not skipped.
  @Test func aLinkedLocaleIsRead() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n\"pay\" = \"Pay\";\n",
      "Shared/de.lproj/Localizable.strings": "\"title\" = \"Kasse\";\n",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("Strings/de.lproj").path, withDestinationPath: "../Shared/de.lproj")
    #expect(
      Self.findings(scratch.lintStrings()) == ["Strings/de.lproj/Localizable.strings:1:1 error strings-missing-key"])
    let tables = try #require(
      scratch.stringsPipeline().generate().files.first { $0.name == "StringTables.swift" })
    #expect(tables.contents.contains("title = Kasse"))
  }

  // MARK: - Generation never waits for translators

  /// A missing translation and a translation whose placeholders don't match
  /// are reported; code is generated all the same, without the mismatched
  /// translation.
  @Test func translationFindingsDontStopGeneration() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.strings": "\"title\" = \"Checkout\";\n\"pay\" = \"Pay %@\";\n",
      "Strings/de.lproj/Localizable.strings": "\"pay\" = \"Zahlen %d\";\n",
    ])
    let result = scratch.stringsPipeline().generate()
    #expect(
      Self.findings(result.diagnostics) == [
        "Strings/de.lproj/Localizable.strings:1:1 error strings-missing-key",
        "Strings/de.lproj/Localizable.strings:1:9 error strings-format-mismatch",
      ])
    let tables = try #require(result.files.first { $0.name == "StringTables.swift" }).contents
    #expect(!tables.contains("Zahlen"))
  }

  // MARK: - Found on the corpus after the first round

  /// `%1#@count@` (DuckDuckGo, in 25 locales): CFString reads the digits
  /// as a width, which a variable ignores, so it is the variable `count`,
  /// the first argument; the accessor takes both arguments.
  @Test func aWidthBeforeAVariableIsTheVariable() throws {
    let scratch = try Scratch([
      "Strings/en.lproj/Localizable.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>trackers</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
        <key>count</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%2$@ and 1 other</string>
          <key>other</key><string>%2$@ and %1$d others</string>
        </dict>
      </dict></dict></plist>

      """
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
    let generated = scratch.stringsPipeline().generate()
    let accessors = try #require(generated.files.first { $0.name == "Strings.swift" }).contents
    #expect(accessors.contains("static func trackers(count: Int, _ value2: String) -> LocalizedString"), "\(accessors)")
  }

  /// `Text("")` gives a String Catalog the key "": nothing to translate,
  /// nothing empty by mistake.
  @Test func theEmptyKeyNeedsNoTranslation() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "": "{ }", "Done": "{ \"localizations\" : { \"de\" : \(Self.unit("Fertig")) } }",
      ])
    ])
    #expect(Self.findings(scratch.lintStrings()) == [])
  }

  /// Polish lacking both `few` and `many`: the message names both.
  @Test func aMessageNamesEveryMissingForm() throws {
    let scratch = try Scratch([
      "Strings/Localizable.xcstrings": Self.catalog([
        "posts %lld": """
        { "extractionState" : "manual", "localizations" : {
          "en" : \(Self.plural(["one": "%lld post", "other": "%lld posts"])),
          "pl" : \(Self.plural(["one": "%lld post", "other": "%lld posta"])) } }
        """
      ])
    ])
    let diagnostics = scratch.lintStrings()
    #expect(Self.findings(diagnostics).map { $0.hasSuffix("error plural-missing-category") } == [true])
    #expect(diagnostics.first?.message.hasSuffix("add the few and many variations with their text.") == true)
  }
}
