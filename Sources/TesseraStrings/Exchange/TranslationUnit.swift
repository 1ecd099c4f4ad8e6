import TesseraFoundation

/// One string a translator translates: a `<trans-unit>` of an XLIFF file.
package struct TranslationUnit: Sendable, Hashable {
  /// The unit's id, unique in its table: the key of a `.strings` value, or
  /// a path into a `.stringsdict` entry such as `/key:dict/n:dict/one:dict/:string`.
  package var id: String
  /// The base locale's text.
  package var source: String
  /// The target locale's text: the source's when ``state`` is `new`.
  package var target: String
  package var state: TranslationState
  /// The note shown to the translator; `nil` writes an empty `<note/>`, as
  /// Xcode does for `.stringsdict` units.
  package var note: String?
  /// How a translation's placeholders must agree with the source's.
  package var placeholders: PlaceholderAgreement
  /// Where the source text is, in the base locale's file.
  package var sourceLocation: SourceLocation

  package init(
    id: String, source: String, target: String, state: TranslationState, note: String?,
    placeholders: PlaceholderAgreement, sourceLocation: SourceLocation
  ) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
    self.note = note
    self.placeholders = placeholders
    self.sourceLocation = sourceLocation
  }
}
