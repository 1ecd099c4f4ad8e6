import TesseraFoundation

/// What reading one String Catalog (`.xcstrings`) gave: one table, every
/// locale's entries of it, and what the locale checks need to know.
package struct XCStringsTable: Sendable {
  /// The table's name: the file's, without `.xcstrings`.
  package var name: String
  /// The entries of each locale, by the identifier the file writes, in file
  /// order. The source language holds every key.
  package var entries: [String: [LocalizedEntry]] = [:]
  /// Keys marked `shouldTranslate: false`, which no locale is checked for.
  package var untranslatedKeys: Set<String> = []
  /// Where each key is defined, for a locale that lacks it.
  package var keyLocations: [String: SourceLocation] = [:]
  /// Where a locale's localization of a key is still `new`, by locale
  /// identifier then key: the locale lacks the key, and is told so there.
  package var newLocations: [String: [String: SourceLocation]] = [:]
  package var diagnostics: [Diagnostic] = []
  /// Where the first key holding a `stringSet` (App Shortcuts phrases) is,
  /// and how many keys do: they are skipped, with one note.
  package var firstStringSet: SourceLocation?
  package var stringSetCount = 0
  /// `false` when the file could not be read in full, so a key absent from
  /// it may only be unreadable, not missing.
  package var isComplete = true

  package init(name: String) {
    self.name = name
  }

  /// Every locale the catalog has text for, sorted.
  package var locales: [String] { entries.keys.sorted() }

  /// Where `locale` lacking each key is reported.
  package func missingKeyLocations(for locale: String) -> [String: SourceLocation] {
    keyLocations.merging(newLocations[locale] ?? [:]) { _, new in new }
  }
}
