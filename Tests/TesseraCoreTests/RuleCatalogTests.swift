import Foundation
import Testing

@testable import TesseraAccessibility
@testable import TesseraColor
@testable import TesseraCore
@testable import TesseraFoundation
@testable import TesseraStrings
@testable import TesseraTokens

/// The rule catalog: complete, and each rule described in full.
@Suite struct RuleCatalogTests {
  /// A diagnostic's rule is a ``RuleID``, so the rules the code can report
  /// are exactly its cases; the catalog is the kinds' lists gathered
  /// (``RuleCatalog/described``), so each case must be in exactly one of
  /// them, and the catalog lists them in the cases' order. (Every rule's
  /// triggering example, run by ``RuleExampleTests``, shows the other way
  /// round: every described rule is reported by the code.)
  @Test func everyRuleIDIsDescribedExactlyOnce() {
    let described = RuleCatalog.described.map(\.id)
    #expect(Set(described).count == described.count, "a rule is in two lists")
    #expect(Set(described) == Set(RuleID.allCases), "missing: \(Set(RuleID.allCases).subtracting(described))")
    #expect(RuleCatalog.all.map(\.id) == RuleID.allCases)
    for id in RuleID.allCases {
      #expect(RuleCatalog.description(of: id).id == id)
      #expect(!RuleCatalog.description(of: id).rationale.isEmpty, "\(id) has only the bare description")
    }
  }

  @Test func idsAreLowercaseWordsJoinedByHyphens() {
    for id in RuleID.allCases {
      let words = id.rawValue.split(separator: "-", omittingEmptySubsequences: false)
      #expect(words.count >= 2 && words.allSatisfy { !$0.isEmpty }, "\(id)")
      #expect(id.rawValue.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }, "\(id)")
    }
  }

  @Test func everyRuleIsDescribedInFull() {
    for rule in RuleCatalog.all {
      #expect(!rule.name.isEmpty && rule.name.first?.isUppercase == true, "\(rule.id)")
      #expect(!rule.summary.contains("\n") && rule.summary.hasSuffix("."), "\(rule.id): one line, a sentence")
      #expect(rule.summary.count <= 120, "\(rule.id): the summary is \(rule.summary.count) characters")
      #expect(rule.rationale.count > rule.summary.count, "\(rule.id): the rationale says more than the summary")
      #expect(!rule.rationale.contains("\n"), "\(rule.id): one paragraph")
      #expect(rule.rationale.hasSuffix(".") || rule.rationale.hasSuffix(".)"), "\(rule.id): sentences")
      #expect(rule.rationale != rule.summary)
    }
    let names = RuleCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  /// The rules a configuration may lower or turn off, and those that stop
  /// the run, as they were before they became fields of the descriptions.
  @Test func adjustableRulesAndInputFailures() {
    #expect(
      RuleCatalog.adjustable == [
        .contrastTooLow, .stringsDuplicateKey, .suspiciousPercent, .stringsMissingKey, .stringsExtraKey,
        .stringsFormatMismatch, .stringsEmptyValue, .pluralMissingCategory, .pluralUnusedCategory, .stringsLayout,
        .a11yMissingLabel, .a11yMissingHint, .a11yLabelStyle, .a11yUnused, .a11yUnknownID, .stringsUnused,
        .baselineStale, .xcstringsNeedsReview, .xcstringsStaleKey, .xliffSourceChanged, .convertNotExpressible,
        .tokenDeprecated, .dtcgOutOfGamut, .dtcgHexMismatch, .stringsFormatMixed, .dtcgSkippedToken,
        .dtcgNonconformingValue,
      ])
    #expect(RuleCatalog.inputFailures == [.fileUnreadable, .coverageInvalid, .configInvalid, .baselineInvalid])
    // A warning is always adjustable: only an error can stop generation.
    #expect(RuleCatalog.all.filter { $0.severity != .error }.allSatisfy { $0.isAdjustable })
  }

  /// The rules whose errors `generate` reports even when a baseline
  /// records them: what the emitters read (parsed catalogs, Swift names,
  /// resolved aliases, both modes of every themed token, the strings the
  /// accessibility code calls), and the run's own failures. They are the
  /// rules the configuration can't turn off, one fact in one field.
  @Test func rulesThatGuardGeneration() {
    let guarding = Set(RuleCatalog.all.filter(\.guardsGeneration).map(\.id))
    #expect(
      guarding == [
        .xmlSyntax, .xmlForbidden, .fileTooLarge, .fileUnreadable, .fileLink, .tokenSchema, .tokenUnknownType,
        .tokenInvalidValue, .tokenDuplicate, .tokenUnresolvedAlias, .tokenAliasCycle, .tokenAliasTypeMismatch,
        .tokenParity, .tokenNameCollision, .contrastInvalidPair, .stringsSyntax, .stringsFormatInvalid,
        .stringsNameCollision, .a11ySchema, .a11yDuplicateID, .a11yInvalidID, .a11yUnknownString,
        .a11yPlaceholderMismatch, .coverageInvalid, .generatedStale, .configInvalid, .baselineInvalid,
        .stringsTableConflict, .xcstringsSyntax, .xcstringsSchema, .dtcgSyntax, .dtcgSchema, .dtcgExtends,
        .dtcgResolver,
        // Import's rules: tessera.yml can't lower them, since what they refuse is never written.
        .xliffInvalid, .xliffUnknownUnit, .xliffPlaceholderMismatch,
      ])
    #expect(guarding == Set(RuleID.allCases).subtracting(RuleCatalog.adjustable))
    // Every guarding rule reports errors by default: a warning never stops generation.
    #expect(RuleCatalog.all.filter(\.guardsGeneration).allSatisfy { $0.severity == .error })
  }

  /// Each check reports the rule it names.
  @Test func checksNameTheirRules() {
    let checks: [any Rule.Type] =
      TokenChecks.all.map { type(of: $0) } + StringsChecks.all().map { type(of: $0) }
      + AccessibilityChecks.all.map { type(of: $0) }
    let ids = checks.map { $0.id }
    #expect(Set(ids).count == ids.count)
    #expect(checks.allSatisfy { $0.description.id == $0.id })
  }

  @Test func aMisspeltIDFindsItsRule() {
    #expect(RuleCatalog.closest(to: "tokn-parity") == .tokenParity)
    #expect(RuleCatalog.closest(to: "banana") == nil)
  }
}
