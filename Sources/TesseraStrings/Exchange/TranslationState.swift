import TesseraFoundation

/// How far a unit's translation has come, as XLIFF 1.2's `<target state>`
/// names it, with the values Xcode's localization export uses.
package enum TranslationState: String, Sendable, Hashable, CaseIterable {
  /// No translation yet: the target holds the source text. Import skips it,
  /// so the key stays missing and `strings-missing-key` keeps saying so.
  case new
  /// Translated.
  case translated
  /// Translated, but to be checked: the source changed since, or a
  /// reviewer asked for another look. Import writes it, into a String
  /// Catalog as `needs_review`, into a `.strings` file as translated, since
  /// one can't say a value awaits review.
  case needsReviewTranslation = "needs-review-translation"
  /// A String Catalog's `needs_review`, as Xcode's export writes it; read
  /// as ``needsReviewTranslation`` is.
  case needsReviewL10n = "needs-review-l10n"

  /// Whether an XLIFF `state` says the translation awaits review:
  /// `needs-review-translation`, `needs-review-l10n` or
  /// `needs-review-adaptation`.
  package static func awaitsReview(_ state: String?) -> Bool {
    state?.hasPrefix("needs-review-") ?? false
  }
}
