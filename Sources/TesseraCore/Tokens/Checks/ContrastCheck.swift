/// Reports `contrast-too-low`, and `contrast-invalid-pair` for a pair it
/// can't measure (both described in `Rules/TokenRules.swift`).
///
/// Each pair is measured in each mode: the foreground composited over the
/// background (over the backdrop, when the background is translucent), then
/// the WCAG 2.x ratio, compared unrounded with the minimum.
package struct ContrastCheck: TokenCheck {
  package static let id = RuleID.contrastTooLow

  package init() {}

  package func check(_ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Without mode files both modes hold the same tokens: measure once.
    let modes = catalog.index.hasThemedFiles ? ThemeMode.allCases : [.light]
    for pair in catalog.contrastPairs {
      for mode in modes {
        diagnostics += check(pair, in: mode, catalog)
      }
    }
    return diagnostics
  }

  private func check(_ pair: ContrastPair, in mode: ThemeMode, _ catalog: ResolvedTokenCatalog) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let modeName = catalog.index.hasThemedFiles ? "\(mode.rawValue) mode" : "both modes"
    func color(_ path: TokenPath, role: String, at location: SourceLocation) -> (RGBA, ResolvedToken)? {
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
      guard case .color(let value) = token.value else {
        problems.append(
          .error(
            .contrastInvalidPair,
            "The contrast pair's \(role) '\(path)' is a \(token.value.type.rawValue), not a colour; name a colour token.",
            at: location, subject: path.description))
        return nil
      }
      return (value, token)
    }
    let foreground = color(pair.foreground, role: "foreground", at: pair.foregroundLocation)
    let background = color(pair.background, role: "background", at: pair.backgroundLocation)
    var backdrop: (RGBA, ResolvedToken)?
    if let path = pair.backdrop {
      backdrop = color(path, role: "backdrop", at: pair.backdropLocation ?? pair.location)
      if let (value, _) = backdrop, !value.isOpaque {
        problems.append(
          .error(
            .contrastInvalidPair,
            "The backdrop '\(path)' is translucent (\(value.hex)) in \(modeName); a backdrop must be opaque.",
            at: pair.backdropLocation ?? pair.location, subject: path.description))
        return problems
      }
    }
    guard let (foregroundColor, foregroundToken) = foreground,
      let (backgroundColor, backgroundToken) = background
    else { return problems }
    if pair.backdrop != nil, backdrop == nil { return problems }

    var surface = backgroundColor
    if !backgroundColor.isOpaque {
      guard let (backdropColor, _) = backdrop else {
        return problems + [
          .error(
            .contrastInvalidPair,
            "The background '\(pair.background)' is translucent (\(backgroundColor.hex)) in \(modeName), so contrast depends on what lies beneath it; add backdrop=\"…\" naming the opaque colour underneath.",
            at: pair.backgroundLocation, subject: pair.background.description)
        ]
      }
      surface = backgroundColor.composited(over: backdropColor)
    }

    let ratio = WCAG.contrastRatio(foregroundColor, on: surface)
    guard ratio < pair.minimum else { return problems }
    let composited = foregroundColor.composited(over: surface)
    let advice =
      WCAG.relativeLuminance(composited) > WCAG.relativeLuminance(surface)
      ? "lighten the foreground or darken the background"
      : "darken the foreground or lighten the background"
    problems.append(
      .error(
        .contrastTooLow,
        "Contrast of '\(pair.foreground)' (\(foregroundColor.hex)) on '\(pair.background)' (\(backgroundColor.hex)) in \(modeName) is \(WCAG.format(ratio, against: pair.minimum)):1, below the required \(WCAG.format(pair.minimum)):1; \(advice).",
        at: pair.location, subject: "\(pair.foreground) on \(pair.background)",
        notes: [
          .init("'\(pair.foreground)' is defined here for \(modeName)", at: foregroundToken.definition.location),
          .init("'\(pair.background)' is defined here for \(modeName)", at: backgroundToken.definition.location),
        ]))
    return problems
  }
}
