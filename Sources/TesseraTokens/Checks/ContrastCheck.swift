import TesseraColor
import TesseraFoundation

/// Reports `contrast-too-low`, and `contrast-invalid-pair` for a pair it
/// can't measure (both described in `TokenRules.swift`, beside it).
///
/// Each pair is measured in each appearance the catalog declares: the
/// foreground composited over the background (over the backdrop, when the
/// background is translucent), then the WCAG 2.x ratio, compared unrounded
/// with the minimum, which in a high-contrast appearance is the pair's
/// high-contrast one (7:1 for text unless the catalog says otherwise).
///
/// A composite token may stand for a colour: a border for its colour, a
/// shadow for each layer's colour, a gradient for each stop's colour. Each
/// is measured, and the lowest ratio decides.
package struct ContrastCheck: TokenCheck {
  package static let id = RuleID.contrastTooLow

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Without appearance files every appearance holds the same tokens: measure once.
    let modes = catalog.index.hasThemedFiles ? catalog.index.appearances : [.light]
    for pair in catalog.contrastPairs {
      for mode in modes {
        diagnostics += check(pair, in: mode, catalog)
      }
    }
    return diagnostics
  }

  /// The colours a token's value stands for in a contrast pair, with what
  /// each is (`layer 2`), or `nil` when it holds no colour.
  package static func colors(of value: TokenValue) -> [(color: RGBA, part: String?)]? {
    switch value {
    case .color(let color): [(color, nil)]
    case .border(let border): [(border.color, "its colour")]
    case .shadow(let shadow):
      shadow.layers.enumerated().map { ($0.element.color, "layer \($0.offset + 1)") }
    case .gradient(let gradient):
      gradient.stops.enumerated().map { ($0.element.color, "stop \($0.offset + 1)") }
    default: nil
    }
  }

  private func check(_ pair: ContrastPair, in mode: ThemeMode, _ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let modeName = catalog.index.hasThemedFiles ? mode.modeName : "both modes"
    func colors(_ path: TokenPath, role: String, at location: SourceLocation) -> (
      [(color: RGBA, part: String?)], ResolvedToken
    )? {
      guard let token = catalog.token(path, in: mode) else {
        // A token that exists but failed to resolve, or exists in one mode
        // only, is already reported by its own rule.
        let known = catalog.index[.shared, path] != nil || catalog.index.isThemed(path)
        if !known {
          problems.append(
            .error(
              .contrastInvalidPair,
              "The contrast pair's \(role) '\(path)' is not a token; name a colour token by its dotted path.",
              at: location, subject: path.description))
        }
        return nil
      }
      guard let found = Self.colors(of: token.value), !found.isEmpty else {
        problems.append(
          .error(
            .contrastInvalidPair,
            "The contrast pair's \(role) '\(path)' is a \(token.value.type.rawValue), not a colour; name a colour "
              + "token (or a border, shadow or gradient, whose colours are measured).",
            at: location, subject: path.description))
        return nil
      }
      return (found, token)
    }
    let foreground = colors(pair.foreground, role: "foreground", at: pair.foregroundLocation)
    let background = colors(pair.background, role: "background", at: pair.backgroundLocation)
    var backdrop: (RGBA, ResolvedToken)?
    if let path = pair.backdrop {
      if let (found, token) = colors(path, role: "backdrop", at: pair.backdropLocation ?? pair.location) {
        backdrop = (found[0].color, token)
        if let translucent = found.first(where: { !$0.color.isOpaque }) {
          problems.append(
            .error(
              .contrastInvalidPair,
              "The backdrop '\(path)' is translucent (\(translucent.color.hex)) in \(modeName); a backdrop must be opaque.",
              at: pair.backdropLocation ?? pair.location, subject: path.description))
          return problems
        }
      }
    }
    guard let (foregroundColors, foregroundToken) = foreground,
      let (backgroundColors, backgroundToken) = background
    else { return problems }
    if pair.backdrop != nil, backdrop == nil { return problems }

    let minimum = pair.minimum(in: mode)
    // Every foreground colour on every background colour; the lowest ratio decides.
    var lowest: (ratio: Double, foreground: (RGBA, String?), background: (RGBA, String?), surface: RGBA)?
    for backgroundColor in backgroundColors {
      var surface = backgroundColor.color
      if !backgroundColor.color.isOpaque {
        guard let (backdropColor, _) = backdrop else {
          let which = backgroundColor.part.map { " (\($0))" } ?? ""
          return problems + [
            .error(
              .contrastInvalidPair,
              "The background '\(pair.background)'\(which) is translucent (\(backgroundColor.color.hex)) in \(modeName), so contrast depends on what lies beneath it; add backdrop=\"…\" naming the opaque colour underneath.",
              at: pair.backgroundLocation, subject: pair.background.description)
          ]
        }
        surface = backgroundColor.color.composited(over: backdropColor)
      }
      for foregroundColor in foregroundColors {
        let ratio = WCAG.contrastRatio(foregroundColor.color, on: surface)
        if lowest.map({ ratio < $0.ratio }) ?? true {
          lowest = (ratio, foregroundColor, backgroundColor, surface)
        }
      }
    }
    guard let lowest, lowest.ratio < minimum else { return problems }
    let composited = lowest.foreground.0.composited(over: lowest.surface)
    let advice =
      WCAG.relativeLuminance(composited) > WCAG.relativeLuminance(lowest.surface)
      ? "lighten the foreground or darken the background"
      : "darken the foreground or lighten the background"
    func named(_ path: TokenPath, _ color: (RGBA, String?)) -> String {
      "'\(path)' (\(color.1.map { "\($0), " } ?? "")\(color.0.hex))"
    }
    let level = mode.isHighContrast && minimum != pair.minimum ? " for high contrast" : ""
    problems.append(
      .error(
        .contrastTooLow,
        "Contrast of \(named(pair.foreground, lowest.foreground)) on \(named(pair.background, lowest.background)) in \(modeName) is \(WCAG.format(lowest.ratio, against: minimum)):1, below the required \(WCAG.format(minimum)):1\(level); \(advice).",
        at: pair.location, subject: "\(pair.foreground) on \(pair.background)",
        notes: [
          .init("'\(pair.foreground)' is defined here for \(modeName)", at: foregroundToken.definition.location),
          .init("'\(pair.background)' is defined here for \(modeName)", at: backgroundToken.definition.location),
        ]))
    return problems
  }
}
