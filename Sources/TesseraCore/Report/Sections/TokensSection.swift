import Foundation

/// The tokens: every colour as a light and a dark swatch with its value,
/// alias chain and description; every contrast pair drawn as text on its
/// background in both modes, with its ratio, requirement and result; the
/// other tokens in a table, typography as sample text.
struct TokensSection {
  var catalog: ResolvedTokenCatalog
  var limits: ReportLimits

  /// The section; each token's and pair's anchor is added to `anchors`.
  func build(anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let paths = allPaths
    let colors = paths.filter { path in ThemeMode.allCases.contains { isColor(path, $0) } }
    let typography = paths.filter { path in
      ThemeMode.allCases.contains { if case .typography = catalog.token(path, in: $0)?.value { true } else { false } }
    }
    let shown = Set(colors).union(typography)
    let others = paths.filter { !shown.contains($0) }
    var content: [HTMLNode] = [
      ReportComponents.note(
        "\(ReportComponents.count(paths.count, "token")): \(colors.count) colour, \(typography.count) typography, "
          + "\(others.count) other; \(ReportComponents.count(catalog.contrastPairs.count, "contrast pair")).")
    ]
    content.append(element("h3", [.attr("id", "tokens-colors")], text: "Colours"))
    content.append(
      colors.isEmpty ? ReportComponents.note("No colour tokens.") : colorTable(colors, anchors: &anchors))
    content.append(element("h3", [.attr("id", "tokens-contrast")], text: "Contrast pairs"))
    content.append(
      catalog.contrastPairs.isEmpty
        ? ReportComponents.note("No contrast pairs are declared.") : contrastTable(anchors: &anchors))
    if !typography.isEmpty {
      content.append(element("h3", [.attr("id", "tokens-typography")], text: "Typography"))
      content.append(typographyTable(typography, anchors: &anchors))
    }
    if !others.isEmpty {
      content.append(element("h3", [.attr("id", "tokens-other")], text: "Other tokens"))
      content.append(otherTable(others, anchors: &anchors))
    }
    return ReportComponents.section(.tokens, content)
  }

  /// Every token path, shared or of a mode, sorted.
  var allPaths: [TokenPath] {
    let index = catalog.index
    var paths = Set<TokenPath>(minimumCapacity: index.sortedIDs.count)
    for id in index.sortedIDs { paths.insert(index.definitions[id].path) }
    return paths.sorted()
  }

  private func isColor(_ path: TokenPath, _ mode: ThemeMode) -> Bool {
    if case .color = catalog.token(path, in: mode)?.value { return true }
    return false
  }

  /// The row header of a token: its path, with its anchor the first time.
  private func tokenHeader(_ path: TokenPath, anchors: inout Set<ReportAnchor>) -> (HTMLNode, [HTMLAttribute]) {
    let anchor = ReportAnchor(.token, path.description)
    let attributes: [HTMLAttribute] =
      anchors.insert(anchor).inserted ? [.id(anchor), .class("wrap")] : [.class("wrap")]
    return (ReportComponents.path(path), attributes)
  }

  /// The description the token gives, in light mode or else in dark.
  private func description(_ path: TokenPath) -> String {
    for mode in ThemeMode.allCases {
      if let text = catalog.token(path, in: mode)?.definition.description, !text.isEmpty { return text }
    }
    return ""
  }

  // MARK: Colours

  private func colorTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let swatches = element("div", [.class("swatches")], ThemeMode.allCases.map { swatch(path, $0) })
      let chains = aliasChains(path)
      return ReportComponents.row(
        header, headerAttributes: attributes,
        [swatches, .fragment(chains), .text(description(path))])
    }
    return ReportComponents.table(
      caption: "Colour tokens, light and dark",
      columns: ["Token", "Light and dark", "Alias chain", "Description"],
      shownRows: rows, hiddenRows: hidden)
  }

  /// One mode's swatch: the colour over a half-white, half-black square
  /// (so translucency shows), and its value in words.
  private func swatch(_ path: TokenPath, _ mode: ThemeMode) -> HTMLNode {
    guard case .color(let color)? = catalog.token(path, in: mode)?.value else {
      return element(
        "div", [.class("swatch")],
        [element("span", [.class("gap")], text: "\(mode.rawValue): none")])
    }
    let opaque = RGBA(red: color.red, green: color.green, blue: color.blue)
    var shapes: [HTMLNode] = []
    if !color.isOpaque {
      shapes += [
        svgRect(x: 0, width: 28, fill: RGBA(red: 255, green: 255, blue: 255)),
        svgRect(x: 28, width: 28, fill: RGBA(red: 0, green: 0, blue: 0)),
      ]
    }
    var colorRect = [
      HTMLAttribute.attr("width", "56"), .attr("height", "40"), .attr("fill", opaque.hex),
    ]
    if !color.isOpaque { colorRect.append(.attr("fill-opacity", HTMLRenderer.number(color.opacity, in: 0...1))) }
    shapes.append(element("rect", colorRect))
    let label = "\(mode.rawValue) \(color.hex)"
    return element(
      "div", [.class("swatch")],
      [
        element(
          "svg",
          [
            .attr("width", "56"), .attr("height", "40"), .attr("viewBox", "0 0 56 40"), .attr("role", "img"),
            .attr("aria-label", label),
          ], shapes),
        element("span", [], [.text(mode.rawValue + " "), ReportComponents.code(color.hex)]),
      ])
  }

  private func svgRect(x: Int, width: Int, fill: RGBA) -> HTMLNode {
    element(
      "rect", [.attr("x", "\(x)"), .attr("width", "\(width)"), .attr("height", "40"), .attr("fill", fill.hex)])
  }

  /// The alias chain of `path`: once when both modes share it, else each
  /// mode's that has one, named.
  private func aliasChains(_ path: TokenPath) -> [HTMLNode] {
    let light = aliasChain(path, .light)
    let dark = aliasChain(path, .dark)
    func text(_ chain: [TokenPath]) -> HTMLNode {
      ReportComponents.code(Self.chainText(chain))
    }
    if light == dark { return light.isEmpty ? [] : [element("div", [], [text(light)])] }
    return [(ThemeMode.light, light), (.dark, dark)].compactMap { mode, chain in
      chain.isEmpty ? nil : element("div", [], [.text(mode.rawValue + ": "), text(chain)])
    }
  }

  /// The most aliases of a chain the page writes out: the first ones, then
  /// the token it ends at, so a chain a hundred deep stays one line.
  static let shownChainLength = 6

  /// `{a} → {b} → {c}`; a longer chain than ``shownChainLength`` keeps its
  /// first aliases and its end, and says how many it has.
  static func chainText(_ chain: [TokenPath]) -> String {
    func alias(_ path: TokenPath) -> String { "{\(path)}" }
    guard chain.count > shownChainLength, let last = chain.last else {
      return chain.map(alias).joined(separator: " → ")
    }
    let first = chain.prefix(shownChainLength - 1).map(alias).joined(separator: " → ")
    return first + " → … → " + alias(last) + " (\(chain.count) aliases)"
  }

  /// The aliases `path` goes through in `mode`, in order, ending at the
  /// token with a value of its own: empty when it has one itself. A cycle
  /// or a dangling alias (reported by its own rule) ends the chain.
  func aliasChain(_ path: TokenPath, _ mode: ThemeMode) -> [TokenPath] {
    let index = catalog.index
    guard var id = index.visibleID(path, from: .themed(mode)) else { return [] }
    var chain: [TokenPath] = []
    var seen: Set<Int> = [id]
    while case .alias(let target) = index.definitions[id].expression, chain.count < 128 {
      chain.append(target)
      guard let next = index.visibleID(target, from: index.definitions[id].scope), seen.insert(next).inserted else {
        break
      }
      id = next
    }
    return chain
  }

  // MARK: Contrast pairs

  /// A pair measured in one mode: the foreground, the opaque surface it is
  /// read on, and the ratio; `nil` when it can't be measured (reported by
  /// `contrast-invalid-pair`).
  struct Measurement {
    var foreground: RGBA
    var surface: RGBA
    var ratio: Double
  }

  /// Measures `pair` in `mode` as `contrast-too-low` does: a translucent
  /// background composited over its backdrop, then ``WCAG/contrastRatio(_:on:)``.
  func measure(_ pair: ContrastPair, in mode: ThemeMode) -> Measurement? {
    func color(_ path: TokenPath?) -> RGBA? {
      guard let path, case .color(let value)? = catalog.token(path, in: mode)?.value else { return nil }
      return value
    }
    guard let foreground = color(pair.foreground), var surface = color(pair.background) else { return nil }
    if !surface.isOpaque {
      guard let backdrop = color(pair.backdrop), backdrop.isOpaque else { return nil }
      surface = surface.composited(over: backdrop)
    }
    return Measurement(foreground: foreground, surface: surface, ratio: WCAG.contrastRatio(foreground, on: surface))
  }

  private func contrastTable(anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let pairs = catalog.contrastPairs.sorted {
      ($0.foreground, $0.background, $0.minimum) < ($1.foreground, $1.background, $1.minimum)
    }
    let (shownPairs, hidden) = limits.take(pairs)
    let rows = shownPairs.map { pair -> HTMLNode in
      let name = "\(pair.foreground) on \(pair.background)"
      let anchor = ReportAnchor(.pair, name)
      var attributes: [HTMLAttribute] = [.class("wrap")]
      if anchors.insert(anchor).inserted { attributes.insert(.id(anchor), at: 0) }
      var header: [HTMLNode] = [
        ReportComponents.path(pair.foreground), .text(" on "), ReportComponents.path(pair.background),
      ]
      if let backdrop = pair.backdrop {
        header += [.text(" over "), ReportComponents.path(backdrop)]
      }
      let required = element("span", [.class("mono")], text: WCAG.format(pair.minimum) + ":1")
      return ReportComponents.row(
        .fragment(header), headerAttributes: attributes,
        [required, element("div", [.class("specimens")], ThemeMode.allCases.map { specimen(pair, $0) })])
    }
    return ReportComponents.table(
      caption: "Contrast pairs: the foreground drawn on its background",
      columns: ["Pair", "Required", "Light and dark"], shownRows: rows, hiddenRows: hidden)
  }

  /// The pair drawn in `mode`, named, with its ratio and whether it
  /// passes. The specimens of the two modes sit side by side, or one above
  /// the other on a narrow screen.
  private func specimen(_ pair: ContrastPair, _ mode: ThemeMode) -> HTMLNode {
    let name = element("span", [.class("mode")], text: mode.rawValue)
    guard let measured = measure(pair, in: mode) else {
      return element(
        "div", [.class("specimen")],
        [name, ReportComponents.badge("can't measure", kind: "fail"), .text(" see the diagnostics")])
    }
    let passes = measured.ratio >= pair.minimum
    return element(
      "div", [.class("specimen")],
      [
        name,
        element(
          "span",
          [
            .class("sample"),
            .style([.init("color", .color(measured.foreground)), .init("background-color", .color(measured.surface))]),
          ], text: "Aa Pay now"),
        element(
          "span", [.class("mono ratio")],
          text: "\(WCAG.format(measured.ratio, against: pair.minimum)):1 "),
        ReportComponents.badge(passes ? "pass" : "fail", kind: passes ? "pass" : "fail"),
      ])
  }

  // MARK: Typography and the rest

  private func typographyTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let styles = ThemeMode.allCases.map { mode -> Typography? in
        if case .typography(let style)? = catalog.token(path, in: mode)?.value { return style }
        return nil
      }
      // One sample when both modes agree, as they mostly do; else each mode's, named.
      let modes: [(ThemeMode?, Typography?)] =
        styles[0] == styles[1] ? [(nil, styles[0])] : Array(zip(ThemeMode.allCases.map { $0 }, styles))
      let cells = modes.map { mode, style -> HTMLNode in
        let name: HTMLNode = mode.map { element("span", [.class("mode")], text: $0.rawValue) } ?? .fragment([])
        guard let style else {
          return element("div", [], [name, element("span", [.class("gap")], text: "none")])
        }
        let sample = element(
          "p",
          [
            .class("typesample"),
            .style([
              .init("font-size", .pixels(style.fontSize, 1...64)),
              .init("font-weight", .number(Double(style.fontWeight.rawValue), 1...1000)),
              .init("line-height", .pixels(style.lineHeight, 1...96)),
              .init("letter-spacing", .pixels(style.letterSpacing, -10...10)),
            ]),
          ], text: "The quick brown fox pays €12.50")
        let summary =
          "\(style.fontFamily), \(style.fontWeight.rawValue), \(Self.number(style.fontSize))/"
          + "\(Self.number(style.lineHeight)) pt, tracking \(Self.number(style.letterSpacing))"
        return element("div", [.class("typestyle")], [name, sample, element("span", [.class("muted")], text: summary)])
      }
      return ReportComponents.row(
        header, headerAttributes: attributes, [.fragment(cells), .text(description(path))])
    }
    return ReportComponents.table(
      caption: "Typography tokens, as sample text (both modes, unless they differ)",
      columns: ["Token", "Sample", "Description"], shownRows: rows, hiddenRows: hidden)
  }

  private func otherTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let values = ThemeMode.allCases.map { mode -> HTMLNode in
        guard let value = catalog.token(path, in: mode)?.value else {
          return element("span", [.class("gap")], text: "none")
        }
        return ReportComponents.code(Self.text(value))
      }
      let type = catalog.token(path, in: .light)?.value.type ?? catalog.token(path, in: .dark)?.value.type
      return ReportComponents.row(
        header, headerAttributes: attributes,
        [.text(type?.rawValue ?? "unresolved")] + values + [.text(description(path))])
    }
    return ReportComponents.table(
      caption: "Other tokens",
      columns: ["Token", "Type", "Light", "Dark", "Description"], shownRows: rows, hiddenRows: hidden)
  }

  /// A value as a reader would write it.
  static func text(_ value: TokenValue) -> String {
    switch value {
    case .color(let color): color.hex
    case .dimension(let points): number(points) + "pt"
    case .number(let number): self.number(number)
    case .fontFamily(let name): name
    case .fontWeight(let weight): "\(weight)"
    case .typography(let style): "\(style.fontFamily) \(style.fontWeight.rawValue) \(number(style.fontSize))pt"
    case .duration(let milliseconds): number(milliseconds) + "ms"
    case .opacity(let opacity): number(opacity)
    case .cubicBezier(let curve):
      "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
    }
  }

  /// A number with at most three decimals, without trailing zeros.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
