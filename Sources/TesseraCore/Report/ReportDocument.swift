import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// `tessera report`: one self-contained HTML page of the catalogs, for the
/// designers, translators and reviewers who fix what lint finds.
///
/// The page holds its CSS and SVG inline, and no script; a
/// Content-Security-Policy forbids scripts and every fetch, so it reads the
/// same offline. It is deterministic: everything is sorted, it holds no
/// time, and its paths are relative to the display base (as lint's are), so
/// two runs over the same catalogs give the same bytes.
///
/// Its size is capped at ``maximumBytes`` (8 MiB). A larger page is built
/// again with each list cut to its first rows (500, then 100, 20, 0), each
/// cut list saying how many rows it left out, and the summary saying the
/// page was shortened; the counts stay whole.
package struct ReportDocument: Sendable {
  /// The default size cap: 8 MiB.
  package static let defaultMaximumBytes = 8 * 1024 * 1024
  /// The rows per list tried, in turn, when the page is over its cap.
  package static let summaryRowLimits = [500, 100, 20, 0]

  package var content: ReportContent
  /// The size cap, in bytes of UTF-8.
  package var maximumBytes: Int

  package init(content: ReportContent, maximumBytes: Int = ReportDocument.defaultMaximumBytes) {
    self.content = content
    self.maximumBytes = maximumBytes
  }

  /// The page, under the size cap if it can be.
  package func render() -> String {
    // Every row of a token, an accessibility element or a finding takes more
    // than ``minimumRowBytes``: with more rows than fit the cap at that size,
    // the whole page can't fit, and isn't built just to find that out.
    if rowCount * Self.minimumRowBytes <= maximumBytes,
      let whole = HTMLRenderer.document(page(limits: .unlimited), maximumBytes: maximumBytes)
    {
      return whole
    }
    for rows in Self.summaryRowLimits.dropLast() {
      let limits = ReportLimits(rowsPerList: rows)
      if let html = HTMLRenderer.document(page(limits: limits), maximumBytes: maximumBytes) { return html }
    }
    // The last resort is written whatever its size: counts and headings only.
    let limits = ReportLimits(rowsPerList: Self.summaryRowLimits.last ?? 0)
    return HTMLRenderer.document(page(limits: limits)) ?? ""
  }

  /// Fewer bytes than any element or finding row takes on the page, and
  /// fewer than half a token's (a themed token's two definitions share one).
  static let minimumRowBytes = 200

  /// The rows the page's longest lists would have whole: the tokens of
  /// every scope, the accessibility elements and the findings.
  var rowCount: Int {
    let catalogs = content.catalogs
    return (catalogs.tokens?.index.definitions.count ?? 0) + (catalogs.accessibility?.elements.count ?? 0)
      + content.diagnostics.count
  }

  /// The page's tree, with lists cut at `limits`.
  package func page(limits: ReportLimits) -> HTMLNode {
    var anchors: Set<ReportAnchor> = []
    var sections: [HTMLNode] = []
    var shown: [ReportSectionKind] = [.summary]
    let catalogs = content.catalogs
    if let tokens = catalogs.tokens {
      sections.append(TokensSection(catalog: tokens, limits: limits).build(anchors: &anchors))
      shown.append(.tokens)
    }
    if let strings = catalogs.strings {
      sections.append(
        StringsSection(catalog: strings, pseudoLocales: content.pseudoLocales, limits: limits).build(
          anchors: &anchors))
      shown.append(.strings)
    }
    if let accessibility = catalogs.accessibility {
      let unrendered = Set(content.diagnostics.filter { $0.rule == .a11yUnused }.compactMap(\.subject))
      sections.append(
        AccessibilitySection(
          catalog: accessibility, strings: catalogs.strings, coverage: content.coverage, unrendered: unrendered,
          limits: limits
        ).build(anchors: &anchors))
      shown.append(.accessibility)
    }
    sections.append(
      DiagnosticsSection(diagnostics: content.diagnostics, strings: catalogs.strings, limits: limits).build(
        anchors: anchors))
    shown.append(.diagnostics)

    let title = "Tessera report"
    let head = element(
      "head", [],
      [
        element("meta", [.attr("charset", "utf-8")]),
        element("meta", [.attr("name", "viewport"), .attr("content", "width=device-width, initial-scale=1")]),
        element("meta", [.attr("name", "color-scheme"), .attr("content", "light dark")]),
        element(
          "meta",
          [
            .attr("http-equiv", "Content-Security-Policy"),
            .attr("content", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'"),
          ]),
        element("title", [], text: title),
        .styleSheet(ReportStyle.sheet),
      ])
    let navigation = element(
      "nav", [.attr("aria-label", "Sections")],
      [
        element(
          "ul", [],
          shown.map { kind in
            element("li", [], [element("a", [.href(ReportAnchor(section: kind))], text: kind.title)])
          })
      ])
    let header = element(
      "header", [.class("page")],
      [
        element("h1", [], text: title),
        element(
          "p", [],
          text: "The catalogs as Tessera \(SharedFacts.version) reads and checks them: tokens, strings, "
            + "accessibility and every finding."),
        navigation,
      ])
    let main = element("main", [.attr("id", "main"), .attr("tabindex", "-1")], [summary(limits: limits)] + sections)
    let body = element(
      "body", [],
      [element("a", [.class("skip"), .attr("href", "#main")], text: "Skip to content"), header, main])
    return element("html", [.attr("lang", "en")], [head, body])
  }

  /// The counts at the top of the page, and whether lists were cut.
  private func summary(limits: ReportLimits) -> HTMLNode {
    let catalogs = content.catalogs
    var items: [(String, String)] = []
    if let tokens = catalogs.tokens {
      let section = TokensSection(catalog: tokens, limits: limits)
      let failing = tokens.contrastPairs.count { pair in
        tokens.index.appearances.contains { mode in
          section.measure(pair, in: mode).map { $0.ratio < pair.minimum(in: mode) } ?? true
        }
      }
      items.append(("\(section.allPaths.count)", "tokens"))
      items.append(("\(failing) of \(tokens.contrastPairs.count)", "contrast pairs failing"))
    }
    if let strings = catalogs.strings {
      items.append(("\(strings.locales.count)", "locales"))
      if let base = strings.base {
        let section = StringsSection(catalog: strings, pseudoLocales: content.pseudoLocales, limits: limits)
        items.append(("\(section.baseKeys(base).count)", "base keys"))
      }
    }
    if let accessibility = catalogs.accessibility {
      items.append(("\(accessibility.elements.count)", "accessibility elements"))
      if let coverage = content.coverage { items.append((coverage.text, "rendered")) }
    }
    for severity in Diagnostic.Severity.allCases.reversed() {
      items.append(("\(content.diagnostics.count { $0.severity == severity })", severity.rawValue + "s"))
    }
    var nodes: [HTMLNode] = [
      element(
        "ul", [.class("counts")],
        items.map { value, label in element("li", [], [element("strong", [], text: value), .text(label)]) })
    ]
    if let rows = limits.rowsPerList {
      nodes.append(
        element(
          "p", [.class("notice warn")],
          text: "This page would be over \(maximumBytes / 1024 / 1024) MiB, so each list shows its first "
            + "\(ReportComponents.count(rows, "row")); the counts are complete."))
    }
    return ReportComponents.section(.summary, nodes)
  }
}
