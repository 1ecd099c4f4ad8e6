import Foundation
import TesseraAccessibility
import TesseraColor
import TesseraFoundation
import TesseraStrings
import TesseraTokens

/// The tokens: every colour as a swatch in each appearance the catalogs
/// declare (light and dark, and any high-contrast one) with its value, alias
/// chain and description; every contrast pair drawn as text on its
/// background in each appearance, with its ratio, requirement and result;
/// shadows, gradients and borders drawn; the other tokens in a table,
/// typography as sample text.
struct TokensSection {
  var catalog: ResolvedTokenCatalog
  var limits: ReportLimits

  /// The appearances the catalogs declare, in order.
  private var appearances: [ThemeMode] { catalog.index.appearances }

  /// The section; each token's and pair's anchor is added to `anchors`.
  func build(anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let paths = allPaths
    let colors = paths.filter { path in appearances.contains { isColor(path, $0) } }
    let typography = paths.filter { path in
      appearances.contains { if case .typography = catalog.token(path, in: $0)?.value { true } else { false } }
    }
    let drawn = paths.filter { path in appearances.contains { Self.isDrawn(catalog.token(path, in: $0)?.value) } }
    let shown = Set(colors).union(typography).union(drawn)
    let others = paths.filter { !shown.contains($0) }
    var content: [HTMLNode] = [
      ReportComponents.note(
        "\(ReportComponents.count(paths.count, "token")): \(colors.count) colour, \(typography.count) typography, "
          + (drawn.isEmpty ? "" : "\(drawn.count) shadow, gradient or border, ")
          + "\(others.count) other; \(ReportComponents.count(catalog.contrastPairs.count, "contrast pair")).")
    ]
    if appearances.contains(where: \.isHighContrast) {
      content.append(
        ReportComponents.note(
          "A high-contrast appearance defines only the tokens that change; the rest come from its standard one. "
            + "Its contrast pairs are held to the high-contrast minimum: 7:1 for text unless a pair says otherwise."))
    }
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
    if !drawn.isEmpty {
      content.append(element("h3", [.attr("id", "tokens-drawn")], text: "Shadows, gradients and borders"))
      content.append(drawnTable(drawn, anchors: &anchors))
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

  /// The description the token gives, in the first appearance that gives one.
  private func description(_ path: TokenPath) -> String {
    for mode in appearances {
      if let text = catalog.token(path, in: mode)?.definition.description, !text.isEmpty { return text }
    }
    return ""
  }

  // MARK: Colours

  private func colorTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let swatches = element("div", [.class("swatches")], appearances.map { swatch(path, $0) })
      let chains = aliasChains(path)
      return ReportComponents.row(
        header, headerAttributes: attributes,
        [swatches, .fragment(chains), .text(description(path))])
    }
    return ReportComponents.table(
      caption: "Colour tokens, \(appearanceList)",
      columns: [
        "Token", appearanceList.prefix(1).uppercased() + appearanceList.dropFirst(), "Alias chain", "Description",
      ],
      shownRows: rows, hiddenRows: hidden)
  }

  /// One mode's swatch: the colour over a half-white, half-black square
  /// (so translucency shows), and its value in words.
  private func swatch(_ path: TokenPath, _ mode: ThemeMode) -> HTMLNode {
    guard case .color(let color)? = catalog.token(path, in: mode)?.value else {
      return element(
        "div", [.class("swatch")],
        [element("span", [.class("gap")], text: "\(mode.name): none")])
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
    let label = "\(mode.name) \(color.hex)"
    return element(
      "div", [.class("swatch")],
      [
        element(
          "svg",
          [
            .attr("width", "56"), .attr("height", "40"), .attr("viewBox", "0 0 56 40"), .attr("role", "img"),
            .attr("aria-label", label),
          ], shapes),
        element("span", [], [.text(mode.name + " "), ReportComponents.code(color.hex)]),
      ])
  }

  private func svgRect(x: Int, width: Int, fill: RGBA) -> HTMLNode {
    element(
      "rect", [.attr("x", "\(x)"), .attr("width", "\(width)"), .attr("height", "40"), .attr("fill", fill.hex)])
  }

  /// The appearances in words, for a caption: `light and dark`.
  private var appearanceList: String {
    let names = appearances.map(\.name)
    return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  /// The alias chain of `path`: once when every appearance shares it, else
  /// each appearance's that has one, named.
  private func aliasChains(_ path: TokenPath) -> [HTMLNode] {
    let chains = appearances.map { ($0, aliasChain(path, $0)) }
    func text(_ chain: [TokenPath]) -> HTMLNode {
      ReportComponents.code(Self.chainText(chain))
    }
    if let first = chains.first?.1, chains.allSatisfy({ $0.1 == first }) {
      return first.isEmpty ? [] : [element("div", [], [text(first)])]
    }
    return chains.compactMap { mode, chain in
      chain.isEmpty ? nil : element("div", [], [.text(mode.name + ": "), text(chain)])
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
  /// background composited over its backdrop, then `WCAG.contrastRatio(_:on:)`.
  func measure(_ pair: ContrastPair, in mode: ThemeMode) -> Measurement? {
    func colors(_ path: TokenPath?) -> [RGBA]? {
      guard let path, let value = catalog.token(path, in: mode)?.value,
        let found = ContrastCheck.colors(of: value), !found.isEmpty
      else { return nil }
      return found.map(\.color)
    }
    guard let foregrounds = colors(pair.foreground), let backgrounds = colors(pair.background) else { return nil }
    // The lowest ratio of any colour on any colour, as the check measures a composite token.
    var lowest: Measurement?
    for background in backgrounds {
      var surface = background
      if !surface.isOpaque {
        guard let backdrop = colors(pair.backdrop)?.first, backdrop.isOpaque else { return nil }
        surface = surface.composited(over: backdrop)
      }
      for foreground in foregrounds {
        let ratio = WCAG.contrastRatio(foreground, on: surface)
        if lowest.map({ ratio < $0.ratio }) ?? true {
          lowest = Measurement(foreground: foreground, surface: surface, ratio: ratio)
        }
      }
    }
    return lowest
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
      var requiredText = WCAG.format(pair.minimum) + ":1"
      let highContrast = appearances.first(where: \.isHighContrast).map { pair.minimum(in: $0) }
      if let highContrast, highContrast != pair.minimum {
        requiredText += ", high contrast \(WCAG.format(highContrast)):1"
      }
      let required = element("span", [.class("mono")], text: requiredText)
      return ReportComponents.row(
        .fragment(header), headerAttributes: attributes,
        [required, element("div", [.class("specimens")], measuredAppearances.map { specimen(pair, $0) })])
    }
    return ReportComponents.table(
      caption: "Contrast pairs: the foreground drawn on its background",
      columns: ["Pair", "Required", appearanceList.prefix(1).uppercased() + appearanceList.dropFirst()],
      shownRows: rows, hiddenRows: hidden)
  }

  /// The pair drawn in `mode`, named, with its ratio and whether it
  /// passes. The specimens of the two modes sit side by side, or one above
  /// the other on a narrow screen.
  /// The appearances a pair is drawn in: each declared one (both of a catalog without appearance files).
  private var measuredAppearances: [ThemeMode] { appearances }

  private func specimen(_ pair: ContrastPair, _ mode: ThemeMode) -> HTMLNode {
    let name = element("span", [.class("mode")], text: mode.name)
    guard let measured = measure(pair, in: mode) else {
      return element(
        "div", [.class("specimen")],
        [name, ReportComponents.badge("can't measure", kind: "fail"), .text(" see the diagnostics")])
    }
    let minimum = pair.minimum(in: mode)
    let passes = measured.ratio >= minimum
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
          text: "\(WCAG.format(measured.ratio, against: minimum)):1 "),
        ReportComponents.badge(passes ? "pass" : "fail", kind: passes ? "pass" : "fail"),
      ])
  }

  // MARK: Typography and the rest

  private func typographyTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let styles = appearances.map { mode -> Typography? in
        if case .typography(let style)? = catalog.token(path, in: mode)?.value { return style }
        return nil
      }
      // One sample when every appearance agrees, as they mostly do; else each appearance's, named.
      let modes: [(ThemeMode?, Typography?)] =
        styles.allSatisfy({ $0 == styles.first ?? nil })
        ? [(nil, styles.first ?? nil)] : Array(zip(appearances.map { Optional($0) }, styles))
      let cells = modes.map { mode, style -> HTMLNode in
        let name: HTMLNode = mode.map { element("span", [.class("mode")], text: $0.name) } ?? .fragment([])
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
      caption: "Typography tokens, as sample text (every appearance, unless they differ)",
      columns: ["Token", "Sample", "Description"], shownRows: rows, hiddenRows: hidden)
  }

  private func otherTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let values = appearances.map { mode -> HTMLNode in
        guard let value = catalog.token(path, in: mode)?.value else {
          return element("span", [.class("gap")], text: "none")
        }
        return ReportComponents.code(Self.text(value))
      }
      let type = appearances.lazy.compactMap { catalog.token(path, in: $0)?.value.type }.first
      return ReportComponents.row(
        header, headerAttributes: attributes,
        [.text(type?.rawValue ?? "unresolved")] + values + [.text(description(path))])
    }
    return ReportComponents.table(
      caption: "Other tokens",
      columns: ["Token", "Type"] + appearances.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() }
        + ["Description"], shownRows: rows, hiddenRows: hidden)
  }

  // MARK: Shadows, gradients and borders

  /// Whether a token's value is drawn as a sample: a shadow, gradient, border or stroke style.
  static func isDrawn(_ value: TokenValue?) -> Bool {
    switch value {
    case .shadow?, .gradient?, .border?, .strokeStyle?: true
    default: false
    }
  }

  private func drawnTable(_ paths: [TokenPath], anchors: inout Set<ReportAnchor>) -> HTMLNode {
    let (shownPaths, hidden) = limits.take(paths)
    var shape = 0
    let rows = shownPaths.map { path -> HTMLNode in
      let (header, attributes) = tokenHeader(path, anchors: &anchors)
      let samples = appearances.map { mode -> HTMLNode in
        let name = element("span", [.class("mode")], text: mode.name)
        guard let value = catalog.token(path, in: mode)?.value else {
          return element("div", [.class("swatch")], [name, element("span", [.class("gap")], text: "none")])
        }
        shape += 1
        return element(
          "div", [.class("swatch")],
          [name, Self.sample(value, mode: mode, id: "drawn-\(shape)"), ReportComponents.code(Self.text(value))])
      }
      return ReportComponents.row(
        header, headerAttributes: attributes,
        [element("div", [.class("swatches")], samples), .text(description(path))])
    }
    return ReportComponents.table(
      caption: "Shadows, gradients and borders, drawn in \(appearanceList)",
      columns: ["Token", "Drawn", "Description"], shownRows: rows, hiddenRows: hidden)
  }

  /// A shadow under a card, a gradient in a bar, a border or stroke around
  /// a box: an inline SVG, each colour a parsed one as hex and each length a
  /// clamped number. `id` names the gradient or filter it defines, unique in the page.
  static func sample(_ value: TokenValue, mode: ThemeMode, id: String) -> HTMLNode {
    let paper = mode.isDark ? RGBA(red: 0x1A, green: 0x1C, blue: 0x21) : RGBA(red: 0xFF, green: 0xFF, blue: 0xFF)
    func svg(_ label: String, _ children: [HTMLNode]) -> HTMLNode {
      element(
        "svg",
        [
          .attr("width", "96"), .attr("height", "56"), .attr("viewBox", "0 0 96 56"), .attr("role", "img"),
          .attr("aria-label", label),
        ], [element("rect", [.attr("width", "96"), .attr("height", "56"), .attr("fill", paper.hex)])] + children)
    }
    func length(_ value: Double, _ range: ClosedRange<Double>) -> String { HTMLRenderer.number(value, in: range) }
    func fill(_ color: RGBA) -> [HTMLAttribute] {
      [.attr("fill", RGBA(red: color.red, green: color.green, blue: color.blue).hex)]
        + (color.isOpaque ? [] : [.attr("fill-opacity", HTMLRenderer.number(color.opacity, in: 0...1))])
    }
    func stroke(_ color: RGBA, width: Double, style: TokenStrokeStyle) -> [HTMLAttribute] {
      var attributes: [HTMLAttribute] = [
        .attr("stroke", RGBA(red: color.red, green: color.green, blue: color.blue).hex),
        .attr("stroke-width", length(width, 0...12)), .attr("fill", "none"),
      ]
      if !color.isOpaque { attributes.append(.attr("stroke-opacity", HTMLRenderer.number(color.opacity, in: 0...1))) }
      switch style {
      case .dashes(let dashes, let cap):
        attributes.append(.attr("stroke-dasharray", dashes.map { length($0, 0...64) }.joined(separator: " ")))
        attributes.append(.attr("stroke-linecap", cap.rawValue))
      case .dashed: attributes.append(.attr("stroke-dasharray", "6 4"))
      case .dotted:
        attributes.append(.attr("stroke-dasharray", "0 \(length(width * 2, 1...24))"))
        attributes.append(.attr("stroke-linecap", "round"))
      default: break
      }
      return attributes
    }
    let box: [HTMLAttribute] = [
      .attr("x", "24"), .attr("y", "12"), .attr("width", "48"), .attr("height", "32"), .attr("rx", "4"),
    ]
    switch value {
    case .shadow(let shadow):
      // Each layer drawn from the card's shape, not from the layer before it: an outer one as an feDropShadow
      // under the card, an inset one as the colour outside the shape, offset, blurred and kept inside it, over
      // the card. The first layer is on top, as in CSS.
      var primitives: [HTMLNode] = []
      var outer: [String] = []
      var inner: [String] = []
      for (index, layer) in shadow.layers.enumerated() {
        let color = RGBA(red: layer.color.red, green: layer.color.green, blue: layer.color.blue).hex
        let opacity = HTMLRenderer.number(layer.color.opacity, in: 0...1)
        let dx = length(layer.offsetX, -16...16)
        let dy = length(layer.offsetY, -16...16)
        let blur = length(layer.blur / 2, 0...16)
        let result = "layer\(index)"
        if layer.inset {
          primitives += [
            element("feFlood", [.attr("flood-color", color), .attr("flood-opacity", opacity)]),
            element("feComposite", [.attr("in2", "SourceAlpha"), .attr("operator", "out")]),
            element("feOffset", [.attr("dx", dx), .attr("dy", dy)]),
            element("feGaussianBlur", [.attr("stdDeviation", blur)]),
            element(
              "feComposite", [.attr("in2", "SourceAlpha"), .attr("operator", "in"), .attr("result", result)]),
          ]
          inner.append(result)
        } else {
          primitives.append(
            element(
              "feDropShadow",
              [
                .attr("in", "SourceAlpha"), .attr("dx", dx), .attr("dy", dy), .attr("stdDeviation", blur),
                .attr("flood-color", color), .attr("flood-opacity", opacity), .attr("result", result),
              ]))
          outer.append(result)
        }
      }
      let merged = outer.reversed() + ["SourceGraphic"] + inner.reversed()
      primitives.append(element("feMerge", [], merged.map { element("feMergeNode", [.attr("in", $0)]) }))
      let filter = element(
        "filter",
        [.attr("id", id), .attr("x", "-50%"), .attr("y", "-50%"), .attr("width", "200%"), .attr("height", "200%")],
        primitives)
      return svg(
        "shadow in \(mode.name)",
        [element("defs", [], [filter]), element("rect", box + fill(paper) + [.attr("filter", "url(#\(id))")])])
    case .gradient(let gradient):
      let stops = gradient.stops.map { stop -> HTMLNode in
        element(
          "stop",
          [
            .attr("offset", HTMLRenderer.number(stop.position, in: 0...1)),
            .attr("stop-color", RGBA(red: stop.color.red, green: stop.color.green, blue: stop.color.blue).hex),
            .attr("stop-opacity", HTMLRenderer.number(stop.color.opacity, in: 0...1)),
          ])
      }
      return svg(
        "gradient in \(mode.name)",
        [
          element("defs", [], [element("linearGradient", [.attr("id", id)], stops)]),
          element("rect", box + [.attr("fill", "url(#\(id))")]),
        ])
    case .border(let border):
      return svg(
        "border in \(mode.name)",
        [element("rect", box + stroke(border.color, width: border.width, style: border.style))])
    case .strokeStyle(let style):
      let ink = mode.isDark ? RGBA(red: 0xF2, green: 0xF3, blue: 0xF5) : RGBA(red: 0x14, green: 0x16, blue: 0x1A)
      return svg(
        "stroke in \(mode.name)",
        [
          element(
            "line",
            [.attr("x1", "12"), .attr("y1", "28"), .attr("x2", "84"), .attr("y2", "28")]
              + stroke(ink, width: 3, style: style))
        ])
    default:
      return .fragment([])
    }
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
    case .strokeStyle(let style): strokeText(style)
    case .border(let border): "\(number(border.width))pt \(strokeText(border.style)) \(border.color.hex)"
    case .transition(let transition):
      "\(durationText(transition.duration)) \(text(.cubicBezier(transition.timingFunction))) "
        + durationText(transition.delay)
    case .shadow(let shadow):
      shadow.layers.map { layer in
        (layer.inset ? "inset " : "")
          + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { number($0) + "pt" }.joined(separator: " ")
          + " \(layer.color.hex)"
      }.joined(separator: ", ")
    case .gradient(let gradient):
      gradient.stops.map { "\($0.color.hex) \(number($0.position * 100))%" }.joined(separator: ", ")
    }
  }

  private static func strokeText(_ style: TokenStrokeStyle) -> String {
    guard case .dashes(let dashes, let cap) = style else { return style.keyword ?? "solid" }
    return "dashes " + dashes.map { number($0) + "pt" }.joined(separator: " ") + " (\(cap.rawValue))"
  }

  private static func durationText(_ duration: Duration) -> String {
    number(Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15) + "ms"
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
