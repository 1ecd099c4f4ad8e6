/// A diagnostic as JSON writes it: flat, with its notes.
public struct DiagnosticRecord: Encodable, Sendable {
  package struct Note: Encodable, Sendable {
    package var message: String
    package var file: String
    package var line: Int
    package var column: Int
  }
  package var severity: String
  package var rule: String
  package var message: String
  package var file: String
  package var line: Int
  package var column: Int
  /// The key, token path or identifier the diagnostic is about; left out
  /// when it has none.
  package var subject: String?
  package var notes: [Note]

  /// The record of `diagnostic`, its location and each note's split into
  /// `file`, `line` and `column`.
  public init(_ diagnostic: Diagnostic) {
    severity = diagnostic.severity.rawValue
    rule = diagnostic.rule.rawValue
    message = diagnostic.message
    file = diagnostic.location.file
    line = diagnostic.location.line
    column = diagnostic.location.column
    subject = diagnostic.subject
    notes = diagnostic.notes.map {
      Note(message: $0.message, file: $0.location.file, line: $0.location.line, column: $0.location.column)
    }
  }
}
