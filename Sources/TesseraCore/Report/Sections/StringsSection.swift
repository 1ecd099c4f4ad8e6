import Foundation

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

    var missing: [HTMLNode] = []
    var review: [HTMLNode] = []
    var mismatches: [HTMLNode] = []
    for key in keys {
      let stringAnchor = ReportAnchor.string(locale: locale.identifier, table: key.table, key: key.key)
      func header() -> (HTMLNode, [HTMLAttribute]) {
        let attributes: [HTMLAttribute] =
          anchors.insert(stringAnchor).inserted ? [.id(stringAnchor), .class("wrap")] : [.class("wrap")]
        return (ReportComponents.code(key.key), attributes)
      }
      guard let entry = locale.entry(table: key.table, key: key.key) else {
        let (node, attributes) = header()
        missing.append(
          ReportComponents.row(
            node, headerAttributes: attributes, [.text(key.table), .text(ReportComponents.readable(key.entry))]))
        continue
      }
      if entry.progress != .translated {
        let (node, attributes) = header()
        let state = entry.progress == .needsReview ? "needs review" : "stale"
        review.append(
          ReportComponents.row(
            node, headerAttributes: attributes,
            [.text(key.table), ReportComponents.badge(state, kind: "warn"), .text(ReportComponents.readable(entry))]))
      }
      if !isBase, entry.arguments.typesByPosition != key.entry.arguments.typesByPosition {
        let (node, attributes) = header()
        mismatches.append(
          ReportComponents.row(
            node, headerAttributes: attributes,
            [
              .text(key.table), ReportComponents.code(key.entry.arguments.signature),
              ReportComponents.code(entry.arguments.signature), .text(ReportComponents.readable(entry)),
            ]))
      }
    }
    let plurals = pluralGaps(locale, anchors: &anchors)

    let name = locale.identifier
    content.append(element("h4", [], text: "Missing keys (\(missing.count))"))
    content.append(
      missing.isEmpty
        ? ReportComponents.note("None: '\(name)' has every base key.")
        : ReportComponents.table(
          caption: "Keys '\(name)' lacks, with the base text it shows instead",
          columns: ["Key", "Table", "Base text"], rows: missing, limits: limits))
    if !review.isEmpty {
      content.append(element("h4", [], text: "Needs review or stale (\(review.count))"))
      content.append(
        ReportComponents.table(
          caption: "Translations of '\(name)' that need review or are stale",
          columns: ["Key", "Table", "State", "Text"], rows: review,
          limits: limits))
    }
    if !isBase {
      content.append(element("h4", [], text: "Placeholder mismatches (\(mismatches.count))"))
      content.append(
        mismatches.isEmpty
          ? ReportComponents.note("None: every translation takes the base text's arguments.")
          : ReportComponents.table(
            caption: "Translations of '\(name)' whose placeholders differ from the base",
            columns: [
              "Key", "Table", "Base takes", "'\(name)' takes", "Text",
            ], rows: mismatches, limits: limits))
    }
    content.append(element("h4", [], text: "Plural categories missing (\(plurals.count))"))
    let categories = pluralCategories(of: locale).map { categoryList($0) } ?? "unknown to CLDR; only other"
    content.append(
      plurals.isEmpty
        ? ReportComponents.note("None: every plural has the forms '\(name)' needs (\(categories)).")
        : ReportComponents.table(
          caption: "Plurals of '\(name)' lacking forms it needs (\(categories))",
          columns: ["Key", "Table", "Variable", "Missing"], rows: plurals,
          limits: limits))
    return element("section", [.attr("aria-labelledby", anchor.id)], content)
  }

  /// The rows of the plural variables of `locale` that lack a category its
  /// CLDR rules select (`other` when CLDR doesn't know the language).
  private func pluralGaps(_ locale: StringsLocale, anchors: inout Set<ReportAnchor>) -> [HTMLNode] {
    let needed = pluralCategories(of: locale) ?? [.other]
    var rows: [HTMLNode] = []
    for tableName in locale.tables.keys.sorted() {
      guard let table = locale.tables[tableName] else { continue }
      for key in table.sortedKeys {
        guard let entry = table.entries[key] else { continue }
        for variable in entry.variables {
          let missing = needed.subtracting(variable.forms.keys)
          guard !missing.isEmpty else { continue }
          let anchor = ReportAnchor.string(locale: locale.identifier, table: tableName, key: key)
          let attributes: [HTMLAttribute] =
            anchors.insert(anchor).inserted ? [.id(anchor), .class("wrap")] : [.class("wrap")]
          rows.append(
            ReportComponents.row(
              ReportComponents.code(key), headerAttributes: attributes,
              [
                .text(tableName), ReportComponents.code(variable.name),
                element("span", [.class("gap")], text: categoryList(missing)),
              ]))
        }
      }
    }
    return rows
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
  static func percent(_ count: Int, of total: Int) -> String {
    String(format: "%.1f%%", total == 0 ? 100 : Double(count) * 100 / Double(total))
  }
}
