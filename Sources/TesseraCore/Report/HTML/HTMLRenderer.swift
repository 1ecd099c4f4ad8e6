import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// Prints an ``HTMLNode`` tree as HTML, escaping every text and attribute
/// value.
///
/// - Text: `&`, `<` and `>` become references.
/// - Attribute values, always double-quoted: those three, `"` and `'`.
/// - Either: a control character (other than tab, line feed and carriage
///   return) or a Unicode noncharacter becomes U+FFFD, since HTML forbids
///   them and a browser would report a parse error.
///
/// So catalog text can't open a tag, close an attribute or a `<style>`, or
/// start a CDATA section inside inline SVG: `<script>` prints as
/// `&lt;script&gt;`, and `]]>` as `]]&gt;`.
package enum HTMLRenderer {
  /// The document: `<!DOCTYPE html>`, then `root`, then a line feed; or
  /// `nil` as soon as it is longer than `maximumBytes` of UTF-8, so that a
  /// page over its cap costs no more to find out than the cap.
  package static func document(_ root: HTMLNode, maximumBytes: Int = .max) -> String? {
    var output = "<!DOCTYPE html>\n"
    var budget = Budget(maximumBytes: maximumBytes)
    guard render(root, into: &output, budget: &budget) else { return nil }
    output += "\n"
    return output.utf8.count <= maximumBytes ? output : nil
  }

  /// How far a document may grow, checked after each element.
  private struct Budget {
    var maximumBytes: Int
  }

  /// `node` as HTML.
  package static func render(_ node: HTMLNode) -> String {
    var output = ""
    var budget = Budget(maximumBytes: .max)
    _ = render(node, into: &output, budget: &budget)
    return output
  }

  /// Appends `node`; `false` once the output is over the budget.
  private static func render(_ node: HTMLNode, into output: inout String, budget: inout Budget) -> Bool {
    switch node {
    case .text(let text):
      escape(text, quotes: false, into: &output)
    case .fragment(let nodes):
      for node in nodes where !render(node, into: &output, budget: &budget) { return false }
    case .styleSheet(let sheet):
      // The sheet is the report's own; still, never let it end its element early.
      output += "<style>"
      output += sheet.css.replacingOccurrences(of: "</", with: "<\\/")
      output += "</style>"
    case .element(let element):
      let name = element.name.description
      output += "<" + name
      for attribute in element.attributes {
        output += " " + attribute.name.description
        switch attribute.value {
        case .text(let value):
          output += "=\""
          escape(value, quotes: true, into: &output)
          output += "\""
        case .style(let declarations):
          output += "=\""
          output += declarations.map(css).joined(separator: ";")
          output += "\""
        }
      }
      output += ">"
      guard !HTMLElement.voidElements.contains(name) else { return true }
      for child in element.children where !render(child, into: &output, budget: &budget) { return false }
      output += "</" + name + ">"
      return output.utf8.count <= budget.maximumBytes
    }
    return true
  }

  /// `property:value`, with the value printed from its type: nothing in it
  /// comes from text.
  static func css(_ declaration: CSSDeclaration) -> String {
    let value: String
    switch declaration.value {
    case .color(let color): value = color.hex
    case .pixels(let number, let range): value = self.number(number, in: range) + "px"
    case .number(let number, let range): value = self.number(number, in: range)
    case .percent(let number): value = self.number(number, in: 0...100) + "%"
    }
    return declaration.property.description + ":" + value
  }

  /// `value` clamped to `range` (its lower bound when `value` isn't
  /// finite), with at most two decimals and no trailing zeros.
  static func number(_ value: Double, in range: ClosedRange<Double>) -> String {
    let clamped = value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
    var text = String(format: "%.2f", clamped)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// Appends `text`, escaped for HTML text or, with `quotes`, for a
  /// double-quoted attribute value.
  ///
  /// A bidirectional embedding, override or isolate the text opens and
  /// doesn't close is closed at its end, so a value with a stray U+202E
  /// can't reverse the page's text after it.
  static func escape(_ text: String, quotes: Bool, into output: inout String) {
    var embeddings = 0
    var isolates = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x202A, 0x202B, 0x202D, 0x202E: embeddings += 1
      case 0x202C: embeddings = max(embeddings - 1, 0)
      case 0x2066, 0x2067, 0x2068: isolates += 1
      case 0x2069: isolates = max(isolates - 1, 0)
      default: break
      }
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "'" where quotes: output += "&#39;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      default:
        output.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    output += String(repeating: "\u{202C}", count: embeddings) + String(repeating: "\u{2069}", count: isolates)
  }

  /// Escapes `text` for HTML text or, with `quotes`, an attribute value.
  static func escape(_ text: String, quotes: Bool = false) -> String {
    var output = ""
    escape(text, quotes: quotes, into: &output)
    return output
  }

  /// Control characters and noncharacters, which HTML forbids.
  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if (0xFDD0...0xFDEF).contains(value) { return true }
    return value & 0xFFFE == 0xFFFE
  }
}
