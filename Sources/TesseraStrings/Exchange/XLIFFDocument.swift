import TesseraFoundation

/// An XLIFF 1.2 file as import reads it: its `<file>`s and their
/// `<trans-unit>`s, each with the element it came from, for positions.
package struct XLIFFDocument: Sendable {
  /// One `<file>`: the translations of one table.
  package struct File: Sendable {
    package var original: String
    package var sourceLanguage: String?
    package var targetLanguage: String
    package var element: XMLElement
    package var units: [Unit]
  }

  /// One `<trans-unit>`.
  package struct Unit: Sendable {
    package var id: String
    package var element: XMLElement
    /// The `<source>`, when the unit has one.
    package var source: XMLElement?
    /// The `<target>`, when the unit has one.
    package var target: XMLElement?

    /// The target's `state`, when it has one.
    package var state: String? { target?[attribute: "state"] }

    /// Whether the unit holds a translation to import: it has a target, and
    /// its state is not one that means "not translated yet".
    package var isTranslated: Bool {
      guard target != nil else { return false }
      return !["new", "needs-translation"].contains(state ?? "translated")
    }
  }

  package var files: [File]
  /// The language every `<file>` translates into.
  package var targetLanguage: String
}
