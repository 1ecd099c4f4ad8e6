import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The pieces every section builds with: tables with captions and column
/// headers, scrolling regions that keyboards can reach, badges, and lists
/// that stop at the report's limits.
enum ReportComponents {
  /// A table in a region that scrolls sideways on a narrow screen. The
  /// region is focusable and named by `caption`, so a keyboard can scroll
  /// it. `rows` are `<tr>` nodes; past `limits`, a last row says how many
  /// were left out.
  static func table(
    caption: String, columns: [String], rows: [HTMLNode], limits: ReportLimits
  ) -> HTMLNode {
    let (shown, hidden) = limits.take(rows)
    return table(caption: caption, columns: columns, shownRows: Array(shown), hiddenRows: hidden)
  }

  /// A table of rows already cut to the limits (see ``ReportLimits/take(_:)``),
  /// ending with how many were left out: a long list builds only the rows
  /// it shows.
  static func table(caption: String, columns: [String], shownRows: [HTMLNode], hiddenRows hidden: Int) -> HTMLNode {
    var body = shownRows
    if hidden > 0 {
      body.append(
        element(
          "tr", [],
          [
            element(
              "td", [.attr("colspan", "\(columns.count)"), .class("more")], text: ReportLimits.moreText(hidden))
          ]))
    }
    let header = element(
      "thead", [],
      [
        element(
          "tr", [],
          columns.map { element("th", [.attr("scope", "col")], text: $0) })
      ])
    let captionNode = element("caption", [], text: caption)
    return element(
      "div", [.class("scroll"), .attr("role", "region"), .attr("aria-label", caption), .attr("tabindex", "0")],
      [element("table", [], [captionNode, header, element("tbody", [], body)])])
  }

  /// A row: a header cell naming it (`scope="row"`), then data cells.
  static func row(_ header: HTMLNode, headerAttributes: [HTMLAttribute] = [], _ cells: [HTMLNode]) -> HTMLNode {
    element(
      "tr", [],
      [element("th", [.attr("scope", "row")] + headerAttributes, [header])] + cells.map { element("td", [], [$0]) })
  }

  /// A list that stops at `limits`, saying how many items were left out.
  static func list(_ items: [HTMLNode], limits: ReportLimits, attributes: [HTMLAttribute] = []) -> HTMLNode {
    let (shown, hidden) = limits.take(items)
    var nodes = shown.map { element("li", [], [$0]) }
    if hidden > 0 { nodes.append(element("li", [.class("more")], text: ReportLimits.moreText(hidden))) }
    return element("ul", attributes, nodes)
  }

  /// A badge: `pass`, `fail`, `error`, `warning` … in words, coloured.
  static func badge(_ text: String, kind: String) -> HTMLNode {
    element("span", [.class("badge " + kind)], text: text)
  }

  /// Inline code, which a narrow column may break after each `_`, `.`
  /// and `/` (a `<wbr>` there): identifiers, keys and paths are long words.
  /// A decimal point (a `.` after a digit) is not a place to break.
  static func code(_ text: String) -> HTMLNode {
    var nodes: [HTMLNode] = []
    var piece = ""
    var previous: Character?
    for character in text {
      piece.append(character)
      let isDecimalPoint = character == "." && previous?.isASCII == true && previous?.isNumber == true
      if character == "_" || character == "/" || (character == "." && !isDecimalPoint) {
        nodes += [.text(piece), element("wbr")]
        piece = ""
      }
      previous = character
    }
    if !piece.isEmpty { nodes.append(.text(piece)) }
    return element("code", [], nodes)
  }

  /// A token path as code.
  static func path(_ path: TokenPath) -> HTMLNode { code(path.description) }

  /// The text a reader of the page wants for an entry: a `.strings`
  /// value, or a plural entry's format key with each `%#@variable@` replaced
  /// by the variable's `other` form (`%d items`), rather than `%#@count@`.
  static func readable(_ entry: LocalizedEntry) -> String {
    switch entry.content {
    case .text(let value):
      return value
    case .plural(let formatKey, let variables):
      var text = formatKey
      for variable in variables {
        guard let other = variable.forms[.other] else { continue }
        text = text.replacingOccurrences(of: "%#@\(variable.name)@", with: other.text)
      }
      return text
    }
  }

  /// A paragraph of muted text.
  static func note(_ text: String) -> HTMLNode { element("p", [.class("muted")], text: text) }

  /// A section: its anchor, its heading, then `content`.
  static func section(_ kind: ReportSectionKind, _ content: [HTMLNode]) -> HTMLNode {
    element(
      "section", [.attr("id", kind.rawValue), .attr("aria-labelledby", kind.rawValue + "-title")],
      [element("h2", [.attr("id", kind.rawValue + "-title")], text: kind.title)] + content)
  }

  /// `count` and `noun`, pluralized with an s: `1 key`, `3 keys`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
