import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

extension PipelineInputs {
  /// The names of the stored properties ``fingerprint(into:)`` adds, in
  /// declaration order. A test compares them with the type's own, so a new
  /// input can't be left out of the cache key unnoticed.
  package static let fingerprintedProperties = [
    "tokensDirectory", "stringsDirectory", "displayBase", "projectRoot", "maximumFileSize", "baseLocale",
    "regionalMissingKeySeverity", "pseudoLocales", "accessibilityFile", "coverageFile", "sourcesDirectory",
    "generation", "dtcg", "ruleSettings", "baseline",
  ]

  /// Adds every input to `fingerprint`, in a fixed order, and the folders
  /// and files they name, with their contents.
  ///
  /// The baseline is added as the ``Baseline/displayPath`` it was read
  /// from and its finding count; its bytes are among the stamps of the
  /// files read while resolving the options, which the caller adds.
  package func fingerprint(into fingerprint: inout InputFingerprint) {
    fingerprint.addTree(tokensDirectory, boundary: tokensDirectory.map(linkBoundary(for:)))
    fingerprint.addTree(stringsDirectory, boundary: stringsDirectory.map(linkBoundary(for:)))
    fingerprint.add("displayBase", displayBase)
    fingerprint.add("projectRoot", projectRoot)
    fingerprint.add("maximumFileSize", maximumFileSize)
    fingerprint.add("baseLocale", baseLocale)
    fingerprint.add("regionalMissingKeySeverity", regionalMissingKeySeverity.rawValue)
    addAfterStringsOptions(into: &fingerprint)
    fingerprint.add("themeName", generation.themeName)
    fingerprint.add("assetCatalog", generation.assetCatalog ? 1 : 0)
    addDTCGRulesAndBaseline(into: &fingerprint)
  }

  /// The names of the stored properties the token stage reads, which
  /// ``fingerprintTokens(into:)`` adds (of ``generation``, the access
  /// level, the theme's name and the asset catalog switch).
  package static let tokenStageProperties = [
    "tokensDirectory", "displayBase", "projectRoot", "maximumFileSize", "generation", "dtcg", "ruleSettings",
    "baseline",
  ]

  /// Adds the inputs of the token stage (``TokenStageCache``) to
  /// `fingerprint`, in a fixed order: those of ``fingerprint(into:)`` that
  /// the stage reads, so that a change to a string table or the
  /// accessibility catalog leaves its key as it was.
  package func fingerprintTokens(into fingerprint: inout InputFingerprint) {
    fingerprint.addTree(tokensDirectory, boundary: tokensDirectory.map(linkBoundary(for:)))
    fingerprint.add("projectRoot", projectRoot)
    fingerprint.add("displayBase", displayBase)
    fingerprint.add("maximumFileSize", maximumFileSize)
    fingerprint.add("access", generation.access.rawValue)
    fingerprint.add("themeName", generation.themeName)
    fingerprint.add("assetCatalog", generation.assetCatalog ? 1 : 0)
    addDTCGRulesAndBaseline(into: &fingerprint)
  }

  /// The DTCG options and the files they name, the rule settings and the
  /// baseline: the last inputs of both keys.
  private func addDTCGRulesAndBaseline(into fingerprint: inout InputFingerprint) {
    fingerprint.addFile(dtcg.resolver)
    fingerprint.add("dtcgModifier", dtcg.modifier)
    fingerprint.add("dtcgRemBase", String(dtcg.remBase.bitPattern, radix: 16))
    fingerprint.add("dtcgLight", dtcg.light.count)
    for url in dtcg.light { fingerprint.addFile(url) }
    fingerprint.add("dtcgDark", dtcg.dark.count)
    for url in dtcg.dark { fingerprint.addFile(url) }
    fingerprint.add("dtcgLightHighContrast", dtcg.lightHighContrast.count)
    for url in dtcg.lightHighContrast { fingerprint.addFile(url) }
    fingerprint.add("dtcgDarkHighContrast", dtcg.darkHighContrast.count)
    for url in dtcg.darkHighContrast { fingerprint.addFile(url) }
    fingerprint.add("dtcgContexts", dtcg.contexts.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "\n"))
    fingerprint.add(
      "appearances",
      dtcg.appearanceNames.mapped.map { "\($0.key)=\($0.value.rawValue)" }.sorted().joined(separator: "\n"))
    addRulesAndBaseline(into: &fingerprint)
  }

  /// The rule settings and the baseline, which every key ends with.
  private func addRulesAndBaseline(into fingerprint: inout InputFingerprint) {
    let rules = ruleSettings.map { "\($0.key.rawValue)=\($0.value.rawValue)" }.sorted()
    fingerprint.add("ruleSettings", rules.joined(separator: ","))
    fingerprint.add("baseline", baseline.map { "\($0.displayPath) \($0.findingCount)" } ?? "none")
  }

  /// The names of the stored properties a string table's findings depend
  /// on beside its files, which ``fingerprintStringTables(into:)`` adds (of
  /// ``generation``, which keys get accessors, which the name collisions
  /// depend on).
  package static let stringTableProperties = [
    "displayBase", "projectRoot", "maximumFileSize", "baseLocale", "regionalMissingKeySeverity", "generation",
    "ruleSettings", "baseline",
  ]

  /// Adds what each string table's part of the strings stage's record
  /// (``StringsStageCache``) depends on beside the table's files and the
  /// locales, in a fixed order.
  package func fingerprintStringTables(into fingerprint: inout InputFingerprint) {
    fingerprint.add("displayBase", displayBase)
    fingerprint.add("projectRoot", projectRoot)
    fingerprint.add("maximumFileSize", maximumFileSize)
    fingerprint.add("baseLocale", baseLocale)
    fingerprint.add("regionalMissingKeySeverity", regionalMissingKeySeverity.rawValue)
    fingerprint.add("accessors", generation.accessors.rawValue)
    fingerprint.add("accessorNames", generation.accessorNamesText)
    addRulesAndBaseline(into: &fingerprint)
  }

  /// The names of the stored properties the strings' Swift reads beside the
  /// string tables' content, which ``fingerprintStringsSwift(into:)`` adds
  /// (of ``generation``, the access level, the strings' namespace and which
  /// keys get accessors).
  package static let stringsSwiftProperties = ["baseLocale", "pseudoLocales", "generation"]

  /// Adds, in a fixed order, the options of the strings' Swift. The string
  /// tables' content is added at run time.
  package func fingerprintStringsSwift(into fingerprint: inout InputFingerprint) {
    fingerprint.add("baseLocale", baseLocale)
    fingerprint.add("pseudoLocales", pseudoLocales.map(\.rawValue).joined(separator: ","))
    fingerprint.add("access", generation.access.rawValue)
    fingerprint.add("stringsNamespace", generation.stringsNamespace)
    fingerprint.add("accessors", generation.accessors.rawValue)
    fingerprint.add("accessorNames", generation.accessorNamesText)
  }

  /// The names of the stored properties the accessibility stage and the
  /// usage checks read beside the base locale's string tables, which
  /// ``fingerprintAfterStrings(into:)`` adds (of ``generation``, the access
  /// level and the two namespaces).
  package static let afterStringsProperties = [
    "displayBase", "maximumFileSize", "baseLocale", "pseudoLocales", "accessibilityFile", "coverageFile",
    "sourcesDirectory", "generation", "ruleSettings", "baseline",
  ]

  /// Adds, in a fixed order, the inputs of the accessibility stage and the
  /// use of the strings in Swift sources, but the base locale's string
  /// tables, added at run time (``StringsCatalog/contentDigest(ofTable:onlyBase:)``).
  package func fingerprintAfterStrings(into fingerprint: inout InputFingerprint) {
    fingerprint.add("displayBase", displayBase)
    fingerprint.add("maximumFileSize", maximumFileSize)
    fingerprint.add("baseLocale", baseLocale)
    addAfterStringsOptions(into: &fingerprint)
    addRulesAndBaseline(into: &fingerprint)
  }

  /// The options and files only what follows the strings checks reads:
  /// the pseudo-locales, the accessibility catalog and coverage list, the
  /// Swift sources, the access level, the two namespaces, and which keys
  /// get accessors (the accessibility code calls them, or finds its strings
  /// by key).
  private func addAfterStringsOptions(into fingerprint: inout InputFingerprint) {
    fingerprint.add("pseudoLocales", pseudoLocales.map(\.rawValue).joined(separator: ","))
    fingerprint.addFile(accessibilityFile)
    fingerprint.addFile(coverageFile)
    fingerprint.addTree(sourcesDirectory)
    fingerprint.add("access", generation.access.rawValue)
    fingerprint.add("stringsNamespace", generation.stringsNamespace)
    fingerprint.add("accessibilityNamespace", generation.accessibilityNamespace)
    fingerprint.add("accessors", generation.accessors.rawValue)
    fingerprint.add("accessorNames", generation.accessorNamesText)
  }
}
