import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The accessibility catalog: each screen's elements with their role,
/// identifier, and label and hint in every locale. A label or hint a locale
/// lacks, and an interactive element without one, are marked; with
/// `--coverage`, so is each element the rendered UI never drew.
struct AccessibilitySection {
  var catalog: AccessibilityCatalog
  var strings: StringsCatalog?
  var coverage: CoverageSummary?
  /// The identifiers of the elements the rendered UI never drew
  /// (`a11y-unused`), under `--coverage`.
  var unrendered: Set<String>
  var limits: ReportLimits

  /// The section; each screen's and element's anchor is added to `anchors`.
  func build(anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let elements = catalog.elements
    var content: [HTMLNode] = [
      ReportComponents.note(
        "\(ReportComponents.count(catalog.screens.count, "screen")), "
          + "\(ReportComponents.count(elements.count, "element")), from \(catalog.file); identifiers start "
          + "\(catalog.prefix)_, and labels are looked up in the \(catalog.table) table first.")
    ]
    if let coverage {
      content.append(
        element(
          "p", [],
          [
            element("strong", [], text: "Coverage: "),
            .text("the rendered UI drew \(coverage.text) of the declared elements."),
          ]))
    } else {
      content.append(
        ReportComponents.note("Coverage: not measured; give --coverage with the identifiers a UI rendered."))
    }
    for screen in catalog.screens.sorted(by: { $0.name < $1.name }) {
      let anchor = ReportAnchor(.screen, screen.name)
      let isNew = anchors.insert(anchor).inserted
      content.append(element("h3", isNew ? [.id(anchor)] : [], text: screen.name))
      content.append(table(screen, anchors: &anchors))
    }
    return ReportComponents.section(.accessibility, content)
  }

  private var locales: [StringsLocale] { strings?.locales ?? [] }

  private func table(_ screen: AccessibilityScreen, anchors: inout Set<ReportAnchor>) -> HTMLNode {
    var columns: [String] = [
      "Element", "Role", "Identifier", "Label",
      "Hint",
    ]
    if coverage != nil { columns.insert("Rendered", at: 2) }
    let (shownElements, hidden) = limits.take(screen.elements)
    let rows = shownElements.map { element -> HTMLNode in
      let anchor = ReportAnchor(.element, element.identifier.description)
      var attributes: [HTMLAttribute] = [.class("wrap")]
      if anchors.insert(anchor).inserted { attributes.insert(.id(anchor), at: 0) }
      let interactive = element.role?.isInteractive ?? false
      var cells: [HTMLNode] = [
        element.role.map { .text($0.rawValue) } ?? TesseraCore.element("span", [.class("gap")], text: "none"),
        ReportComponents.code(element.identifier.description),
        texts(element.label, required: interactive, what: "label"),
        texts(element.hint, required: interactive, what: "hint"),
      ]
      if coverage != nil {
        cells.insert(
          unrendered.contains(element.identifier.description)
            ? ReportComponents.badge("never rendered", kind: "warn") : ReportComponents.badge("rendered", kind: "pass"),
          at: 1)
      }
      var header = [ReportComponents.code(element.name)]
      if let description = element.description, !description.isEmpty {
        header.append(TesseraCore.element("span", [.class("desc")], text: description))
      }
      return ReportComponents.row(.fragment(header), headerAttributes: attributes, cells)
    }
    return ReportComponents.table(
      caption: "Elements of \(screen.name)", columns: columns, shownRows: rows, hiddenRows: hidden)
  }

  /// A label's or hint's text in every locale, each locale that lacks it
  /// marked; or a mark when the element has none but should.
  private func texts(_ reference: StringReference?, required: Bool, what: String) -> HTMLNode {
    guard let reference else {
      return required
        ? TesseraCore.element("span", [.class("gap")], text: "no \(what)")
        : TesseraCore.element("span", [.class("muted")], text: "none")
    }
    let table: String
    switch catalog.lookup(reference, in: strings) {
    case .found(let entry): table = entry.table
    case .missing, .ambiguous:
      return .fragment([
        ReportComponents.code(reference.spelled), .text(" "),
        TesseraCore.element("span", [.class("gap")], text: "not in the base strings"),
      ])
    }
    let items = locales.map { locale -> HTMLNode in
      let language = TesseraCore.element("span", [.class("muted")], text: locale.identifier + ": ")
      guard let entry = locale.entry(table: table, key: reference.key) else {
        return TesseraCore.element(
          "li", [], [language, TesseraCore.element("span", [.class("gap")], text: "missing")])
      }
      return TesseraCore.element(
        "li", [],
        [
          language,
          TesseraCore.element(
            "span", [.attr("lang", locale.identifier)], text: ReportComponents.readable(entry)),
        ])
    }
    return .fragment([
      ReportComponents.code(reference.spelled),
      TesseraCore.element("ul", [.class("plain")], items),
    ])
  }
}
