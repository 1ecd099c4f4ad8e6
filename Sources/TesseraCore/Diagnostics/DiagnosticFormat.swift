import Foundation

/// How diagnostics are written out.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `path:line:col: error: message [rule-id]`, as clang writes, so editors,
  /// Xcode and SwiftPM pick it up.
  case text
  /// A JSON object for machines: `diagnostics` and a `summary` of counts.
  case json

  /// Renders `diagnostics` in this format, ending with a newline when not empty.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    switch self {
    case .text: diagnostics.map(Self.text).joined()
    case .json: Self.json(diagnostics)
    }
  }

  /// One diagnostic and its notes, a line each.
  static func text(_ diagnostic: Diagnostic) -> String {
    var output = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
    for note in diagnostic.notes {
      output += "\(note.location): note: \(note.message)\n"
    }
    return output
  }

  static func json(_ diagnostics: [Diagnostic]) -> String {
    struct Location: Encodable {
      var file: String
      var line: Int
      var column: Int
    }
    struct Note: Encodable {
      var message: String
      var file: String
      var line: Int
      var column: Int
    }
    struct Entry: Encodable {
      var severity: String
      var rule: String
      var message: String
      var file: String
      var line: Int
      var column: Int
      var notes: [Note]
    }
    struct Summary: Encodable {
      var errors: Int
      var warnings: Int
      var notes: Int
    }
    struct Report: Encodable {
      var diagnostics: [Entry]
      var summary: Summary
    }
    let report = Report(
      diagnostics: diagnostics.map {
        Entry(
          severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message,
          file: $0.location.file, line: $0.location.line, column: $0.location.column,
          notes: $0.notes.map {
            Note(message: $0.message, file: $0.location.file, line: $0.location.line, column: $0.location.column)
          })
      },
      summary: Summary(
        errors: diagnostics.count { $0.severity == .error },
        warnings: diagnostics.count { $0.severity == .warning },
        notes: diagnostics.count { $0.severity == .note }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(report) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
