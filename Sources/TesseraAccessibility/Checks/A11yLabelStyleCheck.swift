import TesseraFoundation
import TesseraStrings

/// Reports `a11y-label-style` (described in `AccessibilityRules.swift`, beside it):
/// reads each element's label and hint in the base locale, and reports at
/// the string, with a note at the element.
package struct A11yLabelStyleCheck: AccessibilityCheck {
  package static let id = RuleID.a11yLabelStyle

  package init() {}

  /// Words VoiceOver speaks itself, from an element's traits.
  package static let controlWords: Set<String> = [
    "button", "field", "textfield", "textbox", "link", "switch", "toggle", "checkbox", "image", "icon", "picture",
    "tab", "heading",
  ]
  package static let gestureWords: Set<String> = ["tap", "click", "double-tap"]

  package func check(_ catalog: AccessibilityCatalog, strings: StringsCatalog?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for element in catalog.elements {
      for reference in element.references where reference.attribute != "value" {
        guard case .found(let entry) = catalog.lookup(reference, in: strings) else { continue }
        // A string several elements share is reported once.
        guard seen.insert("\(reference.attribute) \(entry.table) \(entry.key)").inserted else { continue }
        let note = Diagnostic.Note(
          "used as the \(reference.attribute) of '\(element.screen).\(element.name)' here", at: reference.location)
        for text in Self.texts(of: entry) {
          let words = text.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
          if reference.attribute == "label" {
            if let last = words.last, Self.controlWords.contains(last) {
              diagnostics.append(
                .warning(
                  .a11yLabelStyle,
                  "The label \(excerpt(text)) names its control type; VoiceOver already says it, so drop "
                    + "'\(last)'.",
                  at: entry.valueLocation, subject: entry.key, notes: [note]))
            }
            if text.hasSuffix("."), !text.hasSuffix("..") {
              diagnostics.append(
                .warning(
                  .a11yLabelStyle,
                  "The label \(excerpt(text)) ends with a period; labels are short phrases, so remove it.",
                  at: entry.valueLocation, subject: entry.key, notes: [note]))
            }
          } else if let first = words.first, Self.gestureWords.contains(first) {
            diagnostics.append(
              .warning(
                .a11yLabelStyle,
                "The hint \(excerpt(text)) starts with '\(first)'; describe the result instead, such as "
                  + "\"Opens the list of banks.\"",
                at: entry.valueLocation, subject: entry.key, notes: [note]))
          }
        }
      }
    }
    return diagnostics
  }

  /// The entry's text with placeholders removed and white space trimmed:
  /// the value, or each plural form.
  package static func texts(of entry: LocalizedEntry) -> [String] {
    let raw: [String]
    switch entry.content {
    case .text(let value): raw = [value]
    case .plural(_, let variables): raw = variables.flatMap { $0.forms.values.map(\.text) }.sorted()
    }
    return raw.map { text in
      let bytes = Array(text.utf8)
      var kept: [UInt8] = []
      var cursor = 0
      let ranges = FormatStringParser.parse(text) { _ in .int }.placeholders.map(\.range)
        .sorted { $0.lowerBound < $1.lowerBound }
      for range in ranges where range.lowerBound >= cursor {
        kept += bytes[cursor..<range.lowerBound]
        cursor = range.upperBound
      }
      kept += bytes[cursor...]
      return String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
