import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// How diagnostics are written out.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
  /// `path:line:col: error: message [rule-id]`, as clang writes, so editors,
  /// Xcode and SwiftPM pick it up.
  case text
  /// A JSON object for machines: `diagnostics` and a `summary` of counts.
  /// Each diagnostic has its `severity`, `rule`, `message`, `file`, `line`,
  /// `column`, `notes` and, when it is about one key, token path or
  /// identifier, its `subject`.
  case json
  /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`,
  /// which annotate the pull request's diff.
  case github
  /// SARIF 2.1.0, for code-scanning dashboards, with every rule described in
  /// `tool.driver.rules`.
  case sarif

  /// Renders `diagnostics` in this format, ending with a newline when not
  /// empty. JSON also carries the accessibility `coverage` when there is one.
  /// Text shows each diagnostic's source line and a caret under its column
  /// when `sourceLine` gives the line; SARIF counts its columns in UTF-16
  /// code units on that line.
  public func render(
    _ diagnostics: [Diagnostic], coverage: CoverageSummary? = nil,
    sourceLine: (SourceLocation) -> String? = { _ in nil }
  ) -> String {
    switch self {
    case .text: diagnostics.map { Self.text($0, sourceLine: sourceLine) }.joined()
    case .json: Self.json(diagnostics, coverage: coverage)
    case .github: GitHubFormat.render(diagnostics)
    case .sarif: SARIFFormat.render(diagnostics, sourceLine: sourceLine)
    }
  }

  /// One diagnostic and its notes, a line each; with its source line and a
  /// caret under the column when `sourceLine` has the line.
  package static func text(_ diagnostic: Diagnostic, sourceLine: (SourceLocation) -> String? = { _ in nil }) -> String {
    var output = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]\n"
    if let line = sourceLine(diagnostic.location) {
      output += excerpt(line, column: diagnostic.location.column)
    }
    for note in diagnostic.notes {
      output += "\(note.location): note: \(note.message)\n"
    }
    return output
  }

  /// `line`, then a caret under the 1-based UTF-8 byte `column`, as clang
  /// and swiftc print them. Tabs before the column are kept, so the caret
  /// lines up in a terminal.
  package static func excerpt(_ line: String, column: Int) -> String {
    let bytes = Array(line.utf8)
    let prefix = String(decoding: bytes.prefix(max(column - 1, 0)), as: UTF8.self)
    let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
    return line + "\n" + padding + "^\n"
  }

  /// A diagnostic as JSON writes it: flat, with its notes.
  public typealias Record = DiagnosticRecord

  /// Encodes `value` as pretty, key-sorted JSON ending in a newline.
  public static func encodeJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  package static func json(_ diagnostics: [Diagnostic], coverage: CoverageSummary? = nil) -> String {
    struct Summary: Encodable {
      package var errors: Int
      package var warnings: Int
      package var notes: Int
    }
    struct Report: Encodable {
      package var diagnostics: [Record]
      package var summary: Summary
      package var coverage: CoverageSummary?
    }
    return encodeJSON(
      Report(
        diagnostics: diagnostics.map(Record.init),
        summary: Summary(
          errors: diagnostics.count { $0.severity == .error },
          warnings: diagnostics.count { $0.severity == .warning },
          notes: diagnostics.count { $0.severity == .note }),
        coverage: coverage))
  }
}
