import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The rules as `tessera rules` prints them: a readable list or each rule in
/// full as text, every field as JSON, and the README's table or a section
/// per rule as Markdown. All of it is made from `RuleDescription`s.
public enum RuleDocumentation {
  /// How `tessera rules` prints.
  public enum Format: String, Sendable, CaseIterable {
    /// A line and a summary per rule, or, with details, each rule in full.
    case text
    /// Every field of every rule, examples included, with sorted keys.
    case json
    /// The README's rule table, or, with details, a section per rule.
    case markdown
  }

  /// `rules` in `format`, ending with a newline. `details` prints each
  /// rule's rationale and examples in text and Markdown; JSON always has
  /// them.
  public static func render(_ rules: [RuleDescription], format: Format, details: Bool = false) -> String {
    switch format {
    case .text: details ? rules.map(textDetails).joined(separator: "\n") : rules.map(textLine).joined()
    case .json: json(rules)
    case .markdown: details ? rules.map(markdownSection).joined(separator: "\n") : markdownTable(rules)
    }
  }

  // MARK: Text

  /// `id: Name [severity, adjustable, exit 2]`.
  static func heading(_ rule: RuleDescription) -> String {
    "\(rule.id): \(rule.name) [\(([rule.severity.rawValue] + flags(rule)).joined(separator: ", "))]"
  }

  /// What is shown beside a rule's severity: whether it is adjustable, and
  /// whether it stops the run.
  static func flags(_ rule: RuleDescription) -> [String] {
    (rule.isAdjustable ? ["adjustable"] : []) + (rule.isInputFailure ? ["exit 2"] : [])
  }

  static func textLine(_ rule: RuleDescription) -> String {
    heading(rule) + "\n  " + rule.summary + "\n"
  }

  static func textDetails(_ rule: RuleDescription) -> String {
    var lines = [heading(rule), "  " + rule.summary, ""]
    lines += wrap(rule.rationale, width: 100).map { "  " + $0 }
    for example in rule.triggeringExamples {
      lines += [""] + textExample(example, verb: "Reports")
    }
    for example in rule.nonTriggeringExamples {
      lines += [""] + textExample(example, verb: "Passes")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func textExample(_ example: RuleExample, verb: String) -> [String] {
    let location = example.reportedAt.map { ", at \($0)" } ?? ""
    var lines = ["  \(verb): \(example.caption) (\(example.command.commandLine)\(location))"]
    for file in example.files {
      switch file.contents {
      case .folder:
        lines.append("    \(file.path): a folder, not a file")
      case .link(let target):
        lines.append("    \(file.path): a symbolic link to \(target)")
      case .text(let text), .padded(let text, _):
        lines.append("    \(file.path):")
        let numbered = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = numbered.last == "" ? numbered.dropLast() : numbered[...]
        let width = String(shown.count).count
        for (index, line) in shown.enumerated() {
          let number = String(index + 1)
          lines.append(
            "      " + String(repeating: " ", count: width - number.count) + number + " | " + String(line))
        }
        if case .padded(_, let size) = file.contents {
          lines.append("      (then spaces, to \(ByteCount(size)))")
        }
      }
    }
    return lines
  }

  /// `text`'s words in lines of at most `width` characters (a longer word
  /// has a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  // MARK: JSON

  struct Document: Encodable {
    var tool = "tessera"
    var version = SharedFacts.version
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var summary: String
    var rationale: String
    var severity: String
    var adjustable: Bool
    var inputFailure: Bool
    var triggeringExamples: [Example]
    var nonTriggeringExamples: [Example]

    init(_ rule: RuleDescription) {
      id = rule.id.rawValue
      name = rule.name
      summary = rule.summary
      rationale = rule.rationale
      severity = rule.severity.rawValue
      adjustable = rule.isAdjustable
      inputFailure = rule.isInputFailure
      triggeringExamples = rule.triggeringExamples.map(Example.init)
      nonTriggeringExamples = rule.nonTriggeringExamples.map(Example.init)
    }
  }

  struct Example: Encodable {
    var caption: String
    var arguments: [String]
    var files: [File]
    var reportedAt: Location?

    init(_ example: RuleExample) {
      caption = example.caption
      arguments = example.command.arguments
      files = example.files.map(File.init)
      reportedAt = example.reportedAt.map { Location(file: $0.file, line: $0.line) }
    }
  }

  struct File: Encodable {
    var path: String
    var kind: String
    /// The text; absent for a folder.
    var contents: String?
    /// For a padded file, its size in bytes: the text, then spaces.
    var size: Int?
    /// Whether a folder stands at the path.
    var folder: Bool?
    /// For a symbolic link, what it points to, relative to its folder.
    var link: String?

    init(_ file: RuleExample.File) {
      path = file.path
      kind = file.kind.rawValue
      switch file.contents {
      case .text(let text): contents = text
      case .padded(let text, let size):
        contents = text
        self.size = size
      case .folder: folder = true
      case .link(let target): link = target
      }
    }
  }

  struct Location: Encodable {
    var file: String
    var line: Int
  }

  static func json(_ rules: [RuleDescription]) -> String {
    DiagnosticFormat.encodeJSON(Document(rules: rules.map(Rule.init)))
  }

  // MARK: Markdown

  /// The README's table: a row per rule.
  static func markdownTable(_ rules: [RuleDescription]) -> String {
    var lines = ["| rule | name | severity | adjustable | reports |", "| --- | --- | --- | --- | --- |"]
    for rule in rules {
      let severity = rule.severity.rawValue + (rule.isInputFailure ? " (exit 2)" : "")
      lines.append(
        "| `\(rule.id)` | \(cell(rule.name)) | \(severity) | \(rule.isAdjustable ? "yes" : "") | \(cell(rule.summary)) |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A rule in full: its summary, rationale and examples.
  static func markdownSection(_ rule: RuleDescription) -> String {
    var lines = [
      "### `\(rule.id)`: \(inline(rule.name))", "", inline(rule.summary), "",
      "Severity: \(([rule.severity.rawValue] + flags(rule)).joined(separator: ", ")).", "", inline(rule.rationale),
    ]
    for example in rule.triggeringExamples {
      lines += [""] + markdownExample(example, verb: "Reports")
    }
    for example in rule.nonTriggeringExamples {
      lines += [""] + markdownExample(example, verb: "Passes")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func markdownExample(_ example: RuleExample, verb: String) -> [String] {
    let location = example.reportedAt.map { ", at `\($0)`" } ?? ""
    var lines = ["**\(verb):** \(inline(example.caption)) (`\(example.command.commandLine)`\(location))"]
    for file in example.files {
      switch file.contents {
      case .folder:
        lines += ["", "`\(file.path)`: a folder, not a file."]
      case .link(let target):
        lines += ["", "`\(file.path)`: a symbolic link to `\(target)`."]
      case .text(let text), .padded(let text, _):
        let padding =
          if case .padded(_, let size) = file.contents { ", then spaces, to \(ByteCount(size))" } else { "" }
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: body) + 1))
        lines += ["", "`\(file.path)`\(padding):", "", fence + file.kind.markdownLanguage, body, fence]
      }
    }
    return lines
  }

  /// A table cell: Markdown text on one line, with `|` escaped.
  static func cell(_ text: String) -> String {
    inline(text).replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }

  /// Markdown text in which only backticks mark anything: outside code
  /// spans, `<`, `*` and `_` are escaped, so `<locale>` shows as written.
  static func inline(_ text: String) -> String {
    var output = ""
    var inCode = false
    for character in text {
      if character == "`" {
        inCode.toggle()
        output.append(character)
      } else if !inCode, character == "<" {
        output += "&lt;"
      } else if !inCode, character == "*" || character == "_" {
        output += "\\" + String(character)
      } else {
        output.append(character)
      }
    }
    return output
  }

  static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for each in text {
      run = each == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
