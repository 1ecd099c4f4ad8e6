import TesseraFoundation

/// Writes a `.stringsdict` file as Xcode and `plutil` write property lists:
/// the XML declaration, Apple's plist DOCTYPE, one tab of indentation per
/// level, and a final newline.
///
/// Each entry holds `NSStringLocalizedFormatKey`, then its variables in the
/// order given; each variable holds `NSStringFormatSpecTypeKey`
/// (`NSStringPluralRuleType`), `NSStringFormatValueTypeKey`, then its forms
/// in CLDR's order (zero, one, two, few, many, other). Entries are written
/// in the order given, each after its comment (`<!-- … -->`) when it has
/// one. Text is escaped by `XMLEscaping`; the file is UTF-8.
package enum StringsDictWriter {
  /// One entry to write.
  package struct Entry: Sendable, Hashable {
    package var key: String
    package var formatKey: String
    package var variables: [Variable]
    /// The comment above the entry's key; one ``canHold(comment:)`` refuses is not written.
    package var comment: String?

    package init(key: String, formatKey: String, variables: [Variable], comment: String? = nil) {
      self.key = key
      self.formatKey = formatKey
      self.variables = variables
      self.comment = comment
    }
  }

  /// Whether an XML comment can hold `comment`: not when it holds `--` or
  /// ends with `-`.
  package static func canHold(comment: String) -> Bool {
    !comment.contains("--") && !comment.hasSuffix("-") && XMLEscaping.firstUnrepresentable(in: comment) == nil
      && !comment.contains("\r")
  }

  /// One plural variable of an entry.
  package struct Variable: Sendable, Hashable {
    package var name: String
    /// `NSStringFormatValueTypeKey`, such as `d`.
    package var valueSpecifier: String
    /// The forms by CLDR category name (`one`, `other`).
    package var forms: [String: String]

    package init(name: String, valueSpecifier: String, forms: [String: String]) {
      self.name = name
      self.valueSpecifier = valueSpecifier
      self.forms = forms
    }
  }

  /// The file holding `entries`.
  package static func write(_ entries: [Entry]) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
      #"<plist version="1.0">"#,
      "<dict>",
    ]
    func pair(_ key: String, _ value: String, _ depth: Int) {
      let indent = String(repeating: "\t", count: depth)
      lines.append(indent + "<key>" + XMLEscaping.text(key) + "</key>")
      lines.append(indent + "<string>" + XMLEscaping.text(value) + "</string>")
    }
    for entry in entries {
      if let comment = entry.comment, canHold(comment: comment) { lines.append("\t<!-- \(comment) -->") }
      lines.append("\t<key>" + XMLEscaping.text(entry.key) + "</key>")
      lines.append("\t<dict>")
      pair(StringsDictParser.formatKey, entry.formatKey, 2)
      for variable in entry.variables {
        lines.append("\t\t<key>" + XMLEscaping.text(variable.name) + "</key>")
        lines.append("\t\t<dict>")
        pair(StringsDictParser.specTypeKey, StringsDictParser.pluralRuleType, 3)
        pair(StringsDictParser.valueTypeKey, variable.valueSpecifier, 3)
        for category in PluralCategory.allCases {
          if let form = variable.forms[category.rawValue] { pair(category.rawValue, form, 3) }
        }
        lines.append("\t\t</dict>")
      }
      lines.append("\t</dict>")
    }
    lines += ["</dict>", "</plist>", ""]
    return lines.joined(separator: "\n")
  }
}

extension StringsDictWriter.Entry {
  /// The entry a parsed `.stringsdict` entry holds.
  package init(_ entry: StringsDictEntry) {
    self.init(
      key: entry.key, formatKey: entry.formatKey,
      variables: entry.variables.map { variable in
        StringsDictWriter.Variable(
          name: variable.name, valueSpecifier: variable.valueSpecifier,
          forms: Dictionary(uniqueKeysWithValues: variable.forms.map { ($0.key.rawValue, $0.value.text) }))
      })
  }
}
