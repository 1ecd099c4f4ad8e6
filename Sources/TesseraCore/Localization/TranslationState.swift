/// How far a unit's translation has come, as XLIFF 1.2's `<target state>`
/// names it, with the three values Xcode's localization export uses.
package enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// No translation yet: the target holds the source text. Import skips it,
  /// so the key stays missing and `strings-missing-key` keeps saying so.
  case new
  /// Translated.
  case translated
  /// Translated, but the source changed since, or a reviewer asked for
  /// another look (a String Catalog's `needs_review`). Import writes it.
  case needsReviewTranslation = "needs-review-translation"
}
