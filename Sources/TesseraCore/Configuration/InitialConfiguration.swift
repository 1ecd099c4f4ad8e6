import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The `tessera.yml` that `tessera init` writes for an app's catalogs: the
/// folders it found, relative to the file, the base locale and why, the
/// baseline of today's findings, and the accessor names that set apart keys
/// whose accessors would share a name. The options a team may want next are
/// there as comments.
package struct InitialConfiguration: Sendable {
  /// The folder the file is written in; every path is relative to it.
  package var folder: URL
  /// The string catalogs' folder, and what it holds, for its comment.
  package var strings: (url: URL, holds: String)?
  /// The token files' folder.
  package var tokens: URL?
  package var baseLocale: String
  /// Where the base locale came from, for its comment.
  package var baseLocaleReason: String
  /// The baseline file, relative to ``folder``, once it is written.
  package var baseline: String?
  /// The output folder, relative to ``folder``.
  package var output = SharedFacts.DefaultLayout.output
  /// Accessor names by table, then key.
  package var accessorNames: [String: [String: String]] = [:]

  package init(folder: URL, baseLocale: String, baseLocaleReason: String) {
    self.folder = folder.standardizedFileURL
    self.baseLocale = baseLocale
    self.baseLocaleReason = baseLocaleReason
  }

  /// The file's text.
  package var yaml: String {
    var lines = [
      "# Written by `tessera init` (Tessera \(SharedFacts.version)). Paths are relative to this file;",
      "# `tessera rules` and TesseraCore's Configuration article list every key.",
    ]
    if let strings {
      lines.append(Self.line("strings", Self.scalar(path(strings.url)), comment: strings.holds))
    }
    if let tokens { lines.append(Self.line("tokens", Self.scalar(path(tokens)), comment: "the token files")) }
    lines.append(Self.line("base_locale", Self.scalar(baseLocale), comment: baseLocaleReason))
    lines.append(Self.line("output", Self.scalar(output), comment: "where `tessera generate` writes the Swift"))
    if let baseline {
      lines.append(
        Self.line(
          "baseline", Self.scalar(baseline),
          comment: "today's findings, accepted: `tessera lint` reports only new ones"))
    }
    if !accessorNames.isEmpty {
      lines.append("accessor_names:                # keys whose accessors would share a name, named apart")
      for table in accessorNames.keys.sorted() {
        lines.append("  \(Self.quoted(table)):")
        for (key, name) in (accessorNames[table] ?? [:]).sorted(by: { $0.key < $1.key }) {
          lines.append("    \(Self.quoted(key)): \(name)")
        }
      }
    }
    lines += [
      "# accessors: all                # accessors for the String Catalog keys Xcode extracted from code too",
      "# strict: true                  # any finding fails `tessera generate`, and so the build",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `url` relative to ``folder``.
  package func path(_ url: URL) -> String {
    Baseline.relativePath(of: url, from: folder)
  }

  /// Writes the file at `url`, atomically.
  package func write(to url: URL) throws {
    try OutputWriter.replace(url, with: Array(yaml.utf8), creatingFolder: true)
  }

  private static func line(_ key: String, _ value: String, comment: String) -> String {
    let head = "\(key): \(value)"
    return head + String(repeating: " ", count: max(1, 31 - head.count)) + "# " + comment
  }

  /// `text` as a YAML scalar: plain when it is only letters, digits and
  /// `_ . / -` (not starting with `-`), else double-quoted.
  static func scalar(_ text: String) -> String {
    let plain =
      !text.isEmpty && !text.hasPrefix("-")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "_./-".unicodeScalars
            .contains($0)
      }
    return plain ? text : quoted(text)
  }

  /// `text` in YAML double quotes, with `\`, `"` and control characters escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
