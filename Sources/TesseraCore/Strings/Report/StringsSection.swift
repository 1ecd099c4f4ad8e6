import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The strings: for each locale, how complete it is (a bar of translated,
/// missing, needs-review and stale keys, with the counts in words), the keys
/// it lacks with their base text, its placeholder mismatches and its plural
/// categories missing; then samples of each pseudo-locale.
struct StringsSection {
  var catalog: StringsCatalog
  var pseudoLocales: [PseudoLocale]
  var limits: ReportLimits

  /// A base key: its table and key, and the base entry.
  struct BaseKey {
    var table: String
    var key: String
    var entry: LocalizedEntry
  }

  /// How a locale stands against the base keys.
  struct Completeness: Equatable {
    var translated = 0
    var missing = 0
    var needsReview = 0
    var stale = 0

    var total: Int { translated + missing + needsReview + stale }
  }

  /// The section; each locale's and listed string's anchor is added to `anchors`.
  func build(anchors: inout Set<ReportAnchor>) -> HTMLNode {
    guard let base = catalog.base else {
      return ReportComponents.section(
        .strings,
        [
          ReportComponents.note(
            "There are no strings for the base locale '\(catalog.baseLocale)', so nothing can be compared; "
              + "the diagnostics say why.")
        ])
    }
    let keys = baseKeys(base)
    var content: [HTMLNode] = [
      ReportComponents.note(
        "\(ReportComponents.count(catalog.locales.count, "locale")), base '\(base.identifier)': "
          + "\(ReportComponents.count(keys.count, "key")) in \(ReportComponents.count(base.tables.count, "table")).")
    ]
    content.append(overview(keys))
    for locale in catalog.locales {
      content.append(localeSection(locale, base: base, keys: keys, anchors: &anchors))
    }
    if !pseudoLocales.isEmpty {
      content.append(pseudoSection(keys))
    }
    return ReportComponents.section(.strings, content)
  }

  /// The base locale's keys that every locale should translate, sorted by
  /// table then key; keys a String Catalog marks not to translate are left
  /// out.
  func baseKeys(_ base: StringsLocale) -> [BaseKey] {
    var keys: [BaseKey] = []
    for tableName in base.tables.keys.sorted() {
      guard let table = base.tables[tableName] else { continue }
      for key in table.sortedKeys where !table.untranslatedKeys.contains(key) {
        if let entry = table.entries[key] { keys.append(BaseKey(table: tableName, key: key, entry: entry)) }
      }
    }
    return keys
  }

  /// How `locale` stands against `keys`.
  func completeness(of locale: StringsLocale, keys: [BaseKey]) -> Completeness {
    var result = Completeness()
    for key in keys {
      switch locale.entry(table: key.table, key: key.key)?.progress {
      case nil: result.missing += 1
      case .translated?: result.translated += 1
      case .needsReview?: result.needsReview += 1
      case .stale?: result.stale += 1
      }
    }
    return result
  }

  /// A table of every locale's counts, with links to each locale.
  private func overview(_ keys: [BaseKey]) -> HTMLNode {
    let rows = catalog.locales.map { locale -> HTMLNode in
      let counts = completeness(of: locale, keys: keys)
      let link = element("a", [.href(ReportAnchor(.locale, locale.identifier))], text: locale.identifier)
      return ReportComponents.row(
        link,
        [
          .text(Self.percent(counts.translated, of: counts.total)), .text("\(counts.translated)"),
          .text("\(counts.missing)"), .text("\(counts.needsReview)"), .text("\(counts.stale)"),
        ])
    }
    return ReportComponents.table(
      caption: "Completeness of each locale",
      columns: [
        "Locale", "Complete", "Translated", "Missing", "Needs review",
        "Stale",
      ], rows: rows, limits: .unlimited)
  }

  private func localeSection(
    _ locale: StringsLocale, base: StringsLocale, keys: [BaseKey], anchors: inout Set<ReportAnchor>
  ) -> HTMLNode {
    let anchor = ReportAnchor(.locale, locale.identifier)
    anchors.insert(anchor)
    let isBase = LocaleIdentifier(locale.identifier) == LocaleIdentifier(base.identifier)
    let counts = completeness(of: locale, keys: keys)
    var content: [HTMLNode] = [
      element("h3", [.id(anchor)], text: locale.identifier + (isBase ? " (base)" : "")),
      bar(counts, locale: locale.identifier),
    ]

    // The keys of each list first; rows (and their anchors) only for those a
    // cut list shows, so no finding links to a row the page left out.
    var missingKeys: [BaseKey] = []
    var reviewKeys: [(key: BaseKey, entry: LocalizedEntry)] = []
    var mismatchKeys: [(key: BaseKey, entry: LocalizedEntry)] = []
    for key in keys {
      guard let entry = locale.entry(table: key.table, key: key.key) else {
        missingKeys.append(key)
        continue
      }
      if entry.progress != .translated { reviewKeys.append((key, entry)) }
      if !isBase, !entry.arguments.hasSameTypes(as: key.entry.arguments) {
        mismatchKeys.append((key, entry))
      }
    }
    func header(_ key: BaseKey) -> (HTMLNode, [HTMLAttribute]) {
      let stringAnchor = ReportAnchor.string(locale: locale.identifier, table: key.table, key: key.key)
      let attributes: [HTMLAttribute] =
        anchors.insert(stringAnchor).inserted ? [.id(stringAnchor), .class("wrap")] : [.class("wrap")]
      return (ReportComponents.code(key.key), attributes)
    }
    let (shownMissing, hiddenMissing) = limits.take(missingKeys)
    let missing = shownMissing.map { key -> HTMLNode in
      let (node, attributes) = header(key)
      return ReportComponents.row(
        node, headerAttributes: attributes, [.text(key.table), .text(ReportComponents.readable(key.entry))])
    }
    let (shownReview, hiddenReview) = limits.take(reviewKeys)
    let review = shownReview.map { key, entry -> HTMLNode in
      let (node, attributes) = header(key)
      let state = entry.progress == .needsReview ? "needs review" : "stale"
      return ReportComponents.row(
        node, headerAttributes: attributes,
        [
          .text(key.table), ReportComponents.badge(state, kind: "warn"),
          element("span", [.attr("lang", locale.identifier)], text: ReportComponents.readable(entry)),
        ])
    }
    let (shownMismatches, hiddenMismatches) = limits.take(mismatchKeys)
    let mismatches = shownMismatches.map { key, entry -> HTMLNode in
      let (node, attributes) = header(key)
      return ReportComponents.row(
        node, headerAttributes: attributes,
        [
          .text(key.table), ReportComponents.code(key.entry.arguments.signature),
          ReportComponents.code(entry.arguments.signature),
          element("span", [.attr("lang", locale.identifier)], text: ReportComponents.readable(entry)),
        ])
    }
    let gaps = pluralGaps(locale)
    let (shownGaps, hiddenGaps) = limits.take(gaps)
    let plurals = shownGaps.map { gap -> HTMLNode in
      let anchor = ReportAnchor.string(locale: locale.identifier, table: gap.table, key: gap.key)
      let attributes: [HTMLAttribute] =
        anchors.insert(anchor).inserted ? [.id(anchor), .class("wrap")] : [.class("wrap")]
      return ReportComponents.row(
        ReportComponents.code(gap.key), headerAttributes: attributes,
        [
          .text(gap.table), ReportComponents.code(gap.variable),
          element("span", [.class("gap")], text: categoryList(gap.missing)),
        ])
    }

    let name = locale.identifier
    content.append(element("h4", [], text: "Missing keys (\(missingKeys.count))"))
    content.append(
      missingKeys.isEmpty
        ? ReportComponents.note("None: '\(name)' has every base key.")
        : ReportComponents.table(
          caption: "Keys '\(name)' lacks, with the base text it shows instead",
          columns: ["Key", "Table", "Base text"], shownRows: missing, hiddenRows: hiddenMissing))
    if !reviewKeys.isEmpty {
      content.append(element("h4", [], text: "Needs review or stale (\(reviewKeys.count))"))
      content.append(
        ReportComponents.table(
          caption: "Translations of '\(name)' that need review or are stale",
          columns: ["Key", "Table", "State", "Text"], shownRows: review, hiddenRows: hiddenReview))
    }
    if !isBase {
      content.append(element("h4", [], text: "Placeholder mismatches (\(mismatchKeys.count))"))
      content.append(
        mismatchKeys.isEmpty
          ? ReportComponents.note("None: every translation takes the base text's arguments.")
          : ReportComponents.table(
            caption: "Translations of '\(name)' whose placeholders differ from the base",
            columns: [
              "Key", "Table", "Base takes", "'\(name)' takes", "Text",
            ], shownRows: mismatches, hiddenRows: hiddenMismatches))
    }
    content.append(element("h4", [], text: "Plural categories missing (\(gaps.count))"))
    let categories = pluralCategories(of: locale).map { categoryList($0) } ?? "unknown to CLDR; only other"
    content.append(
      gaps.isEmpty
        ? ReportComponents.note("None: every plural has the forms '\(name)' needs (\(categories)).")
        : ReportComponents.table(
          caption: "Plurals of '\(name)' lacking forms it needs (\(categories))",
          columns: ["Key", "Table", "Variable", "Missing"], shownRows: plurals, hiddenRows: hiddenGaps))
    return element("section", [.attr("aria-labelledby", anchor.id)], content)
  }

  /// A plural variable of a locale lacking categories its CLDR rules select.
  struct PluralGap {
    var table: String
    var key: String
    var variable: String
    var missing: Set<TesseraPluralCategory>
  }

  /// The plural variables of `locale` that lack a category its CLDR rules
  /// select (`other` when CLDR doesn't know the language).
  private func pluralGaps(_ locale: StringsLocale) -> [PluralGap] {
    let needed = pluralCategories(of: locale) ?? [.other]
    var gaps: [PluralGap] = []
    for tableName in locale.tables.keys.sorted() {
      guard let table = locale.tables[tableName] else { continue }
      for key in table.sortedKeys {
        guard let entry = table.entries[key] else { continue }
        for variable in entry.variables {
          let missing = needed.subtracting(variable.forms.keys)
          guard !missing.isEmpty else { continue }
          gaps.append(PluralGap(table: tableName, key: key, variable: variable.name, missing: missing))
        }
      }
    }
    return gaps
  }

  /// The completeness bar, drawn in SVG, and its legend in words.
  private func bar(_ counts: Completeness, locale: String) -> HTMLNode {
    let segments: [(name: String, kind: String, count: Int)] = [
      ("translated", "translated", counts.translated), ("missing", "missing", counts.missing),
      ("needs review", "review", counts.needsReview), ("stale", "stale", counts.stale),
    ]
    var rects: [HTMLNode] = []
    var x = 0.0
    for segment in segments where segment.count > 0 {
      let width = Double(segment.count) * 1000 / Double(max(counts.total, 1))
      rects.append(
        element(
          "rect",
          [
            .class(segment.kind), .attr("x", HTMLRenderer.number(x, in: 0...1000)), .attr("y", "0"),
            .attr("width", HTMLRenderer.number(width, in: 0...1000)), .attr("height", "20"),
          ]))
      x += width
    }
    let summary = segments.map { "\($0.count) \($0.name)" }.joined(separator: ", ")
    let svg = element(
      "svg",
      [
        .attr("viewBox", "0 0 1000 20"), .attr("preserveAspectRatio", "none"), .attr("role", "img"),
        .attr("aria-label", "\(locale): \(summary)"),
      ], rects)
    let legend = segments.map { segment -> HTMLNode in
      element(
        "li", [],
        [
          element(
            "svg", [.attr("width", "14"), .attr("height", "14"), .attr("aria-hidden", "true")],
            [element("rect", [.class(segment.kind), .attr("width", "14"), .attr("height", "14")])]),
          .text("\(segment.name.prefix(1).uppercased() + segment.name.dropFirst()): \(segment.count) "),
          element("span", [.class("muted")], text: "(\(Self.percent(segment.count, of: counts.total)))"),
        ])
    }
    return .fragment([element("div", [.class("bar")], [svg]), element("ul", [.class("legend")], legend)])
  }

  /// Samples of each pseudo-locale: the first base strings, transformed.
  private func pseudoSection(_ keys: [BaseKey]) -> HTMLNode {
    let samples = Self.samples(keys)
    var content: [HTMLNode] = [
      element("h3", [.attr("id", "strings-pseudo")], text: "Pseudo-locales"),
      ReportComponents.note(
        "Generated from the base locale to test layouts: accented and longer (en-XA), or right to left (ar-XB)."),
    ]
    for pseudo in pseudoLocales {
      let rows = samples.map { key -> HTMLNode in
        ReportComponents.row(
          ReportComponents.code(key.key), headerAttributes: [.class("wrap")],
          [
            .text(ReportComponents.readable(key.entry)),
            element(
              "span", [.attr("dir", "auto"), .class("rtl")],
              text: pseudo.transform(ReportComponents.readable(key.entry))),
          ])
      }
      content.append(
        ReportComponents.table(
          caption: "\(pseudo.rawValue): \(ReportComponents.count(samples.count, "sample"))",
          columns: ["Key", "Base", pseudo.rawValue], rows: rows, limits: limits))
    }
    return .fragment(content)
  }

  /// Up to eight base strings to show in each pseudo-locale: texts with
  /// words in them (not a bare `%@`), spread evenly over the tables and
  /// keys, so every table tends to have one.
  static func samples(_ keys: [BaseKey]) -> [BaseKey] {
    let texts = keys.filter { key in
      guard case .text(let value) = key.entry.content else { return false }
      return value.unicodeScalars.count { $0.properties.isAlphabetic } >= 4
    }
    let count = min(8, texts.count)
    return (0..<count).map { texts[$0 * texts.count / count] }
  }

  /// `12.5%` of `total`, or `100.0%` of nothing.
  /// A share to a tenth of a percent, rounded down, so nothing short of all
  /// reads as 100 % and nothing but none as 0 %: `99.9%`, `<0.1%`.
  static func percent(_ count: Int, of total: Int) -> String {
    guard total > 0, count < total else { return "100.0%" }
    guard count > 0 else { return "0.0%" }
    let tenths = count * 1000 / total
    return tenths == 0 ? "<0.1%" : "\(tenths / 10).\(tenths % 10)%"
  }
}
