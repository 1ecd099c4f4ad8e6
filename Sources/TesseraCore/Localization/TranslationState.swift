/// How far a unit's translation has come, as XLIFF 1.2's `<target state>`
/// names it, with the three values Xcode's localization export uses.
package enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// No translation yet: the target holds the source text. Import skips it,
  /// so the key stays missing and `strings-missing-key` keeps saying so.
  case new
  /// Translated.
  case translated
  /// Translated, but to be checked: the source changed since, or a
  /// reviewer asked for another look. For a table that records review, such
  /// as a String Catalog's `needs_review` (which recent Xcode writes as
  /// `needs-review-l10n`, read the same way). Import writes it, since a
  /// `.strings` file can't say a value awaits review.
  case needsReviewTranslation = "needs-review-translation"
}
